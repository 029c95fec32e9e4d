import { describe, expect, it } from "vitest";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Understanding added in the third generalisation round (issue 22): batches left out or relative
// to the asker's, years in words and counted back, roles left out, letters' courtesy and what the
// asking is for, provinces and states abroad, regions of states, the Gulf's towns by their English
// names. Pure: no database.
const NOW = new Date("2026-11-23T12:00:00Z");
const ME = { place: null, batchYear: 2018 };
const read = (q: string, me?: typeof ME) => {
  const p = parseQuery(q, NOW, me);
  return {
    years: p.batchYears,
    notYears: p.notBatchYears,
    roles: p.roles.map((r) => r.label),
    crafts: p.crafts.map((c) => c.label),
    notRoles: p.notRoles,
    employers: p.employers.map((e) => e.label),
    places: p.places.map((x) => x.name),
    keywords: p.keywords,
    missing: p.missing,
    said: describeQuery(p),
  };
};
const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => from + k);

describe("batches", () => {
  it("leaves out batches named after a negation", () => {
    expect(read("computer students excluding 2026 batch")).toMatchObject({
      years: [],
      notYears: [2026],
      keywords: [],
    });
    expect(read("civil not the 2019 and 2020 batches")).toMatchObject({
      notYears: [2019, 2020],
      said: "Civil not from the 2019 or 2020 batches",
    });
    // Inside a range it takes the year out of the range.
    expect(read("welders 2010-2015 except 2012")).toMatchObject({
      years: [2010, 2011, 2013, 2014, 2015],
      notYears: [],
    });
  });

  it("reads batches before or after the asker's", () => {
    expect(read("civil seniors older than my batch", ME).years).toEqual(span(1960, 2017));
    expect(read("my juniors in Pune", ME)).toMatchObject({
      years: span(2019, 2027),
      places: ["Pune"],
    });
    // Without the asker's batch: nothing narrows, and the answer says to add it.
    expect(read("electricians senior to me")).toMatchObject({ years: [], missing: ["batch"] });
  });

  it("two years joined by 'and' are those two years, 'between' makes a range", () => {
    expect(read("computer science students I taught in 2015 and 2022").years).toEqual([2015, 2022]);
    expect(read("between 2012 and 2015 electricians").years).toEqual([2012, 2013, 2014, 2015]);
  });

  it("reads years in words, parts of decades and years counted back", () => {
    expect(read("two thousand twelve batch").years).toEqual([2012]);
    expect(read("batch nineteen ninety nine").years).toEqual([1999]);
    expect(read("twenty fourteen pass outs in electrical")).toMatchObject({
      years: [2014],
      roles: ["Electrical"],
    });
    expect(read("early 2000s electrical").years).toEqual([2000, 2001, 2002, 2003]);
    expect(read("mid-2010s civil").years).toEqual([2013, 2014, 2015, 2016]);
    expect(read("late nineties batch").years).toEqual([1996, 1997, 1998, 1999]);
    // A batch is named by the year it passed out: ten years ago is the 2016 batch, and ten
    // years of experience the batches up to 2016.
    expect(read("passed out 10 years ago").years).toEqual([2016]);
    expect(read("mechanical people with 10+ yrs experience")).toMatchObject({
      roles: ["Mechanical"],
      years: span(1960, 2016),
      keywords: [],
    });
    expect(read("mid-career electricians, 5 to 10 years out")).toMatchObject({
      years: span(2016, 2021),
      keywords: [],
    });
    expect(read("welders who passed out in the last 5 years")).toMatchObject({
      years: span(2021, 2026),
      keywords: [],
    });
    // How many are wanted, in words, and a contract's length are no criterion.
    expect(read("two welders")).toMatchObject({ crafts: ["Welder"], keywords: [] });
    expect(read("welders for a 2 years contract").years).toEqual([]);
  });
});

