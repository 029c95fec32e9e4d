import { describe, expect, it } from "vitest";
import {
  anchorConditions,
  anchorLexemes,
  bestAnchors,
  exactCheck,
  renumbered,
  storedPlan,
} from "../../server/src/modules/saved-searches/saved-search.plan.js";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { buildFilter } from "../../server/src/modules/search/search-planner.js";

// A saved search's plan and anchors, pure: which conditions can anchor a plan, which anchors are
// chosen, and the renumbered SQL of many plans in one statement.
const NOW = new Date("2026-11-23T12:00:00Z");
const plan = (q: string, found: string[] = []) =>
  storedPlan(buildFilter(parseQuery(q, NOW), {}, new Set(found)));

describe("saved-search anchors", () => {
  it("anchors a role with a batch on the role's facets (narrower than the year)", () => {
    const p = plan("electricians 2015");
    const sets = anchorConditions(p).map((c) => ("keys" in c ? c.keys : []));
    expect(sets).toContainEqual(["y:2015"]);
    expect(bestAnchors(sets)).toEqual(["r:Electrician"]);
  });

  it("turns a run of batch years into their facets", () => {
    const conditions = anchorConditions(plan("2010-2014 batch"));
    expect(conditions).toEqual([{ keys: ["y:2010", "y:2011", "y:2012", "y:2013", "y:2014"] }]);
  });

  it("anchors a found word on its lexemes, never a word that may be a misspelt name", () => {
    expect(anchorConditions(plan("solidworks", ["solidworks"]))).toEqual([
      { lexemesOf: "solidworks" },
    ]);
    expect(anchorConditions(plan("solidwrks"))).toEqual([]);
  });

  it("needs one lexeme of each alternative, and gives up on grouping or negation", () => {
    expect(anchorLexemes("'tata':C <-> 'motor':C | 'tcs':C")).toEqual(["motor", "tcs"]);
    expect(anchorLexemes("'python'")).toEqual(["python"]);
    expect(anchorLexemes("'a' & !'b'")).toBeNull();
    expect(anchorLexemes("( 'a' | 'b' ) <-> 'c'")).toBeNull();
    expect(anchorLexemes("")).toBeNull();
  });

  it("has no anchors when nothing is necessary", () => {
    expect(bestAnchors(anchorConditions(plan("alumni")).map(() => []))).toEqual([]);
    expect(bestAnchors([])).toEqual([]);
  });
});

describe("many plans in one statement", () => {
  it("renumbers each plan's placeholders after the ones before it", () => {
    const a = {
      where: ["u.facets && $1::text[]", "u.search_batch_year BETWEEN $2 AND $3"],
      params: [["r:x"], 2010, 2014],
    };
    const b = { where: ["u.search_vector @@ to_tsquery('english', $1)"], params: ["python"] };
    expect(renumbered(a, 1)).toBe(
      "(u.facets && $2::text[]) AND (u.search_batch_year BETWEEN $3 AND $4)",
    );
    const check = exactCheck([a, b, { where: [], params: [] }]);
    expect(check.params).toEqual([["r:x"], 2010, 2014, "python"]);
    expect(check.sql).toContain(
      "coalesce(((u.search_vector @@ to_tsquery('english', $5))), false)",
    );
    expect(check.sql).toContain("coalesce((TRUE), false)");
    expect(check.sql).toMatch(/WHERE u\.id = \$1$/);
  });

  it("refuses a plan with a $ that is not a placeholder", () => {
    expect(() => renumbered({ where: ["u.full_name = '$1'"], params: [] }, 1)).toThrow();
    expect(() => renumbered({ where: ["u.x = $$a$$"], params: [] }, 1)).toThrow();
    expect(renumbered({ where: ["u.search_vector @@ 'student:B'::tsquery"], params: [] }, 3)).toBe(
      "(u.search_vector @@ 'student:B'::tsquery)",
    );
  });
});
