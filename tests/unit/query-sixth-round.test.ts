import { describe, expect, it } from "vitest";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { bestPart, withPartRequired } from "../../server/src/modules/search/query-best-part.js";
import { withWordsApart } from "../../server/src/modules/search/query-compounds.js";
import {
  withoutBareEngineer,
  withTownsAsWords,
} from "../../server/src/modules/search/query-after-nobody.js";
import { parseQuery, wordsToTry } from "../../server/src/modules/search/query-parser.js";
import { romanize } from "../../server/src/modules/search/query-scripts.js";
import { buildFilter } from "../../server/src/modules/search/search-planner.js";
import { withSpokenForms } from "../../server/src/modules/search/query-spoken.js";
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

describe("queries in an Indian script", () => {
  it("reads Devanagari, Gurmukhi and the Dravidian scripts in Latin letters", () => {
    expect(romanize("लुधियाना में इलेक्ट्रीशियन")).toBe("ludhiyana mein electrician");
    expect(romanize("जयपुर में कौन कौन है")).toBe("jaipur mein kaun kaun hai");
    expect(romanize("दुबई में काम करने वाले")).toBe("dubai mein kam karne wale");
    expect(romanize("२०१९ बैच")).toBe("2019 batch");
    expect(romanize("ਅੰਮ੍ਰਿਤਸਰ ਦੇ ਇੰਜੀਨੀਅਰ")).toBe("amritsar de injiniar");
    expect(romanize("ਲੁਧਿਆਣਾ ਵਿੱਚ ਮਕੈਨੀਕਲ ਵਾਲੇ")).toBe("ludhiana vich makainikal wale");
    expect(romanize("ਬੱਦੀ ਨਾਲਾਗੜ੍ਹ")).toBe("baddi nalagarh");
    // The Dravidian languages keep the inherent vowel.
    expect(romanize("ಬೆಂಗಳೂರು")).toBe("bengaluru");
    // Latin text, and Latin words beside the script, stay as typed.
    expect(romanize("welders in Ludhiana")).toBe("welders in Ludhiana");
    expect(romanize("CNC ऑपरेटर Pune")).toMatch(/^CNC \w+ Pune$/);
  });

  it("understands what the Latin letters say: places, roles by their sound, Hinglish", () => {
    // A place spelt as no profile spells it is a possible place, read as the place when no
    // profile holds the word (the search service decides).
    const ludhiana = parseQuery("लुधियाना में इलेक्ट्रीशियन");
    expect(ludhiana.crafts.map((c) => c.label)).toEqual(["Electrician"]);
    expect(ludhiana.possiblePlaces.map((p) => p.place.name)).toEqual(["Ludhiana"]);
    const canada = parseQuery("कनाडा में वेल्डर");
    expect(canada.crafts.map((c) => c.label)).toEqual(["Welder"]);
    // Read as the place, or as a place the search service then tries first.
    expect([
      ...canada.places.map((p) => p.name),
      ...canada.possiblePlaces.map((p) => p.place.name),
    ]).toEqual(["Canada"]);
    expect(describeQuery(parseQuery("ਮੋਹਾਲੀ ਦੇ ਮਕੈਨੀਕਲ ਵਾਲੇ"))).toBe(
      "Mechanical located in Mohali, Punjab",
    );
    expect(parseQuery("२०१९ बैच").batchYears).toEqual([2019]);
  });

  it("reads a six-letter word by its sound only when it is spelt close to the role word", () => {
    expect(parseQuery("veldar").crafts.map((c) => c.label)).toEqual(["Welder"]);
    expect(parseQuery("phones").roles).toEqual([]);
  });
});

describe("queries as they are said", () => {
  const said = (q: string) => describeQuery(parseQuery(q));
  it("writes years said in words in digits", () => {
    for (const [q, year] of [
      ["class of oh eight", 2008],
      ["find oh four batch welders", 2004],
      ["twenty nineteen batch", 2019],
      ["students of batch twenty twenty seven", 2027],
      ["nineteen ninety nine batch", 1999],
      ["batch of two thousand and eleven", 2011],
    ] as const)
      expect(parseQuery(q).batchYears, q).toEqual([year]);
    // Not a year: a count, and a word beside no batch.
    expect(withSpokenForms("need two welders")).toBe("need two welders");
  });

  it("leaves out wake words, fillers and a word said twice", () => {
    expect(withSpokenForms("okay google ISTC alumni in Goa")).toBe("ISTC alumni in Goa");
    expect(withSpokenForms("CNC machinist in the uh Bay Area")).toBe(
      "CNC machinist in the Bay Area",
    );
    expect(withSpokenForms("show show me electricians")).toBe("show me electricians");
  });

  it("reads 'anywhere but' and 'aren't' as negations", () => {
    expect(said("mechanical, anywhere but the Gulf")).toBe("Mechanical located outside the Gulf");
    expect(said("welders who aren't in Punjab or the Gulf")).toBe(
      "Welder located outside Punjab and the Gulf",
    );
  });

  it("reads digits typed for letters as the letters, and leaves terms with digits alone", () => {
    expect(withSpokenForms("m3chan1cal 3ng1n33r5")).toBe("mechanical engineers");
    expect(withSpokenForms("Sinumerik 840D, S7-1200, PCS7, B1 licence")).toBe(
      "Sinumerik 840D, S7-1200, PCS7, B1 licence",
    );
  });
});

