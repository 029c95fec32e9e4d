import { describe, expect, it } from "vitest";
import { askersOwn } from "../../server/src/modules/search/query-asker.js";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Understanding added in the eighth generalisation round (issue 22). Pure: no database.

const NOW = new Date("2026-11-28T12:00:00Z");
const crafts = (q: string) => parseQuery(q, NOW).crafts.map((c) => c.label);
const places = (q: string) => parseQuery(q, NOW).places.map((p) => p.name);

describe("what the asker says of themselves", () => {
  it("is no criterion: their batch and studentship are theirs, not whom they ask for", () => {
    const q = parseQuery(
      "I am a 2025 pass out in RAC, want to talk to seniors in HVAC abroad",
      NOW,
    );
    expect(q.batchYears).toEqual([]);
    expect(q.currentStudents).toBe(false);
    expect(q.places.map((p) => p.name)).toEqual(["Abroad"]);
    expect(q.roles.map((r) => r.label)).toEqual(["Refrigeration and AC"]);
    const s = parseQuery("student looking for mentor in CNC programming", NOW);
    expect(s.currentStudents).toBe(false);
    expect(s.crafts.map((c) => c.label)).toEqual(["CNC programmer"]);
    const d = parseQuery(
      "my daughter is in computer trade, any seniors in IT companies in Mohali",
      NOW,
    );
    expect(d.currentStudents).toBe(false);
    expect(d.places.map((p) => p.name)).toEqual(["Mohali"]);
  });

  it("lends its trade only when the asking names none", () => {
    const q = parseQuery("my son is joining electrical, want him to talk to seniors", NOW);
    expect(q.roles.map((r) => r.label)).toEqual(["Electrical"]);
    expect(q.currentStudents).toBe(false);
    expect(askersOwn("meri beti COPA kar rahi hai, Meerut mein koi senior hai?")).toEqual({
      rest: "Meerut mein koi senior hai?",
      own: "COPA",
    });
    // The asking names a craft: the asker's own employer and post are not asked for.
    const hr = parseQuery("I am an HR from Infosys searching for java developers", NOW);
    expect(hr.employers).toEqual([]);
    expect(hr.crafts.map((c) => c.label)).not.toContain("HR");
  });

  it("leaves queries about students and people alone", () => {
    expect(askersOwn("students looking for internships")).toBeNull();
    expect(askersOwn("electricians in Mohali")).toBeNull();
    expect(askersOwn("my batchmates in Canada")).toBeNull();
    // Their batch is what they ask for when they ask for batchmates.
    expect(
      askersOwn("I am an alumnus of 2009 and wish to know where my batchmates work"),
    ).toBeNull();
    expect(parseQuery("students looking for internships", NOW).currentStudents).toBe(true);
  });
});

describe("moves and outsides", () => {
  it("read a move by where it went", () => {
    expect(places("people who moved from india to gulf for welding")).toEqual(["the Gulf"]);
    expect(places("alumni who shifted from Punjab to Canada")).toEqual(["Canada"]);
  });

  it("read Hindustani's 'X se bahar' as outside X, and 'India se bahar' as abroad", () => {
    const q = parseQuery("punjab se bahar welders", NOW);
    expect(q.places).toEqual([]);
    expect(q.notPlaces.map((p) => p.name)).toEqual(["Punjab"]);
    expect(places("india se bahar welders")).toEqual(["Abroad"]);
  });
});

describe("negations and former places", () => {
  it("keep 'not' going over the words of working to what it negates", () => {
    const q = parseQuery("automobile people not working at dealerships", NOW);
    expect(q.employers).toEqual([]);
    expect(q.notEmployers?.length).toBe(1);
    expect(
      parseQuery("electricians not based in Punjab", NOW).notPlaces.map((p) => p.name),
    ).toEqual(["Punjab"]);
  });

  it("read where members worked before as no place of theirs", () => {
    expect(places("people who moved abroad after working in India")).toEqual(["Abroad"]);
  });
});

describe("words and knowledge", () => {
  it("knows plumbers, and electricians and electrical work in Hindustani", () => {
    expect(crafts("plumbers in Kerala")).toEqual(["Plumber"]);
    expect(crafts("plumbr")).toEqual(["Plumber"]);
    expect(crafts("bijli mistri in Ludhiana")).toEqual(["Electrician"]);
    const work = parseQuery("Srinagar mein bijli ka kaam karne wale", NOW);
    expect(work.crafts).toEqual([]);
    expect(work.roles.map((r) => r.label)).toEqual(["Electrical"]);
  });

  it("reads posts in general and an acquaintance asked for as no criterion", () => {
    expect(parseQuery("senior officers in PSUs", NOW).keywords).toEqual([]);
    expect(parseQuery("NTPC mein kisi ki jaan pehchaan", NOW).places).toEqual([]);
  });

  it("keeps a place whose name ends in 'area' whole, and reads a town's area as near it", () => {
    expect(places("greater toronto area")).toEqual(["Greater Toronto Area"]);
    expect(describeQuery(parseQuery("Hajipur area", NOW))).toMatch(/within 30 km of Hajipur/);
  });

  it("reads 'in south' as the south of India, and the Gulf with a Malayalam case ending", () => {
    expect(places("mechanical engineers in PSU in south")).toEqual(["South India"]);
    expect(places("electricians in South Africa")).toEqual(["South Africa"]);
    expect(places("ഗൾഫിലുള്ള എസി ടെക്നീഷ്യൻ")).toEqual(["the Gulf"]);
  });

  it("knows Neyveli and Paradip, and auto engineers as the trade's engineers", () => {
    expect(places("Tuticorin Neyveli Madurai")).toContain("Neyveli");
    expect(places("welders in paradeep")).toEqual(["Paradip Garh"]);
    expect(crafts("auto engineers")).toEqual(["Automobile engineer"]);
  });

  it("knows employers by their other names", () => {
    const nlc = parseQuery("anyone working at neyveli lignite", NOW).employers[0];
    expect(nlc.also).toContain("nlc");
    expect(parseQuery("takreer", NOW).employers[0].also).toContain("adnoc refining");
  });
});
