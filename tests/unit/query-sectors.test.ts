import { describe, expect, it } from "vitest";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { buildFilter } from "../../server/src/modules/search/search-planner.js";

// Sectors and industries as employer knowledge (employers.data.ts): pure, no database.
const NOW = new Date("2026-11-23T12:00:00Z");
const read = (q: string) => {
  const p = parseQuery(q, NOW);
  return { employers: p.employers.map((e) => e.label), keywords: p.keywords, places: p.places };
};

describe("sectors and industries", () => {
  it("are employer criteria, not required words", () => {
    expect(read("oil and gas")).toEqual({ employers: ["Oil and gas"], keywords: [], places: [] });
    expect(read("defence").employers).toEqual(["Defence"]);
    expect(read("electricity board").employers).toEqual(["State power utilities"]);
    expect(read("automobile industry").employers).toEqual(["Automobile industry"]);
  });

  it("read 'power sector' as the sector, not a place called Sector", () => {
    expect(read("power sector")).toEqual({ employers: ["Power sector"], keywords: [], places: [] });
  });

  it("find any employer the sector names, in the company fields", () => {
    const f = buildFilter(parseQuery("oil and gas", NOW));
    expect(f.where).toHaveLength(1);
    const text = f.params[0] as string;
    for (const name of ["(ongc:C)", "(indian:C <-> oil:C)", "(aramco:C)"])
      expect(text).toContain(name);
  });

  it("narrow another employer criterion rather than add to it (PSUs in oil and gas)", () => {
    const f = buildFilter(parseQuery("PSU in oil and gas", NOW));
    // Two conditions, both required: the sector's names, and the PSU facet.
    expect(f.where).toHaveLength(2);
    expect(f.where.some((w) => w.includes("u.facets &&"))).toBe(true);
    expect(f.params).toContainEqual(["r:kind:psu"]);
  });

  it("right before a role say which ones, and stay words (defence engineers)", () => {
    expect(read("defence engineers")).toMatchObject({
      employers: [],
      keywords: ["defence"],
    });
    // A craft of its own: automotive engineers are the automobile trade's engineers.
    expect(parseQuery("automotive engineers", NOW)).toMatchObject({
      employers: [],
      keywords: [],
      crafts: [expect.objectContaining({ label: "Automobile engineer" })],
    });
  });

  it("find the railways' factories and companies too", () => {
    const f = buildFilter(parseQuery("railways", NOW));
    expect(f.params[0]).toContain("(rail:C <-> coach:C <-> factory:C)");
  });
});
