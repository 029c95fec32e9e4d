import { describe, expect, it } from "vitest";
import { TECH_EMPLOYER_PATTERN } from "../../server/src/db/migrations/1764300000000-search.js";
import { techEmployerPattern } from "../../server/src/modules/search/vocabulary.js";
import { extractYears, parseQuery } from "../../server/src/modules/search/query-parser.js";
import { resolveLocation } from "../../server/src/modules/search/place-resolver.js";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";

// The query-understanding module is pure: these run without a database.
const NOW = new Date("2026-11-23T12:00:00Z");
const read = (q: string) => {
  const p = parseQuery(q, NOW);
  return {
    places: p.places.map((x) => x.name),
    years: p.batchYears,
    roles: p.roles.map((r) => r.label),
    employers: p.employers.map((e) => e.label),
    students: p.currentStudents,
    keywords: p.keywords,
  };
};

describe("the six example chips", () => {
  it.each([
    ["software engineers in Chandigarh", { places: ["Chandigarh"], roles: ["Software engineer"] }],
    ["2020 batch students", { years: [2020], roles: [], keywords: [], students: false }],
    ["mechanical engineers from Punjab", { places: ["Punjab"], roles: ["Mechanical"] }],
    ["people working in tech companies", { employers: ["Tech companies"], keywords: [] }],
    ["students from 2019 in Delhi", { places: ["Delhi"], years: [2019], keywords: [] }],
    ["civil engineers in Mohali", { places: ["Mohali"], roles: ["Civil"], keywords: [] }],
  ])("%s", (q, expected) => {
    expect(read(q)).toMatchObject(expected);
  });
});