describe("roles left out", () => {
  it("reads a role after a negation as left out", () => {
    expect(read("all welding except welding inspectors")).toMatchObject({
      roles: ["Welding"],
      notRoles: ["Welding inspector"],
      said: "Welding but not Welding inspector",
    });
  });
});

describe("the words around the asking", () => {
  it("leaves out a letter's courtesy and greetings", () => {
    expect(
      read(
        "Respected Sir/Madam, I would be very grateful if you could kindly help me find alumni of the civil engineering trade who are presently working in West Bengal or anywhere in the North East",
      ),
    ).toMatchObject({ roles: ["Civil"], keywords: [] });
  });

  it("leaves out what the asking is for", () => {
    expect(read("ISTC alumni in the defence sector for a story on Make in India")).toMatchObject({
      employers: ["Defence"],
      places: [],
      keywords: [],
    });
    expect(
      read("ISTC alumni in the aerospace industry, for a piece on space startups"),
    ).toMatchObject({ employers: ["Aviation and aerospace"], keywords: [] });
  });

  it("reads a company named after a place as the company", () => {
    expect(read("Konkan Railway electricians")).toMatchObject({
      employers: ["Konkan Railway"],
      places: [],
    });
  });
});

describe("places", () => {
  it("knows provinces, states and Länder abroad by their towns", () => {
    expect(read("millwrights in Alberta").places).toEqual(["Alberta"]);
    expect(read("Saskatchewan and Manitoba ISTCians").places).toEqual(["Saskatchewan", "Manitoba"]);
    expect(read("the Prairies").places).toEqual(["the Prairies (Canada)"]);
    expect(read("Bavaria").places).toEqual(["Bavaria"]);
    expect(read("welders in texas").places).toEqual(["Texas"]);
    const g = gazetteer();
    const alberta = g.lookup("alberta")[0];
    const calgary = g.lookup("calgary")[0];
    expect(alberta.members?.cities).toContain(calgary.id);
    expect(alberta.members?.cities).not.toContain(g.lookup("toronto")[0].id);
  });

  it("knows regions of Indian states", () => {
    for (const [typed, name] of [
      ["Kumaon", "Kumaon"],
      ["Garhwal", "Garhwal"],
      ["Saurashtra", "Saurashtra"],
      ["Malabar", "Malabar"],
      ["Malwa", "Malwa (Punjab)"],
      ["jammu division", "Jammu division"],
    ])
      expect(read(typed).places, typed).toEqual([name]);
    expect(read("north eastern states").places).toEqual(["Northeast India"]);
    expect(read("electrician in the north eastern states").places).toEqual(["Northeast India"]);
  });

  it("names the Gulf's towns as people do, and its industrial cities", () => {
    for (const [typed, name] of [
      ["Jubail", "Jubail"],
      ["Ras Al Khaimah", "Ras Al Khaimah"],
      ["Fujairah", "Fujairah"],
      ["Ras Laffan", "Ras Laffan"],
      ["Mesaieed", "Mesaieed"],
      ["Jebel Ali", "Dubai"],
      ["Seria", "Seria"],
    ])
      expect(read(`welders in ${typed}`).places, typed).toEqual([name]);
  });

  it("reads Gorakhpur as the city, not a village of its name", () => {
    expect(gazetteer().lookup("gorakhpur")[0].display).toBe("Gorakhpur, Uttar Pradesh");
  });
});