describe("places as people group and qualify them", () => {
  const said = (q: string) => describeQuery(parseQuery(q));
  it("knows metropolitan areas, estates, corridors and groups of states", () => {
    expect(said("SFO bay area hardware engineers")).toBe(
      "Hardware engineer located in the Bay Area",
    );
    expect(said("sidcul")).toBe("Members located in SIDCUL's estates");
    expect(said("GT road belt")).toBe("Members located in the GT Road belt");
    expect(said("East Coast US")).toBe("Members located in the US East Coast");
    expect(said("union territories")).toBe("Members located in the union territories");
    expect(said("HVAC techs stateside")).toBe("HVAC technician located in United States");
    const bay = gazetteer().lookup("bay area")[0];
    expect(bay.members?.cities).toContain(gazetteer().lookup("fremont", "city")[0].id);
  });

  it("reads a state or region typed with its country, or a town after what holds it, as the one place", () => {
    expect(said("anyone in Texas, USA")).toBe("Members located in Texas");
    expect(said("welders in Punjab, India")).toBe("Welder located in Punjab");
    expect(said("Sidcul Haridwar")).toBe("Members located in Haridwar, Uttarakhand");
    // Alternatives stay alternatives: tags, and places joined by "and".
    expect(said("#Vidarbha #Nagpur")).toBe("Members located in Vidarbha or in Nagpur, Maharashtra");
    expect(said("welders in Punjab and Canada")).toBe("Welder located in Punjab or in Canada");
  });

  it("reads a town's airport as the town, and airports alone as aviation", () => {
    expect(said("alumni near Chandigarh airport")).toBe(
      "Members located within 30 km of Chandigarh",
    );
    expect(said("airport jobs")).toBe("Members working at Aviation and aerospace");
  });
});

describe("posts, place kinds and units people own", () => {
  const said = (q: string) => describeQuery(parseQuery(q));
  it("reads grades a title says as the post: junior engineers, assistant managers, chargemen", () => {
    expect(said("junior engineers")).toBe("Engineer titled junior engineer");
    expect(said("asst managers")).toBe("Manager titled assistant manager");
    expect(said("team leads")).toBe("Manager titled team lead");
    expect(said("chargehand")).toBe("Members titled chargeman");
    expect(said("welding chargeman")).toBe("Welding titled chargeman");
    // "JE" alone is the grades of government engineers, as before.
    expect(said("JE civil")).toBe("Civil");
  });

  it("reads what kind of place a place is as part of it", () => {
    expect(said("Chakan MIDC")).toBe("Members located in Chakan, Maharashtra");
    expect(said("Mohali Phase 8 industrial area")).toBe("Members located in Mohali, Punjab");
    expect(said("Jubail Industrial City")).toBe("Members located in Jubail, Saudi Arabia");
    // Without a place, the words are words.
    expect(parseQuery("industrial area jobs").keywords).toContain("industrial");
  });

  it("reads an appliance people own as the technician who services it", () => {
    expect(said("my split AC needs gas charging, Chandigarh side")).toBe(
      "HVAC technician located within 30 km of Chandigarh",
    );
    expect(said("reefer tech")).toBe("HVAC technician");
  });
});

describe("work described by what is to be done", () => {
  const said = (q: string) => describeQuery(parseQuery(q));
  it("reads the job and the thing worked on as the craft whose work it is", () => {
    expect(said("need a guy to wire my new house in Mohali")).toBe(
      "Electrician located in Mohali, Punjab",
    );
    expect(said("who can calibrate pressure gauges and transmitters")).toBe(
      "Instrumentation engineer",
    );
    expect(said("who can set up CCTV and LAN in my office in Shillong")).toMatch(
      /^Network engineer located in Shillong/,
    );
    expect(said("help with GST filing")).toBe("Finance and accounts");
    expect(said("Hisar mein hisab kitab wala banda")).toBe(
      "Finance and accounts located in Hisar, Haryana",
    );
  });
});

