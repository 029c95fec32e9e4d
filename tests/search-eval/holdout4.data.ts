import * as C from "./common.js";
import { query, type EvalQuery } from "./common.js";
import {
  abroad,
  all,
  alsoAccept,
  and,
  batch,
  city,
  country,
  craft,
  currentStudents,
  employer,
  government,
  group,
  inIndustry,
  inSector,
  isCraft,
  isEmployer,
  isTrade,
  keys,
  label,
  near,
  nobody,
  not,
  or,
  placeOf,
  psu,
  region,
  state,
  students,
  type Pred,
} from "./labels.js";

// The fourth held-out part, written (labels included) before the search was run on it, without
// reading the search's code or vocabulary: students, alumni abroad, recruiters and admins searching
// in English, Hinglish and Punjabi-English, with misspellings, abbreviations, questions, long
// recruiter sentences and terse keyword strings; employers by name, abbreviation, group and sector;
// places by city, old name, state, region and country; "near X"; batch years and ranges. Labelled
// over the whole population (q01-q60 added with it: hill towns, J&K and Ladakh, the northeast, the
// south and west, the Gulf, Canada, Europe, the US, Australia, New Zealand, Singapore). Never tuned
// on: the evaluation prints its figures only, never its queries.
const H = query(true, "holdout4");

// ---- labels of this part ------------------------------------------------------------------------

const never: Pred = () => false;
const inIndia: Pred = (m) => placeOf(m).country === "IN";
const inCountry =
  (...codes: string[]): Pred =>
  (m) =>
    codes.includes(placeOf(m).country);
const batchBefore =
  (year: number): Pred =>
  (m) =>
    m.truth.batch < year;
const batchFrom =
  (year: number): Pred =>
  (m) =>
    m.truth.batch >= year;

/** The northeast's states. */
const NORTHEAST = state(["AS", "ML", "AR", "NL", "MN", "MZ", "TR", "SK"]);
/** Jammu and Kashmir; Ladakh (part of the state until 2019) borderline. */
const JK_LADAKH = state(["JK"], ["LA"]);
/** The Kashmir valley: its towns expected, the rest of J&K accepted. */
const KASHMIR = label(
  (m) => ["srinagar", "anantnag"].includes(m.truth.place),
  (m) => inIndia(m) && ["JK", "LA"].includes(placeOf(m).state),
  not(inIndia),
);
const HILLS = region("hills");
const NORTH_AMERICA = region("north-america");
const SAUDI = country(["SA"]);
const QATAR = country(["QA"]);
const NZ = country(["NZ"], ["AU"]);
const SINGAPORE = country(["SG"]);
const TRIVANDRUM = city(["trivandrum"]);
const VADODARA = city(["vadodara"]);
const PATIALA = city(["patiala"], ["rajpura"]);

