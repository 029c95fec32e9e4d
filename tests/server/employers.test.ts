import { describe, expect, it } from "vitest";
import {
  EMPLOYER_GROUPS,
  EMPLOYER_SECTORS,
  GOVERNMENT_NAMES,
  PSU_NAMES,
} from "../../server/src/modules/search/employers.js";
import { queryParts } from "../../server/src/modules/search/role-facets.js";
import { EMPLOYER_KIND_FACETS } from "../../server/src/modules/search/search-planner.js";
import { ALL_ROLES } from "../../server/src/modules/search/vocabulary.js";

// The employers' knowledge as loaded (employers.ts): the kinds' names stay stored queries a row
// holds (in parts, role-facets.ts), and the lists hold what people name.

const words = (n: string) =>
  ` ${n
    .split(/[^a-z0-9&]+/)
    .filter(Boolean)
    .join(" ")} `;

describe("employer knowledge", () => {
  it("keeps no kind's name that holds another as whole words (the longer one adds nothing)", () => {
    for (const names of [GOVERNMENT_NAMES, PSU_NAMES])
      for (const n of names)
        for (const m of names)
          if (m !== n) expect(words(n).includes(words(m)), `"${n}" holds "${m}"`).toBe(false);
  });

  it("keeps each stored part of a kind's query well under a search_roles row (8 kB, not toasted)", () => {
    // About 28 bytes a word of a name in a stored tsquery: each part under 7,900 bytes.
    for (const k of EMPLOYER_KIND_FACETS)
      for (const part of queryParts(k.text())) {
        const terms = part.split(/[|&]|<->/).length;
        expect(terms * 28, k.label).toBeLessThan(7900);
      }
  });

  it("knows the state utilities by abbreviation and full name, and the sectors' companies", () => {
    expect(PSU_NAMES).toEqual(expect.arrayContaining(["uhbvn", "dhbvn", "hpsebl", "bijli"]));
    expect(GOVERNMENT_NAMES).toEqual(expect.arrayContaining(["cpwd", "roadways", "jkpdd"]));
    const sector = (key: string) => EMPLOYER_SECTORS.find((s) => s.key === key)!;
    expect(sector("hvac").names).toEqual(expect.arrayContaining(["voltas", "daikin", "blue star"]));
    expect(sector("korean").employerKind).toBe(true);
    expect(sector("automobile").employerKind).toBe(false);
    expect(EMPLOYER_GROUPS.find((g) => g.label === "Reliance group")!.companies).toContain("jio");
  });

  it("has every role's and craft's label once", () => {
    const labels = ALL_ROLES.map((r) => r.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
