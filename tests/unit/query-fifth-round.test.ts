import { describe, expect, it } from "vitest";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { soundKey } from "../../server/src/modules/search/query-phrases.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Understanding added in the fifth generalisation round (issue 22). Pure: no database.
const said = (q: string) => describeQuery(parseQuery(q));

describe("people in work", () => {
  it("reads working, employed and their Hinglish as members who are no longer students", () => {
    for (const q of [
      "welding trade, working, 2015 batch or later",
      "RAC people presently employed",
      "Bhilai mein kaam karne wale mechanical log",
      "electrical professionals in Punjab",
      "seniors in Germany",
    ])
      expect(parseQuery(q).graduatesOnly, q).toBe(true);
    expect(said("mechanical engineers working in Pune")).toContain("who are alumni");
  });

  it("leaves students asked for and pass-outs of a year alone", () => {
    expect(parseQuery("students working on drones").graduatesOnly).toBe(false);
    expect(parseQuery("2026 pass-outs in electrical").graduatesOnly).toBe(false);
    expect(parseQuery("welders in Ludhiana").graduatesOnly).toBe(false);
  });
});

describe("roles spelt as they sound", () => {
  it("gives words typed by ear one key with their spelling", () => {
    expect(soundKey("electrishun")).toBe(soundKey("electrician"));
    expect(soundKey("mekanikal")).toBe(soundKey("mechanical"));
    expect(soundKey("injiniyar")).toBe(soundKey("engineer"));
    expect(soundKey("instrumentashun")).toBe(soundKey("instrumentation"));
    expect(soundKey("welder")).not.toBe(soundKey("wilder" + "ness"));
  });

  it("reads a long word spelt by ear as the role", () => {
    expect(said("electrishun in goa")).toBe("Electrician located in Goa");
    expect(said("mekanikal injiniyar")).toBe("Mechanical");
    expect(said("injiniyars in dubai")).toBe("Engineer located in Dubai, United Arab Emirates");
  });
});
