import { describe, expect, it } from "vitest";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { withWordsApart } from "../../server/src/modules/search/query-compounds.js";
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

describe("a search box's syntax", () => {
  it("reads fields, comparisons and ranges as words", () => {
    expect(said("trade:welding batch>=2018 city=Rajkot")).toBe(
      "Welding from the 2018 batch onwards located in Rajkot, Gujarat",
    );
    expect(said("batch:2015..2018 trade:mechanical loc:Kerala")).toBe(
      "Mechanical from the 2015–2018 batches located in Kerala",
    );
    expect(said("craft: instrumentation, country != India")).toBe(
      "Instrumentation engineer located outside India",
    );
    expect(parseQuery("Location: Kutch / Exp: 10+ yrs").batchYears.at(-1)).toBe(2016);
  });

  it("reads a minus as not, each one", () => {
    expect(said("welder -Gulf -Canada")).toBe("Welder located outside the Gulf and Canada");
    expect(said("welder not Gulf not Canada")).toBe("Welder located outside the Gulf and Canada");
    expect(said('"tool designer" -student')).toBe("Tool designer who are alumni");
    expect(said("e-mobility engineers")).not.toContain("not");
  });

  it("reads flags as their countries and hashtags as their words", () => {
    expect(said("⚡ electrical people 🇶🇦")).toBe("Electrical located in Qatar");
    expect(said("🔧 mechanics in 🇦🇺")).toBe("Auto mechanic located in Australia");
    expect(said("#MorbiCeramics")).toContain("Morbi, Gujarat");
  });
});

describe("batches said from the asker's", () => {
  const me = { place: null, batchYear: 2015 };
  it("reads from my batch onwards, up to my batch and juniors of a known batch", () => {
    expect(parseQuery("from my batch onwards", new Date(), me).batchYears[0]).toBe(2015);
    expect(parseQuery("my batch or earlier", new Date(), me).batchYears.at(-1)).toBe(2015);
    expect(parseQuery("juniors in welding", new Date(), me).batchYears[0]).toBe(2016);
    expect(parseQuery("seniors in Pune", new Date(), me).batchYears.at(-1)).toBe(2014);
  });

  it("leaves seniors to mean alumni when the asker's batch is not known", () => {
    const q = parseQuery("seniors in Pune");
    expect(q.batchYears).toEqual([]);
    expect(q.graduatesOnly).toBe(true);
  });
});

describe("places by other names", () => {
  it("reads GeoNames' spellings, renamed cities and old names", () => {
    expect(said("Chandrapur")).toBe("Members located in Chanda, Maharashtra");
    expect(said("Chhatrapati Sambhajinagar engineers")).toBe(
      "Engineer located in Aurangabad, Maharashtra",
    );
    expect(said("Cocanada")).toBe("Members located in Kakinada, Andhra Pradesh");
    expect(said("München")).toBe("Members located in Munich, Germany");
  });

  it("knows Udaipur, Rajasthan, the city, before the village of that name", () => {
    const udaipur = parseQuery("Udaipur").places[0];
    expect(udaipur.population).toBeGreaterThan(400_000);
    expect(udaipur.lat).toBeCloseTo(24.58, 1);
  });

  it("reads nicknames of cities and countries", () => {
    expect(said("Pink City alumni")).toBe("Members located in Jaipur, Rajasthan");
    expect(said("engineers in the Manchester of India")).toBe(
      "Engineer located in Ahmedabad, Gujarat",
    );
    expect(said("alumni down under")).toBe("Members located in Australia");
    expect(said("Aotearoa")).toBe("Members located in New Zealand");
  });

  it("reads historic regions and England's regions, with towns of their own country", () => {
    expect(said("Vidarbha madhe electrical wale pahije")).toBe("Electrical located in Vidarbha");
    expect(said("Kongu belt la welders irukkangala?")).toBe("Welder located in Kongu Nadu");
    expect(said("Rayalaseema")).toBe("Members located in Rayalaseema");
    expect(said("West Midlands / East Midlands")).toBe(
      "Members located in West Midlands (UK) or in East Midlands (UK)",
    );
    const midlands = parseQuery("East Midlands").places[0];
    const towns = (midlands.members?.cities ?? []).map((id) => gazetteer().byId.get(id)!);
    expect(towns.find((t) => t.name === "Lincoln")?.country).toBe("GB");
  });
});