/** State governments' bodies: utilities and departments; their colleges and the UT's admin borderline. */
const STATE_GOVT = label(
  or(
    inSector("state-utility"),
    isEmployer(
      "pwdPunjab",
      "ujvn",
      "pbGovt",
      "mpPwd",
      "ukPwd",
      "mlPwd",
      "mandiBoard",
      "mcLudhiana",
      "mcAmritsar",
      "punjabRoadways",
      "pddJk",
    ),
  ),
  isEmployer("chdEngg", "govtPoly", "govtIti", "govtSchool"),
  inSector("private", "private-college", "own-business"),
);
const PWD = isEmployer("pwdPunjab", "mpPwd", "ukPwd", "mlPwd");
const MUNICIPAL = label(isEmployer("mcLudhiana", "mcAmritsar"), isEmployer("chdEngg"));
const DEFENCE = label(
  inSector("defence"),
  isEmployer("hal", "bel"),
  inSector("private", "own-business", "private-college"),
);
const RAILWAYS = label(inSector("railways"), never, inSector("private", "own-business"));
const GOVT_DEPT = label(
  inSector("govt-dept", "defence"),
  inSector("psu", "state-utility", "railways", "govt-college"),
  inSector("private", "own-business", "private-college"),
);
/** HVAC technicians; the HVAC mechanical engineer in Riyadh borderline. */
const HVAC = alsoAccept(C.HVAC, keys(["z10"]).expect);
const STATE_UTILITY = label(inSector("state-utility"), inSector("psu"));
const SOLAR = keys(["e16", "e25", "q16"], ["x12"]);
const SERVICE_ADVISORS = craft(["service-advisor"], isCraft("auto-mechanic"));
const IT_SUPPORT = craft(["it-support"], isCraft("network-engineer"));
const TESTERS = craft(["software-tester"], isCraft("quality-engineer"));
const PRESS_TOOL_DESIGNERS = craft(["tool-designer"], isCraft("mould-designer", "tool-die-maker"));
const MOULD_MAKERS = label(
  or(isCraft("mould-designer"), and(isTrade("die-mould"), isCraft("tool-die-maker"))),
  or(isTrade("die-mould"), isCraft("tool-die-maker", "tool-designer")),
);
const SEMICONDUCTOR = keys(["x05", "q32"], ["x13", "x06"]);
const ARMY = label(
  isEmployer("army"),
  inSector("defence"),
  inSector("private", "own-business", "private-college"),
);
const OWN_BUSINESS = label(inSector("own-business"), isCraft("founder"));
const AEROSPACE = label(inIndustry("aerospace"), isEmployer("airForce"));
const AUTO_INDUSTRY = label(inIndustry("auto"), inIndustry("tractors"));
const STEEL = label(inIndustry("steel"));
const OIL_GAS = label(inIndustry("oil-gas"));
const POWER = label(inIndustry("power"), or(inSector("state-utility"), isEmployer("pddJk")));
const BIG_TECH = employer(["google", "amazon", "microsoft"]);
/** Canada's prairie provinces asked for: Alberta and Saskatchewan; elsewhere in Canada borderline. */
const ALBERTA_SASK = label(
  (m) => placeOf(m).country === "CA" && ["AB", "SK"].includes(placeOf(m).state),
  inCountry("CA"),
  not(inCountry("CA")),
);
const PB_HR = state(["PB", "HR"], ["CH"]);
const GULF_ELSEWHERE = label(not(inCountry("AE")), never, inCountry("AE"));

// ---- the queries --------------------------------------------------------------------------------

