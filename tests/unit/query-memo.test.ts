import { describe, expect, it } from "vitest";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { readQuery } from "../../server/src/modules/search/query-memo.js";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Readings kept per text (issue 29): a kept reading is the one parseQuery gives, and nothing that
// changes the reading (the searcher's place or batch, the day) is answered from another's.
const day = new Date("2026-11-27T10:00:00Z");

describe("kept readings", () => {
  it("answers a text asked again with the same reading", () => {
    const first = readQuery("electricians from Ludhaina", day);
    expect(readQuery("electricians from Ludhaina", day)).toBe(first);
    expect(describeQuery(first)).toBe(describeQuery(parseQuery("electricians from Ludhaina", day)));
  });

  it("reads again for another searcher's place or batch", () => {
    const city = (name: string) =>
      [...gazetteer().byId.values()].find((p) => p.name === name && p.kind === "city")!;
    const mohali = city("Mohali");
    const pune = city("Pune");
    const nearMohali = readQuery("welders near me", day, { place: mohali, batchYear: 2019 });
    const nearPune = readQuery("welders near me", day, { place: pune, batchYear: 2019 });
    expect(describeQuery(nearMohali)).toContain("Mohali");
    expect(describeQuery(nearPune)).toContain("Pune");
    const mine2019 = readQuery("my batch", day, { place: null, batchYear: 2019 });
    const mine2021 = readQuery("my batch", day, { place: null, batchYear: 2021 });
    expect(mine2019.batchYears).toEqual([2019]);
    expect(mine2021.batchYears).toEqual([2021]);
  });

  it("reads again on another day, where relative years move", () => {
    const thisYear = readQuery("passed out this year", new Date("2026-06-01T00:00:00Z"));
    const nextYear = readQuery("passed out this year", new Date("2027-06-01T00:00:00Z"));
    expect(thisYear.batchYears).toEqual([2026]);
    expect(nextYear.batchYears).toEqual([2027]);
  });

  it("refuses a change to a kept reading", () => {
    const kept = readQuery("civil engineers in Pune", day);
    expect(() => {
      (kept as { keywords: string[] }).keywords = ["changed"];
    }).toThrow(TypeError);
    expect(readQuery("civil engineers in Pune", day).keywords).not.toEqual(["changed"]);
  });
});
