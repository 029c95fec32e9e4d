import { describe, expect, it } from "vitest";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import {
  withoutRequiredRoles,
  withoutWords,
  wordsToTry,
} from "../../server/src/modules/search/query-rules.js";
import { tokenise } from "../../server/src/modules/search/query-tokens.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Two roles typed together name one kind of person; words that find none of the people asked for
// are how a query is asked (issue 22). Pure: the parser and the rules, no database.
const NOW = new Date("2026-11-23T12:00:00Z");
const read = (q: string) => parseQuery(q, NOW);
const labels = (xs: { label: string }[]) => xs.map((x) => x.label);

describe("two roles typed together", () => {
  it("read as the more specific: of two crafts, the last (the noun)", () => {
    const q = read("maintenance electricians in Baddi");
    expect(labels(q.crafts)).toEqual(["Electrician"]);
    expect(labels(q.roles)).toEqual(["Electrical"]);
    // The first still ranks: a maintenance electrician before other electricians.
    expect(q.roleTerms).toContain("maintenance");
    expect(describeQuery(q)).toMatch(/^Electrician located in Baddi/);
  });

  it("read a trade before a role of no trade as that role of that trade", () => {
    const q = read("mechanical design engineers");
    expect(labels(q.roles)).toEqual(["Designer"]);
    expect(labels(q.requiredRoles)).toEqual(["Mechanical"]);
    expect(describeQuery(q)).toBe("Designer of Mechanical");
    // Nobody both: either, as before.
    expect(labels(withoutRequiredRoles(q).roles).sort()).toEqual(["Designer", "Mechanical"]);
  });

  it("keep a craft inside its trade: a trade before its own craft narrows to the craft", () => {
    const q = read("electrical linemen");
    expect(labels(q.crafts)).toEqual(["Lineman"]);
    expect(q.requiredRoles).toEqual([]);
  });

  it("read two trades typed together as the second of the first as well, not either", () => {
    // Mechanical engineers in air conditioning: both trades required, the first as a qualifier.
    const q = read("HVAC mechanical engineers");
    expect(labels(q.roles)).toEqual(["Mechanical"]);
    expect(labels(q.requiredRoles)).toEqual(["Refrigeration and AC"]);
    // Typed as alternatives, they stay either.
    expect(labels(read("HVAC or mechanical engineers").roles).sort()).toEqual([
      "Mechanical",
      "Refrigeration and AC",
    ]);
  });

  it("read a craft of another trade after a trade loosely: the trade says who", () => {
    const q = read("airconditioning mechanics");
    expect(labels(q.roles)).toEqual(["Refrigeration and AC"]);
    expect(q.crafts).toEqual([]);
  });

  it("are two roles when punctuation or a conjunction stands between", () => {
    expect(labels(read("cnc operators, welders").crafts)).toEqual(["CNC operator", "Welder"]);
    expect(labels(read("electricians and welders").crafts)).toEqual(["Electrician", "Welder"]);
    expect(tokenise("welders, fitters (Baddi)").breaks).toEqual([false, true, true]);
  });
});

describe("words that find none of the people asked for", () => {
  it("may be tried one at a time when the query names a craft and says which people otherwise", () => {
    const q = read("need an industrial electrician for our plant in Ludhiana");
    // ("plant", a word for any workplace, ranks from the start.)
    expect(q.optional).toEqual(["plant"]);
    expect(wordsToTry(q)).toEqual(["industrial"]);
    const fewer = withoutWords(q, ["industrial"]);
    expect(fewer.keywords).not.toContain("industrial");
    expect(describeQuery(fewer)).toMatch(/left out "industrial": none of them has it/);
  });

  it("are not tried when typed as names or in capitals, or as a kind of person when no craft is named", () => {
    expect(wordsToTry(read("GET mechanical"))).toEqual([]);
    expect(wordsToTry(read("electricians at Vardhman"))).toEqual([]);
    expect(wordsToTry(read("plumbers in Ludhiana"))).toEqual([]);
  });
});

describe("words joined by a slash", () => {
  it("are alternatives: beside a role understood, the other word ranks rather than narrows", () => {
    const q = read("SCADA/PLC engineer in Dubai");
    expect(labels(q.crafts)).toEqual(["PLC programmer"]);
    expect(q.keywords).toEqual([]);
    expect(q.roleTerms).toContain("scada");
    // Without the slash, both are asked for.
    expect(read("SCADA PLC engineer").keywords).toEqual(["scada"]);
  });
});
