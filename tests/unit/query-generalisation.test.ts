import { describe, expect, it } from "vitest";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import {
  withoutAskingWords,
  withoutUnknownWords,
  wordsToTry,
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
    // Asking words ("urgent", "opening") are never criteria.
    expect(parseQuery("urgent opening electricians Zorbaville", NOW).keywords).toEqual([
      "zorbaville",
    ]);
    const q = withoutUnknownWords(
      parseQuery("rotational dayshift electricians Zorbaville", NOW),
      new Set(["dayshift", "zorbaville"]),
    );
    // "rotational" is in some profile (not among the unknown), "Zorbaville" is typed as a name.
    expect(q.keywords).toEqual(["rotational", "zorbaville"]);
    expect(q.ignored).toEqual(["dayshift"]);
  });

  it("are left out of a query that found nobody, unless they name a kind of person", () => {
    const none = new Set<string>();
    // "how many" are function words: never criteria; "stay" is a word of the asking.
    expect(parseQuery("how many stay in Neemrana", NOW).keywords).toEqual(["stay"]);
    const q = withoutAskingWords(parseQuery("how many stay in Neemrana", NOW), none);
    expect(q.keywords).toEqual([]);
    expect(q.ignored).toEqual(["stay"]);
    // "dentists in Panchkula" finds nobody, which is the answer.
    expect(withoutAskingWords(parseQuery("dentists in Panchkula", NOW), none).keywords).toEqual([
      "dentists",
    ]);
    // A word right before a kind of employer says which ones (an origin the data knows,
    // "japanese", is read as those companies: see below).
    expect(withoutAskingWords(parseQuery("brazilian car companies", NOW), none).keywords).toContain(
      "brazilian",
    );
    // Words some profile holds stay, as do queries with nothing else to go on.
    expect(
      withoutAskingWords(parseQuery("zorbing in Noida", NOW), new Set(["zorbing"])).keywords,
    ).toEqual(["zorbing"]);
    expect(withoutAskingWords(parseQuery("xylophone qwertz", NOW), none).keywords).toEqual([
      "xylophone",
      "qwertz",
    ]);
  });
});

describe("the language around the criteria", () => {
  it("never requires English function words, asking words or words for members in general", () => {
    expect(read("how many potters do we have").keywords).toEqual(["potters"]);
    expect(read("can you show me all the alumni who are welders").keywords).toEqual([]);
    expect(read("Wanted: urgent hiring of welders").keywords).toEqual([]);
    expect(read("sr. draughtsman").keywords).toEqual([]);
    expect(read("Honda vich kaun kaam karda").keywords).toEqual([]);
    // A kind of employer's general word: the word before says which ("glassware" is no sector).
    expect(read("glassware industry").keywords).toEqual(["glassware"]);
    expect(read("steel industry")).toMatchObject({ employers: ["Steel and metals"], keywords: [] });
  });

  it("reads shortened and spoken forms as their words, unless they make a phrase as typed", () => {
    expect(read("elec. engineers").roles).toEqual(["Electrical"]);
    expect(read("mech engg in Pune")).toMatchObject({
      roles: ["Mechanical"],
      places: ["Pune"],
      keywords: [],
    });
    expect(read("s/w engrs").roles).toEqual(["Software engineer"]);
    // "EE" in capitals is electrical; "ee" in lower case stays a word.
    expect(read("EE engrs UP").roles).toContain("Electrical");
    expect(read("auto mech canada").crafts).toEqual(["Auto mechanic"]);
    expect(parseQuery("mere batch wale", NOW, { place: null, batchYear: 2017 }).batchYears).toEqual(
      [2017],
    );
    expect(read("L and T people").employers).toEqual(["L&T"]);
  });

  it("reads freshers and decades as batch years, a named batch first", () => {
    expect(parseQuery("freshers in electrical", NOW).batchYears).toEqual([2023, 2024, 2025, 2026]);
    expect(parseQuery("fresher electricians 2023", NOW).batchYears).toEqual([2023]);
    expect(parseQuery("alumni from the 2000s", NOW).batchYears).toEqual([
      2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008, 2009,
    ]);
  });
});

