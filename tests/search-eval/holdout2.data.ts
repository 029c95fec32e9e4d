import * as C from "./common.js";
import { query, type EvalQuery } from "./common.js";
import {
  abroad,
  and,
  batch,
  city,
  craft,
  employer,
  employerOf,
  government,
  group,
  inSector,
  isCraft,
  isEmployer,
  isMnc,
  isTech,
  keys,
  label,
  near,
  nobody,
  or,
  placeOf,
  psu,
  state,
  students,
  GOVERNMENT,
  type Label,
} from "./labels.js";
import { PLACES, type PlaceKey } from "./places.js";
import { km } from "./truth.js";

// The second held-out part, written after the first had leaked through tuning, in styles the other
// parts do not use: recruiters' job ads, terse keyword strings, questions, Punjabi-English and
// Hinglish, misspelt trades and places, abbreviations (HVAC, QA/QC, R&D, PSU, MNC), plural and
// gender forms, experience and counts, "X or Y" and "X and Y", role synonyms; over populations the
// other parts barely cover (refrigeration and AC, the automobile trade, multinationals). Labels are
// what a person would expect, written before running the search; never tuned on (the evaluation
// prints its figures only).
const H = query(true, "holdout2");

// ---- labels of this part ------------------------------------------------------------------------

/** A place as a job ad names it: that town expected, anyone within 60 km accepted. */
function around(key: PlaceKey): Label {
  const at = PLACES[key];
  return label(
    (m) => m.truth.place === key,
    (m) => km(placeOf(m), at) <= 60,
    (m) => km(placeOf(m), at) > 500,
  );
}
/** HVAC people; the HVAC mechanical engineer at Al Futtaim is borderline. */
const HVAC = C.alsoAccept(C.HVAC, keys(["z10"]).expect);
/** "HVAC engineers": the HVAC mechanical engineer is one of them. */
const HVAC_ENGINEERS: Label = { ...HVAC, expect: or(C.HVAC.expect, keys(["z10"]).expect) };
/** Service advisors and workshop managers; mechanics are borderline. */
const SERVICE_ADVISORS = craft(["service-advisor"], isCraft("auto-mechanic"));
/** "mechanics" alone: vehicle mechanics; AC and refrigeration mechanics, fitters are borderline. */
const MECHANICS = craft(
  ["auto-mechanic"],
  or(isCraft("hvac-technician", "fitter", "service-advisor"), keys(["z10"]).expect),
);
/** Tooling engineers: tool designers and toolmakers; mould designers borderline. */
const TOOLING = craft(["tool-designer", "tool-die-maker"], isCraft("mould-designer"));
/**
 * Multinationals: foreign multinationals expected; big Indian private companies that many call MNCs
 * (group companies, IT services) accepted; a public body, a college or one's own shop is a clear
 * mistake.
 */
const MNC: Label = label(
  isMnc,
  and(
    inSector("private"),
    or(isTech, (m) => !!employerOf(m)?.group),
  ),
  inSector(...GOVERNMENT, "own-business", "private-college"),
);
/** Research and development: the R&D engineer; testing and research-centre people borderline. */
const RND = keys(["n16"], ["u05", "n07", "x10"]);
/** Experience: at least `years` years out (batch of `2026 - years` or earlier), a year's slack. */
const experienced = (years: number) => batch(1960, 2026 - years, 1);
const freshers = batch(2024, 2026, 1);
const TRICITY_WIDE = city(
  ["chandigarh", "mohali", "panchkula", "zirakpur", "kharar"],
  ["derabassi", "pinjore", "kalka", "gharuan"],
);

