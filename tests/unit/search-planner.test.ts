import { describe, expect, it } from "vitest";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import {
  buildFilter,
  phraseQuery,
  roleQuery,
  whereSql,
  type Filter,
} from "../../server/src/modules/search/search-planner.js";
import { ROLES } from "../../server/src/modules/search/vocabulary.js";

// The planner is pure: criteria in, WHERE conditions and parameters out, no database.
const NOW = new Date("2026-11-23T12:00:00Z");
const plan = (q: string, found?: string[], relax = {}) =>
  buildFilter(parseQuery(q, NOW), relax, found ? new Set(found) : undefined);

/** The parameter a condition refers to ("$2" -> params[1]). */
const paramOf = (f: Filter, condition: string) => {
  const n = /\$(\d+)/.exec(condition)?.[1];
  return n ? f.params[Number(n) - 1] : undefined;
};

describe("the planner", () => {
  it("leaves current students out when asked", () => {
    expect(plan("mechanical, not students").where).toContain(
      "NOT (u.search_vector @@ 'student:B'::tsquery)",
    );
    expect(plan("mechanical").where.some((w) => w.includes("student"))).toBe(false);
  });

  it("leaves kinds of employer out as a negated facet lookup", () => {
    const f = plan("civil engineers except government");
    const not = f.where.find((w) => w.startsWith("NOT (u.facets"));
    expect(not).toBeDefined();
    expect(paramOf(f, not!)).toEqual(["r:kind:government"]);
    const p = plan("private sector electricians");
    const notP = p.where.find((w) => w.startsWith("NOT (u.facets"));
    expect(paramOf(p, notP!)).toEqual(["r:kind:government", "r:kind:central-psu"]);
    // Relaxing the employers relaxes what they leave out too.
    expect(
      plan("civil engineers except government", undefined, { employers: true }).where,
    ).not.toContain(not);
  });

  it("asks nothing of a query without criteria, and ranks by nothing", () => {
    const f = plan("people");
    expect(f).toEqual({ where: [], params: [], rankQuery: null, exactRole: null, roles: null });
    expect(whereSql(f.where)).toBe("TRUE");
  });

  it("reads a role as one facet lookup, and ranks the role as typed first", () => {
    const f = plan("civil engineers in Mohali");
    // The role and the place as facets; engineers are who do the work, not the trade's students.
    expect(f.where).toHaveLength(3);
    expect(f.where.slice(0, 2).every((w) => w.startsWith("u.facets && $"))).toBe(true);
    expect(f.where[2]).toBe("NOT (u.search_vector @@ 'student:B'::tsquery)");
    expect(plan("civil in Mohali").where).toHaveLength(2);
    expect(f.params).toContainEqual(["r:Civil"]);
    expect(f.params.flat().some((p) => /^p:/.test(String(p)))).toBe(true);
    expect(f.roles).toEqual(["Civil"]);
    expect(f.exactRole).toBe("(civil <-> engineers)");
  });

  it("makes a run of batch years a range of the column, and a few years facets", () => {
    const range = plan("2010 to 2015 batch");
    expect(range.where).toEqual(["u.search_batch_year BETWEEN $1 AND $2"]);
    expect(range.params).toEqual([2010, 2015]);
    const two = plan("2012 or 2019 batch");
    expect(two.where).toEqual(["u.facets && $1::text[]"]);
    expect(two.params).toEqual([["y:2012", "y:2019"]]);
  });

  it("matches a keyword some profile holds as typed, else also as a near-spelling of a name", () => {
    const found = plan("kaur", ["kaur"]);
    expect(found.where).toEqual(["u.search_vector @@ to_tsquery('english', $1)"]);
    expect(found.params).toEqual(["kaur"]);
    const typo = plan("malhtora", []);
    expect(typo.where).toEqual([
      "(u.search_vector @@ to_tsquery('english', $1) OR $2 <% u.full_name)",
    ]);
    expect(typo.params).toEqual(["malhtora", "malhtora"]);
    expect(typo.rankQuery).toBe("(malhtora)");
  });

  it("finds a named employer by any of its names in the company fields, and ranks by them", () => {
    const f = plan("engineers at L&T");
    const employer = f.where.find((w) => w.includes("search_vector"))!;
    const text = String(paramOf(f, employer));
    expect(text).toContain("(l:C <-> t:C)");
    expect(text).toContain("(larsen:C <-> toubro:C)");
    expect(f.rankQuery).not.toContain(":C");
  });

  it("leaves out a country by its column, other places by facets of located members", () => {
    const country = plan("mechanical engineers not in India");
    const out = country.where.find((w) => w.startsWith("u.place_country <> $"))!;
    expect(paramOf(country, out)).toBe("IN");
    const state = plan("mechanical engineers outside Punjab");
    const not = state.where.find((w) => w.includes("NOT"))!;
    expect(not).toMatch(/^\(u\.place_country IS NOT NULL AND NOT u\.facets && \$\d+::text\[\]\)$/);
    expect(paramOf(state, not)).toEqual(["s:PB"]);
  });

  it("finds a craft by its own facet, and its whole trade when crafts are relaxed", () => {
    const f = plan("welders in Canada");
    expect(f.params).toContainEqual(["r:Welder"]);
    expect(f.roles).toEqual(["Welder"]);
    const trade = plan("welders in Canada", undefined, { crafts: true });
    expect(trade.params).toContainEqual(["r:Welding"]);
  });

  it("relaxes the criteria it is told to leave out, keeping the rest", () => {
    const full = plan("civil engineers in Mohali 2015 batch");
    const noPlace = plan("civil engineers in Mohali 2015 batch", undefined, { places: true });
    expect(full.where).toHaveLength(3);
    expect(noPlace.where).toHaveLength(2);
    expect(noPlace.params).toEqual([["y:2015"], ["r:Civil"]]);
    const noRole = plan("civil engineers in Mohali", undefined, { roles: true });
    expect(noRole.roles).toBeNull();
    expect(noRole.exactRole).toBeNull();
  });

  it("writes phrases as tsquery text that holds only words", () => {
    expect(phraseQuery("Tool & Dié", "B")).toBe("tool:B <-> die:B");
    expect(phraseQuery("'); DROP TABLE users; --")).toBe("drop <-> table <-> users");
  });
});

describe("a trade's generic titles", () => {
  const mechanical = ROLES.find((r) => r.label === "Mechanical")!;
  const text = roleQuery(mechanical);

  it("are not the trade when another trade names them (Electrical Design Engineer)", () => {
    for (const other of [
      "electrical design engineer",
      "electrical maintenance engineer",
      "electronics production engineer",
    ])
      expect(text).toContain(`!(${phraseQuery(other, "B")})`);
  });

  it("keep 'mechanical' (stemmed as 'mechanic') from finding an AC mechanic", () => {
    expect(text).toContain(`!(${phraseQuery("ac mechanic", "B")})`);
  });
});
