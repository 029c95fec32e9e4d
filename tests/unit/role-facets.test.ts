import { describe, expect, it } from "vitest";
import { queryParts } from "../../server/src/modules/search/role-facets.js";
import { EMPLOYER_KIND_FACETS, roleQuery } from "../../server/src/modules/search/search-planner.js";
import { ALL_ROLES } from "../../server/src/modules/search/vocabulary.js";

// A role's query is stored in parts a row holds (a tsquery is not toasted): cut between
// alternatives only, so any part matching is the role.
describe("queryParts", () => {
  it("keeps a short query whole and cuts a long one between its alternatives", () => {
    expect(queryParts("(a:B) | (b:B <-> c:B)")).toEqual(["(a:B) | (b:B <-> c:B)"]);
    const long = Array.from({ length: 400 }, (_, i) => `(word${i}:C <-> name${i}:C)`).join(" | ");
    const parts = queryParts(long);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(2000);
    // Every alternative is in exactly one part, whole.
    expect(parts.join(" | ")).toBe(long);
    // Brackets nest: a "|" inside an alternative is no cut.
    expect(queryParts("(a:B | b:B) | (c:B)")).toEqual(["(a:B | b:B) | (c:B)"]);
  });

  it("fits every role and employer kind of the vocabulary", () => {
    for (const text of [...ALL_ROLES.map(roleQuery), ...EMPLOYER_KIND_FACETS.map((k) => k.text())])
      for (const p of queryParts(text)) expect(p.length).toBeLessThanOrEqual(2000);
  });
});