describe("words of trades, markets and distances", () => {
  const said = (q: string) => describeQuery(parseQuery(q));
  it("knows the trades' short forms and slang, and tickers", () => {
    expect(said("sparky in Perth")).toBe("Electrician located in Perth, Australia");
    expect(said("I&C tech")).toBe("Instrumentation engineer");
    expect(said("instrument fitter")).toBe("Instrumentation engineer");
    expect(parseQuery("INFY").employers[0].also).toContain("infosys");
    expect(parseQuery("Big Blue").employers[0].also).toContain("ibm");
    expect(said("Kashmir ke bijli mehkme ke engineer")).toBe(
      "Engineer working at State power utilities located in Jammu and Kashmir",
    );
  });

  it("leaves a shift to work out, and keeps a shift's post", () => {
    expect(said("maintenance tech for second shift")).toBe("Maintenance engineer");
    expect(said("shift incharge people")).toMatch(/titled shift$/);
  });

  it("reads a drive in hours as a distance, and seeking an internship as a student", () => {
    const me = { place: gazetteer().lookup("mohali", "city")[0], batchYear: 2014 };
    expect(describeQuery(parseQuery("who's within an hour's drive of me", new Date(), me))).toBe(
      "Members located within 50 km of Mohali",
    );
    expect(said("welders half an hour from Ludhiana")).toBe(
      "Welder located within 25 km of Ludhiana",
    );
    const juniors = parseQuery("juniors looking for internships", new Date(), me);
    expect(juniors.currentStudents).toBe(true);
    expect(juniors.keywords).toEqual([]);
    expect(parseQuery("alumni who can offer internships").currentStudents).toBe(false);
  });
});

describe("a trade as the field of a role of no trade", () => {
  const said = (q: string) => describeQuery(parseQuery(q));
  it("reads the trade after the role, or after 'in' or 'of', as the role's field", () => {
    expect(said("lecturer electrical")).toBe("Teacher of Electrical");
    expect(said("lecturers in electrical")).toBe("Teacher of Electrical");
    expect(said("teachers of civil")).toBe("Teacher of Civil");
    // A place after "in" is still a place, and two trades joined by "or" still either.
    expect(said("managers in Punjab")).toBe("Manager located in Punjab");
    expect(said("teachers or electricians")).toBe("Teacher or Electrician");
  });

  it("reads a misspelt role word as the word with a letter left out before one with a letter more", () => {
    expect(said("mechanicl engneers uttrakhand")).toBe("Mechanical located in Uttarakhand");
    expect(said("electricans")).toBe("Electrician");
  });
});

describe("notices and letters", () => {
  it("never requires a gathering's words, and may leave out the asker's own kind in a sentence", () => {
    expect(parseQuery("Kumaon ISTCians meet at Haldwani").keywords).toEqual([]);
    expect(
      parseQuery("Circular: alumni serving in the armed forces may register for the veterans' meet")
        .keywords,
    ).not.toContain("register");
    const notice = parseQuery(
      "Placement coordinator seeks ISTC alumni at Bosch, Siemens or Schneider",
    );
    expect(wordsToTry(notice)).toContain("coordinator");
    // Not outside a sentence: "dentists in Panchkula" stays nobody.
    expect(wordsToTry(parseQuery("dentists in Panchkula"))).toEqual([]);
  });
});

describe("words run together with a preposition", () => {
  it("reads a role, a preposition and a place typed without spaces apart", () => {
    expect(withWordsApart("weldersingulf", ["weldersingulf"])).toBe("welders in gulf");
    expect(withWordsApart("electricalengineersinpunjab", ["electricalengineersinpunjab"])).toBe(
      "electrical engineers in punjab",
    );
    // A word of the trades stays whole.
    expect(withWordsApart("maintenance", ["maintenance"])).toBe("maintenance");
  });
});

describe("this year", () => {
  it("is a batch beside words of batches, and dates the asking otherwise", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(parseQuery("this year's batch", now).batchYears).toEqual([2026]);
    expect(parseQuery("last year pass outs", now).batchYears).toEqual([2025]);
    expect(
      parseQuery("we are organising a get-together in Pune this year, who are the alumni?", now)
        .batchYears,
    ).toEqual([]);
    expect(
      parseQuery("my son is joining electrical this year, want him to talk to seniors", now)
        .batchYears,
    ).toEqual([]);
  });
});

