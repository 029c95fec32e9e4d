import { describe, expect, it } from "vitest";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { broaderReading } from "../../server/src/modules/search/query-broader.js";
import { buildFilter, relatedFilter } from "../../server/src/modules/search/search-planner.js";

// "Strong matches first, related ones named" (issue 22): the broader reading and the related
// members' filter are pure, built from the parsed query.
const NOW = new Date("2026-11-23T12:00:00Z");
const broader = (q: string) => broaderReading(q, parseQuery(q, NOW));

describe("the broader reading of a craft", () => {
  it("asks for the whole trade in the words' place, keeping the rest of the query", () => {
    expect(broader("Electricians in Mohali")).toEqual({
      label: "Electrical",
      query: "electrical in Mohali",
    });
    expect(broader("2019 batch draughtsmen near Ludhiana")).toEqual({
      label: "Designer",
      query: "2019 batch designer near Ludhiana",
    });
    // The broader query reads as the whole trade: no craft narrows it any more.
    const again = parseQuery(broader("embedded engineers in Pune")!.query, NOW);
    expect(again.crafts).toEqual([]);
    expect(again.roles.map((r) => r.label)).toEqual(["Electronics"]);
  });

  it("has none when no craft narrowed the query", () => {
    expect(broader("electrical engineers in Punjab")).toBeNull();
    expect(broader("software engineers")).toBeNull();
    // The whole trade asked for as well: nothing narrower was read.
    expect(broader("electrical engineers and electricians")).toBeNull();
  });
});

describe("the related members' filter", () => {
  it("is the whole trade without the strong results", () => {
    const q = parseQuery("electricians in Mohali", NOW);
    const strong = buildFilter(q);
    const related = relatedFilter(q)!;
    expect(strong.params).toContainEqual(["r:Electrician"]);
    expect(related.params).toContainEqual(["r:Electrical"]);
    const last = related.where[related.where.length - 1];
    expect(last).toBe(`NOT (u.facets && $${related.params.length}::text[])`);
    expect(related.params[related.params.length - 1]).toEqual(["r:Electrician"]);
    // The place still holds; the trade's students are related too (the strong results are its
    // practitioners: "electricians", not the electrical students).
    expect(related.where[0]).toBe(strong.where[0]);
    expect(related.params[0]).toEqual(strong.params[0]);
    expect(strong.where).toContain("NOT (u.search_vector @@ 'student:B'::tsquery)");
    expect(related.where).not.toContain("NOT (u.search_vector @@ 'student:B'::tsquery)");
  });

  it("leaves out every strong result, roles asked for whole included", () => {
    const q = parseQuery("electricians and civil engineers", NOW);
    const related = relatedFilter(q)!;
    expect(related.params[related.params.length - 1]).toEqual(["r:Electrician", "r:Civil"]);
  });

  it("is null when no craft narrowed the query", () => {
    expect(relatedFilter(parseQuery("electrical", NOW))).toBeNull();
  });
});