describe("places", () => {
  it("reads typos after in/from, and only suggests them elsewhere", () => {
    expect(read("electricians from Ludhaina")).toMatchObject({
      places: ["Ludhiana"],
      roles: ["Electrical"],
    });
    expect(parseQuery("civil engineers in Chandigrah").corrections[0].place.name).toBe(
      "Chandigarh",
    );
    const name = parseQuery("Malhtora");
    expect(name.places).toEqual([]);
    expect(name.keywords).toEqual(["malhtora"]);
  });

  it("knows old names, aliases, abbreviations and regions", () => {
    expect(read("civil engineers in Bangalore").places).toEqual(["Bengaluru"]);
    expect(read("people in Gurgaon").places).toEqual(["Gurugram"]);
    expect(read("alumni in Bombay").places).toEqual(["Mumbai"]);
    expect(read("SAS Nagar").places).toEqual(["Mohali"]);
    expect(read("teachers in HP").places).toEqual(["Himachal Pradesh"]);
    expect(read("designers in UP").places).toEqual(["Uttar Pradesh"]);
    // A state's code in capitals is the state, even where a company is so named ("HP"); in lower
    // case, and not after in/from/at, it is not a place.
    expect(read("HP")).toMatchObject({ places: ["Himachal Pradesh"], employers: [] });
    expect(read("electricians HP").places).toEqual(["Himachal Pradesh"]);
    expect(read("hp").places).toEqual([]);
    expect(read("engineers in J&K").places).toEqual(["Jammu and Kashmir"]);
    expect(read("developers in chd").places).toEqual(["Chandigarh"]);
    expect(read("teachers in KA").places).toEqual(["Karnataka"]);
    expect(read("designers in GJ").places).toEqual(["Gujarat"]);
    // Lower case and not after in/from, "ka" is the Hinglish particle: "Pune ka engineer".
    expect(read("Pune ka engineer")).toMatchObject({ places: ["Pune"], keywords: [] });
    expect(read("mechanical in tricity").places).toEqual(["Tricity"]);
    expect(read("founders in Delhi NCR").places).toEqual(["Delhi NCR"]);
    expect(read("people working abroad").places).toEqual(["Abroad"]);
    expect(read("alumni in Canada").places).toEqual(["Canada"]);
    expect(read("engineers in the USA").places).toEqual(["United States"]);
  });

  it("notes a town named by a bare word, which may be a surname", () => {
    expect(parseQuery("Khanna").bareCities.map((b) => b.word)).toEqual(["khanna"]);
    expect(parseQuery("people in Khanna").bareCities).toEqual([]);
    expect(parseQuery("Punjab").bareCities).toEqual([]); // a state is no surname
  });

  it("keeps a city and drops the state it is in; lower-case 'up' is a word", () => {
    expect(read("engineers in Kharar, Punjab").places).toEqual(["Kharar"]);
    expect(read("set up react").places).toEqual([]);
  });

  it("resolves stored locations to places with coordinates", () => {
    expect(resolveLocation("SAS Nagar")).toMatchObject({
      placeName: "Mohali, Punjab",
      placeState: "PB",
    });
    expect(resolveLocation("Toronto, Canada")).toMatchObject({ placeCountry: "CA" });
    expect(resolveLocation("Aurangabad, Bihar").placeState).toBe("BR");
    expect(resolveLocation("Punjab")).toMatchObject({ placeId: "s:PB", latitude: null });
    // GeoNames corrected: Kalka is in Haryana; Mandi Gobindgarh (missing) in Punjab, not Mandi HP;
    // Dharamshala is the town's spelling today (GeoNames: Dharamsala).
    // A city read that fits no state the text names is a wrong reading: the state named.
    expect(resolveLocation("Rudarpur, Uttarakhand")).toMatchObject({ placeId: "s:UK" });
    // Rudrapur itself (missing from the package) is a town of the hand-made list.
    expect(resolveLocation("Rudrapur")).toMatchObject({ placeName: "Rudrapur, Uttarakhand" });
    // A namesake: the centre's region first, unless the other is far bigger; a state decides.
    expect(resolveLocation("Una").placeState).toBe("HP");
    expect(resolveLocation("Manali").placeState).toBe("HP");
    expect(resolveLocation("Una, Gujarat").placeState).toBe("GJ");
    // "locality, city": an unknown locality named like a far town is the city; a known one much
    // smaller than the city near it is counted in the city (its own name still finds it, see
    // placeCondition); a town of its own beside a city not much bigger stays.
    expect(resolveLocation("Ramgarh, Panchkula").placeName).toBe("Panchkula, Haryana");
    expect(resolveLocation("Gharuan, Mohali").placeName).toBe("Mohali, Punjab");
    expect(resolveLocation("Kharar, Mohali").placeName).toBe("Kharar, Punjab");
    expect(resolveLocation("Melbourne, Victoria").placeName).toBe("Melbourne, Australia");
    expect(resolveLocation("Kalka").placeState).toBe("HR");
    // Towns by the names used today, GeoNames' names read too.
    expect(resolveLocation("Pinjore").placeName).toBe("Pinjore, Haryana");
    expect(resolveLocation("Kurukshetra").placeName).toBe("Kurukshetra, Haryana");
    expect(resolveLocation("Thanesar").placeName).toBe("Kurukshetra, Haryana");
    expect(resolveLocation("Mandi Gobindgarh")).toMatchObject({ placeState: "PB" });
    expect(resolveLocation("Dharamshala")).toMatchObject({ placeState: "HP" });
    expect(resolveLocation("Dharamsala").placeName).toBe("Dharamshala, Himachal Pradesh");
    expect(resolveLocation("Middle of nowhere street 5").placeId).toBeNull();
  });
});

