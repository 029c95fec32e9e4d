import { describe, expect, it } from "vitest";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import {
  withoutAskingWords,
  withoutUnknownWords,
} from "../../server/src/modules/search/query-rules.js";

// Understanding that generalises (issue 22): trades and their crafts, employer kinds, forms of
// words, and words that say how a query asks rather than who. Pure: no database.
const NOW = new Date("2026-11-23T12:00:00Z");
const read = (q: string) => {
  const p = parseQuery(q, NOW);
  return {
    roles: p.roles.map((r) => r.label),
    crafts: p.crafts.map((c) => c.label),
    employers: p.employers.map((e) => e.label),
    places: p.places.map((x) => x.name),
    keywords: p.keywords,
  };
};

describe("trades and their crafts", () => {
  it("software engineers are not the whole computer trade", () => {
    expect(read("software engineers").roles).toEqual(["Software engineer"]);
    expect(read("computer science").roles).toEqual(["Computer science"]);
    expect(read("IT people").roles).toEqual(["Computer science"]);
  });

  it("reads refrigeration and AC, and the craft of its technicians", () => {
    expect(read("HVAC").roles).toEqual(["Refrigeration and AC"]);
    expect(read("refrigeration and air conditioning").roles).toEqual(["Refrigeration and AC"]);
    expect(read("AC mechanics")).toMatchObject({ crafts: ["HVAC technician"], keywords: [] });
  });

  it("reads the automobile trade and its crafts; a mechanic is not mechanical", () => {
    expect(read("automobile").roles).toEqual(["Automobile"]);
    expect(read("mechanics").crafts).toEqual(["Auto mechanic"]);
    expect(read("motor mechanic in Ludhiana")).toMatchObject({
      crafts: ["Auto mechanic"],
      places: ["Ludhiana"],
    });
    expect(read("service advisers").crafts).toEqual(["Service advisor"]);
  });

  it("reads the forms of '-man' titles for women and anyone", () => {
    expect(read("draughtswoman").crafts).toEqual(["Draughtsman"]);
    expect(read("draftswomen").crafts).toEqual(["Draughtsman"]);
    expect(read("linesperson").crafts).toEqual(["Lineman"]);
  });

  it("reads the work for the worker", () => {
    expect(read("PCB design").crafts).toEqual(["PCB designer"]);
    expect(read("robot programming").crafts).toEqual(["Robot programmer"]);
  });

  it("lets the second of two roles share the first one's qualifier", () => {
    expect(read("VMC operators and programmers").crafts).toEqual([
      "CNC operator",
      "CNC programmer",
    ]);
  });
});

describe("misspelt words of phrases", () => {
  it("are read as the phrase they make with a word beside them; names stay names", () => {
    expect(read("servise advisors in Chennai")).toMatchObject({
      crafts: ["Service advisor"],
      places: ["Chennai"],
      keywords: [],
    });
    expect(read("welding inspecter").crafts).toEqual(["Welding inspector"]);
    expect(read("Rohit Sharma").keywords).toEqual(["rohit", "sharma"]);
  });
});

describe("counts", () => {
  it("are how many are wanted, not words a profile holds; a batch stays a batch", () => {
    expect(read("Need 2 welders in Dubai")).toMatchObject({ crafts: ["Welder"], keywords: [] });
    expect(read("top 10 electricians").keywords).toEqual([]);
    expect(parseQuery("batch 12 mechanical", NOW).batchYears).toEqual([2012]);
  });
});

describe("employer kinds", () => {
  it("reads MNCs as multinationals, also right before a role", () => {
    expect(read("MNCs").employers).toEqual(["Multinationals"]);
    expect(read("MNC engineers")).toMatchObject({ employers: ["Multinationals"], keywords: [] });
  });

  it("'tech' right after a role is its technicians, not tech companies", () => {
    expect(read("electronics techs")).toMatchObject({ roles: ["Electronics"], employers: [] });
    expect(read("tech companies").employers).toEqual(["Tech companies"]);
  });

  it("'for' after a role says what for, not an employer", () => {
    expect(read("welders for shutdown work")).toMatchObject({
      employers: [],
      keywords: ["shutdown"],
    });
    expect(read("engineers who work for Acme Steel").employers).toEqual(["Acme Steel"]);
  });
});

describe("places", () => {
  it("knows villages below GeoNames' 1,000 people, and industrial estates as their city", () => {
    expect(read("people in Gharuan").places).toEqual(["Gharuan"]);
    expect(gazetteer().lookup("Neemrana")[0]?.state).toBe("RJ");
    expect(read("IMT Manesar").places).toEqual(["Gurugram"]);
  });

  it("knows provinces and states abroad by their cities", () => {
    expect(read("welders in Alberta").places).toEqual(["Alberta"]);
    expect(read("people in Ontario").places).toEqual(["Ontario"]);
    expect(gazetteer().lookup("Ontario")[0]?.members?.cities?.length).toBeGreaterThan(3);
  });

  it("reads lower-case 'us' as the pronoun, 'US' as the country", () => {
    expect(read("how many of us are in Noida").places).toEqual(["Noida"]);
    expect(read("alumni in the US").places).toEqual(["United States"]);
  });
});

describe("words that say how a query asks", () => {
  it("are left out beside a trade or craft when no profile holds them, unless typed as names", () => {
    const q = withoutUnknownWords(
      parseQuery("urgent opening electricians Zorbaville", NOW),
      new Set(["urgent", "zorbaville"]),
    );
    // "opening" is in some profile (not among the unknown), "Zorbaville" is typed as a name.
    expect(q.keywords).toEqual(["opening", "zorbaville"]);
    expect(q.ignored).toEqual(["urgent"]);
  });

  it("are left out of a query that found nobody, unless they name a kind of person", () => {
    const none = new Set<string>();
    const q = withoutAskingWords(parseQuery("how many live in Neemrana", NOW), none);
    expect(q.keywords).toEqual([]);
    expect(q.ignored).toEqual(["how", "many"]);
    // "plumbers in Panchkula" finds nobody, which is the answer.
    expect(withoutAskingWords(parseQuery("plumbers in Panchkula", NOW), none).keywords).toEqual([
      "plumbers",
    ]);
    // A word right before a kind of employer says which ones.
    expect(withoutAskingWords(parseQuery("japanese car companies", NOW), none).keywords).toContain(
      "japanese",
    );
    // Words some profile holds stay, as do queries with nothing else to go on.
    expect(
      withoutAskingWords(parseQuery("kaam in Noida", NOW), new Set(["kaam"])).keywords,
    ).toEqual(["kaam"]);
    expect(withoutAskingWords(parseQuery("xylophone qwertz", NOW), none).keywords).toEqual([
      "xylophone",
      "qwertz",
    ]);
  });
});