export const HOLDOUT4_QUERIES: EvalQuery[] = [
  // Crafts: specific terms narrow
  H("electricians / wiremen", "craft", C.ELECTRICIANS),
  H("electrecian", "craft misspelling", C.ELECTRICIANS),
  H(
    "any electrician bhai in ludhiana?",
    "craft city hinglish question",
    all(C.ELECTRICIANS, C.LUDHIANA),
  ),
  H(
    "koi electrician hai canada ch?",
    "craft country punjabi question",
    all(C.ELECTRICIANS, C.CANADA),
  ),
  H("sarkari naukri wale electricians", "craft sector hinglish", all(C.ELECTRICIANS, government)),
  H(
    "linemen working with HPSEBL",
    "craft employer abbreviation",
    all(C.LINEMEN, employer(["hpsebl"])),
  ),
  H("ALM / lineman in power discoms", "craft sector abbreviation", all(C.LINEMEN, STATE_UTILITY)),
  H(
    "electrical engineers in state electricity boards",
    "craft sector",
    alsoAccept(all(C.ELECTRICAL_ENGINEERS, STATE_UTILITY), isEmployer("pddJk")),
  ),
  H(
    "EE graduates doing substation work for a PSU",
    "craft sector abbreviation",
    all(C.ELECTRICAL_ENGINEERS, psu),
  ),
  H("draftsmen", "craft spelling", C.DRAUGHTSMEN),
  H("draftman autocad", "craft misspelling terse", C.DRAUGHTSMEN),
  H("welders who do tig and mig", "craft", C.WELDERS),
  H("welder bhai gulf wich", "craft region punjabi", all(C.WELDERS, C.GULF)),
  H("CSWIP certified welding inspectors", "craft", C.WELDING_INSPECTORS),
  H("boilermakers and pipe welders overseas", "craft abroad", all(C.WELDERS, abroad)),
  H("HVAC techs in the Gulf", "craft region abbreviation", all(HVAC, C.GULF)),
  H("AC mechanic near Chandigarh", "craft near", all(C.HVAC, near("chandigarh"))),
  H("refrigration mechanics", "craft misspelling", HVAC),
  H("CNC machinists abroad", "craft abroad", all(C.MACHINISTS, abroad)),
  H("VMC / CNC operators", "craft abbreviation", C.CNC_OPERATORS),
  H("cnc programers", "craft misspelling", C.CNC_PROGRAMMERS),
  H("toolmakers down south", "craft region", all(C.TOOLMAKERS, C.SOUTH)),
  H("press tool designers", "craft", PRESS_TOOL_DESIGNERS),
  H("mold makers in gujarat", "craft state spelling", all(MOULD_MAKERS, C.GUJARAT)),
  H("PLC programers siemens / rockwell", "craft misspelling", C.PLC),
  H("robotics guys (fanuc, kuka, abb robots)", "craft slang", C.ROBOT),
  H("controls engineers in north america", "craft region", all(C.AUTOMATION, NORTH_AMERICA)),
  H("instrumantation engg", "craft misspelling", C.INSTRUMENTATION),
  H("embedded C folks", "craft slang", C.EMBEDDED),
  H("anyone working in semiconductors?", "industry question", SEMICONDUCTOR),
  H("telecom engineers BSNL or Jio", "craft employer", C.TELECOM),
  H("electronics technicians in defence", "craft sector", all(C.ELECTRONICS_TECHNICIANS, DEFENCE)),
  H(
    "SDEs at big tech (google amazon microsoft)",
    "craft employer abbreviation",
    all(C.SOFTWARE, BIG_TECH),
  ),
  H("coders in canada", "craft country slang", all(C.SOFTWARE, C.CANADA)),
  H("data analysts / BI people", "craft abbreviation", C.DATA),
  H("IT helpdesk and desktop support", "craft", IT_SUPPORT),
  H("software testers (manual / selenium)", "craft", TESTERS),
  H("quality engineers in the auto sector", "craft industry", all(C.QUALITY, AUTO_INDUSTRY)),
  H("QA/QC people at PSUs", "craft sector abbreviation", all(C.QUALITY, psu)),
  H(
    "maint engg in aviation",
    "craft industry abbreviation terse",
    alsoAccept(all(C.MAINTENANCE, AEROSPACE), isEmployer("airForce")),
  ),
  H("fitter job wale", "craft", C.FITTERS),
  H("millwright in canada", "craft country", all(C.FITTERS, C.CANADA)),
  H("production engg", "craft abbreviation terse", C.PRODUCTION_ENGINEERS),
  H("mech design engineers catia", "craft abbreviation", C.DESIGN_ENGINEERS),
  H("mechanical engineers in PSUs", "craft sector", all(C.MECHANICAL_ENGINEERS, psu)),
  H("mechanicle engineers", "craft misspelling", C.MECHANICAL_ENGINEERS),
  H("motor mechanics / car mechanics", "craft", C.AUTO_MECHANICS),
  H("heavy duty / diesel mechanics overseas", "craft abroad", all(C.AUTO_MECHANICS, abroad)),
  H("automobile engineers (R&D, testing, EV)", "craft", C.AUTO_ENGINEERS),
  H(
    "service advisors at car dealerships",
    "craft employer-kind",
    all(SERVICE_ADVISORS, label(isEmployer("smallDealer", "dealerCa"), inIndustry("auto"))),
  ),
  H("civil engineers in government departments", "craft sector", all(C.CIVIL_ENGINEERS, GOVT_DEPT)),
  H("surveyer", "craft misspelling terse", C.SURVEYORS),
  H(
    "instructors at government ITIs",
    "craft employer abbreviation",
    all(C.INSTRUCTORS, label(isEmployer("govtIti"), inSector("govt-college"))),
  ),
  H(
    "polytechnic lecturers",
    "craft employer",
    all(C.LECTURERS, label(isEmployer("govtPoly"), inSector("govt-college"))),
  ),
  H("padhane wale log (teachers) in punjab", "craft state hinglish", all(C.TEACHERS, C.PUNJAB)),
  H("founders and entrepreneurs", "craft", C.FOUNDERS),
  H(
    "people running their own business in mohali",
    "sector city",
    all(
      OWN_BUSINESS,
      city(["mohali"], ["kharar", "zirakpur", "derabassi", "chandigarh", "gharuan"]),
    ),
  ),
  H("loco pilot", "craft", C.LOCO_PILOTS),
  H("HR / recruiters among alumni", "craft", C.HR),
  H("sales guys", "craft slang", C.SALES),
  H("who is a project manager?", "craft", C.PROJECT_MANAGERS),
  H("plant heads in manufacturing", "craft", C.PLANT_MANAGERS),
  H("site supervisors in civil construction", "craft", C.CIVIL_ENGINEERS),

  // Trades: general terms broaden
  H("mechatronics walle in Pune", "trade city hinglish", all(C.MECHATRONICS, C.PUNE)),
  H(
    "mainu mechanical wale chahide ne Ludhiana to",
    "trade city punjabi",
    all(C.MECHANICAL, C.LUDHIANA),
  ),
  H("tool & die batch 2005 to 2010", "trade batch-range", all(C.TOOL_DIE, batch(2005, 2010))),
  H("TDM guys in gurgaon", "trade city abbreviation old-name", all(C.TOOL_DIE, C.GURUGRAM)),
  H("die and mould people", "trade", C.DIE_MOULD),
  H("RAC trade", "trade abbreviation terse", C.RAC),
  H("refrigeration & air conditioning alumni abroad", "trade abroad", all(C.RAC, abroad)),
  H("electrical trade members in himachal", "trade state", all(C.ELECTRICAL, C.HIMACHAL)),
  H(
    "electronics and comm members in bangalore",
    "trade city old-name",
    all(C.ELECTRONICS, C.BENGALURU),
  ),
  H("ECE wale noida mein", "trade city hinglish abbreviation", all(C.ELECTRONICS, city(["noida"]))),
  H("computer science people in the tricity", "trade region", all(C.COMPUTER, C.TRICITY)),
  H("civil diploma holders in uttarakhand", "trade state", all(C.CIVIL, C.UTTARAKHAND)),
  H("automobile trade 2013", "trade batch terse", all(C.AUTOMOBILE, batch(2013))),
  H("welding dept alumni", "trade", C.WELDING),
  H("cnc trade people in haryana", "trade state", all(C.CNC, C.HARYANA)),
  H("mekatronics", "trade misspelling terse", C.MECHATRONICS),

  // Employers: name, abbreviation, group
  H("HAL bengaluru wale", "employer abbreviation terse", employer(["hal"])),
  H("is anyone from ISTC at Hindustan Aeronautics?", "employer question", employer(["hal"])),
  H("who works at BHEL?", "employer question", employer(["bhel"])),
  H("Maruti Suzuki alumni", "employer", employer(["maruti"])),
  H("MSIL", "employer abbreviation terse", employer(["maruti"])),
  H("PSEB wale", "employer old-name hinglish", employer(["pspcl"])),
  H("Punjab State Power Corporation Ltd employees", "employer", employer(["pspcl"])),
  H("DMW Patiala", "employer city", employer(["dmw"], inSector("railways"))),
  H("Infosys people", "employer", employer(["infosys", "infosysBpm"])),
  H("infosys bpm", "employer terse", employer(["infosysBpm"], isEmployer("infosys"))),
  H("Emirates Engineering Dubai", "employer city", employer(["emirates"])),
  H("aramco wale", "employer terse", employer(["aramco"])),
  H("Bombardier", "employer terse", employer(["bombardierAero"], isEmployer("bombardier"))),
  H("Siemens Energy", "employer", employer(["siemensEnergy"], isEmployer("siemens"))),
  H("anyone in any Siemens company", "employer question", employer(["siemens", "siemensEnergy"])),
  H("Tata group companies", "group", group("tata")),
  H("tata steel jamshedpur", "employer city terse", employer(["tataSteel"])),
  H("adani group", "group terse", group("adani")),
  H("JSW", "group abbreviation terse", group("jsw")),
  H("Larsen & Toubro group companies", "group", group("lt")),
  H("mahindra group", "group", group("mahindra")),
  H("rolls royce derby", "employer city terse", employer(["rollsRoyce"])),
  H("airbus hamburg", "employer city terse", employer(["airbus"])),
  H("who is at Micron?", "employer question", employer(["micron"])),
  H("TVS Motor", "employer", employer(["tvs"])),
  H("MRPL mangalore", "employer abbreviation old-name", employer(["mrpl"])),
  H("BRO", "employer abbreviation terse", employer(["bro"], inSector("defence"))),
  H("Border Roads Organisation", "employer", employer(["bro"], inSector("defence"))),
  H("DRDO labs", "employer abbreviation", employer(["drdo"], inSector("defence"))),
  H("IOCL / IndianOil", "employer abbreviation", employer(["iocl"])),
  H("amazon employees", "employer", employer(["amazon"])),
  H("HCLTech", "employer terse", employer(["hcl"])),
  H("UPCL uttarakhand", "employer abbreviation state", employer(["upcl"])),
  H("HPSEB", "employer abbreviation old-name terse", employer(["hpsebl"])),
  H("UST Global trivandrum", "employer city old-name", employer(["ust"])),
  H("Govt ITI staff", "employer", employer(["govtIti"], inSector("govt-college"))),
  H("municipal corporation staff", "employer-kind", MUNICIPAL),
  H(
    "PWD civil engineers",
    "employer craft abbreviation",
    label(and(PWD, isCraft("civil-engineer")), PWD),
  ),

  // Sectors and industries
  H("who all are in PSUs?", "sector question", psu),
  H("railway employees", "sector", RAILWAYS),
  H("indian railways mein kaun kaun hai", "sector hinglish question", RAILWAYS),
  H("defence sector", "sector", DEFENCE),
  H("ex-army or serving fauji members", "sector hinglish", ARMY),
  H("state govt employees", "sector abbreviation", STATE_GOVT),
  H("government jobs in Uttarakhand", "sector state", all(government, C.UTTARAKHAND)),
  H("govt job holders in J&K", "sector state abbreviation", all(government, JK_LADAKH)),
  H("oil & gas industry people", "industry terse", OIL_GAS),
  H("aviation / aerospace industry", "industry", AEROSPACE),
  H(
    "electrical engineers in the power sector",
    "industry craft",
    all(POWER, C.ELECTRICAL_ENGINEERS),
  ),
  H("automotive industry", "industry", AUTO_INDUSTRY),
  H("steel plants", "industry", STEEL),
  H("IT companies in Bangalore", "industry city old-name", all(C.TECH, C.BENGALURU)),
  H("solar people", "industry slang", SOLAR),

  // Places: cities, old names, states, regions
  H("who is in Bombay", "city old-name terse", C.MUMBAI),
  H("anyone in Calcutta", "city old-name question", C.KOLKATA),
  H("Madras alumni", "city old-name", C.CHENNAI),
  H("trivandrum side", "city old-name terse", TRIVANDRUM),
  H("baroda gujarat", "city old-name terse", VADODARA),
  H("poona alumni", "city old-name terse", C.PUNE),
  H("Gurgaon members", "city old-name", C.GURUGRAM),
  H("simla hp", "city old-name terse", C.SHIMLA),
  H("chandigrah members", "city misspelling terse", C.CHANDIGARH),
  H("ludhiyana wale", "city misspelling hinglish", C.LUDHIANA),
  H("hydrabad", "city misspelling terse", city(["hyderabad"])),
  H("jalandar", "city misspelling terse", city(["jalandhar"])),
  H("members from jammu and kashmir", "state", JK_LADAKH),
  H("kashmir valley members", "region", KASHMIR),
  H("anyone posted in Ladakh?", "state question", state(["LA"], ["JK"])),
  H("uttrakhand", "state misspelling terse", C.UTTARAKHAND),
  H("who lives up in the hills", "region question", HILLS),
  H("pahadi members (hill stations)", "region hinglish", HILLS),
  H("anyone from the north east?", "region question", NORTHEAST),
  H("assam or meghalaya", "state", state(["AS", "ML"])),
  H("south india alumni", "region", C.SOUTH),
  H("west india - gujarat maharashtra goa", "region state", state(["GJ", "MH", "GA"])),
  H("anyone in kerala", "state terse", C.KERALA),
  H("karnataka members", "state", C.KARNATAKA),
  H("tamilnadu", "state terse", C.TAMIL_NADU),
  H("maharashtra members", "state", C.MAHARASHTRA),
  H("rajasthan", "state terse", state(["RJ"])),

  // Places abroad, after any verb
  H("members working in the middle east", "region synonym", C.GULF),
  H("anyone in KSA", "country abbreviation question", SAUDI),
  H("saudi arabia mein kaun hai", "country hinglish question", SAUDI),
  H("working in qatar", "country terse", QATAR),
  H("who is in Bahrain or Oman", "country question", country(["BH", "OM"])),
  H("gulf but not the UAE", "region negation", all(C.GULF, GULF_ELSEWHERE)),
  H("settled in canada", "country verb", C.CANADA),
  H("canda", "country misspelling terse", C.CANADA),
  H("working out of Germany", "country verb", C.GERMANY),
  H("based in the UK", "country verb", C.UK),
  H("US based alumni", "country abbreviation", C.USA),
  H("moved to new zealand", "country verb", NZ),
  H("austrailia", "country misspelling terse", C.AUSTRALIA),
  H("living in singapore", "country verb", SINGAPORE),
  H("alumni settled in europe", "region terse", C.EUROPE),
  H("alumni abroad / NRIs", "abroad", abroad),
  H(
    "ontario canada",
    "state-abroad terse",
    label(
      (m) => placeOf(m).country === "CA" && placeOf(m).state === "ON",
      inCountry("CA"),
      not(inCountry("CA")),
    ),
  ),

  // Near
  H("near patiala", "near", near("patiala")),
  H("anyone close to Jalandhar", "near", near("jalandhar")),
  H("members around Roorkee", "near", near("roorkee")),
  H("ludhiana 50km radius", "near radius", near("ludhiana", 50)),
  H("people near baddi industrial area", "near", near("baddi")),
  H("near me", "near me", near("dehradun"), { place: "dehradun", batch: 2012 }),
  H("mechanical people near me", "trade near me", all(C.MECHANICAL, near("patiala")), {
    place: "patiala",
    batch: 2014,
  }),

  // Batches
  H("2011 batch", "batch", batch(2011)),
  H("pass outs 2008-2012", "batch-range", batch(2008, 2012)),
  H("batch of '98", "batch abbreviation", batch(1998)),
  H("my batch mates in any trade", "batch me", batch(2016), { place: "pune", batch: 2016 }),
  H("seniors who passed before 2000", "batch-range", label(batchBefore(2000))),
  H("2025 batch students", "batch student", all(batch(2025), students)),
  H("mechanical pre-2005", "trade batch-range", all(C.MECHANICAL, label(batchBefore(2005)))),
  H(
    "electrical 2015 onwards in government",
    "trade batch-range sector",
    all(C.ELECTRICAL, label(batchFrom(2015)), government),
  ),
  H("civil 2012", "trade batch terse", all(C.CIVIL, batch(2012))),

  // Students
  H("current students in civil", "student trade", all(currentStudents, C.CIVIL)),
  H("students from panchkula", "student city", all(students, C.PANCHKULA)),
  H("RAC ke students", "student trade hinglish", all(students, C.RAC)),
  H("juniors in automobile still studying", "student trade", all(currentStudents, C.AUTOMOBILE)),
  H("Mohali de students", "student city punjabi", all(students, C.MOHALI)),
  H("die & mould students", "student trade", all(students, C.DIE_MOULD)),

  // Recruiters: long sentences
  H(
    "Looking for a TIG/MIG welder with Gulf experience, preferably currently in the Middle East",
    "recruiter craft region",
    all(C.WELDERS, C.GULF),
  ),
  H(
    "We are hiring electrical engineers for a solar EPC project - anyone from ISTC working in solar?",
    "recruiter industry question",
    SOLAR,
  ),
  H(
    "need a maintenance electrician for our pharma plant in Baddi, someone who lives nearby",
    "recruiter craft near",
    all(C.ELECTRICIANS, near("baddi")),
  ),
  H(
    "Hiring CNC setter-operators with Fanuc control experience in Punjab or Haryana",
    "recruiter craft state",
    all(C.CNC_OPERATORS, PB_HR),
  ),
  H(
    "our firm in Calgary needs a journeyman or industrial electrician - anyone from ISTC in Alberta or Saskatchewan?",
    "recruiter craft state-abroad question",
    all(C.ELECTRICIANS, ALBERTA_SASK),
  ),
  H(
    "Looking for a QA/QC civil engineer in the UAE for a villa project",
    "recruiter craft country",
    all(C.CIVIL_ENGINEERS, C.UAE),
  ),
  H(
    "need freshers: 2025 or 2026 pass-outs in electrical or electronics",
    "recruiter batch-range trade",
    label(
      and(
        isTrade("electrical", "electronics"),
        (m) => m.truth.batch >= 2025 && m.truth.batch <= 2026,
      ),
    ),
  ),
  H(
    "we want an experienced HVAC technician for chiller maintenance in Qatar or Kuwait",
    "recruiter craft country",
    all(C.HVAC, country(["QA", "KW"])),
  ),
  H(
    "Searching for a robot programmer who has worked in a car plant paint shop or body shop",
    "recruiter craft industry",
    alsoAccept(all(C.ROBOT, label(inIndustry("auto"))), isCraft("robot-programmer")),
  ),
  H(
    "Any mechanical engineer with refinery or offshore experience, open to a rotation in the Gulf?",
    "recruiter craft industry question",
    all(C.MECHANICAL_ENGINEERS, OIL_GAS),
  ),
  H(
    "urgent requirement: toolroom foreman / tool and die maker, Ludhiana or Mohali preferred",
    "recruiter craft city",
    all(C.TOOLMAKERS, city(["ludhiana", "mohali"], ["kharar", "zirakpur", "chandigarh"])),
  ),
  H(
    "I run a startup in Bengaluru and need embedded or firmware engineers, ideally already in the south",
    "recruiter craft region",
    all(C.EMBEDDED, C.SOUTH),
  ),

  // Admins
  H("verified members in Leh and Udhampur", "admin city", city(["leh", "udhampur"], ["jammu"])),
  H("all 2026 batch", "admin batch", batch(2026)),
  H("members in nainital or almora", "admin city", city(["nainital", "almora"])),

  // Terse keyword strings
  H(
    "ee pspcl patiala",
    "terse craft employer city",
    all(C.ELECTRICAL_ENGINEERS, employer(["pspcl"]), PATIALA),
  ),
  H(
    "civil je pwd",
    "terse craft employer abbreviation",
    label(and(PWD, isCraft("civil-engineer")), PWD),
  ),
  H("rac dubai", "terse trade city", all(C.RAC, city(["dubai"], ["sharjah", "abudhabi"]))),
  H("mech 2005 psu", "terse trade batch sector", all(C.MECHANICAL, batch(2005), psu)),
  H("ece bangalore embedded", "terse craft city old-name", all(C.EMBEDDED, C.BENGALURU)),
  H("welder railways", "terse craft sector", all(C.WELDERS, RAILWAYS)),
  H("software dev germany", "terse craft country", all(C.SOFTWARE, C.GERMANY)),
  H("lineman himachal", "terse craft state", all(C.LINEMEN, C.HIMACHAL)),
  H("plc dubai", "terse craft city", all(C.PLC, city(["dubai"], ["sharjah", "abudhabi"]))),
  H("surveyor meghalaya", "terse craft state", all(C.SURVEYORS, state(["ML"]))),

  // Combinations
  H("electrical engineers in germany", "craft country", all(C.ELECTRICAL_ENGINEERS, C.GERMANY)),
  H("software engineers in the US", "craft country", all(C.SOFTWARE, C.USA)),
  H("mechanical engineers in saudi", "craft country", all(C.MECHANICAL_ENGINEERS, SAUDI)),
  H("civil engineers up in the hills", "craft region", all(C.CIVIL_ENGINEERS, HILLS)),
  H("electricians working abroad", "craft abroad", all(C.ELECTRICIANS, abroad)),
  H("instructors in himachal", "craft state", all(C.TEACHERS, C.HIMACHAL)),
  H("maintenance engineers in the northeast", "craft region", all(C.MAINTENANCE, NORTHEAST)),
  H(
    "design engineers gurgaon 2021",
    "craft city batch old-name",
    all(C.DESIGN_ENGINEERS, C.GURUGRAM, batch(2021)),
  ),
  H(
    "production engineers in Madras or Bangalore",
    "craft city old-name",
    all(C.PRODUCTION_ENGINEERS, city(["chennai", "bengaluru"], ["hosur"])),
  ),
  H("quality people in Haridwar", "craft city", all(C.QUALITY, city(["haridwar"], ["roorkee"]))),
  H("automation engineers in Coimbatore", "craft city", all(C.AUTOMATION, city(["coimbatore"]))),
  H("data analyst chandigarh", "craft city terse", all(C.DATA, C.CHANDIGARH)),
  H("Tata group people abroad", "group abroad", all(group("tata"), abroad)),
  H("L&T in the south", "group region abbreviation", all(group("lt"), C.SOUTH)),
  H("PSU employees in the south", "sector region", all(psu, C.SOUTH)),
  H("defence people in J&K", "sector state", all(DEFENCE, JK_LADAKH)),
  H("railway people in Punjab", "sector state", all(RAILWAYS, C.PUNJAB)),

  // Nobody answers
  H("anyone at ISRO?", "employer nobody question", nobody),
  H("airline pilots", "craft nobody", nobody),
  H("doctors or nurses", "craft nobody", nobody),
];