describe("batch years", () => {
  it.each([
    ["2020 batch", [2020]],
    ["batch of 2019", [2019]],
    ["class of 2018", [2018]],
    ["from 2019", [2019]],
    ["class of '19", [2019]],
    ["2018-2020", [2018, 2019, 2020]],
    ["2018 to 2020", [2018, 2019, 2020]],
    ["2018-20", [2018, 2019, 2020]],
    ["batch 19", [2019]],
  ])("%s", (q, years) => {
    expect(extractYears(q, NOW).years).toEqual(years);
  });

  it("reads open ranges and years relative to now", () => {
    const span = (q: string) => {
      const y = read(q).years;
      return [y[0], y[y.length - 1], y.length];
    };
    expect(span("batch before 2010")).toEqual([1960, 2009, 50]);
    expect(span("pre-2000 batches")).toEqual([1960, 1999, 40]);
    expect(span("till 2005")).toEqual([1960, 2005, 46]);
    // Open ends reach the last batch year (next year, by the real clock).
    const last = Math.max(new Date().getFullYear() + 1, 2027);
    expect(span("after 2015")).toEqual([2016, last, last - 2015]);
    expect(span("since 2020")).toEqual([2020, last, last - 2019]);
    expect(span("2018 onwards")).toEqual([2018, last, last - 2017]);
    expect(read("2015+ mechanical")).toMatchObject({ roles: ["Mechanical"], keywords: [] });
    expect(read("between 2012 and 2015")).toMatchObject({
      years: [2012, 2013, 2014, 2015],
      keywords: [],
    });
    expect(read("last year's batch")).toMatchObject({ years: [2025], keywords: [] });
    expect(read("this year's batch").years).toEqual([2026]);
    expect(read("recent graduates")).toMatchObject({ years: [2025, 2026], keywords: [] });
    // "from 2019" is still the 2019 batch (the spec's "students from 2019 in Delhi").
    expect(read("engineers from 2019").years).toEqual([2019]);
    expect(read("List all die and mould makers from batch 2016")).toMatchObject({
      roles: ["Die and mould"],
      years: [2016],
      keywords: [],
    });
  });

  it("reads 2k19 as 2019", () => {
    expect(read("2k19 batch").years).toEqual([2019]);
    expect(read("ISTC 2010 pass outs in Dubai")).toMatchObject({
      years: [2010],
      places: ["Dubai"],
      keywords: [],
    });
  });

  it("ignores numbers that are no batch", () => {
    expect(extractYears("3000 engineers", NOW).years).toEqual([]);
    expect(read("plc 1200").years).toEqual([]);
  });
});