describe("other Indian languages' particles", () => {
  it("reads Tamil, Telugu, Malayalam and Gujarati asking words as no criterion", () => {
    expect(said("Saurashtra ma welder joie che")).toBe("Welder located in Saurashtra");
    expect(said("Salem JSW la velai seiyaravanga")).toBe(
      "Members working at JSW group located in Salem, Tamil Nadu",
    );
    expect(said("Rayalaseema lo mana ISTC vallu evaru")).toBe("Members located in Rayalaseema");
    expect(said("engineers in LA")).toBe("Engineer located in Los Angeles, United States");
  });
});

describe("tools' makers", () => {
  it("reads a tool maker with a product as employer or skill, a company said as employer", () => {
    expect(said("SAP PM maintenance planner")).toContain("working at or with SAP");
    expect(said("Fanuc 0i setter")).toContain("working at or with Fanuc");
    expect(said("Siemens")).toBe("Members working at Siemens");
    expect(said("anyone in any Siemens company")).toBe("Members working at Siemens");
    expect(said("skills:SAP")).toBe("Members working at or with SAP");
  });

  it("reads what someone is good at as a skill, not an employer", () => {
    expect(said("someone good at STAAD Pro")).toBe('Members matching "staad" and "pro"');
  });
});

describe("people in training", () => {
  it("reads trainees, interns and apprentices as a title of any craft", () => {
    expect(said("trainees abroad")).toBe("Members located abroad titled trainee");
    expect(parseQuery("interns in Pune").titleRanks?.[0].title).toContain("intern");
  });
});

describe("a trade typed as the course taken", () => {
  it("requires the trade beside the work asked for, not either", () => {
    expect(said("automobile trade alumni working in quality")).toBe(
      "Quality of Automobile who are alumni",
    );
    expect(said("c++ trade people in sales")).toBe("Sales and marketing");
  });
});

describe("words and a place typed together", () => {
  it("reads three or four known words or places typed without spaces apart", () => {
    expect(withWordsApart("cncprogrammerrajkot", ["cncprogrammerrajkot"])).toBe(
      "cnc programmer rajkot",
    );
    expect(withWordsApart("electricalengineerkerala", ["electricalengineerkerala"])).toBe(
      "electrical engineer kerala",
    );
    expect(withWordsApart("apprenticeship", ["apprenticeship"])).toBe("apprenticeship");
    expect(withWordsApart("harpreetkaur", ["harpreetkaur"])).toBe("harpreetkaur");
  });
});

describe("seniority", () => {
  it("is the post asked for beside a general title, and ranks beside a craft", () => {
    expect(said("Sr. Engineer")).toBe("Engineer titled senior");
    expect(said("senior engineers in Marathwada")).toBe(
      "Engineer located in Marathwada titled senior",
    );
    expect(said("sr. draughtsman")).toBe("Draughtsman (senior posts first)");
  });

  it("leaves a senior who is an alumnus alone", () => {
    expect(said("any senior in Bhilai steel plant who can refer me")).toBe(
      "Members working at Bhilai Steel Plant",
    );
  });
});

describe("places joined by a slash", () => {
  it("reads a town and the country holding it, slashed, as both asked for", () => {
    expect(said("Doha / Qatar alumni")).toBe("Members located in Doha, Qatar or in Qatar");
    expect(said("Kharar, Punjab")).toBe("Members located in Kharar, Punjab");
  });
});

describe("more sectors", () => {
  it("reads ceramics, sugar mills, renewable energy, EVs and ship recycling as kinds of employer", () => {
    expect(said("ceramic tiles industry")).toBe("Members working at Ceramics");
    expect(said("sugar factories")).toBe("Members working at Sugar mills");
    expect(said("solar power plants in India")).toBe(
      "Members working at Renewable energy located in India",
    );
    expect(said("ship recycling yard")).toBe("Members working at Ship recycling");
  });

  it("leaves solar alone a word people list as a skill", () => {
    expect(said("solar pv")).toBe('Members matching "solar" and "pv"');
  });
});

describe("short codes and one's batch in other languages", () => {
  it("reads two capitals as a code, never a town abroad so named", () => {
    expect(parseQuery("WA FIFO jobs").places).toEqual([]);
    expect(said("engineers in LA")).toBe("Engineer located in Los Angeles, United States");
    expect(said("HP welders")).toBe("Welder located in Himachal Pradesh");
  });

  it("reads 'our batch' in Marathi, Tamil or English as the asker's batch", () => {
    const me = { place: null, batchYear: 2016 };
    expect(
      parseQuery("Konkan madhe aaplya batch che kon aahet", new Date(), me).batchYears,
    ).toEqual([2016]);
    expect(parseQuery("namma batch la yaaru", new Date(), me).batchYears).toEqual([2016]);
  });
});