describe("work described rather than named", () => {
  it("reads the craft whose work a clause of doing names", () => {
    for (const [q, craft] of [
      ["someone who can fix a split AC at home", "HVAC technician"],
      ["who designs press tools", "Tool designer"],
      ["guys who program robots", "Robot programmer"],
      ["someone who does wiring in houses", "Electrician"],
      ["who climbs poles and fixes power lines", "Lineman"],
      ["anybody who writes G-code", "CNC programmer"],
      ["someone who checks welds with NDT", "Welding inspector"],
    ])
      expect(read(q), q).toMatchObject({ crafts: [craft], keywords: [], places: [] });
    expect(read("who makes websites")).toMatchObject({
      roles: ["Software engineer"],
      keywords: [],
    });
    // A verb that names the work says who: sales, not machinists.
    expect(read("guys who sell CNC machines")).toMatchObject({
      roles: ["Sales and marketing"],
      keywords: [],
    });
    // Nothing known is done: the sentence is read as it is.
    expect(read("who is an electrician in Pune")).toMatchObject({
      crafts: ["Electrician"],
      places: ["Pune"],
    });
  });
});

describe("kinds of public employer and more places", () => {
  it("reads central government as government without the states' own utilities", () => {
    const central = parseQuery("central government employees", NOW);
    expect(central.employers.map((e) => e.label)).toEqual(["Central government"]);
    expect(central.notEmployerKinds).toEqual(["state"]);
    expect(parseQuery("state government jobs", NOW).notEmployerKinds).toEqual(["psu"]);
  });

  it("knows East and West Africa, and letters with stops as one word", () => {
    expect(read("electricians in East Africa").places).toEqual(["East Africa"]);
    expect(read("A.C. mechanics")).toMatchObject({ crafts: ["HVAC technician"], keywords: [] });
    expect(read("engineers in the U.S.A.").places).toEqual(["United States"]);
  });

  it("reads the things worked on before what they are for", () => {
    expect(read("people who write embedded C for cars")).toMatchObject({
      crafts: ["Embedded engineer"],
    });
  });
});

describe("more of how people write", () => {
  it("keeps a place holding a town typed apart from it, and leaves it out right after the town", () => {
    expect(read("East Africa ISTCians meeting in Nairobi").places).toEqual([
      "East Africa",
      "Nairobi",
    ]);
    expect(read("Kharar, Punjab").places).toEqual(["Kharar"]);
    expect(read("Mohali Punjab welders").places).toEqual(["Mohali"]);
  });

  it("reads fields and comparisons as scripts write them", () => {
    expect(read("trade=electrical state=Haryana batch>=2015")).toMatchObject({
      roles: ["Electrical"],
      places: ["Haryana"],
      keywords: [],
    });
    expect(read("trade=electrical state=Haryana batch>=2015").years[0]).toBe(2015);
    expect(read("welders batch < 2010").years.at(-1)).toBe(2009);
  });

  it("knows old names, demonyms and more employers", () => {
    expect(read("Quilon").places).toEqual(["Kollam"]);
    expect(read("Cannanore").places).toEqual(["Kannur"]);
    expect(read("Aussie ISTCians").places).toEqual(["Australia"]);
    expect(read("Arabian peninsula").places).toEqual(["Arabian Peninsula"]);
    expect(read("RIL").employers).toEqual(["Reliance group"]);
    expect(read("VW group").employers).toEqual(["Volkswagen group"]);
    expect(read("agrochemical companies").employers).toEqual(["Agrochemicals"]);
    expect(read("paaji koi 5-axis programmer")).toMatchObject({
      crafts: ["CNC programmer"],
      places: [],
      keywords: [],
    });
  });
});

describe("the self-employed", () => {
  it("reads working for oneself beside a craft as both, founders included", () => {
    const p = parseQuery("self-employed electricians", NOW);
    expect(p.crafts.map((c) => c.label)).toEqual(["Electrician"]);
    expect(p.employers).toMatchObject([{ label: "Self-employed", orRole: "Founder" }]);
    expect(describeQuery(p)).toBe("Electrician who are self-employed");
    expect(read("alumni who started their own business").employers).toEqual(["Self-employed"]);
    // A founder's own company, and a freelancer by the word: not every self-employed member.
    expect(read("seniors who started their own company").roles).toEqual(["Founder"]);
    expect(read("freelancer")).toMatchObject({ employers: [], keywords: ["freelancer"] });
  });
});