describe("roles, employers, generic words and keywords", () => {
  it("maps synonyms, singular and plural alike", () => {
    for (const q of ["developer", "developers", "SDE", "programmers", "coder", "software engineer"])
      expect(read(q).roles).toEqual(["Software engineer"]);
    expect(read("tool and die from 2018-2020")).toMatchObject({
      roles: ["Tool and die"],
      years: [2018, 2019, 2020],
    });
    expect(read("founders").roles).toEqual(["Founder"]);
    expect(read("teachers").roles).toEqual(["Teacher"]);
    expect(read("enginers").roles).toEqual(["Engineer"]);
    expect(read("civl engineers").roles).toEqual(["Civil"]);
    expect(read("desiner in pune").roles).toEqual(["Designer"]);
    // As near to the craft as to its trade ("electricians", "electricals"): the craft.
    expect(parseQuery("electricans", NOW).crafts.map((c) => c.label)).toEqual(["Electrician"]);
    // A short word is read as a role only when it starts like one: names stay names.
    expect(read("kaur").keywords).toEqual(["kaur"]);
    expect(read("amit").keywords).toEqual(["amit"]);
  });

  it("reads employers named, unknown after 'at', and the tech kind", () => {
    expect(read("developers at Google")).toMatchObject({
      roles: ["Software engineer"],
      employers: ["Google"],
    });
    expect(read("engineers at Acme Steel")).toMatchObject({
      employers: ["Acme Steel"],
      keywords: [],
    });
    expect(read("people in IT companies").employers).toEqual(["Tech companies"]);
    expect(read("TCS")).toMatchObject({ employers: ["TCS"] });
    // Short and long names of one employer find each other.
    expect(parseQuery("who works at L&T").employers[0]).toMatchObject({
      label: "L&T",
      also: expect.arrayContaining(["larsen & toubro"]),
    });
    expect(parseQuery("M&M engineers").employers[0].label).toBe("M&M");
    expect(parseQuery("people at Larsen and Toubro").employers[0]).toMatchObject({
      label: "Larsen and Toubro",
      also: expect.arrayContaining(["l&t"]),
    });
    expect(read("female engineers")).toMatchObject({ roles: ["Engineer"], keywords: [] });
  });

  it("generic words are not criteria; current students is", () => {
    expect(read("ISTCians alumni people working")).toEqual({
      places: [],
      years: [],
      roles: [],
      employers: [],
      students: false,
      keywords: [],
    });
    expect(read("current students in Mohali")).toMatchObject({
      students: true,
      places: ["Mohali"],
    });
    // Asking words are not what is asked for.
    expect(read("autocad experts in Mohali")).toMatchObject({
      keywords: ["autocad"],
      places: ["Mohali"],
    });
    expect(read("I need a good electrician")).toMatchObject({
      roles: ["Electrical"],
      keywords: [],
    });
    expect(read("ex-ISTC in Dubai")).toMatchObject({ places: ["Dubai"], keywords: [] });
    expect(read("people who studied tool and die now in Canada")).toMatchObject({
      roles: ["Tool and die"],
      places: ["Canada"],
      keywords: [],
    });
    expect(read("people with autocad skills")).toMatchObject({
      employers: [],
      keywords: ["autocad"],
    });
    // After "with", a word may be a skill or an employer: keywords find it in either field.
    expect(read("design engineers with solidworks")).toMatchObject({
      roles: ["Designer"],
      employers: [],
      keywords: ["solidworks"],
    });
    expect(read("engineers with Acme Steel")).toMatchObject({
      employers: [],
      keywords: ["acme", "steel"],
    });
    expect(read("engineers with Infosys").employers).toEqual(["Infosys"]);
    expect(read("Mohali wale")).toMatchObject({ places: ["Mohali"], keywords: [] });
    expect(read("ludhiana de electrician")).toMatchObject({
      roles: ["Electrical"],
      places: ["Ludhiana"],
      keywords: [],
    });
  });

  it("'looking for' asks; 'works for' names an employer; IT people are the computer trade", () => {
    expect(read("looking for plc experts")).toMatchObject({ employers: [], keywords: ["plc"] });
    expect(read("engineers who work for Acme Steel").employers).toEqual(["Acme Steel"]);
    expect(read("IT people in Bangalore")).toMatchObject({
      roles: ["Computer science"],
      places: ["Bengaluru"],
    });
  });

  it("reads the other fields people work in, and the government kind", () => {
    expect(read("hr managers").roles).toEqual(["HR"]);
    expect(read("sales people in Delhi")).toMatchObject({
      roles: ["Sales and marketing"],
      places: ["Delhi"],
      keywords: [],
    });
    expect(read("accountants").roles).toEqual(["Finance and accounts"]);
    expect(read("data scientists").roles).toEqual(["Data and analytics"]);
    expect(read("graphic designers").roles).toEqual(["Designer"]);
    expect(read("people who studied tool and die making")).toMatchObject({
      roles: ["Tool and die"],
      keywords: [],
    });
    expect(read("govt jobs")).toMatchObject({
      employers: ["Government and PSUs"],
      keywords: [],
    });
    // Issue 22: "PSU" means public-sector undertakings (ONGC, BHEL ...), not every government
    // body, so it is a kind of its own (it read as the government kind before).
    expect(read("PSU employees from Punjab")).toMatchObject({
      employers: ["Public-sector undertakings"],
      places: ["Punjab"],
      keywords: [],
    });
    expect(parseQuery("govt jobs").employers[0]).toMatchObject({ government: true, name: null });
  });

  it("a specific role says more than 'engineer'; founders of startups own them; IT in capitals is the sector", () => {
    expect(read("machine learning engineers").roles).toEqual(["Data and analytics"]);
    expect(read("toolroom engineers near Ludhiana")).toMatchObject({
      roles: ["Tool and die"],
      places: ["Ludhiana"],
      keywords: [],
    });
    expect(read("engineers in Pune").roles).toEqual(["Engineer"]);
    expect(read("founders of startups in Bangalore")).toMatchObject({
      roles: ["Founder"],
      employers: [],
      places: ["Bengaluru"],
    });
    expect(read("anyone in Bangalore working in startups").employers).toEqual(["Tech companies"]);
    expect(read("people in Chandigarh working in IT")).toMatchObject({
      places: ["Chandigarh"],
      employers: ["Tech companies"],
    });
    expect(read("is it in Pune")).toMatchObject({ employers: [], keywords: [] });
  });

  it("reads near me and my batch from the searching member", () => {
    const me = { place: parseQuery("Mohali").places[0], batchYear: 2019 };
    const p = parseQuery("electricians near me from my batch", NOW, me);
    expect(p.places.map((x) => x.name)).toEqual(["Mohali"]);
    // Issue 22: as "near Mohali", 30 km around the member's city (the city alone before).
    expect(p.places[0]).toMatchObject({ kind: "region", display: "within 30 km of Mohali" });
    expect(p.places[0].members?.cities?.length).toBeGreaterThan(1);
    expect(p.batchYears).toEqual([2019]);
    expect(p.keywords).toEqual([]);
    expect(p.missing).toEqual([]);
    const blank = parseQuery("batchmates nearby", NOW, { place: null, batchYear: null });
    expect(blank).toMatchObject({ places: [], batchYears: [], keywords: [] });
    expect(blank.missing).toEqual(["batch", "location"]);
  });

  it("leaves out a place after not, outside, except, other than", () => {
    const notIn = (q: string) => parseQuery(q, NOW).notPlaces.map((p) => p.name);
    expect(read("electrical engineers not in Punjab")).toMatchObject({
      roles: ["Electrical"],
      places: [],
      keywords: [],
    });
    expect(notIn("electrical engineers not in Punjab")).toEqual(["Punjab"]);
    expect(notIn("alumni outside India")).toEqual(["India"]);
    expect(notIn("civil engineers in Punjab except Mohali")).toEqual(["Mohali"]);
    expect(read("civil engineers in Punjab except Mohali").places).toEqual(["Punjab"]);
    expect(notIn("teachers other than Chandigarh")).toEqual(["Chandigarh"]);
    expect(notIn("not in Ludhaina")).toEqual(["Ludhiana"]);
    // The negation reaches only the place right after it.
    expect(notIn("not students in Pune")).toEqual([]);
    expect(read("not students in Pune").places).toEqual(["Pune"]);
  });

  it("experience is read from the batch, gender is not stated in profiles", () => {
    // Experience is the years since a batch passed out (the batch is named by that year): five
    // years of it are the batches up to five years before now.
    const fiveYears = read("CNC operators with 5 years experience");
    expect(fiveYears).toMatchObject({ roles: ["Machinist"], keywords: [] });
    expect(fiveYears.years.at(-1)).toBe(NOW.getFullYear() - 5);
    expect(fiveYears.years[0]).toBe(1960);
    expect(read("developers 10+ yrs of exp in Pune")).toMatchObject({
      roles: ["Software engineer"],
      places: ["Pune"],
      keywords: [],
    });
    expect(read("girls from Himachal doing MBA")).toMatchObject({
      places: ["Himachal Pradesh"],
      keywords: ["mba"],
    });
    expect(read("fresher electricians 2023")).toMatchObject({
      roles: ["Electrical"],
      years: [2023],
      keywords: [],
    });
  });

  it("reads words of India's scripts by their Latin letters, beside the places around them", () => {
    expect(read("ਕੌਰ Mohali")).toMatchObject({ keywords: ["kaur"], places: ["Mohali"] });
    expect(read("चंडीगढ़ में").keywords).toEqual([]);
    // Other scripts stay as typed.
    expect(read("Müller Москва").keywords).toEqual(["muller", "москва"]);
  });

  it("leftover words are keywords", () => {
    expect(read("python react developers")).toMatchObject({
      keywords: ["python", "react"],
      roles: ["Software engineer"],
    });
    expect(read("Harpreet Kaur").keywords).toEqual(["harpreet", "kaur"]);
  });
});

