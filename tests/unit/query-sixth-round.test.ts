import { describe, expect, it } from "vitest";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { bestPart, withPartRequired } from "../../server/src/modules/search/query-best-part.js";
import { withTownsAsWords } from "../../server/src/modules/search/query-nearby.js";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Understanding added in the sixth generalisation round (issue 22). Pure: no database.

describe("the most telling part of words nobody holds together", () => {
  const words = ["etap", "power", "system", "study"];
  it("requires the rare word over two common ones", () => {
    // Among 41 members holding any: 2 hold ETAP, 30 power, 12 system (3 of them both), none study.
    const held = [
      { holds: [true, false, false, false], n: 2 },
      { holds: [false, true, false, false], n: 27 },
      { holds: [false, false, true, false], n: 9 },
      { holds: [false, true, true, false], n: 3 },
    ];
    expect(bestPart(words, held)).toEqual(["etap"]);
  });

  it("prefers more of the words when they are as telling, and otherwise the rarer word", () => {
    const held = [
      { holds: [true, true, false, false], n: 1 },
      { holds: [true, false, false, false], n: 4 },
      { holds: [false, true, false, false], n: 4 },
    ];
    expect(bestPart(words, held)).toEqual(["etap", "power"]);
    // Of two words alone, the one fewer members hold.
    expect(
      bestPart(
        ["bus", "body"],
        [
          { holds: [true, false], n: 3 },
          { holds: [false, true], n: 4 },
        ],
      ),
    ).toEqual(["bus"]);
  });

  it("never answers with a kind of person alone, nor when nobody holds any", () => {
    expect(bestPart(["fibre", "technicians"], [{ holds: [false, true], n: 12 }])).toBeNull();
    expect(bestPart(words, [])).toBeNull();
    // Nor when two parts are as telling: which was meant is not known.
    expect(
      bestPart(
        ["python", "java"],
        [
          { holds: [true, false], n: 1 },
          { holds: [false, true], n: 1 },
        ],
      ),
    ).toBeNull();
  });

  it("keeps the part required and ranks by the rest, groups of alternatives included", () => {
    const q = parseQuery("Sinumerik 840D / 828D");
    expect(q.anyKeywords).toEqual([["840d", "828d"]]);
    const part = withPartRequired(q, ["840d 828d"]);
    expect(part.keywords).toEqual([]);
    expect(part.anyKeywords).toEqual([["840d", "828d"]]);
    expect(part.optional).toEqual(["sinumerik"]);
    expect(describeQuery(part)).toContain('nobody has "sinumerik" together');
  });
});

describe("a town where nobody is located", () => {
  it("is read as the town's name in the profiles' text, and said", () => {
    const q = withTownsAsWords(parseQuery("welders in Bhavnagar or Surat"));
    expect(q.places).toEqual([]);
    expect(q.anyKeywords).toEqual([["bhavnagar", "surat"]]);
    expect(describeQuery(q)).toMatch(/nobody is located in Bhavnagar or Surat itself/);
  });

  it("leaves states, countries and regions as places, and a query without a town alone", () => {
    const q = withTownsAsWords(parseQuery("welders in Ludhiana, Gujarat and Canada"));
    expect(q.places.map((p) => p.kind).sort()).toEqual(["country", "state"]);
    const plain = parseQuery("welders in Punjab");
    expect(withTownsAsWords(plain)).toBe(plain);
    expect(gazetteer().lookup("bhavnagar")[0].kind).toBe("city");
  });
});