describe("places as geography", () => {
  const places = (q: string) => parseQuery(q, NOW).places;

  it("names India's zones and the hill states as regions, in any sentence", () => {
    expect(places("ISTCians living in the south").map((p) => p.name)).toEqual(["South India"]);
    expect(places("down south").map((p) => p.name)).toEqual(["South India"]);
    expect(places("who is in the hills")[0].members?.states).toEqual([
      "HP",
      "UK",
      "JK",
      "LA",
      "SK",
    ]);
    expect(places("West India mechanical")[0].members?.states).toContain("GJ");
    expect(places("engineers in the northeast")[0].members?.states).toContain("AS");
    // A city says more than the region it is in.
    expect(places("Simla hills").map((p) => p.name)).toEqual(["Shimla"]);
  });

  it("reads abroad in Hinglish and a state followed by the word state", () => {
    expect(places("bahar settle electricians")[0].id).toBe("r:abroad");
    expect(places("haryana state").map((p) => p.name)).toEqual(["Haryana"]);
  });

  it("reads a distance typed with near, within or from, capped", () => {
    const [p] = places("within 50 km of Ludhiana");
    expect(p.display).toBe("within 50 km of Ludhiana");
    const ludhiana = gazetteer().lookup("ludhiana")[0];
    const khanna = gazetteer().lookup("khanna", "city")[0];
    // Khanna is about 40 km from Ludhiana: within 50, not within 30.
    expect(p.members?.cities).toContain(khanna.id);
    expect(places("near Ludhiana")[0].members?.cities).not.toContain(khanna.id);
    expect(places("welders 20 kms from Mohali")[0].display).toBe("within 20 km of Mohali");
    expect(places("within 5000 km of Delhi")[0].display).toBe("within 300 km of Delhi");
    expect(ludhiana).toBeDefined();
  });

  it("does not read a word of the language as a misspelt or tiny place", () => {
    expect(read("oil & gas sector").places).toEqual([]);
    expect(read("state electricity board engineers").places).toEqual([]);
    expect(read("fridge repair wale bande").places).toEqual([]);
    expect(read("sarkari bus depot wale mechanic").places).toEqual([]);
    // After "in", a near-miss is still a place.
    expect(read("electricians in Ludhaina").places).toEqual(["Ludhiana"]);
  });
});

describe("employer kinds left out", () => {
  const kinds = (q: string) => parseQuery(q, NOW).notEmployerKinds;

  it("reads except, no and non before a kind, and the private sector", () => {
    expect(kinds("civil engineers except government")).toEqual(["government"]);
    expect(kinds("electrical engineers, no PSU")).toEqual(["psu"]);
    expect(kinds("non-govt mechanical")).toEqual(["government"]);
    expect(kinds("private sector electricians")).toEqual(["government", "psu"]);
    expect(read("private sector electricians")).toMatchObject({
      crafts: ["Electrician"],
      employers: [],
      places: [],
      keywords: [],
    });
    expect(read("government electricians").employers).toEqual(["Government and PSUs"]);
  });
});

describe("near-misses of places", () => {
  it("reads a doubled letter typed single, and towns abroad from 100,000 people, after in", () => {
    expect(read("electrcians in Badi").places).toEqual(["Baddi"]);
    expect(read("CNC operator in Brampten").places).toEqual(["Brampton"]);
    expect(read("SDE B'lore").places).toEqual(["Bengaluru"]);
  });
});

describe("employers in a sentence", () => {
  it("reads a company named after a place after at, and stops a name at the asking words", () => {
    expect(read("people at Qatar Energy")).toMatchObject({
      employers: ["Qatar Energy"],
      places: [],
    });
    expect(read("welders at Saudi Aramco").employers).toEqual(["Saudi Aramco"]);
    // A place and a known employer stay both; a place and a plain noun stay a place.
    expect(read("mechanical engineers at Punjab PWD")).toMatchObject({
      places: ["Punjab"],
      employers: ["PWD"],
    });
    expect(read("engineers at Dubai").places).toEqual(["Dubai"]);
    expect(read("hiring 5 welders for Canada pipeline project").places).toEqual(["Canada"]);
    expect(read("can someone at Voltas help me?").employers).toEqual(["Voltas"]);
    // After a word for a kind of person, "for" says what for (no employer named "Solar Plant").
    expect(read("wanted: electrical supervisor for solar plant").employers).not.toContain(
      "Solar Plant",
    );
  });

  it("reads kinds of employer typed with or as either", () => {
    const either = parseQuery("PSU or MNC mechanical engineers", NOW).employers;
    expect(either.map((e) => [e.label, !!e.sector])).toEqual([
      ["Public-sector undertakings", false],
      ["Multinationals", false],
    ]);
    const both = parseQuery("MNCs in oil and gas", NOW).employers;
    expect(both.find((e) => e.label === "Oil and gas")?.sector).toBe(true);
  });
});