describe("the technology employer pattern", () => {
  it("is the one the migration's trigger uses (a change needs a new migration)", () => {
    expect(TECH_EMPLOYER_PATTERN).toBe(techEmployerPattern());
  });
});

describe("crafts inside trades", () => {
  const crafts = (q: string) => parseQuery(q, NOW).crafts.map((c) => c.label);
  it("a craft narrows its trade; the trade's own name keeps the whole trade", () => {
    expect(read("electricians in Ludhiana")).toMatchObject({ roles: ["Electrical"] });
    expect(crafts("electricians in Ludhiana")).toEqual(["Electrician"]);
    expect(crafts("draughtsmen")).toEqual(["Draughtsman"]);
    expect(crafts("embedded engineers")).toEqual(["Embedded engineer"]);
    expect(crafts("product managers")).toEqual(["Product manager"]);
    expect(crafts("welders abroad")).toEqual(["Welder"]);
    expect(crafts("fiters")).toEqual(["Fitter"]); // misspelt
    expect(crafts("electrical engineers")).toEqual([]);
    expect(crafts("welding")).toEqual([]);
    // Welding is a trade of its own; machining (CNC) another; a fitter is mechanical.
    expect(read("welding").roles).toEqual(["Welding"]);
    expect(read("welders").roles).toEqual(["Welding"]);
    expect(read("CNC").roles).toEqual(["Machinist"]);
    expect(read("fitters").roles).toEqual(["Mechanical"]);
  });

  it("asking for the whole trade as well does not narrow it", () => {
    expect(crafts("electrical engineers and electricians")).toEqual([]);
    expect(crafts("electricians and welders")).toEqual(["Electrician", "Welder"]);
  });
});

