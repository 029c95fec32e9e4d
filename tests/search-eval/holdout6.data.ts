import * as C from "./common.js";
import { query, type EvalQuery } from "./common.js";
import type { PlaceKey } from "./places.js";
import {
  abroad,
  all,
  alsoAccept,
  and,
  batch,
  city,
  AFRICA_COUNTRIES,
  country,
  craft,
  currentStudents,
  employer,
  government,
  group,
  inGroup,
  inIndustry,
  inSector,
  isCraft,
  isEmployer,
  isMnc,
  isStudent,
  isTrade,
  label,
  near,
  not,
  or,
  placeOf,
  psu,
  region,
  skill,
  state,
  students,
  type Label,
  type Pred,
} from "./labels.js";
import type { EvalMember } from "./population.data.js";

// The sixth held-out part, written (labels included) before the search was run on it, blind to the
// search's code, vocabulary and documentation: parents asking after seniors for their children, HR
// executives' job-description lines, phone typing with slips of the thumb, teachers after former
// students by batch and trade, journalists, Punjabi and Hindi in Latin script mixed with English
// (de, wich, wale, ke paas, koi ... hai kya), abbreviations only (EEE, ECE, 2k19, ppl), long polite
// letters, questions ("is there anyone ...", "does anyone ..."), batch comparisons (after, older
// than, between, onwards, up to), several places at once, exclusions (not, except, other than),
// distances, regions (Purvanchal, Doaba, the northeast, Scandinavia, sub-Saharan Africa), sectors,
// groups, company abbreviations and unusual job titles. Labelled over the whole population (k01-k40
// added with it: Rajasthan, Madhya Pradesh, east UP, West Bengal, Tamil Nadu and Andhra towns,
// Sikkim, Tripura, J&K and Punjab villages, the US's smaller cities, France, Sweden, Nigeria, South
// Africa, Qatar's industrial towns, Brunei, Israel). Never tuned on: the evaluation prints its
// figures only, never its queries.
const H = query(true, "holdout6");
const ME = (place: PlaceKey | null, b: number | null) => ({ place, batch: b });

// ---- labels of this part ------------------------------------------------------------------------

const never: Pred = () => false;
const inIndia: Pred = (m) => placeOf(m).country === "IN";
const inState =
  (...codes: string[]): Pred =>
  (m) =>
    inIndia(m) && codes.includes(placeOf(m).state);
const inCountry =
  (...codes: string[]): Pred =>
  (m) =>
    codes.includes(placeOf(m).country);
const at =
  (...places: PlaceKey[]): Pred =>
  (m) =>
    places.includes(m.truth.place);
/** Members whose job title has one of these words (read off the profile as a person would). */
const titled =
  (...words: RegExp[]): Pred =>
  (m) =>
    words.some((w) => w.test(m.profile.jobTitle ?? ""));
const batchIn =
  (from: number, to: number): Pred =>
  (m: EvalMember) =>
    m.truth.batch >= from && m.truth.batch <= to;

/** Batches after a year: strictly after expected, the year itself borderline. */
const after = (year: number): Label => label(batchIn(year + 1, 3000), batchIn(year, year));
/** Batches before a year: strictly before expected, the year itself borderline. */
const before = (year: number): Label => label(batchIn(0, year - 1), batchIn(year, year));
/** From a year on / up to a year, inclusive. */
const from = (year: number): Label => label(batchIn(year, 3000), batchIn(year - 1, year - 1));
const upTo = (year: number): Label => label(batchIn(0, year), batchIn(year + 1, year + 1));
/** People working now: alumni expected; current students a clear mistake. */
const WORKING = label(not(isStudent), never, isStudent);
/** Experience of at least `years` years: alumni of the batch `2026 - years` or before; one more borderline. */
const experience = (years: number): Label =>
  label(
    and(not(isStudent), batchIn(0, 2026 - years)),
    and(not(isStudent), batchIn(0, 2026 - years + 1)),
    isStudent,
  );
const INDIA = label(inIndia, never, not(inIndia));
const NOT_GULF = label(not(C.GULF.expect), never, C.GULF.expect);
const industry = (...is: Parameters<typeof inIndustry>): Label => label(inIndustry(...is));
const OWN = label(or(inSector("own-business"), isCraft("founder")));
const PRIVATE_JOB = label(
  inSector("private", "own-business", "private-college"),
  inSector("none"),
  inSector("psu", "state-utility", "govt-dept", "defence", "railways", "govt-college"),
);
const STATE_UTILITY = label(
  inSector("state-utility"),
  inSector("psu", "govt-dept"),
  inSector("private", "own-business"),
);
const DEFENCE = label(
  inSector("defence"),
  isEmployer("hal", "bel", "drdo"),
  inSector("private", "own-business", "private-college"),
);
const RAILWAYS = label(inSector("railways"), never, inSector("private", "own-business"));
const MNC = label(isMnc);