describe("students left out", () => {
  it("reads not students and excluding current students as members who have passed out", () => {
    const q = parseQuery("mechanical, not students", NOW);
    expect(q).toMatchObject({ graduatesOnly: true, currentStudents: false });
    expect(parseQuery("excluding current students", NOW).graduatesOnly).toBe(true);
    expect(parseQuery("electrical students", NOW)).toMatchObject({
      graduatesOnly: false,
      currentStudents: true,
    });
  });
});

describe("words to try leaving out of a query that found nobody", () => {
  it("without a trade, only beside another criterion, never a kind of person or a qualifier", () => {
    expect(wordsToTry(parseQuery("who can help with VRF systems in Goa?", NOW))).toEqual([
      "vrf",
      "systems",
    ]);
    expect(wordsToTry(parseQuery("dentists in Panchkula", NOW))).toEqual([]);
    expect(wordsToTry(parseQuery("japanese car companies", NOW))).toEqual([]);
    expect(wordsToTry(parseQuery("zorbic", NOW))).toEqual([]);
    // Beside a place, a word that is no kind of person may be left out when it finds nobody.
    expect(wordsToTry(parseQuery("mall in Ludhiana", NOW))).toEqual(["mall"]);
  });
});

describe("punctuation people type", () => {
  it("reads a possessive as its word, and keeps apostrophes inside names", () => {
    expect(read("Mohali's electricians")).toMatchObject({ places: ["Mohali"], keywords: [] });
    expect(read("ISTC's welders in Dubai").keywords).toEqual([]);
    expect(read("who's in canada").keywords).toEqual([]);
    expect(read("D'Souza").keywords).toEqual(["dsouza"]);
    // Degrees are no criterion (every member trained at the centre), and "B.Tech" is not tech.
    expect(read("B.Tech civil")).toMatchObject({ roles: ["Civil"], employers: [], keywords: [] });
    expect(read("diploma holders in mechanical").keywords).toEqual([]);
  });
});

describe("two roles typed together", () => {
  it("a profession of no trade beside a trade is of that trade", () => {
    for (const [q, role] of [
      ["electrical supervisors", "Electrical"],
      ["GET mechanical", "Mechanical"],
      ["mechanical design engineers", "Mechanical"],
    ])
      expect(parseQuery(q, NOW).requiredRoles.map((r) => r.label)).toEqual([role]);
    // A craft of another trade after a trade is said loosely: the trade says who.
    expect(read("airconditioning mechanics").roles).toEqual(["Refrigeration and AC"]);
  });
});

describe("places and negations typed loosely", () => {
  it("reads a three-letter state, country or home town in lower case, not a far town named like a word", () => {
    expect(read("goa").places).toEqual(["Goa"]);
    expect(read("gujarat maharashtra goa").places).toEqual(["Gujarat", "Maharashtra", "Goa"]);
    expect(read("una").places).toEqual(["Una"]);
    expect(read("pen").places).toEqual([]);
  });

  it("reads a misspelt country without a preposition as a possible place", () => {
    expect(parseQuery("canda", NOW).possiblePlaces.map((p) => p.place.name)).toEqual(["Canada"]);
    expect(parseQuery("austrailia", NOW).possiblePlaces.map((p) => p.place.name)).toEqual([
      "Australia",
    ]);
  });

  it("keeps a negation across an article: 'but not the UAE'", () => {
    const q = parseQuery("gulf but not the UAE", NOW);
    expect(q.places.map((p) => p.display)).toEqual(["the Gulf"]);
    expect(q.notPlaces.map((p) => p.display)).toEqual(["United Arab Emirates"]);
  });

  it("does not read a word of the asking as a misspelt role ('searching' is not 'teaching')", () => {
    expect(read("searching for welders")).toMatchObject({ roles: ["Welding"], crafts: ["Welder"] });
  });
});

describe("employers by their other names", () => {
  it("reads an abbreviation or a former name as the employer, shown in capitals", () => {
    const msil = parseQuery("MSIL", NOW).employers;
    expect(msil.map((e) => e.label)).toEqual(["MSIL"]);
    expect(msil[0].also).toContain("maruti suzuki");
    expect(parseQuery("PSEB wale", NOW).employers[0].also).toContain("pspcl");
  });

  it("does not require what a company's name ends with, nor a particle beside other criteria", () => {
    const q = parseQuery("Punjab State Power Corporation Ltd employees", NOW);
    expect(q.keywords).toEqual([]);
    expect(withoutUnknownWords(parseQuery("welder bhai gulf", NOW), new Set()).keywords).toEqual(
      [],
    );
  });
});