describe("students", () => {
  it("are current students, unless a batch is named", () => {
    expect(read("electrical students")).toMatchObject({ roles: ["Electrical"], students: true });
    expect(read("students in Chandigarh")).toMatchObject({
      places: ["Chandigarh"],
      students: true,
    });
    expect(read("2020 batch students")).toMatchObject({ years: [2020], students: false });
    expect(read("students from 2019 in Delhi")).toMatchObject({ years: [2019], students: false });
    expect(read("not students in Pune")).toMatchObject({ students: false });
  });
});

describe("near a place", () => {
  it("is the cities within 30 km of it, the city before a state of the same name", () => {
    for (const q of ["near Delhi", "around Delhi", "close to Delhi"]) {
      const [near] = parseQuery(q, NOW).places;
      expect(near).toMatchObject({ name: "Delhi", display: "within 30 km of Delhi" });
      const around = near.members!.cities!.map((id) => gazetteer().byId.get(id)!.name);
      expect(around).toEqual(expect.arrayContaining(["Noida", "Ghaziabad"]));
      expect(around).not.toContain("Meerut"); // about 60 km
    }
    expect(read("in Delhi").places).toEqual(["Delhi"]);
    expect(parseQuery("in Delhi", NOW).places[0].kind).not.toBe("region");
    expect(read("near Punjab").places).toEqual(["Punjab"]);
  });
});

describe("employer groups", () => {
  it('a group\'s name or "<name> group" is the group with its companies; a company is itself', () => {
    expect(read("tata group")).toMatchObject({ employers: ["Tata group"], keywords: [] });
    expect(read("Tata")).toMatchObject({ employers: ["Tata group"] });
    expect(read("tata motors")).toMatchObject({ employers: ["Tata Motors"] });
    expect(read("mahindra group engineers")).toMatchObject({
      employers: ["Mahindra group"],
      roles: ["Engineer"],
      keywords: [],
    });
    const [tata] = parseQuery("tata group", NOW).employers;
    expect([tata.name, ...(tata.also ?? [])]).toEqual(
      expect.arrayContaining(["tata", "tcs", "tata consultancy services", "titan", "voltas"]),
    );
  });
});
