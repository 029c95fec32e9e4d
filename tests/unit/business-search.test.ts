import { describe, expect, it } from "vitest";
import {
  planBusinessSearch,
  readBusinessQuery,
  type BusinessPlan,
} from "../../server/src/modules/businesses/business-search.js";
import {
  BUSINESS_WORDS,
  CATEGORY_WORDS,
} from "../../server/src/modules/businesses/business-search.data.js";
import {
  BUSINESS_CATEGORIES,
  categoryFromText,
} from "../../server/src/modules/businesses/business-category.js";

// The business search planner is pure: a query in, conditions over `businesses u`, parameters
// and the interpretation out, no database.
const NOW = new Date("2026-11-26T12:00:00Z");
const plan = (query: string, found?: string[], extra = {}) =>
  planBusinessSearch({ query, ...extra }, found ? { found: new Set(found) } : {}, NOW);

const paramsOf = (p: BusinessPlan, condition: string) =>
  [...condition.matchAll(/\$(\d+)/g)].map((m) => p.params[Number(m[1]) - 1]);

describe("reading a business query", () => {
  it("leaves out the words that only say business, and reads category words as the category", () => {
    const r = readBusinessQuery("tool rooms in Ludhiana", NOW);
    expect(r.categories).toEqual(["TOOL_ROOM_AND_DIES"]);
    expect(r.categoryPhrases).toEqual(["tool rooms"]);
    expect(r.parsed.places.map((p) => p.name)).toEqual(["Ludhiana"]);
    expect(r.parsed.keywords).toEqual([]);
    for (const q of [
      "automation firms in Pune",
      "ISTCian-run automation companies in Pune",
      "automation businesses run by ISTCians in Pune",
    ]) {
      const x = readBusinessQuery(q, NOW);
      expect(x.categories, q).toEqual(["AUTOMATION"]);
      expect(x.parsed.keywords, q).toEqual([]);
    }
  });

  it('reads "CNC job work near Mohali" with the smart search\'s trades and "near"', () => {
    const r = readBusinessQuery("CNC job work near Mohali", NOW);
    expect(r.parsed.roles.map((x) => x.label)).toEqual(["Machinist"]);
    expect(r.parsed.places[0].id).toMatch(/^near:/);
    expect(r.parsed.keywords).toEqual([]);
  });

  it("prefers the longer category phrase and matches whole words only", () => {
    expect(readBusinessQuery("software house", NOW).categoryPhrases).toEqual(["software house"]);
    // "automations" is not a word of the list; "institutes" is not "institute".
    expect(readBusinessQuery("electrical contractors", NOW).categories).toEqual(["ELECTRICAL"]);
    expect(readBusinessQuery("storekeeper", NOW).categories).toEqual([]);
  });

  it("keeps its phrase lists as data: lower case, each category one of the enum", () => {
    const names = new Set(BUSINESS_CATEGORIES.map((c) => c.name));
    for (const w of BUSINESS_WORDS) expect(w).toBe(w.toLowerCase().trim());
    for (const c of CATEGORY_WORDS) {
      expect(c.phrase).toBe(c.phrase.toLowerCase().trim());
      expect(names.has(c.category)).toBe(true);
    }
  });

  it("takes a category by its label in any case or by its name, else null", () => {
    expect(categoryFromText("tool room and dies")).toBe("TOOL_ROOM_AND_DIES");
    expect(categoryFromText("SOFTWARE_AND_IT")).toBe("SOFTWARE_AND_IT");
    expect(categoryFromText(" Trading and Retail ")).toBe("TRADING_AND_RETAIL");
    expect(categoryFromText("Bakery")).toBeNull();
  });
});

describe("the business planner", () => {
  it("asks nothing without a query or filters, and ranks by nothing", () => {
    expect(plan("")).toEqual({
      where: [],
      params: [],
      rankQuery: null,
      interpretation: null,
      keywords: [],
      mayRetry: false,
    });
  });

  it("makes a category word the category or the phrase in the name or services (weights A, B)", () => {
    const p = plan("tool rooms in Ludhiana");
    const [cat, place] = p.where;
    expect(cat).toMatch(
      /^\(u\.category = ANY\(\$\d+::text\[\]\) OR u\.search_vector @@ to_tsquery/,
    );
    const [categories, words] = paramsOf(p, cat);
    expect(categories).toEqual(["TOOL_ROOM_AND_DIES"]);
    expect(words).toContain("tool:AB <-> room:AB");
    expect(place).toMatch(/^u\.facets && \$\d+::text\[\]$/);
    expect(paramsOf(p, place)[0]).toEqual(["p:c1264728"]);
    expect(p.interpretation).toBe("Tool Room and Dies businesses in Ludhiana");
    expect(p.rankQuery).toContain("tool <-> room");
  });

  it('reads "near" as the cities around, and a trade as its phrases on the business\'s text', () => {
    const p = plan("CNC job work near Mohali");
    const [place, role] = p.where;
    const cities = paramsOf(p, place)[0] as string[];
    expect(cities).toContain("p:c6992326");
    expect(cities).toContain("p:c1274746"); // Chandigarh, within 30 km
    expect(role).toMatch(/^u\.search_vector @@ to_tsquery\('english', \$\d+\)$/);
    expect(paramsOf(p, role)[0]).toContain("(cnc)");
    expect(p.interpretation).toBe("Machinist businesses near Mohali");
  });

  it("adds the category and place chosen beside the query", () => {
    const p = plan("", undefined, { category: "AUTOMATION", placeId: "c1259229" });
    expect(p.where).toEqual(["u.category = $1", "u.place_id = $2"]);
    expect(p.params).toEqual(["AUTOMATION", "c1259229"]);
  });

  it("looks up a word no business holds only as a near-spelling of a name", () => {
    const unknown = plan("zqxwv", []);
    expect(unknown.where).toEqual(["$1 <% u.name"]);
    expect(unknown.mayRetry).toBe(true);
    const known = plan("bearings", ["bearings"]);
    expect(known.where).toEqual(["u.search_vector @@ to_tsquery('english', $1)"]);
    expect(known.mayRetry).toBe(false);
    const either = plan("bearings");
    expect(either.where[0]).toMatch(/OR \$\d+ <% u\.name\)$/);
  });

  it("reads a misspelt place as the place when asked, and leaves out the words told", () => {
    const typed = planBusinessSearch({ query: "tool room ludhiyana" }, { found: new Set() }, NOW);
    expect(typed.mayRetry).toBe(true);
    const asPlace = planBusinessSearch(
      { query: "tool room ludhiyana" },
      { found: new Set(), asPlaces: true },
      NOW,
    );
    expect(asPlace.interpretation).toBe("Tool Room and Dies businesses in Ludhiana");
    const dropped = planBusinessSearch(
      { query: "website design Delhi" },
      { found: new Set(["website", "design"]), drop: ["design"] },
      NOW,
    );
    expect(dropped.keywords).toEqual(["website"]);
    expect(dropped.interpretation).toBe("“website” businesses in Delhi (left out: “design”)");
  });

  it("leaves out a country with a column compare, and other places as facets", () => {
    const p = plan("tool rooms outside Punjab");
    expect(p.where.some((w) => /^NOT u\.facets && /.test(w))).toBe(true);
    expect(p.interpretation).toBe("Tool Room and Dies businesses not in Punjab");
  });
});