describe("distances and state codes typed after the place", () => {
  it("reads a distance after the place as near it", () => {
    const q = parseQuery("ludhiana 50km radius", NOW);
    expect(q.places.map((p) => p.display)).toEqual(["within 50 km of Ludhiana"]);
  });

  it("reads a state's code right after a town of it as the state, not a company", () => {
    const q = parseQuery("simla hp", NOW);
    expect(q.employers).toEqual([]);
    expect(q.places.map((p) => p.name)).toEqual(["Shimla"]);
  });

  it("reads a sector of chip makers", () => {
    expect(
      parseQuery("anyone working in semiconductors?", NOW).employers.map((e) => e.label),
    ).toEqual(["Semiconductors"]);
  });
});

describe("locations typed as a town and the city it is counted in", () => {
  it("reads a town beside a much bigger city near it as the city", async () => {
    const { resolveLocation } = await import("../../server/src/modules/search/place-resolver.js");
    expect(resolveLocation("Chakan, Pune").placeName).toBe("Pune, Maharashtra");
    expect(resolveLocation("Kharar, Mohali").placeName).toBe("Kharar, Punjab");
    // A village named like a far town, then towns of its district: the district's state.
    expect(resolveLocation("Vill. Chirgaon, Teh. Rohru, Distt. Shimla").placeState).toBe("HP");
    expect(resolveLocation("Toranagallu, Ballari").placeName).toBe("Ballari, Karnataka");
  });
});

describe("companies beside a trade, and companies of an origin", () => {
  it("reads a company named beside a craft without 'at' as where or what they work with", () => {
    const bare = parseQuery("PLC programmers siemens", NOW).employers;
    expect(bare.map((e) => [e.label, e.orSkills])).toEqual([["Siemens", true]]);
    expect(parseQuery("PLC programmers at Siemens", NOW).employers[0].orSkills).toBeUndefined();
    // Without a trade or craft, a company is where they work, unless it makes tools people list
    // as skills (issue 22, fifth round: "plc siemens" is Siemens PLCs too).
    expect(parseQuery("python infosys", NOW).employers[0].orSkills).toBeUndefined();
    expect(parseQuery("plc siemens", NOW).employers[0].orSkills).toBe(true);
  });

  it("requires an origin and an industry together ('japanese car companies')", () => {
    const q = parseQuery("Japanese car companies", NOW);
    expect(q.employers.map((e) => [e.label, !!e.alone])).toEqual([
      ["Japanese companies", true],
      ["Automobile industry", false],
    ]);
  });
});

describe("the tool and die trade's own word, and the state's government", () => {
  it("reads toolmakers as the trade's people, a tool room foreman as the craft", () => {
    expect(read("toolmakers")).toMatchObject({ roles: ["Tool and die"], crafts: [] });
    expect(read("tool & die makers in Ludhiana").roles).toEqual(["Tool and die"]);
    expect(read("tool room foreman").crafts).toEqual(["Toolmaker"]);
  });

  it("reads state government as its bodies without the central undertakings", () => {
    const q = parseQuery("state govt employees", NOW);
    expect(q.employers.map((e) => e.label)).toEqual(["State government"]);
    expect(q.notEmployerKinds).toEqual(["psu"]);
  });
});

describe("words that say a kind of employer again, or the asker's own", () => {
  it("does not require a word of the names of a kind asked for ('power discoms')", () => {
    const q = parseQuery("lineman in power discoms", NOW);
    expect(q.employers.map((e) => e.label)).toEqual(["State power utilities"]);
    expect(q.keywords).toEqual([]);
  });

  it("reads a kind of employer after 'our' as the asker's, not a criterion", () => {
    expect(parseQuery("electrician for our pharma plant in Baddi", NOW).employers).toEqual([]);
    expect(parseQuery("engineers for a PSU", NOW).employers.map((e) => e.label)).toEqual([
      "Public-sector undertakings",
    ]);
  });
});