export const HOLDOUT2_QUERIES: EvalQuery[] = [
  // ---- Recruiters' job ads ----------------------------------------------------------------------
  H(
    "Looking for 3 yrs exp maintenance electricians, Baddi plant",
    "craft city ad experience",
    C.all(C.ELECTRICIANS, around("baddi")),
  ),
  H(
    "Urgent requirement: HVAC technicians for Dubai projects",
    "craft city ad hvac",
    C.all(HVAC, city(["dubai"], ["abudhabi", "sharjah"])),
  ),
  H(
    "Opening for CNC setter operators at Hero MotoCorp Haridwar",
    "craft employer city ad",
    C.all(C.CNC_OPERATORS, employer(["hero"]), city(["haridwar"])),
  ),
  H(
    "Need 2 auto mechanics for our workshop in Mohali",
    "craft city ad count",
    C.all(C.AUTO_MECHANICS, around("mohali")),
  ),
  H(
    "Vacancy - Tool Room Incharge, 10+ yrs, Faridabad",
    "craft city ad experience",
    C.all(C.TOOLMAKERS, city(["faridabad"])),
  ),
  H(
    "Hiring refrigeration technicians for cold storage, Punjab",
    "craft state ad hvac",
    C.all(HVAC, C.PUNJAB),
  ),
  H(
    "Require QA/QC welding inspector for Gulf shutdown job",
    "craft region ad abbreviation",
    C.all(C.WELDING_INSPECTORS, C.GULF),
  ),
  H("Wanted SCADA PLC engineer Dubai", "craft city ad", C.all(C.PLC, city(["dubai"]))),
  H(
    "Service advisor required for car dealership, Zirakpur/Chandigarh",
    "craft city ad auto",
    C.all(SERVICE_ADVISORS, city(["zirakpur", "chandigarh"], ["mohali", "panchkula", "derabassi"])),
  ),
  H(
    "Walk-in for AC technicians, Chandigarh tricity",
    "craft city ad hvac",
    C.all(HVAC, TRICITY_WIDE),
  ),
  H(
    "Required: diesel mechanic for bus depot Ludhiana",
    "craft city ad auto",
    C.all(C.AUTO_MECHANICS, C.LUDHIANA),
  ),
  H(
    "Looking for experienced fitters for a plant at Baddi",
    "craft city ad",
    C.all(C.FITTERS, around("baddi")),
  ),
  H(
    "Job opening: quality engineer (mechanical) in Pune",
    "craft city ad",
    C.all(C.QUALITY, C.PUNE),
  ),
  H(
    "Immediate joiner - VMC operator - Mohali",
    "craft city ad",
    C.all(C.CNC_OPERATORS, around("mohali")),
  ),
  H(
    "Recruiting HVAC design engineers, Noida / NCR",
    "craft region ad hvac",
    C.all(HVAC_ENGINEERS, C.NCR),
  ),
  H(
    "hiring 5 welders for Canada pipeline project",
    "craft country ad count",
    C.all(C.WELDERS, C.CANADA),
  ),
  H(
    "Need a two wheeler mechanic near Kharar",
    "craft near ad auto",
    C.all(C.AUTO_MECHANICS, near("kharar")),
  ),
  H(
    "openings for automobile engineers at Gurgaon OEMs",
    "craft city ad auto",
    C.all(C.AUTO_ENGINEERS, C.GURUGRAM),
  ),
  H(
    "electrician vacancy pharma plant Himachal",
    "craft state ad",
    C.all(C.ELECTRICIANS, C.HIMACHAL),
  ),
  H(
    "Looking for a mould designer with 5 years experience",
    "craft ad experience",
    C.all(C.MOULD, experienced(5)),
  ),

  // ---- Terse keyword strings --------------------------------------------------------------------
  H("hvac dubai", "craft city terse hvac", C.all(HVAC, city(["dubai"], ["sharjah", "abudhabi"]))),
  H("auto mech canada", "craft country terse auto", C.all(C.AUTO_MECHANICS, C.CANADA)),
  H("cnc op brampton", "craft city terse", C.all(C.CNC_OPERATORS, city(["brampton"]))),
  H("tdm gurgaon", "trade city terse abbreviation", C.all(C.TOOL_DIE, C.GURUGRAM)),
  H("je hpsebl", "craft employer terse abbreviation", keys(["e04", "z15"], ["e11"])),
  H(
    "plc siemens",
    "craft employer terse",
    C.alsoAccept(keys(["a01", "a05"]), or(C.PLC.expect, C.PLC.accept)),
  ),
  H("refrigeration", "trade terse hvac", C.RAC),
  H("air conditioning", "trade terse hvac", C.RAC),
  H("rac ludhiana", "trade city terse hvac", C.all(C.RAC, C.LUDHIANA)),
  H("daikin", "employer terse", employer(["daikin"])),
  H("hyundai chennai", "employer city terse", C.all(employer(["hyundai"]), C.CHENNAI)),
  H("samsung noida", "employer city terse", C.all(employer(["samsung"]), city(["noida"]))),
  H("vlsi hyd", "craft city terse abbreviation", C.all(C.VLSI, city(["hyderabad"]))),
  H("mech design chennai", "craft city terse", C.all(C.DESIGN_ENGINEERS, C.CHENNAI)),
  H("civil site engg", "craft terse abbreviation", C.CIVIL_ENGINEERS),
  H("ac mechanic", "craft terse hvac", HVAC),
  H(
    "auto electrician",
    "craft terse",
    label(() => false, or(C.ELECTRICIANS.expect, C.AUTO_MECHANICS.expect)),
  ),
  H("honda", "employer terse", employer(["honda"])),
  H("maruti gurgaon", "employer city terse", C.all(employer(["maruti"]), C.GURUGRAM)),
  H("toolroom hyundai", "craft employer terse", C.all(TOOLING, employer(["hyundai"]))),

  // ---- Questions --------------------------------------------------------------------------------
  H("who from ISTC is at Maruti?", "employer question", employer(["maruti"])),
  H("anyone working with Daikin?", "employer question", employer(["daikin"])),
  H("is anybody at Honda?", "employer question", employer(["honda"])),
  H("who does HVAC work in the Gulf?", "craft region question hvac", C.all(HVAC, C.GULF)),
  H("which seniors work in MNCs?", "sector question mnc", MNC),
  H(
    "any ISTC alumni at Hyundai Chennai?",
    "employer city question",
    C.all(employer(["hyundai"]), C.CHENNAI),
  ),
  H("who is a tooling engineer?", "craft question", TOOLING),
  H("who repairs ACs in Punjab?", "craft state question hvac", C.all(HVAC, C.PUNJAB)),
  H("does anyone work in R&D?", "craft question abbreviation", RND),
  H("are there any refrigeration mechanics?", "craft question hvac", HVAC),
  H("who works at Samsung?", "employer question", employer(["samsung"])),
  H(
    "who is working in a multinational in Noida?",
    "sector city question mnc",
    C.all(MNC, city(["noida"])),
  ),
  H("where are our automobile people working?", "trade question auto", C.AUTOMOBILE),
  H("anyone from the 2014 batch in Chennai?", "batch city question", C.all(batch(2014), C.CHENNAI)),
  H(
    "which alumni work for foreign companies abroad?",
    "sector region question mnc",
    C.all(MNC, abroad),
  ),
  H("who are the HVAC guys in Canada?", "craft country question hvac", C.all(HVAC, C.CANADA)),
  H("can someone at Voltas help me?", "employer question", employer(["voltas"])),
  H("who is in Baddi?", "city question small-town", city(["baddi"])),
  H("how many of us are in Neemrana?", "city question small-town", city(["neemrana"])),
  H("which ISTCians are at Procter & Gamble?", "employer question", employer(["pg"])),

  // ---- Punjabi-English and Hinglish -------------------------------------------------------------
  H(
    "Baddi vich koi electrician hai?",
    "craft city punjabi",
    C.all(C.ELECTRICIANS, around("baddi")),
  ),
  H(
    "AC wala banda chahiye Chandigarh mein",
    "craft city hinglish hvac",
    C.all(HVAC, around("chandigarh")),
  ),
  H(
    "Dubai ch HVAC wale",
    "craft city punjabi hvac",
    C.all(HVAC, city(["dubai"], ["sharjah", "abudhabi"])),
  ),
  H(
    "gaddi mechanic Mohali ch",
    "craft city punjabi auto",
    C.all(C.AUTO_MECHANICS, around("mohali")),
  ),
  H("koi MNC mein kaam karta hai?", "sector hinglish mnc", MNC),
  H("Maruti vich kaun kaun hai", "employer punjabi", employer(["maruti"])),
  H("fridge repair wale bande", "craft hinglish hvac", HVAC),
  H("Canada ch auto mechanic", "craft country punjabi auto", C.all(C.AUTO_MECHANICS, C.CANADA)),
  H(
    "Jalandhar de refrigeration wale",
    "trade city punjabi hvac",
    C.all(C.RAC, city(["jalandhar"])),
  ),
  H(
    "Noida mein Samsung wale",
    "employer city hinglish",
    C.all(employer(["samsung"]), city(["noida"])),
  ),
  H("Ludhiane wale motor mechanic", "craft city punjabi auto", C.all(C.AUTO_MECHANICS, C.LUDHIANA)),
  H(
    "Faridabad de tool room wale seniors",
    "craft city punjabi",
    C.all(C.TOOLMAKERS, city(["faridabad"])),
  ),
  H(
    "Chennai mein gaadi wale engineers",
    "craft city hinglish auto",
    C.all(C.AUTO_ENGINEERS, C.CHENNAI),
  ),
  H("Gulf ch welding inspector koi", "craft region punjabi", C.all(C.WELDING_INSPECTORS, C.GULF)),
  H("Pune wale quality engineer", "craft city hinglish", C.all(C.QUALITY, C.PUNE)),
  H("Honda vich kaun kaam karda", "employer punjabi", employer(["honda"])),
  H("mainu HVAC wale seniors chahide", "craft punjabi hvac", HVAC),
  H("Himachal ch fitter bhai", "craft state punjabi", C.all(C.FITTERS, C.HIMACHAL)),
  H(
    "sarkari bus depot wale mechanic",
    "craft sector hinglish auto",
    C.all(C.AUTO_MECHANICS, government),
  ),
  H("Rajasthan mein AC wale", "craft state hinglish hvac", C.all(HVAC, state(["RJ"]))),

  // ---- Misspelt trades and places ---------------------------------------------------------------
  H("refrigration technicians", "craft typo hvac", HVAC),
  H("airconditioning mechanics", "craft typo hvac", HVAC),
  H("automobil engineers", "craft typo auto", C.AUTO_ENGINEERS),
  H("mechanic in Ludhina", "craft city typo auto", C.all(MECHANICS, C.LUDHIANA)),
  H("HVAC in Dubay", "craft city typo hvac", C.all(HVAC, city(["dubai"], ["sharjah", "abudhabi"]))),
  H("tooling enginer", "craft typo", TOOLING),
  H("welders in Calgery", "craft city typo", C.all(C.WELDERS, city(["calgary"]))),
  H("machinist in Winipeg", "craft city typo", C.all(C.MACHINISTS, city(["winnipeg"]))),
  H("servise advisor", "craft typo auto", SERVICE_ADVISORS),
  H("draftsmen Vadodra", "craft city typo", C.all(C.DRAUGHTSMEN, city(["vadodara"]))),
  H("embeded enginners Bangaluru", "craft city typo", C.all(C.EMBEDDED, C.BENGALURU)),
  H("plc programer pune", "craft city typo", C.all(C.PLC, C.PUNE)),
  H("Gurugaon toolmakers", "craft city typo", C.all(C.TOOLMAKERS, C.GURUGRAM)),
  H("electrcians in Badi", "craft city typo small-town", C.all(C.ELECTRICIANS, around("baddi"))),
  H("refrigeraton mechanic Jalandar", "craft city typo hvac", C.all(HVAC, city(["jalandhar"]))),

  // ---- Abbreviations ----------------------------------------------------------------------------
  H("HVAC engineers", "craft abbreviation hvac", HVAC_ENGINEERS),
  H("QA/QC engineers", "craft abbreviation", C.QUALITY),
  H("R&D engineers", "craft abbreviation", RND),
  H("PSU electrical engineers", "sector craft abbreviation", C.all(psu, C.ELECTRICAL_ENGINEERS)),
  H("MNC employees", "sector abbreviation mnc", MNC),
  H("ECE people in MNCs", "trade sector abbreviation mnc", C.all(C.ELECTRONICS, MNC)),
  H("ITI instructors", "craft employer abbreviation", C.all(C.TEACHERS, employer(["govtIti"]))),
  H("RAC pass outs", "trade abbreviation hvac", C.RAC),
  H("O&M engineers solar", "craft abbreviation", keys(["e16"], ["e25", "x12"])),
  H("GET mechanical", "craft abbreviation", C.alsoAccept(keys(["m16"]), C.MECHANICAL.expect)),
  H(
    "EV engineers",
    "craft abbreviation auto",
    C.alsoAccept(keys(["u09"]), C.AUTO_ENGINEERS.expect),
  ),
  H("MNCs in Pune", "sector city abbreviation mnc", C.all(MNC, C.PUNE)),
  H(
    "SMT production engineers",
    "craft abbreviation",
    C.alsoAccept(keys(["n11"]), C.PRODUCTION_ENGINEERS.expect),
  ),
  H("AC/refrigeration techs", "craft abbreviation hvac", HVAC),
  H(
    "JE/AE electrical in govt",
    "craft sector abbreviation",
    C.all(C.ELECTRICAL_ENGINEERS, government),
  ),

  // ---- Plural and gender forms, role synonyms ---------------------------------------------------
  H("draughtsperson", "craft gender", C.DRAUGHTSMEN),
  H("draftswomen", "craft gender", C.DRAUGHTSMEN),
  H("linesmen", "craft plural", C.LINEMEN),
  H("service advisers", "craft plural auto", SERVICE_ADVISORS),
  H("tool-makers", "craft plural", C.TOOLMAKERS),
  H("HVAC techs", "craft plural hvac", HVAC),
  H("mechanics", "craft synonym auto", MECHANICS),
  H("vehicle mechanics", "craft synonym auto", C.AUTO_MECHANICS),
  H("motor mechanics", "craft synonym auto", C.AUTO_MECHANICS),
  H("tooling engineers", "craft synonym", TOOLING),
  H("refrigeration mechanics", "craft synonym hvac", HVAC),
  H("AC technicians", "craft synonym hvac", HVAC),
  H("chiller technicians", "craft synonym hvac", HVAC),
  H("setter operators", "craft synonym", C.CNC_OPERATORS),
  H("maintenance technicians", "craft synonym", C.MAINTENANCE),
  H("automotive technicians", "craft synonym auto", C.AUTO_MECHANICS),
  H("workshop managers", "craft synonym auto", SERVICE_ADVISORS),
  H("software engineer folks", "craft synonym", C.SOFTWARE),
  H("coders", "craft synonym", C.SOFTWARE),
  H("electrical fitters", "craft synonym", C.ELECTRICIANS),

  // ---- Experience, counts and "X or Y" / "X and Y" ----------------------------------------------
  H(
    "CNC programmers with 5+ years experience",
    "craft experience",
    C.all(C.CNC_PROGRAMMERS, experienced(5)),
  ),
  H("freshers in electrical", "trade experience", C.all(C.ELECTRICAL, freshers)),
  H(
    "senior welders with 15 years experience",
    "craft experience",
    C.all(C.WELDERS, experienced(15)),
  ),
  H("toolmakers having 10 years exp", "craft experience", C.all(C.TOOLMAKERS, experienced(10))),
  H("top 10 HVAC people", "craft count hvac", HVAC),
  H(
    "electricians or linemen in Himachal",
    "craft state or",
    C.all(C.label(isCraft("electrician", "lineman")), C.HIMACHAL),
  ),
  H(
    "welders as well as welding inspectors",
    "craft or",
    C.label(isCraft("welder", "welding-inspector")),
  ),
  H("HVAC and refrigeration people", "craft or hvac", HVAC),
  H(
    "CNC operators and programmers",
    "craft or",
    C.label(isCraft("cnc-operator", "cnc-programmer"), isCraft("machinist")),
  ),
  H(
    "mechanics and service advisors",
    "craft or auto",
    C.label(isCraft("auto-mechanic", "service-advisor"), isCraft("hvac-technician", "fitter")),
  ),
  H(
    "Tata or Mahindra employees",
    "group or",
    C.label(or(group("tata").expect, group("mahindra").expect)),
  ),
  H(
    "welders in Canada or Australia",
    "craft country or",
    C.all(
      C.WELDERS,
      C.label((m) => ["CA", "AU"].includes(placeOf(m).country)),
    ),
  ),
  H(
    "automation people in Pune or Nashik",
    "craft city or",
    C.all(C.AUTOMATION, city(["pune", "nashik"])),
  ),
  H("Daikin or Voltas", "employer or hvac", employer(["daikin", "voltas"])),
  H("Honda and Hyundai", "employer or auto", employer(["honda", "hyundai"])),

  // ---- New populations: refrigeration and AC, automobile, multinationals, small places ----------
  H("refrigeration and air conditioning alumni", "trade hvac", C.RAC),
  H("automobile trade alumni", "trade auto", C.AUTOMOBILE),
  H("multinational companies", "sector mnc", MNC),
  H("alumni in MNCs abroad", "sector region mnc", C.all(MNC, abroad)),
  H("Korean companies", "sector mnc", employer(["samsung", "lg", "hyundai"])),
  H("Japanese car companies", "sector mnc auto", employer(["honda", "maruti", "toyota"])),
  H("people in Gharuan", "city small-town", city(["gharuan"], ["kharar"])),
  H("near Gharuan", "near small-town", near("gharuan")),
  H("Manesar", "city small-town", C.alsoAccept(keys(["a04", "n07"]), C.GURUGRAM.expect)),
  H("Neemrana AC technician", "craft city small-town hvac", C.all(HVAC, city(["neemrana"]))),
  H("who lives in Sharjah", "city", city(["sharjah"], ["dubai"])),
  H("UAE HVAC", "craft country hvac", C.all(HVAC, C.UAE)),
  H("students of RAC", "trade student hvac", C.all(C.RAC, students)),
  H("automobile students", "trade student auto", C.all(C.AUTOMOBILE, students)),
  H("government bus mechanics", "craft sector auto", C.all(C.AUTO_MECHANICS, government)),
  H("Tata group AC company", "group hvac", employer(["voltas"])),
  H("consumer goods MNC", "sector mnc", employer(["pg", "lg"], isMnc)),
  H("pharma companies", "sector", employer(["cipla"], isEmployer("pg"))),
  H(
    "car companies in Chennai",
    "sector city auto",
    C.all(
      label((m) => employerOf(m)?.industry === "auto"),
      C.CHENNAI,
    ),
  ),
  H(
    "two wheeler companies",
    "sector auto",
    employer(["hero", "honda", "bajajAuto"], isEmployer("olaElectric")),
  ),
  H(
    "AC companies",
    "sector hvac",
    employer(["daikin", "voltas", "carrier", "bluestar", "lg", "johnsonControls"]),
  ),
  H("plumbers in Baddi", "none", nobody),
  H("pilots", "none", keys([], ["u08"])),
  H(
    "HVAC mechanical engineers in Saudi",
    "craft country hvac",
    C.all(
      HVAC_ENGINEERS,
      C.label((m) => placeOf(m).country === "SA"),
    ),
  ),
  H("RAC trade in the tricity", "trade city hvac", C.all(C.RAC, TRICITY_WIDE)),
  H("auto trade folks near Chandigarh", "trade near auto", C.all(C.AUTOMOBILE, near("chandigarh"))),
  H("MNC electricians", "craft sector mnc", C.all(C.ELECTRICIANS, MNC)),
  H("quality people at MNCs", "craft sector mnc", C.all(C.QUALITY, MNC)),
  H(
    "PSU or MNC mechanical engineers",
    "craft sector or mnc",
    C.all(C.MECHANICAL_ENGINEERS, C.label(or(psu.expect, MNC.expect), or(psu.accept, MNC.accept))),
  ),
  H("fitters in MNCs", "craft sector mnc", C.all(C.FITTERS, MNC)),
  H("cold storage", "craft terse hvac", C.alsoAccept(keys(["n04"]), C.HVAC.expect)),
  H(
    "vehicle testing",
    "craft terse auto",
    C.alsoAccept(keys(["n07", "u05"]), C.AUTO_ENGINEERS.expect),
  ),
];