// Places
const RAJASTHAN = state(["RJ"]);
const MP = state(["MP"]);
const WEST_BENGAL = state(["WB"]);
const SIKKIM = state(["SK"]);
const TRIPURA = state(["TR"]);
const ANDHRA = state(["AP"]);
const NE_CODES = ["AS", "ML", "AR", "NL", "MN", "MZ", "TR", "SK"];
const NORTHEAST = state(NE_CODES);
/** Kashmir (the valley): its towns; Jammu's side of the union territory borderline. */
const KASHMIR = label(at("srinagar", "anantnag", "tangmarg"), inState("JK"), not(inIndia));
/** Purvanchal, east UP: Gorakhpur and Varanasi; Prayagraj (on its edge) and other UP borderline. */
const PURVANCHAL = label(
  at("gorakhpur", "varanasi"),
  or(at("prayagraj"), inState("UP")),
  not(inIndia),
);
/** Doaba, between the Beas and the Sutlej. */
const DOABA = label(
  at("jalandhar", "hoshiarpur", "kapurthala", "nawanshahr", "phagwara", "jandialaManjki"),
  inState("PB"),
  not(inIndia),
);
/** Central India: Madhya Pradesh and Chhattisgarh; Nagpur borderline. */
const CENTRAL = label(inState("MP", "CG"), at("nagpur"), not(inIndia));
/** East India: Bengal, Odisha, Jharkhand, Bihar; the northeast and Chhattisgarh borderline. */
const EAST = state(["WB", "OD", "JH", "BR"], [...NE_CODES, "CG"]);
const SCANDINAVIA = country(["SE", "NO", "DK", "FI"]);
/** Africa: every African country (the population has grown since this part was written). */
const AFRICA = country(AFRICA_COUNTRIES);
const SE_ASIA = country(["BN", "MY", "SG", "TH", "ID", "VN", "PH"]);
const US_MIDWEST = label(at("fargo", "detroit"), inCountry("US"), not(inCountry("US", "CA")));
const SOUTH_CAROLINA = label(
  and(inCountry("US"), (m) => placeOf(m).state === "SC"),
  inCountry("US"),
  not(inCountry("US")),
);
const TN_TOWNS = city(["madurai", "trichy", "salem"]);
const RJ_CITIES = city(["kota", "jodhpur", "udaipur"]);

// Crafts not in common.ts
const SERVICE_ADVISORS = craft(["service-advisor"], isCraft("auto-mechanic"));
const ELECTRICIAN_OR_LINEMAN = craft(["electrician", "lineman"], isTrade("electrical"));
const PRESS_TOOLS = craft(
  ["tool-die-maker", "tool-designer"],
  or(isTrade("tool-die", "die-mould"), isCraft("mould-designer")),
);
const DIE_PEOPLE = label(
  or(isTrade("tool-die", "die-mould"), isCraft("tool-die-maker", "mould-designer")),
  isCraft("tool-designer", "maintenance-engineer"),
);
const ESTIMATORS = label(
  or(
    titled(/estimat/i),
    skill("BOQ").expect,
    skill("rate analysis").expect,
    skill("estimat").expect,
  ),
  isCraft("civil-engineer", "surveyor"),
);
const TRAINEES = label(
  or(titled(/trainee/i, /\bDET\b/, /apprentice/i)),
  and(not(isStudent), batchIn(2023, 2026)),
);

const FOREMEN = label(titled(/foreman/i), isCraft("instructor"));
const SITE_INCHARGES = label(
  titled(/site in-?charge/i, /site engineer/i, /site supervisor/i),
  isCraft("civil-engineer", "project-manager"),
);
const FIELD_SERVICE = label(
  titled(/field service/i),
  or(titled(/service/i), isCraft("maintenance-engineer", "electronics-technician")),
);
const SHIFT_ENGINEERS = label(
  titled(/shift/i),
  and(inIndustry("power"), isCraft("mechanical-engineer", "electrical-engineer")),
);