describe("text-message spellings, continents and what the asker wants help with", () => {
  it("reads txt-speak as the words ('sw devs abrd', 'stdnts frm punjab', 'it ppl')", () => {
    expect(parseQuery("sw devs abrd", NOW).places.map((p) => p.id)).toEqual(["r:abroad"]);
    expect(parseQuery("stdnts frm punjab", NOW)).toMatchObject({ currentStudents: true });
    expect(read("it ppl in pune").roles).toEqual(["Computer science"]);
  });

  it("reads continents and the far east, and a region abroad over 'abroad'", () => {
    // "The Far East" as people say it reaches the south-east; East Asia is the UN's.
    expect(parseQuery("people in far east asia", NOW).places.map((p) => p.name)).toEqual([
      "the Far East",
    ]);
    expect(parseQuery("East Asia alumni", NOW).places.map((p) => p.name)).toEqual(["East Asia"]);
    expect(parseQuery("hardware engineers in asia abroad", NOW).places.map((p) => p.name)).toEqual([
      "Asia",
    ]);
  });

  it("reads no employer in what the asker wants help with, nor in a word of when", () => {
    expect(parseQuery("anyone in Japan? need guidance for visa", NOW).employers).toEqual([]);
    expect(parseQuery("electrician in kerala to help with KSEB connection", NOW).employers).toEqual(
      [],
    );
    expect(parseQuery("computer students who joined recently", NOW).employers).toEqual([]);
  });

  it("reads a doubled letter of a role as a misspelling ('welldar')", () => {
    expect(read("welldar").crafts).toEqual(["Welder"]);
  });
});

describe("letters, regions of Punjab, and years written loosely", () => {
  it("reads a batch range with both bounds, and 'till now'", () => {
    expect(parseQuery("CNC people who passed after 2010 but before 2016", NOW).batchYears).toEqual([
      2011, 2012, 2013, 2014, 2015,
    ]);
    expect(parseQuery("mechatronics from 2020 till now", NOW).batchYears).toEqual([
      2020, 2021, 2022, 2023, 2024, 2025, 2026,
    ]);
    expect(parseQuery("T&D 2k9", NOW)).toMatchObject({ batchYears: [2009] });
  });

  it("reads Doaba, Majha, Malwa and Purvanchal, the northeast as NE, 'apart from' as a negation", () => {
    expect(parseQuery("doaba area automobile", NOW).places.map((p) => p.name)).toEqual([
      "Doaba (Punjab)",
    ]);
    expect(parseQuery("civ engr NE", NOW).places.map((p) => p.name)).toEqual(["Northeast India"]);
    expect(
      parseQuery("tool & die alumni apart from Qatar", NOW).notPlaces.map((p) => p.name),
    ).toEqual(["Qatar"]);
  });

  it("reads a letter's courtesy and 'than' as no place, ex-students as no current students", () => {
    const letter = parseQuery(
      "Kindly let me know any members residing in Rajasthan, thank you in advance",
      NOW,
    );
    expect(letter.places.map((p) => p.name)).toEqual(["Rajasthan"]);
    expect(parseQuery("civil seniors older than my batch", NOW).places).toEqual([]);
    expect(parseQuery("ex-students in the Gulf", NOW).currentStudents).toBe(false);
  });
});

describe("more of what people ask in the sixth part's styles", () => {
  it("reads Hindi family words as no criterion and no town ('kar raha ho')", () => {
    const q = parseQuery("beti ne die and mould liya hai, koi senior jo abhi job kar raha ho", NOW);
    expect(q.places).toEqual([]);
    expect(read("beti ne die and mould liya hai").roles).toEqual(["Die and mould"]);
  });

  it("reads fertiliser makers, the forces by name and state power utilities", () => {
    expect(parseQuery("alumni in a fertiliser company", NOW).employers.map((e) => e.label)).toEqual(
      ["Fertilisers"],
    );
    expect(
      parseQuery("electrical in the army or air force", NOW).employers.map((e) => e.label),
    ).toEqual(["Army", "Air Force"]);
    expect(parseQuery("ISTC-trained people at state power utilities", NOW)).toMatchObject({
      roles: [],
      employers: [expect.objectContaining({ label: "State power utilities" })],
    });
  });
});

describe("towns abroad by their English names, misspelt without 'in'", () => {
  it("reads a long name abroad a letter away as a possible place, not a short or far one", () => {
    expect(parseQuery("gothenberg", NOW).possiblePlaces.map((p) => p.place.name)).toEqual([
      "Gothenburg",
    ]);
    expect(parseQuery("bearings", NOW).possiblePlaces).toEqual([]);
    expect(parseQuery("depot", NOW).possiblePlaces).toEqual([]);
  });

  it("reads NAPS as apprentices and 'executive' as no criterion beside a role", () => {
    expect(read("NAPS apprentice").keywords).toEqual([]);
    expect(read("Sr. Executive Maintenance")).toMatchObject({
      crafts: ["Maintenance engineer"],
      keywords: [],
    });
  });
});
