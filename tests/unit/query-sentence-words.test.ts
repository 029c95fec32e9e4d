import { describe, expect, it } from "vitest";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { withoutUnknownWords } from "../../server/src/modules/search/query-rules.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Words of a sentence that are not criteria: pure, the words no profile holds are given.
const NOW = new Date("2026-11-23T12:00:00Z");
const read = (q: string, unknown: string[]) =>
  withoutUnknownWords(parseQuery(q, NOW), new Set(unknown));

describe("words of a sentence that no profile holds", () => {
  it("are left out when the query says which people otherwise, and the description says so", () => {
    const q = read("anyone settled in Canada", ["settled"]);
    expect(q.keywords).toEqual([]);
    expect(q.ignored).toEqual(["settled"]);
    expect(q.places.map((p) => p.name)).toEqual(["Canada"]);
    expect(describeQuery(q)).toBe('Members located in Canada (left out "settled": in no profile)');
  });

  it("include Hinglish particles and asking words", () => {
    const q = read("koi electrician chahiye Mohali mein", ["koi", "chahiye", "mein"]);
    expect(q.keywords).toEqual([]);
    expect(q.roles.map((r) => r.label)).toEqual(["Electrical"]);
  });

  it("stay criteria when some profile holds them", () => {
    expect(read("welders settled in Canada", []).keywords).toEqual(["settled"]);
  });

  it("stay criteria in a query of keywords only, or of a bare title", () => {
    expect(read("anyone settled", ["settled"]).keywords).toEqual(["settled"]);
    expect(read("engineers who moved", ["moved"]).keywords).toEqual(["moved"]);
  });

  it("are only words of a sentence: an unknown noun stays asked for", () => {
    expect(read("dentists in Mohali", ["dentists"]).keywords).toEqual(["dentists"]);
  });
});

describe("abroad in Indian English and Hinglish", () => {
  it("reads NRI, videsh and 'india se bahar' as abroad", () => {
    for (const q of ["NRI electricians", "videsh mein welders", "welders india se bahar"])
      expect(parseQuery(q, NOW).places.map((p) => p.id)).toEqual(["r:abroad"]);
  });
});
