import { describe, expect, it } from "vitest";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { batchEdge } from "../../server/src/modules/search/query-superlatives.js";
import { buildFilter } from "../../server/src/modules/search/search-planner.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Understanding added in the seventh generalisation round (issue 22). Pure: no database.

const NOW = new Date("2026-11-27T12:00:00Z");

describe("superlatives of seniority", () => {
  it("read the earliest or the latest batch among the members the rest finds", () => {
    expect(batchEdge("senior-most electrician in Punjab").edge).toBe("earliest");
    expect(batchEdge("who has been at BHEL the longest").edge).toBe("earliest");
    expect(batchEdge("most experienced toolmaker").edge).toBe("earliest");
    expect(batchEdge("the youngest alumni in Germany").edge).toBe("latest");
    expect(batchEdge("junior-most instrumentation engineer").edge).toBe("latest");
    expect(batchEdge("welders in Pune").edge).toBeNull();
    const q = parseQuery("senior-most electrician in Punjab", NOW);
    expect(q.batchEdge).toBe("earliest");
    expect(q.crafts.map((c) => c.label)).toEqual(["Electrician"]);
    expect(q.places.map((p) => p.name)).toEqual(["Punjab"]);
    expect(q.keywords).toEqual([]);
    expect(describeQuery(q)).toMatch(/earliest batch among them/);
  });

  it("are no fixed years and no senior title", () => {
    const latest = parseQuery("latest batch electricians", NOW);
    expect(latest.batchEdge).toBe("latest");
    expect(latest.batchYears).toEqual([]);
    const senior = parseQuery("most senior alumni in the UK", NOW);
    expect(senior.batchEdge).toBe("earliest");
    expect(senior.titleRanks ?? []).toEqual([]);
  });

  it("give way to batches the query names", () => {
    const q = parseQuery("the oldest batches, before 2000", NOW);
    expect(q.batchEdge).toBeUndefined();
    expect(q.batchYears.at(-1)).toBe(1999);
  });

  it("are one condition on the batch over the same conditions, dropped with the batches", () => {
    const q = parseQuery("oldest civil engineer", NOW);
    const f = buildFilter(q);
    const edge = f.where.find((w) => w.includes("min(u.search_batch_year)"));
    expect(edge).toBeDefined();
    // The subquery holds every condition before it (the civil role), not only the batch.
    expect(edge).toContain("u.facets &&");
    expect(buildFilter(q, { batchYears: true }).where.join(" ")).not.toContain("min(");
  });
});

describe("an unknown name after 'for'", () => {
  it("is a tentative employer (the probe keeps it only when some company holds it)", () => {
    const q = parseQuery("alumni in the UK for visa reference", NOW);
    expect(q.employers.map((e) => [e.name, e.tentative])).toEqual([["visa", true]]);
    // A known employer after "for" and an unknown one after "at" are employers outright.
    expect(parseQuery("works for Infosys", NOW).employers[0].tentative).toBeUndefined();
    expect(parseQuery("fitters at Zorbex Castings", NOW).employers[0].tentative).toBeUndefined();
  });
});

describe("career changes", () => {
  it("read as the profiles that say a switch", () => {
    for (const text of [
      "alumni who switched careers",
      "career changers",
      "engineers who switched to a different career",
    ])
      expect(parseQuery(text, NOW).keywords, text).toContain("switched");
    expect(parseQuery("career changers from mechanical", NOW).keywords).toEqual(["switched"]);
    expect(parseQuery("switchgear engineers", NOW).keywords).not.toContain("switched");
  });
});