export const HOLDOUT6_QUERIES: EvalQuery[] = [
  // A parent asking after seniors for a son or daughter
  H(
    "my son is joining electrical at ISTC this year, want him to talk to seniors who are in government jobs",
    "parent trade government",
    all(C.ELECTRICAL, government),
  ),
  H(
    "beti ne die and mould liya hai, koi senior jo abhi job kar raha ho",
    "parent hinglish trade working",
    all(C.DIE_MOULD, WORKING),
  ),
  H(
    "looking for seniors from the RAC trade who went abroad, my nephew wants some guidance",
    "parent trade abroad",
    all(C.RAC, abroad),
  ),
  H(
    "parent here - any civil passouts in govt service?",
    "parent trade government",
    all(C.CIVIL, government),
  ),
  H(
    "my boy wants to do CNC, can I speak to someone from that course working in Tamil Nadu",
    "parent trade state",
    all(C.CNC, C.TAMIL_NADU),
  ),
  H(
    "our ward is in automobile first year, please suggest seniors from UP",
    "parent trade state",
    all(C.AUTOMOBILE, C.UP),
  ),
  H(
    "hum Varanasi se hain, bete ke liye koi ISTC wala senior Varanasi mein",
    "parent hinglish city",
    city(["varanasi"], ["prayagraj"]),
  ),
  H(
    "daughter got admission in mechatronics, are there seniors who work with robots",
    "parent trade craft question",
    all(C.MECHATRONICS, C.ROBOT),
  ),

  // An HR executive pasting a line of a job description
  H(
    "Requirement: Diploma Mechanical with 5+ yrs experience in power plant maintenance",
    "jd trade industry experience",
    all(C.MECHANICAL, industry("power"), experience(5)),
  ),
  H(
    "Hiring CNC Setter/Operator, Fanuc control, 2-4 yrs exp",
    "jd craft",
    all(
      C.CNC_OPERATORS,
      label(and(not(isStudent), batchIn(2021, 2024)), not(isStudent), isStudent),
    ),
  ),
  H(
    "Wanted: Welding Inspector CSWIP/AWS certified for refinery project",
    "jd craft",
    C.WELDING_INSPECTORS,
  ),
  H(
    "HVAC Technician (chillers / AHU) – candidates presently in the Gulf",
    "jd craft region",
    all(C.HVAC, C.GULF),
  ),
  H(
    "Looking for Draughtsman Civil having AutoCAD knowledge",
    "jd craft trade",
    alsoAccept(all(C.DRAUGHTSMEN, C.CIVIL), isCraft("draughtsman")),
  ),
  H(
    "Req. Instrumentation Technician for DCS & field instruments, oil and gas",
    "jd craft industry",
    alsoAccept(all(C.INSTRUMENTATION, industry("oil-gas")), isCraft("instrumentation-engineer")),
  ),
  H("Position: Service Advisor at automobile dealership", "jd craft", SERVICE_ADVISORS),
  H("JD: Estimator / QS (civil) - BOQ, rate analysis, tendering", "jd title skill", ESTIMATORS),
  H(
    "Opening for Maintenance Executive (press shop, dies), candidates from Pithampur / Indore preferred",
    "jd craft place",
    alsoAccept(
      all(C.MAINTENANCE, city(["pithampur", "indore"])),
      and(or(C.MAINTENANCE.expect, C.MAINTENANCE.accept), inState("MP")),
    ),
  ),
  H(
    "We need a PLC/automation engineer with 3+ years, Europe based",
    "jd craft region experience",
    all(C.AUTOMATION, C.EUROPE, experience(3)),
  ),

  // Thumbs on a phone: slips, dropped letters, swapped letters
  H("weldrs in tamilnadu", "typo craft state", all(C.WELDERS, C.TAMIL_NADU)),
  H("civl engnr sikkim", "typo craft state", all(C.CIVIL_ENGINEERS, SIKKIM)),
  H("instrumnet technician haldia", "typo craft city", all(C.INSTRUMENTATION, city(["haldia"]))),
  H("refrigration mechnic kashmir", "typo trade region", all(C.RAC, KASHMIR)),
  H("electricain in agartala", "typo craft city", all(ELECTRICIAN_OR_LINEMAN, city(["agartala"]))),
  H("atuomobile enginer usa", "typo craft country", all(C.AUTO_ENGINEERS, C.USA)),
  H("mould desginer frelance", "typo craft own", all(C.MOULD, OWN)),
  H("cnc machinst south carolina", "typo craft state-abroad", all(C.MACHINISTS, SOUTH_CAROLINA)),
  H("sofware devloper madurai", "typo craft city", all(C.SOFTWARE, city(["madurai"]))),
  H("mechanical engineer rajastan", "typo craft state", all(C.MECHANICAL_ENGINEERS, RAJASTHAN)),
  H("elctronics gujrat", "typo trade state", all(C.ELECTRONICS, C.GUJARAT)),
  H(
    "toolroom ppl moga",
    "typo craft city",
    alsoAccept(
      all(PRESS_TOOLS, near("moga", 30)),
      and(isTrade("tool-die"), near("moga", 30).accept),
    ),
  ),
  H("weldng jabalpur", "typo trade city", all(C.WELDING, city(["jabalpur"]))),
  H("hvac guys in quatar", "typo craft country", all(C.HVAC, country(["QA"]))),
  H("welding inspecter", "typo craft", C.WELDING_INSPECTORS),
  H("survayor", "typo craft", C.SURVEYORS),
  H("banglore electrcal", "typo trade city", all(C.ELECTRICAL, C.BENGALURU)),
  H("gothenberg", "typo city", city(["gothenburg"])),
  H("johanesburg", "typo city", city(["johannesburg"])),
  H("trichi", "typo city", city(["trichy"])),

  // A teacher after former students, by batch and trade
  H(
    "I taught the 2010 electrical batch, where are they now",
    "teacher batch trade",
    all(batch(2010), C.ELECTRICAL),
  ),
  H(
    "my students of welding batch 2006 to 2008",
    "teacher batch-range trade",
    all(batch(2006, 2008), C.WELDING),
  ),
  H(
    "former students from tool & die, passed out around 2009-2010",
    "teacher batch-range trade",
    all(batch(2009, 2010, 1), C.TOOL_DIE),
  ),
  H("list of RAC trainees batch 2013", "teacher batch trade", all(batch(2013), C.RAC)),
  H(
    "civil diploma batch of 2019 — anyone in touch?",
    "teacher batch trade",
    all(batch(2019), C.CIVIL),
  ),
  H("mechatronics 2016 pass outs", "teacher batch trade", all(batch(2016), C.MECHATRONICS)),
  H(
    "who from the 2012 CNC batch is now working abroad",
    "teacher batch trade abroad",
    all(batch(2012), C.CNC, abroad),
  ),
  H("die & mould boys of 2014 batch", "teacher batch trade", all(batch(2014), C.DIE_MOULD)),
  H(
    "electronics 2018 batch students placed in oil and gas",
    "teacher batch trade industry",
    all(batch(2018), C.ELECTRONICS, industry("oil-gas")),
  ),
  H(
    "where did my 2003 electrical class go, anybody abroad",
    "teacher batch trade abroad",
    all(batch(2003), C.ELECTRICAL, abroad),
  ),
  H(
    "automobile trade 2005 batch, the ones who opened their own garage",
    "teacher batch trade own",
    all(batch(2005), C.AUTOMOBILE, OWN),
  ),
  H(
    "computer science students I taught in 2015 and 2022",
    "teacher two-batches trade",
    all(label(or(batchIn(2015, 2015), batchIn(2022, 2022))), C.COMPUTER),
  ),

  // A journalist writing a story
  H("ISTC alumni in the defence sector for a story on Make in India", "journalist sector", DEFENCE),
  H("alumni who started their own business", "journalist own", OWN),
  H(
    "ISTC graduates working at Airbus or Boeing",
    "journalist employers",
    employer(["airbus", "boeing"]),
  ),
  H("ISTC alumni in Africa", "journalist continent", AFRICA),
  H("any ISTC alumni in Israel?", "journalist country question", country(["IL"])),
  H("ISTC-trained people at state power utilities", "journalist sector", STATE_UTILITY),
  H("alumni in the railways", "journalist sector", RAILWAYS),
  H(
    "for a feature on rural youth: alumni living in villages of Punjab",
    "journalist place",
    label(
      at("dhudike", "mehraj", "jandialaManjki", "gharuan", "halwara"),
      inState("PB"),
      not(inIndia),
    ),
  ),
  H(
    "ISTC alumni in the aerospace industry, for a piece on space startups",
    "journalist industry",
    industry("aerospace"),
  ),

  // Punjabi and Hindi in Latin script mixed with English
  H(
    "Bathinda de kol koi electronics wala",
    "punjabi trade near",
    all(C.ELECTRONICS, near("bathinda", 40)),
  ),
  H(
    "Jalandhar wal koi tractor mechanic hai?",
    "punjabi craft near question",
    all(C.AUTO_MECHANICS, near("jalandhar", 40)),
  ),
  H(
    "Kota wich koi thermal plant wala bhai",
    "punjabi city industry",
    all(city(["kota"]), industry("power")),
  ),
  H("UP ke electrical wale bhaiya log", "hindi trade state", all(C.ELECTRICAL, C.UP)),
  H("Bengal mein civil wala koi hai kya", "hindi trade state question", all(C.CIVIL, WEST_BENGAL)),
  H("Tamil Nadu vich CNC wale", "punjabi trade state", all(C.CNC, C.TAMIL_NADU)),
  H(
    "koi Gorakhpur ya Varanasi se hai kya",
    "hindi two-cities question",
    city(["gorakhpur", "varanasi"]),
  ),
  H("videsh vich welding wale", "punjabi trade abroad", all(C.WELDING, abroad)),
  H("Sikkim ya Tripura to koi", "punjabi two-states", state(["SK", "TR"])),
  H(
    "Pithampur mein die mould wale",
    "hindi trade city",
    all(C.DIE_MOULD, city(["pithampur"], ["indore"])),
  ),
  H(
    "sarkari naukri wale mechanical bande",
    "punjabi trade government",
    all(C.MECHANICAL, government),
  ),
  H("MP de mechanical wale", "punjabi trade state", all(C.MECHANICAL, MP)),
  H("Qatar wich AC wale munde", "punjabi craft country", all(C.RAC, country(["QA"]))),
  H(
    "Rajasthan mein koi computer wala hai",
    "hindi trade state question",
    all(C.COMPUTER, RAJASTHAN),
  ),
  H("pind ton tool wale, Moga side", "punjabi trade near", all(C.TOOL_DIE, near("moga", 40))),
  H("kaun kaun Sweden ya France ch hai", "punjabi two-countries", country(["SE", "FR"])),
  H(
    "apne batch de bande Rajasthan wich",
    "punjabi me batch state",
    all(batch(2016), RAJASTHAN),
    ME("jodhpur", 2016),
  ),
  H("Haldia ke paas koi hai?", "hindi near question", near("haldia", 40)),
  H("Jammu de pind wale mould designer", "punjabi craft state", all(C.MOULD, state(["JK"]))),

  // Abbreviations only
  H(
    "EEE ppl BLR",
    "abbrev trade city",
    alsoAccept(all(C.ELECTRICAL, C.BENGALURU), and(isTrade("electronics"), at("bengaluru"))),
  ),
  H("ME 2k19", "abbrev trade batch", all(C.MECHANICAL, batch(2019))),
  H("ECE 2k18 WB", "abbrev trade batch state", all(C.ELECTRONICS, batch(2018), WEST_BENGAL)),
  H("CSE 2k21 RJ", "abbrev trade batch state", all(C.COMPUTER, batch(2021), RAJASTHAN)),
  H("T&D 2k9", "abbrev trade batch", all(C.TOOL_DIE, batch(2009))),
  H(
    "AC techs QTR",
    "abbrev craft country",
    alsoAccept(all(C.HVAC, country(["QA"])), and(isTrade("rac"), inCountry("QA"))),
  ),
  H("JE elec UP", "abbrev craft state", all(C.ELECTRICAL_ENGINEERS, C.UP)),
  H("civ engr NE", "abbrev craft region", all(C.CIVIL_ENGINEERS, NORTHEAST)),
  H("mech PSU", "abbrev trade sector", all(C.MECHANICAL, psu)),
  H("auto ppl US", "abbrev trade country", all(C.AUTOMOBILE, C.USA)),
  H("MNC ppl TN", "abbrev employer-kind state", all(MNC, C.TAMIL_NADU)),
  H("SW devs freelance", "abbrev craft own", all(C.SOFTWARE, OWN)),
  H("RAC 2k25 studs", "abbrev trade batch student", all(students, C.RAC, batch(2025))),
  H(
    "mechatronics 2k25 stdnts",
    "abbrev trade batch student",
    all(students, C.MECHATRONICS, batch(2025)),
  ),
  H(
    "EE JE PSPCL/UPPCL",
    "abbrev craft employers",
    all(C.ELECTRICAL_ENGINEERS, employer(["pspcl", "uppcl"])),
  ),
  H("instr engg abroad", "abbrev craft abroad", all(C.INSTRUMENTATION, abroad)),
  H("civ ppl AP TN", "abbrev trade two-states", all(C.CIVIL, state(["AP", "TN"]))),
  H("mech 2k11 kota", "abbrev trade batch city", all(C.MECHANICAL, batch(2011), city(["kota"]))),

  // Long polite sentences
  H(
    "Respected Sir/Madam, I would be very grateful if you could kindly help me find alumni of the civil engineering trade who are presently working in West Bengal or anywhere in the North East",
    "polite trade states",
    all(C.CIVIL, state(["WB", ...NE_CODES])),
  ),
  H(
    "Good evening, could you please show me the details of all those ex-students of the Institute who are currently employed in the oil and gas sector in any country of the Gulf region",
    "polite industry region",
    all(industry("oil-gas"), C.GULF),
  ),
  H(
    "Dear team, I am an old student of the 2003 batch and I wish to reconnect with my batchmates who studied electrical with me, kindly share the list",
    "polite batch trade",
    all(batch(2003), C.ELECTRICAL),
  ),
  H(
    "Kindly let me know whether there are any members who are presently residing in Rajasthan and working in the power sector, thank you in advance",
    "polite state industry",
    all(RAJASTHAN, industry("power")),
  ),
  H(
    "I am searching for someone with experience in press tools or die maintenance, preferably located in Madhya Pradesh, as we are setting up a small unit there",
    "polite craft state",
    all(DIE_PEOPLE, MP),
  ),
  H(
    "With due respect I want to ask if any of our welding alumni are settled in Africa, I will be travelling to Lagos next month",
    "polite trade continent",
    all(C.WELDING, AFRICA),
  ),
  H(
    "Would it be possible to see the list of all mechatronics alumni who are now working in Europe, I would be highly obliged",
    "polite trade region",
    all(C.MECHATRONICS, C.EUROPE),
  ),
  H(
    "Hello, I hope you are doing well. I wanted to find people from the automobile trade who live somewhere in North America, in the United States or Canada",
    "polite trade region",
    all(C.AUTOMOBILE, country(["US", "CA"])),
  ),
  H(
    "Namaste ji, please be kind enough to tell me if there is any electrician or lineman from our institute in the north eastern states",
    "polite craft region",
    all(ELECTRICIAN_OR_LINEMAN, NORTHEAST),
  ),
  H(
    "Sir, I am an alumnus of 2009 and wish to know which of my batchmates are presently working in public sector undertakings",
    "polite batch sector",
    all(batch(2009), psu),
  ),

  // Questions
  H("is there anyone working in Sweden?", "question country", country(["SE"])),
  H("does anyone work at John Deere", "question employer", employer(["johnDeere"])),
  H(
    "are there any ISTC people in Brunei or Malaysia",
    "question two-countries",
    country(["BN", "MY"], ["SG"]),
  ),
  H("any welding guys in nigeria?", "question trade country", all(C.WELDING, country(["NG"]))),
  H("who all are in France", "question country", country(["FR"])),
  H("can someone tell me who works in South Africa", "question country", country(["ZA"])),
  H("is there any lineman in the northeast", "question craft region", all(C.LINEMEN, NORTHEAST)),
  H(
    "does anybody here work for the Sikkim government",
    "question employer-kind state",
    all(government, SIKKIM),
  ),
  H("anyone at BHEL Trichy?", "question employer city", all(employer(["bhel"]), city(["trichy"]))),
  H(
    "is there a quality inspector in Andhra Pradesh",
    "question craft state",
    all(C.QUALITY, ANDHRA),
  ),
  H("who is working in Israel", "question country", country(["IL"])),
  H(
    "does any alumni work in a fertiliser company",
    "question industry",
    employer(["nfl", "qafco"]),
  ),
  H("is anyone from ISTC at Volvo", "question employer", employer(["volvo"])),
  H(
    "are there electricians in South Africa",
    "question craft country",
    all(C.ELECTRICIANS, country(["ZA"])),
  ),
  H("anybody in Gangtok?", "question city", city(["gangtok"])),

  // Batch comparisons
  H("electrical after 2018", "compare trade", all(C.ELECTRICAL, after(2018))),
  H("mechanical older than 2010 batch", "compare trade", all(C.MECHANICAL, before(2010))),
  H("civil between 2012 and 2016", "compare trade", all(C.CIVIL, batch(2012, 2016))),
  H("welding before 2005", "compare trade", all(C.WELDING, before(2005))),
  H("computer batches 2020 onwards", "compare trade", all(C.COMPUTER, from(2020))),
  H("automobile pass outs up to 2010", "compare trade", all(C.AUTOMOBILE, upTo(2010))),
  H(
    "RAC from 2015 to 2020 in India",
    "compare trade country",
    all(C.RAC, batch(2015, 2020), INDIA),
  ),
  H(
    "electronics seniors who passed out before 2012 and are abroad",
    "compare trade abroad",
    all(C.ELECTRONICS, before(2012), abroad),
  ),
  H("tool and die 2008 or later", "compare trade", all(C.TOOL_DIE, from(2008))),
  H("anyone from the 90s batches", "compare decade", batch(1990, 1999)),
  H("die mould newer than 2015", "compare trade", all(C.DIE_MOULD, after(2015))),
  H("batches earlier than 2010 in the gulf", "compare region", all(before(2010), C.GULF)),
  H(
    "CNC people who passed after 2010 but before 2016",
    "compare trade",
    all(C.CNC, batch(2011, 2015)),
  ),
  H("mechatronics from 2020 till now", "compare trade", all(C.MECHATRONICS, from(2020))),
  H(
    "civil seniors older than my batch",
    "compare me trade",
    all(C.CIVIL, before(2018)),
    ME("siliguri", 2018),
  ),

  // Several places at once
  H(
    "Ludhiana, Jalandhar or Amritsar mechanical",
    "places trade",
    all(C.MECHANICAL, city(["ludhiana", "jalandhar", "amritsar"])),
  ),
  H("electrical people in Kota, Jodhpur, Udaipur", "places trade", all(C.ELECTRICAL, RJ_CITIES)),
  H("Madurai / Trichy / Salem", "places", TN_TOWNS),
  H("members in Jabalpur, Gwalior or Bhopal", "places", city(["jabalpur", "gwalior", "bhopal"])),
  H("Haldia and Durgapur", "places", city(["haldia", "durgapur"])),
  H("Fargo or Greenville", "places-abroad", city(["fargo", "greenville"])),
  H(
    "Chennai, Coimbatore, Hosur side mechatronics",
    "places trade",
    all(C.MECHATRONICS, city(["chennai", "coimbatore", "hosur"])),
  ),
  H("Nellore Tirupati Vizag", "places", city(["nellore", "tirupati", "vizag"])),
  H("Ras Laffan / Mesaieed / Doha", "places-abroad", city(["rasLaffan", "mesaieed", "doha"])),
  H("Siliguri, Gangtok, Agartala", "places", city(["siliguri", "gangtok", "agartala"])),

  // Exclusions
  H("RAC alumni not in india", "not trade", all(C.RAC, abroad)),
  H(
    "electrical people in UP except Noida",
    "except trade state",
    all(
      C.ELECTRICAL,
      label(and(inState("UP"), not(at("noida"))), never, or(not(inIndia), at("noida"))),
    ),
  ),
  H("civil other than government jobs", "except trade sector", all(C.CIVIL, PRIVATE_JOB)),
  H("welders except gulf", "except craft region", all(C.WELDERS, NOT_GULF)),
  H(
    "computer students excluding 2026 batch",
    "except trade student batch",
    all(students, C.COMPUTER, label(not(batchIn(2026, 2026)), never, batchIn(2026, 2026))),
  ),
  H(
    "mechanical in Punjab but not Ludhiana",
    "except trade state",
    all(
      C.MECHANICAL,
      label(
        and(inState("PB"), not(at("ludhiana"))),
        inState("CH"),
        or(not(inIndia), at("ludhiana")),
      ),
    ),
  ),
  H(
    "electronics alumni abroad other than gulf",
    "except trade abroad",
    all(C.ELECTRONICS, abroad, NOT_GULF),
  ),
  H(
    "automobile not in punjab",
    "not trade state",
    all(C.AUTOMOBILE, label(not(inState("PB", "CH")), inState("CH"), inState("PB"))),
  ),
  H(
    "tool & die alumni apart from Qatar",
    "except trade country",
    all(C.TOOL_DIE, label(not(inCountry("QA")), never, inCountry("QA"))),
  ),
  H(
    "mechatronics excluding students",
    "except trade student",
    all(C.MECHATRONICS, label(not(isStudent), never, isStudent)),
  ),
  H(
    "all welding except welding inspectors",
    "except trade craft",
    all(C.WELDING, label(not(isCraft("welding-inspector")), never, isCraft("welding-inspector"))),
  ),

  // Distances
  H("within 20 km of Varanasi", "near radius", near("varanasi", 20)),
  H("Kota ke paas mechanical", "near hindi trade", all(C.MECHANICAL, near("kota", 50))),
  H("people near Gangtok", "near", near("gangtok", 30)),
  H("within 100 km of Jabalpur", "near radius", near("jabalpur", 100)),
  H("Tirupati ke aas paas koi", "near hindi", near("tirupati", 50)),
  H("within 50km of Trichy, CNC", "near radius trade", all(C.CNC, near("trichy", 50))),
  H("near Durgapur", "near", near("durgapur", 30)),
  H(
    "Jodhpur ke nazdeek electrical wala",
    "near hindi trade",
    all(C.ELECTRICAL, near("jodhpur", 50)),
  ),
  H("within 10 km of Haifa", "near radius abroad", near("haifa", 10)),
  H(
    "around 40 kms from Jalandhar, automobile",
    "near radius trade",
    all(C.AUTOMOBILE, near("jalandhar", 40)),
  ),
  H("within 150 km of Indore", "near radius", near("indore", 150)),
  H("close to Siliguri", "near", near("siliguri", 30)),

  // Regions
  H("Purvanchal ke log", "region hindi", PURVANCHAL),
  H("east UP electrical", "region trade", all(C.ELECTRICAL, PURVANCHAL)),
  H("doaba area automobile", "region trade", all(C.AUTOMOBILE, DOABA)),
  H("north east india", "region", NORTHEAST),
  H("Scandinavia", "region-abroad", SCANDINAVIA),
  H("sub-Saharan Africa", "region-abroad", AFRICA),
  H("south east asia", "region-abroad", SE_ASIA),
  H("US midwest", "region-abroad", US_MIDWEST),
  H("central india electrical", "region trade", all(C.ELECTRICAL, CENTRAL)),
  H("kashmir valley", "region", KASHMIR),
  H("east india PSU", "region sector", all(EAST, psu)),
  H("south india civil", "region trade", all(C.SOUTH, C.CIVIL)),
  H("Europe die & mould", "region trade", all(C.EUROPE, C.DIE_MOULD)),

  // Sectors, groups, company abbreviations
  H("BHEL people", "employer", employer(["bhel"])),
  H("DVC", "employer abbrev", employer(["dvc"])),
  H("L&T folks in construction", "employer group", label(isEmployer("lt"), inGroup("lt"))),
  H("HPL haldia", "employer abbrev city", employer(["haldiaPetro"])),
  H("BLW Varanasi", "employer abbrev", employer(["blw"])),
  H(
    "CPWD",
    "employer abbrev",
    employer(["cpwd"], and(inSector("govt-dept"), inIndustry("construction"))),
  ),
  H("tata group east india", "group region", all(group("tata"), EAST)),
  H("JSW plants", "group", group("jsw")),
  H("PSU ppl in west bengal", "sector state", all(psu, WEST_BENGAL)),
  H("state genco / discom people Rajasthan", "sector state", all(STATE_UTILITY, RAJASTHAN)),
  H("aerospace companies", "industry", industry("aerospace")),
  H("automobile OEM abroad", "industry abroad", all(industry("auto"), abroad)),
  H("oil & gas", "industry", industry("oil-gas")),
  H("MNC in Europe", "employer-kind region", all(MNC, C.EUROPE)),
  H("govt jobs in Tamil Nadu", "sector state", all(government, C.TAMIL_NADU)),
  H(
    "ordnance factory",
    "employer-kind",
    label(isEmployer("gcf"), isEmployer("hal", "bel", "drdo"), inSector("private", "own-business")),
  ),
  H("TSECL", "employer abbrev", employer(["tsecl"])),
  H("RVUNL", "employer abbrev", employer(["rvunl"])),
  H("VECV Eicher", "employer", employer(["vecv"])),
  H("Amara Raja", "employer", employer(["amaraRaja"])),
  H("Shell Brunei", "employer", employer(["bsp"])),
  H("Force Motors", "employer", employer(["forceMotors"])),
  H("Suzlon wind", "employer", employer(["suzlon"])),
  H("shapoorji", "employer", employer(["shapoorji"])),
  H("railway electrical engineers", "sector craft", all(RAILWAYS, C.ELECTRICAL_ENGINEERS)),
  H("mahindra group tractors", "group industry", all(group("mahindra"), industry("tractors"))),
  H("steel plants in east", "industry region", all(industry("steel"), EAST)),
  H("power sector people in Bengal", "industry state", all(industry("power"), WEST_BENGAL)),

  // Unusual job titles
  H("shift engineers", "title", SHIFT_ENGINEERS),
  H("foreman in ordnance factory", "title sector", all(FOREMEN, DEFENCE)),
  H("DET trainees", "title", TRAINEES),
  H("NAPS apprentice", "title", alsoAccept(label(titled(/apprentice/i)), TRAINEES.expect)),
  H("site in-charge", "title", SITE_INCHARGES),
  H("technical assistant", "title", label(titled(/technical assistant/i))),
  H("estimators", "title", ESTIMATORS),
  H("Sr. Executive Maintenance", "title craft", C.MAINTENANCE),
  H("field service engr", "title", FIELD_SERVICE),
  H(
    "draughtsman gr II civil",
    "title craft trade",
    alsoAccept(all(C.DRAUGHTSMEN, C.CIVIL), isCraft("draughtsman")),
  ),
  H("tooling engineer aerospace", "title industry", all(C.TOOL_DESIGNERS, industry("aerospace"))),
  H("firmware engineers", "title craft", C.EMBEDDED),
  H("robotics engineer at a startup", "title craft", C.ROBOT),
  H("CNC setter", "title craft", C.CNC_OPERATORS),

  // Two or three criteria in plain words
  H(
    "mechanical 2011 batch in Rajasthan",
    "trade batch state",
    all(C.MECHANICAL, batch(2011), RAJASTHAN),
  ),
  H(
    "electronics abroad in oil & gas",
    "trade abroad industry",
    all(C.ELECTRONICS, abroad, industry("oil-gas")),
  ),
  H(
    "civil engineers in govt jobs in the hills",
    "craft sector region",
    all(
      C.CIVIL_ENGINEERS,
      government,
      alsoAccept(region("hills"), inState("HP", "UK", "JK", "SK")),
    ),
  ),
  H("computer alumni freelancing", "trade own", all(C.COMPUTER, OWN)),
  H("automobile students from UP", "student trade state", all(students, C.AUTOMOBILE, C.UP)),
  H("current RAC students", "current-student trade", all(currentStudents, C.RAC)),
  H(
    "electronics students from punjab villages",
    "student trade state",
    all(students, C.ELECTRONICS, C.PUNJAB),
  ),
  H("computer students rajasthan", "student trade state", all(students, C.COMPUTER, RAJASTHAN)),
  H("welders at steel plants", "craft industry", all(C.WELDERS, industry("steel"))),
  H(
    "instrumentation people in oil and gas abroad",
    "craft industry abroad",
    all(C.INSTRUMENTATION, industry("oil-gas"), abroad),
  ),
  H("hvac technicians self employed", "craft own", all(C.HVAC, OWN)),
  H("machinists in the gulf", "craft region", all(C.MACHINISTS, C.GULF)),
  H("mould designers working from home", "craft own", all(C.MOULD, OWN)),
  H(
    "electricians abroad 2000s batches",
    "craft abroad batch",
    all(C.ELECTRICIANS, abroad, batch(2000, 2009)),
  ),
  H(
    "quality inspectors in batteries / manufacturing",
    "craft industry",
    all(C.QUALITY, industry("manufacturing")),
  ),
  H("embedded engineers outside india", "craft abroad", all(C.EMBEDDED, abroad)),
  H("lineman tripura", "craft state", all(C.LINEMEN, TRIPURA)),
  H("civil 2013 sikkim", "trade batch state", all(C.CIVIL, batch(2013), SIKKIM)),
  H("service advisors in up", "craft state", all(SERVICE_ADVISORS, C.UP)),
  H(
    "surveyors in andhra",
    "craft state",
    alsoAccept(all(C.SURVEYORS, ANDHRA), and(isCraft("civil-engineer"), inState("AP"))),
  ),
  H("accountants in the gulf", "craft region", all(C.ACCOUNTANTS, C.GULF)),
  H("students from sikkim or tripura", "student states", all(students, state(["SK", "TR"]))),
  H(
    "die and mould pithampur 2014",
    "trade city batch",
    all(C.DIE_MOULD, city(["pithampur"], ["indore"]), batch(2014)),
  ),
  H("automation engineers sweden", "craft country", all(C.AUTOMATION, country(["SE"]))),
  H(
    "tool room in qatar",
    "craft country",
    all(label(or(isTrade("tool-die"), isCraft("tool-die-maker", "machinist"))), country(["QA"])),
  ),
  H("electrical in the army or air force", "trade sector", all(C.ELECTRICAL, DEFENCE)),
  H(
    "civil in private construction companies",
    "trade sector industry",
    all(C.CIVIL, label(and(inSector("private"), inIndustry("construction")))),
  ),
];