describe("a misspelt word of the trades", () => {
  it("is not read as a place as far from it ('frelance' is not France)", () => {
    const q = parseQuery("mould desginer frelance");
    expect(q.possiblePlaces).toEqual([]);
    expect(q.places).toEqual([]);
    // Misspelt places stay places.
    expect(parseQuery("banglore software").possiblePlaces.map((p) => p.place.name)).toEqual([
      "Bengaluru",
    ]);
    expect(parseQuery("welders in Kanada").places.map((p) => p.name)).toEqual(["Canada"]);
  });
});

describe("parts of industries people ask for by name", () => {
  const said = (q: string) => describeQuery(parseQuery(q));
  it("reads aluminium, coal and hydro power as their own sectors, and the whole when asked", () => {
    expect(said("aluminium industry")).toBe("Members working at Aluminium");
    expect(said("coal mining")).toBe("Members working at Coal");
    expect(said("hydro power projects")).toBe("Members working at Hydro power");
    expect(said("mining")).toBe("Members working at Mining");
    expect(said("steel plants")).toBe("Members working at Steel and metals");
  });
});

describe("a bare 'engineers' beside other criteria", () => {
  it("may be left out when it found nobody, and is kept alone or beside a role", () => {
    const q = parseQuery("PSU ENGINEERS JHARKHAND");
    expect(withoutBareEngineer(q).roles).toEqual([]);
    expect(withoutBareEngineer(q).unmatched).toContain("engineers");
    const alone = parseQuery("engineers");
    expect(withoutBareEngineer(alone)).toBe(alone);
    const civil = parseQuery("civil engineers in Jharkhand");
    expect(withoutBareEngineer(civil)).toBe(civil);
  });
});

describe("a few years senior or junior to me", () => {
  it("is a window of batches before or after the asker's", () => {
    const me = { place: null, batchYear: 2014 };
    const q = parseQuery("people a few years senior to me in mechanical", new Date(), me);
    expect(q.batchYears).toEqual([2009, 2010, 2011, 2012, 2013]);
    expect(parseQuery("a couple of batches junior", new Date(), me).batchYears).toEqual([
      2015, 2016,
    ]);
    expect(parseQuery("a few years senior to me").missing).toContain("batch");
  });
});

describe("where members worked before", () => {
  const said = (q: string) => describeQuery(parseQuery(q));
  it("reads ex-, former and previously as the profile's past, in the bio", () => {
    expect(said("ex-Maruti")).toBe("Members who worked at MARUTI");
    expect(said("previously worked at L&T")).toBe("Members who worked at L&T");
    const filter = buildFilter(parseQuery("former TCS employees"));
    expect(filter.params.join(" ")).toMatch(/tcs:D/);
    expect(filter.params.join(" ")).not.toMatch(/tcs:C/);
  });

  it("leaves alone ex-students and a query that asks for now too", () => {
    expect(said("ex-students working in NTPC")).toBe("Members working at NTPC");
    expect(said("ex-army or serving fauji members")).toMatch(/^Members working at/);
  });
});

describe("senior or junior to a batch", () => {
  it("reads the batches before or after it", () => {
    const said = (q: string) => describeQuery(parseQuery(q));
    expect(said("alumni senior to the 1990 batch")).toBe("Members from the batches up to 1989");
    expect(said("more senior than 2000 batch mechanical")).toBe(
      "Mechanical from the batches up to 1999",
    );
    expect(said("junior to 2015 batch")).toBe("Members from the 2016 batch onwards");
  });
});

describe("a misspelt employer", () => {
  it("is the employer a letter away, for a long word nothing else read", () => {
    expect(describeQuery(parseQuery("Infosis Pune"))).toBe(
      "Members working at Infosys located in Pune, Maharashtra",
    );
    expect(parseQuery("Mahindera tractors").employers.map((e) => e.label)).toEqual([
      "Mahindra group",
    ]);
    expect(parseQuery("harpreet kaur").employers).toEqual([]);
  });
});

describe("years since passing out", () => {
  it("reads years since passing out as experience, next year and years ago as batches", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const batches = (q: string) => parseQuery(q, now).batchYears;
    expect(batches("alumni with more than 25 years since passing").at(-1)).toBe(2001);
    expect(batches("those who will pass out next year")).toEqual([2027]);
    expect(batches("passed out 10 years ago")).toEqual([2016]);
  });
});
