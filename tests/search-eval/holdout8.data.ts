import * as C from "./common.js";
import { query, type EvalQuery } from "./common.js";
import {
  abroad,
  all,
  and,
  batch,
  city,
  country,
  currentStudents,
  employer,
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
  state,
  students,
} from "./labels.js";

// The eighth held-out part, written (labels included) before the search was run on it, blind to the
// search's code, vocabulary and documentation: recruiters' sentences, job-portal boolean strings and
// LinkedIn-like titles, students looking for seniors and mentors, parents, reunion and circular
// organisers, the alumni association's treasurer, voice-typed and SMS-typed queries, capitals, emoji,
// typos, joined and doubled letters, Hindi, Urdu, Bengali, Assamese and Odia words in Latin script
// (wale, waale, jo, mein, se, chahiye, batao, kaun kaun, ache, theke, kaaj, ot, re), regions and
// groupings (the north-east, the seven sisters, Chota Nagpur, the coal belt, steel cities, Doaba,
// NCR satellites, down south, GCC, Benelux, Scandinavia, eastern Europe, Oceania, the Maritimes),
// PIN and STD codes, airport codes, distances, employer nicknames and statuses (Navratna, Maharatna,
// FAANG, Coal India's subsidiaries, discoms, gencos, ordnance factories, railway workshops, plant
// names), seniority, certifications, tools and industries, negations, batch comparisons, counts,
// questions, and several criteria together, with some plain queries. Labelled over the whole
// population (y01-y40 and b01-b10 added with it: the north-east, Odisha's, Chhattisgarh's,
// Jharkhand's and Bihar's steel, coal and aluminium towns, Andhra's, Goa's, Rajasthan's, MP's and
// UP's industrial towns, Singapore, Malaysia, Japan, Hungary, Czechia, Ireland, South Africa,
// Nigeria, Oman, Kuwait, Saudi Arabia, Texas, Michigan, the Maritimes, Saskatchewan).
// Never tuned on: the evaluation prints its figures only, never its queries.
const H = query(true, "holdout8");
import {
  ME,
  never,
  inIndia,
  inState,
  inCountry,
  at,
  who,
  titled,
  skilled,
  batchIn,
  years,
  after,
  since,
  before,
  WORKING,
  experience,
  INDIA,
  industry,
  OWN,
  where,
  prefer,
  only,
} from "./part-labels.js";
const ENGINEER_CRAFTS = [
  "mechanical-engineer",
  "design-engineer",
  "production-engineer",
  "maintenance-engineer",
  "quality-engineer",
  "electrical-engineer",
  "embedded-engineer",
  "hardware-engineer",
  "telecom-engineer",
  "instrumentation-engineer",
  "automation-engineer",
  "civil-engineer",
  "automobile-engineer",
] as const;
const ENGINEERS = label(isCraft(...ENGINEER_CRAFTS), isCraft("plc-programmer", "robot-programmer"));

// Regions of this part.
const NE7 = ["AS", "ML", "MN", "NL", "TR", "AR", "MZ"];
const NORTH_EAST = where(inState(...NE7, "SK"), at("siliguri"));
const SEVEN_SISTERS = where(inState(...NE7), or(inState("SK"), at("siliguri")));
const EAST = where(inState("OD", "JH", "BR", "WB"), or(inState("CG"), inState(...NE7)));
const STEEL_CITIES = where(
  at("bhilai", "rourkela", "bokaro", "jamshedpur", "durgapur"),
  at("vizag", "angul", "raigarh", "ballari", "salem"),
);
const COAL_BELT = where(
  at("dhanbad", "korba", "talcher"),
  at("bokaro", "ranchi", "durgapur", "angul", "bilaspurCg", "raigarh"),
);
const CHOTA_NAGPUR = where(inState("JH"), at("rourkela", "korba", "raigarh", "durgapur"));
const DOABA = where(
  at("jalandhar", "hoshiarpur", "kapurthala", "nawanshahr", "phagwara", "jandialaManjki"),
  never,
);
const NCR_SATELLITES = where(
  at("gurugram", "noida", "ghaziabad", "faridabad", "sonipat", "palwal"),
  at("delhi", "bhiwadi", "rewari", "neemrana"),
);
const GCC = region("gulf");
const BENELUX = country(["NL", "BE", "LU"]);
const SCANDINAVIA = country(["SE", "NO", "DK"], ["FI", "IS"]);
const NORDIC = country(["SE", "NO", "DK", "FI", "IS"]);
const EASTERN_EUROPE = country(["PL", "CZ", "HU", "RO", "SK", "BG"]);
const OCEANIA = country(["AU", "NZ"]);
const MARITIMES = label(
  (m) => inCountry("CA")(m) && ["NS", "NB", "PE"].includes(placeOf(m).state),
  (m) => inCountry("CA")(m) && placeOf(m).state === "NL",
  not(inCountry("CA")),
);
const JAPAN = country(["JP"]);
const MALAYSIA = country(["MY"], ["SG"]);
const SINGAPORE = country(["SG"], ["MY"]);
const SAUDI = country(["SA"]);
const OMAN = country(["OM"]);
const KUWAIT = country(["KW"]);
const BAHRAIN = country(["BH"]);
const IRELAND = country(["IE"]);
const SOUTH_AFRICA = country(["ZA"]);
const NIGERIA = country(["NG"]);
const TEXAS = label(
  (m) => inCountry("US")(m) && placeOf(m).state === "TX",
  never,
  not(inCountry("US")),
);
const MICHIGAN = label(
  (m) => inCountry("US")(m) && placeOf(m).state === "MI",
  never,
  not(inCountry("US")),
);
const SASKATCHEWAN = label(
  (m) => inCountry("CA")(m) && placeOf(m).state === "SK",
  never,
  not(inCountry("CA")),
);
const ODISHA = state(["OD"]);
const CHHATTISGARH = state(["CG"]);
const JHARKHAND = state(["JH"]);
const BIHAR = state(["BR"]);
const ASSAM = state(["AS"]);
const GOA = state(["GA"]);
const RAJASTHAN = state(["RJ"]);
const MP = state(["MP"]);
const ANDHRA = state(["AP"], ["TG"]);
const WEST_BENGAL = state(["WB"]);

// Employers of this part.
const SAIL = employer(["sail"]);
const STEEL = industry("steel");
const COAL = label(isEmployer("bccl", "mcl"), or(isEmployer("dvc"), who("k10")));
const MINING = label(
  or(who("y12", "y30", "q29", "y16"), isEmployer("bccl", "mcl")),
  or(who("b02", "p34", "g37", "h10"), isEmployer("angloPlat", "bhp")),
);
const MAHARATNA = label(
  isEmployer("ntpc", "ongc", "iocl", "gail", "hpcl", "bhel", "sail", "powergrid", "oilIndia"),
  or(isEmployer("hal", "bccl", "mcl"), inSector("psu")),
  inSector("private", "own-business", "private-college"),
);
const NAVRATNA = label(
  isEmployer("bel", "nalco", "rinl", "hal"),
  or(isEmployer("nhpc", "sjvn", "mrpl", "oilIndia"), inSector("psu")),
  inSector("private", "own-business", "private-college"),
);
const FAANG = label(isEmployer("google", "amazon", "apple"), isEmployer("microsoft"));
const DISCOMS = label(
  isEmployer("uppcl", "uhbvn", "dhbvn", "cspdcl", "nbpdcl", "tpcodl", "upcl"),
  isEmployer("pspcl", "hpsebl", "kseb", "tsecl", "pddJk", "pddLadakh"),
  inSector("own-business", "private-college", "govt-college"),
);
const GENCOS = label(
  isEmployer("ntpc", "nhpc", "sjvn", "rvunl", "cspgcl", "dvc", "npcil"),
  isEmployer("bbmb", "pspcl", "saskpower", "adaniGreen", "tataPower", "suzlon"),
  inSector("own-business", "private-college", "govt-college"),
);
const RAILWAY_WORKSHOPS = label(
  or(isEmployer("dmw", "blw"), who("z07", "q56")),
  inSector("railways"),
  inSector("private", "own-business"),
);
const JAPANESE = label(
  isEmployer("denso", "aisin", "suzukiJp", "rakuten"),
  isEmployer("maruti", "honda", "toyota", "daikin", "fanuc"),
);
const CARMAKERS_EU = label(
  isEmployer("audi", "vw", "skoda", "daimler", "jlr", "stellantis"),
  isEmployer("volvo", "bosch"),
);
const OIL_GAS = industry("oil-gas");
const POWER = industry("power");
const AUTO = industry("auto");
const RETIRED = label(or(who("y11", "y39"), titled(/retd|retired/i)), batchIn(0, 1995));
const INTERNS = label(titled(/intern/i), titled(/trainee|apprentice|GET/i));
const APPRENTICES = label(titled(/apprentice|trainee|\bGET\b|\bDET\b/i), titled(/intern/i));
const FOREMEN = label(titled(/foreman/i), titled(/chargeman|supervisor|in-?charge|incharge/i));

// ---- the queries --------------------------------------------------------------------------------

export const HOLDOUT8_QUERIES: EvalQuery[] = [
  // ---- recruiters: sentences, boolean strings, titles, résumé phrases --------------------------
  H(
    "Looking for experienced welders willing to relocate to Oman, Gulf experience preferred",
    "recruiter craft region",
    prefer(C.WELDERS, (m) => !!placeOf(m).regions?.includes("gulf")),
  ),
  H(
    "(welder OR fabricator) AND (Gulf OR Oman) NOT student",
    "boolean craft region negation",
    all(C.WELDERS, GCC, WORKING),
  ),
  H(
    '"electrical engineer" AND (PSU OR "state utility") AND 10+ years',
    "boolean craft sector experience",
    all(
      C.ELECTRICAL_ENGINEERS,
      label(inSector("psu", "state-utility"), inSector("govt-dept")),
      experience(10),
    ),
  ),
  H(
    "Hiring Sr. Exec - Maintenance (Mech) for a steel plant, 8+ yrs",
    "recruiter craft industry experience",
    all(C.MAINTENANCE, STEEL, experience(8)),
  ),
  H(
    "need a CNC programmer who knows Mastercam for an aerospace job shop in Bangalore or Belgaum",
    "recruiter craft tool place",
    label(
      who("g28"),
      or(skilled(/mastercam/i), isCraft("cnc-programmer")),
      C.CNC_PROGRAMMERS.mistake,
    ),
  ),
  H(
    "instrumentation technician DCS / ESD, oil and gas, Middle East or Africa",
    "recruiter craft industry region",
    only(
      C.INSTRUMENTATION,
      and(
        isCraft("instrumentation-engineer"),
        (m) => !!placeOf(m).regions?.includes("gulf") || inCountry("NG", "ZA", "KE", "UG", "TZ")(m),
      ),
      isCraft("instrumentation-engineer"),
    ),
  ),
  H(
    "We are looking for HVAC technicians for a project in Kuwait",
    "recruiter craft country",
    prefer(C.HVAC, (m) => !!placeOf(m).regions?.includes("gulf")),
  ),
  H(
    "planning engineer Primavera P6 civil Kuwait",
    "recruiter tool craft country",
    label(
      who("y33"),
      and(
        isCraft("civil-engineer", "project-manager"),
        (m) => !!placeOf(m).regions?.includes("gulf"),
      ),
      C.CIVIL_ENGINEERS.mistake,
    ),
  ),
  H(
    "JD: Shift In-charge, thermal power plant, Chhattisgarh / Odisha, Diploma Electrical",
    "recruiter seniority industry state trade",
    label(
      who("p05", "y09"),
      or(
        and(isTrade("electrical"), inState("CG", "OD")),
        and(isCraft("electrical-engineer"), inIndustry("power"), inState("JH", "WB")),
      ),
      C.ELECTRICAL_ENGINEERS.mistake,
    ),
  ),
  H(
    "Candidates required: Tool Room Engineer (press tools), MP / Maharashtra",
    "recruiter craft state",
    only(
      C.TOOLMAKERS,
      and(isCraft("tool-die-maker"), inState("MP", "MH")),
      or(who("k06"), and(isCraft("tool-designer"), inState("MP", "MH"))),
    ),
  ),
  H(
    "Sr. Manufacturing Engineer | Body Shop | Automotive OEM",
    "title craft industry",
    label(
      and(isCraft("production-engineer"), inIndustry("auto"), not(isEmployer("denso"))),
      or(isCraft("production-engineer", "production-manager"), who("a04", "g44")),
    ),
  ),
  H(
    "Controls Engineer – PLC/Robotics – Michigan",
    "title craft state",
    label(
      who("q31"),
      or(
        who("y36", "a07"),
        and(isCraft("automation-engineer", "plc-programmer", "robot-programmer"), inCountry("US")),
      ),
      not(inCountry("US", "CA")),
    ),
  ),
  H(
    "Red Seal certified mechanics in Canada",
    "certification craft country",
    only(all(C.AUTO_MECHANICS, C.CANADA), who("g37", "y37")),
  ),
  H(
    "CSWIP 3.1 welding inspectors",
    "certification craft",
    only(C.WELDING_INSPECTORS, who("w03", "h07", "k28")),
  ),
  H(
    "PMP certified project manager offshore / marine",
    "certification craft industry",
    only(C.PROJECT_MANAGERS, who("y23")),
  ),
  H(
    "Japanese speaking technicians (JLPT N3/N4) for a plant in Aichi",
    "certification language country",
    label(who("y25", "y26"), inCountry("JP")),
  ),
  H(
    "Siemens S7 PLC programmer",
    "tool craft",
    only(C.PLC, skilled(/\bS7\b|S7-/i), isCraft("plc-programmer", "automation-engineer")),
  ),
  H(
    "SolidWorks draftsman",
    "tool craft",
    only(
      C.DRAUGHTSMEN,
      and(isCraft("draughtsman"), skilled(/solidworks/i)),
      or(isCraft("draughtsman"), skilled(/solidworks/i)),
    ),
  ),
  H(
    "CATIA V5 BIW design engineer",
    "tool craft",
    label(
      who("q51", "m06"),
      or(skilled(/catia/i), isCraft("design-engineer")),
      C.DESIGN_ENGINEERS.mistake,
    ),
  ),
  H("Revit MEP drafter", "tool craft", only(C.DRAUGHTSMEN, who("e23"))),
  H(
    "MIG / TIG welders",
    "tool craft",
    only(
      C.WELDERS,
      and(isCraft("welder"), skilled(/\bMIG\b|\bTIG\b/i)),
      or(isCraft("welder"), and(isTrade("welding"), skilled(/\bMIG\b|\bTIG\b/i))),
    ),
  ),
  H(
    "Fanuc robot programmers",
    "tool craft",
    only(
      C.ROBOT,
      or(
        who("a08", "h04"),
        and(isCraft("robot-programmer", "automation-engineer"), skilled(/fanuc/i)),
      ),
      isCraft("robot-programmer"),
    ),
  ),
  H(
    "resume: diploma mechanical, 5 yrs maintenance, rotating equipment, pumps, compressors",
    "resume craft skill",
    only(
      C.MAINTENANCE,
      and(
        isCraft("maintenance-engineer", "fitter", "mechanical-engineer"),
        skilled(/rotating|pump|compressor/i),
      ),
      isCraft("maintenance-engineer"),
    ),
  ),
  H(
    "Required: Refrigeration mechanic for supermarket rack systems, Canada",
    "recruiter craft country",
    all(prefer(C.HVAC, who("y38")), C.CANADA),
  ),
  H(
    "Looking to hire a software engineer with Python and C++ in the US",
    "recruiter craft skill country",
    all(prefer(C.SOFTWARE, skilled(/python|c\+\+/i)), C.USA),
  ),
  H(
    "electrician AND (mining OR mines) NOT India",
    "boolean craft industry negation",
    label(
      who("h10"),
      never,
      or(not(isCraft("electrician", "lineman", "electrical-engineer")), inIndia),
    ),
  ),
  H(
    "site engineer highway NHIDCL OR NHAI north east",
    "boolean craft employer region",
    label(who("y02"), and(isCraft("civil-engineer"), inState(...NE7, "SK")), not(inIndia)),
  ),
  H(
    "Lead - Automation (Steel) | Siemens PCS7 | Drives",
    "title craft industry tool",
    label(who("y10"), or(and(C.AUTOMATION.expect, inIndustry("steel")), who("q07", "a03"))),
  ),
  H(
    "need QA/QC inspector for fabrication yard, NDT knowledge, Gulf",
    "recruiter craft skill region",
    all(
      label(
        isCraft("welding-inspector", "quality-inspector"),
        isCraft("quality-engineer", "civil-engineer"),
      ),
      GCC,
    ),
  ),
  H(
    "Urgent requirement: 2 linemen for distribution work in Tripura",
    "recruiter count craft state",
    all(C.LINEMEN, where(inState("TR"), inState(...NE7))),
  ),
  H(
    "sales manager industrial pumps north east region",
    "title craft region",
    all(label(isCraft("sales")), NORTH_EAST),
  ),
  H(
    "HR executive steel company",
    "title craft industry",
    label(and(isCraft("hr"), inIndustry("steel")), isCraft("hr")),
  ),
  H(
    "Validation engineer medical devices Ireland",
    "title industry country",
    label(who("y29"), who("x02"), not(inCountry("IE"))),
  ),
  H(
    "offshore instrument tech",
    "title craft",
    only(C.INSTRUMENTATION, who("y31", "k32"), isCraft("instrumentation-engineer")),
  ),
  H(
    "automotive service technician halifax",
    "title city",
    all(C.AUTO_MECHANICS, near("halifax", 50)),
  ),

  // ---- students, mentors, parents, reunions, circulars, the treasurer -------------------------
  H(
    "any senior in Bhilai steel plant who can refer me",
    "mentor employer city",
    label(and(isEmployer("sail"), at("bhilai")), isEmployer("sail")),
  ),
  H(
    "koi senior hai jo Rourkela Steel Plant mein kaam karta ho",
    "hinglish mentor employer city",
    label(and(isEmployer("sail"), at("rourkela")), isEmployer("sail")),
  ),
  H("need a mentor in VLSI or chip design", "mentor craft", C.VLSI),
  H(
    "I am a 2026 electronics student, want to talk to seniors working in semiconductor companies",
    "mentor industry",
    label(isEmployer("qualcomm", "intel", "micron"), isCraft("hardware-engineer")),
  ),
  H(
    "my son wants to do the CNC course, who can tell him about CNC jobs abroad",
    "parent trade abroad",
    all(C.CNC, abroad, WORKING),
  ),
  H(
    "alumni of the 1985 to 1995 batches for the silver jubilee get-together",
    "reunion batch",
    years(1985, 1995),
  ),
  H("all members in Odisha for the Bhubaneswar chapter meet", "reunion state", ODISHA),
  H("reunion planning: who all are in the north east", "reunion region", NORTH_EAST),
  H("association treasurer: list life members who run their own business", "treasurer sector", OWN),
  H("circular for our retired members", "circular status", RETIRED),
  H("students of the 2027 batch", "plain batch student", all(students, batch(2027))),
  H(
    "freshers from our centre in Jharkhand",
    "student state batch",
    all(JHARKHAND, label(batchIn(2023, 2030), batchIn(2021, 2022))),
  ),
  H(
    "guest lecture: an alumnus working in nuclear power",
    "mentor industry",
    label(isEmployer("npcil"), isEmployer("ntpc", "saskpower")),
  ),
  H(
    "speaker for a seminar on mining machinery",
    "mentor industry",
    label(who("y12", "y30", "q29"), or(MINING.expect, MINING.accept)),
  ),
  H(
    "seniors in Japan who came through the technical intern programme",
    "mentor country title",
    label(who("y25", "y26"), never, not(inCountry("JP"))),
  ),
  H(
    "I want to go to Canada after my RAC course, anyone there in refrigeration?",
    "student craft country",
    all(C.RAC, C.CANADA),
  ),
  H(
    "can someone in Guwahati guide me about jobs in POWERGRID",
    "mentor city employer",
    label(and(isEmployer("powergrid"), at("guwahati")), isEmployer("powergrid")),
  ),
  H(
    "final year welding student looking for seniors in Saudi Aramco",
    "mentor employer",
    label(isEmployer("aramco"), isEmployer("sabic")),
  ),
  H("seniors who cleared the HAL interview", "mentor employer", employer(["hal"])),
  H(
    "parents meet: current students from Bokaro and Dhanbad",
    "parent student city",
    all(currentStudents, where(at("bokaro", "dhanbad"), inState("JH"))),
  ),
  H(
    "which of our alumni in Odisha can sponsor an industrial visit",
    "admin state",
    all(ODISHA, WORKING),
  ),
  H(
    "placement cell: alumni in steel companies who could recruit",
    "admin industry",
    all(STEEL, WORKING),
  ),
  H("old students of the 1990s still in touch", "reunion decade", years(1990, 1999)),
  H("teachers of ITIs and polytechnics in the east", "admin craft region", all(C.TEACHERS, EAST)),

  // ---- voice, SMS, capitals, emoji, typos, joined and doubled letters --------------------------
  H("ppl frm elec trade in blr plz", "sms trade city", all(C.ELECTRICAL, C.BENGALURU)),
  H("mechanicalengineers in odisha", "joined craft state", all(C.MECHANICAL_ENGINEERS, ODISHA)),
  H("WELDERS IN SAUDI", "caps craft country", all(C.WELDERS, SAUDI)),
  H(
    "um show me like people who do ac repair in the north east",
    "voice described region",
    all(C.HVAC, NORTH_EAST),
  ),
  H("electrishun in goa", "typo craft state", all(C.ELECTRICIANS, GOA)),
  H("instrumantation enginers nigeria", "typo craft country", all(C.INSTRUMENTATION, NIGERIA)),
  H("cnc oprator czech", "typo craft country", all(C.CNC_OPERATORS, country(["CZ"]))),
  H("hvac techs canda", "typo craft country", all(C.HVAC, C.CANADA)),
  H("softwear devlopers texas", "typo craft state", all(C.SOFTWARE, TEXAS)),
  H("plz tell me anyone in vizag steel", "sms employer", label(isEmployer("rinl"), at("vizag"))),
  H("WHO IS IN SINGAPORE", "caps country", SINGAPORE),
  H("welderss in bahrainn", "doubled craft country", all(C.WELDERS, BAHRAIN)),
  H("civl engg guwahati", "typo trade city", all(C.CIVIL, where(at("guwahati"), inState("AS")))),
  H(
    "lineman agartala tripura",
    "plain craft city",
    all(C.LINEMEN, where(at("agartala"), inState("TR"))),
  ),
  H("refrigration mechanic newbrunswick", "typo joined craft state", all(C.HVAC, MARITIMES)),
  H("teachers in jharkhand polytechnic", "plain craft state", all(C.TEACHERS, JHARKHAND)),
  H("🇯🇵 guys working in japan", "emoji country", all(JAPAN, WORKING)),
  H("🔧 mechanics near Halifax", "emoji craft city", all(C.AUTO_MECHANICS, near("halifax", 60))),
  H("⚡ electricians in the gulf ⚡", "emoji craft region", all(C.ELECTRICIANS, GCC)),
  H(
    "hey can you find the guy from assam who works at the refinery",
    "voice state industry",
    label(
      and(inState("AS"), inIndustry("oil-gas"), not(isEmployer("oilIndia"))),
      who("p17"),
      not(inIndia),
    ),
  ),
  H(
    "show me all the welding people who are in jharkhand or odisha please",
    "voice trade state",
    all(C.WELDING, state(["JH", "OD"])),
  ),
  H("i need a welder in bokaro urgently", "voice craft city", all(C.WELDERS, near("bokaro", 40))),
  H(
    "elecrtical engineers korba",
    "typo craft city",
    all(C.ELECTRICAL_ENGINEERS, near("korba", 40)),
  ),
  H("mechnical in ranchi", "typo trade city", all(C.MECHANICAL, near("ranchi", 40))),
  H("stdnts bhilai", "sms student city", all(students, near("bhilai", 40))),
  H(
    "CIVIL ENGINEERS MANIPUR NAGALAND",
    "caps craft state",
    all(C.CIVIL_ENGINEERS, state(["MN", "NL"])),
  ),
  H(
    "softare engnr ghaziabad",
    "typo craft city",
    all(C.SOFTWARE, city(["ghaziabad"], ["noida", "delhi"])),
  ),
  H("tooldie mandideep bhopal", "joined trade city", all(C.TOOL_DIE, near("bhopal", 40))),
  H("automobil company malaysia", "typo industry country", all(AUTO, MALAYSIA)),
  H("cncprogrammer malaysia", "joined craft country", all(C.CNC_PROGRAMMERS, MALAYSIA)),
  H("welder japan intern", "plain craft country title", all(C.WELDERS, JAPAN)),
  H("HUNGARY", "caps country", country(["HU"])),
  H("skoda ppl", "sms employer", employer(["skoda"])),
  H("any1 in sohar oman", "sms city", all(OMAN, near("sohar", 60))),
  H("electrcian ras tanura", "typo craft city", all(C.ELECTRICIANS, near("rasTanura", 60))),
  H(
    "planing engg kuwait",
    "typo craft country",
    all(label(isCraft("civil-engineer", "project-manager")), KUWAIT),
  ),
  H("mechanic moncton or halifax", "plain craft city", all(C.AUTO_MECHANICS, MARITIMES)),
  H(
    "ppl in estevan sask",
    "sms city",
    label(at("estevan"), SASKATCHEWAN.expect, SASKATCHEWAN.mistake),
  ),
  H(
    "okay so basically i want electronics people who live in the north east",
    "voice trade region",
    all(C.ELECTRONICS, NORTH_EAST),
  ),
  H("retired uncles", "colloquial status", RETIRED),

  // ---- Hindi, Urdu, Bengali, Assamese and Odia words in Latin script ---------------------------
  H(
    "Bhilai mein kaam karne wale mechanical log",
    "hinglish trade city",
    all(C.MECHANICAL, near("bhilai", 40), WORKING),
  ),
  H(
    "Odisha re electrical kaaj karuthiba loka",
    "odia trade state",
    all(C.ELECTRICAL, ODISHA, WORKING),
  ),
  H("Kolkata theke ke ke ache mechanical e", "bengali trade city", all(C.MECHANICAL, C.KOLKATA)),
  H("Assam ot kaam kora engineer", "assamese craft state", all(ENGINEERS, ASSAM)),
  H(
    "Jharkhand mein coal company mein kaam karne wale",
    "hinglish industry state",
    all(
      label(isEmployer("bccl", "mcl"), isEmployer("dvc")),
      where(inState("JH"), inState("OD", "WB")),
    ),
  ),
  H(
    "Dubai mein AC ka kaam jaanne wale bande",
    "hinglish described city",
    all(C.HVAC, city(["dubai"], ["sharjah", "abudhabi"])),
  ),
  H("Gulf mein welding wale bhai log batao", "hinglish trade region", all(C.WELDING, GCC)),
  H(
    "Bihar ke electrical JE kaun kaun hain",
    "hinglish craft state",
    all(C.ELECTRICAL_ENGINEERS, BIHAR),
  ),
  H("Moradabad ke hunarmand welder", "urdu craft city", all(C.WELDERS, near("moradabad", 40))),
  H("koi CNC wala hai Malaysia mein?", "hinglish trade country", all(C.CNC, MALAYSIA)),
  H("Japan mein jo intern hain", "hinglish title country", all(INTERNS, JAPAN)),
  H(
    "Chhattisgarh se jitne bhi electrical wale hain sab dikhao",
    "hinglish trade state",
    all(C.ELECTRICAL, CHHATTISGARH),
  ),
  H("Goa mein koi hai kya apne institute ka", "hinglish state", GOA),
  H(
    "mujhe Bareilly ya Moradabad ke log chahiye",
    "hinglish city",
    where(at("bareilly", "moradabad")),
  ),
  H(
    "Rourkela te kie kie achanti? steel plant re",
    "odia city employer",
    all(where(at("rourkela"), inState("OD")), STEEL),
  ),
  H("Bokaro ke retired log", "hinglish status city", all(RETIRED, near("bokaro", 40))),
  H(
    "Guwahati t thoka electrical engineer jon",
    "assamese craft city",
    all(C.ELECTRICAL_ENGINEERS, where(at("guwahati"), inState("AS"))),
  ),
  H(
    "Dhanbad theke keu ache ki welding e",
    "bengali trade city",
    all(C.WELDING, near("dhanbad", 60)),
  ),
  H("bhai Pithampur mein automobile wale", "hinglish trade city", all(AUTO, near("pithampur", 40))),
  H(
    "videsh mein kaam karne wale tool and die wale",
    "hinglish trade abroad",
    all(C.TOOL_DIE, abroad),
  ),
  H(
    "Canada mein settle hue electrical wale",
    "hinglish trade country",
    all(C.ELECTRICAL, C.CANADA),
  ),
  H("kis kis ka apna kaam hai Punjab mein", "hinglish sector state", all(OWN, C.PUNJAB)),
  H(
    "sarkari naukri wale Odisha mein",
    "hinglish sector state",
    all(
      label(
        inSector("psu", "state-utility", "govt-dept", "defence", "railways", "govt-college"),
        never,
        inSector("private", "own-business", "private-college"),
      ),
      ODISHA,
    ),
  ),
  H(
    "Hazipur ya Patna ke railway wale",
    "hinglish employer city",
    all(label(inSector("railways")), where(at("hajipur", "patna"), inState("BR"))),
  ),
  H(
    "mechanic chahiye Halifax mein",
    "hinglish craft city",
    all(C.AUTO_MECHANICS, near("halifax", 60)),
  ),
  H(
    "Korba ke bijli ghar mein kaun kaun hai",
    "hinglish industry city",
    all(POWER, near("korba", 40)),
  ),
  H("Shillong e AC thik kora manuh", "assamese described city", all(C.HVAC, near("shillong", 60))),
  H("Talcher khadan re kaam kariba loka", "odia industry city", all(MINING, near("talcher", 60))),
  H("Imphal gi engineer", "manipuri craft city", all(ENGINEERS, near("imphal", 60))),
  H("jo log Tesla mein hain", "hinglish employer", employer(["tesla"])),

  // ---- regions, groupings, codes and distances ------------------------------------------------
  H("north east alumni", "region", NORTH_EAST),
  H("members from the seven sisters", "region", SEVEN_SISTERS),
  H("NE India mechanical", "region trade", all(C.MECHANICAL, NORTH_EAST)),
  H("Chota Nagpur region members", "region", CHOTA_NAGPUR),
  H("people in the coal belt", "region", COAL_BELT),
  H("alumni in the steel cities", "region", STEEL_CITIES),
  H("maintenance engineers in steel cities", "region craft", all(C.MAINTENANCE, STEEL_CITIES)),
  H("Doaba region alumni", "region", DOABA),
  H("tri-city software people", "region craft", all(C.SOFTWARE, C.TRICITY)),
  H("NCR satellite towns quality engineers", "region craft", all(C.QUALITY, NCR_SATELLITES)),
  H("down south HVAC guys", "region craft", all(C.HVAC, C.SOUTH)),
  H("GCC based civil engineers", "region craft", all(C.CIVIL_ENGINEERS, GCC)),
  H("Benelux", "region", BENELUX),
  H("anyone in Scandinavia", "region", SCANDINAVIA),
  H("Nordic countries engineers", "region craft", all(ENGINEERS, NORDIC)),
  H("eastern europe car plants", "region industry", all(AUTO, EASTERN_EUROPE)),
  H("Oceania welders", "region craft", all(C.WELDERS, OCEANIA)),
  H("the Maritimes", "region", MARITIMES),
  H("Atlantic Canada tradespeople", "region", all(MARITIMES, WORKING)),
  H("east India electrical engineers", "region craft", all(C.ELECTRICAL_ENGINEERS, EAST)),
  H("central India tool room", "region trade", all(C.TOOL_DIE, state(["MP", "CG"]))),
  H("PIN 160017", "pin", C.CHANDIGARH),
  H("769001", "pin", city(["rourkela"])),
  H("pin code 827 bokaro welders", "pin craft", all(C.WELDING, city(["bokaro"], ["dhanbad"]))),
  H("STD 0657 members", "std", city(["jamshedpur"])),
  H("BLR embedded", "airport craft", all(C.EMBEDDED, C.BENGALURU)),
  H(
    "DEL NCR software testers",
    "airport craft",
    all(label(isCraft("software-tester"), isCraft("software-developer")), C.NCR),
  ),
  H("DXB HVAC", "airport craft", all(C.HVAC, city(["dubai"], ["sharjah", "abudhabi"]))),
  H("CCU based alumni", "airport city", C.KOLKATA),
  H("GAU people", "airport city", city(["guwahati"])),
  H("IXR electronics", "airport trade", all(C.ELECTRONICS, city(["ranchi"]))),
  H(
    "YYZ area mechanical",
    "airport trade",
    all(C.MECHANICAL, city(["toronto"], ["brampton", "mississauga"])),
  ),
  H("within 50 km of Rourkela", "distance", near("rourkela", 50)),
  H("2 hours from Chandigarh", "distance", near("chandigarh", 100)),
  H("near Sri City", "distance", near("sriCity", 40)),
  H("around Bokaro-Dhanbad", "distance", where(at("bokaro", "dhanbad"), near("bokaro", 80).accept)),
  H(
    "close to Angul or Talcher",
    "distance",
    where(at("angul", "talcher"), near("angul", 100).accept),
  ),
  H("Hajipur area", "city", near("hajipur", 30)),
  H("Vasco Goa", "city", where(at("vasco"), inState("GA"))),
  H(
    "near Neemrana / Bhiwadi belt",
    "distance",
    where(at("neemrana", "bhiwadi"), at("alwar", "rewari")),
  ),
  H("Kota and around", "distance", near("kota", 80)),
  H("Mandideep industrial area", "city", where(at("mandideep"), at("bhopal"))),
  H("Michigan auto folks", "state industry", all(MICHIGAN, AUTO)),
  H("Texas", "state", TEXAS),
  H("South Africa mining", "country industry", all(SOUTH_AFRICA, MINING)),
  H("Niger delta oil", "region industry", all(NIGERIA, OIL_GAS)),
  H("Kariya or Nagoya", "city", where(at("kariya", "nagoya"), inCountry("JP"), ["JP"])),
  H("Czech Republic or Slovakia", "country", country(["CZ", "SK"])),
  H("west of Ireland", "region", label(at("galway"), inCountry("IE"), not(inCountry("IE")))),

  // ---- employers: nicknames, statuses, plant names, suffixes ----------------------------------
  H("Navratna PSU employees", "status employer", NAVRATNA),
  H("Maharatna companies", "status employer", MAHARATNA),
  H("FAANG", "nickname employer", FAANG),
  H("the steel PSU people", "nickname employer", SAIL),
  H("discoms", "sector employer", DISCOMS),
  H("gencos engineers", "sector employer", all(GENCOS, label(isCraft(...ENGINEER_CRAFTS)))),
  H("railway workshops", "sector employer", RAILWAY_WORKSHOPS),
  H(
    "Bhilai Steel Plant",
    "plant employer",
    label(and(isEmployer("sail"), at("bhilai")), isEmployer("sail")),
  ),
  H("RSP", "plant employer", label(and(isEmployer("sail"), at("rourkela")), isEmployer("sail"))),
  H(
    "BSL Bokaro",
    "plant employer",
    label(and(isEmployer("sail"), at("bokaro")), or(isEmployer("sail"), at("bokaro"))),
  ),
  H("VSP / RINL", "plant employer", employer(["rinl"])),
  H("Jindal Steel & Power Ltd.", "employer suffix", employer(["jspl"])),
  H("JSPL Angul", "employer city", label(and(isEmployer("jspl"), at("angul")), isEmployer("jspl"))),
  H("NRL Numaligarh", "employer", employer(["nrl"])),
  H("NHIDCL", "employer", employer(["nhidcl"])),
  H("NPCIL RAPS", "employer", employer(["npcil"])),
  H(
    "HAL Koraput",
    "employer city",
    label(and(isEmployer("hal"), at("sunabeda")), isEmployer("hal")),
  ),
  H(
    "BHEL except Haridwar",
    "employer negation",
    label(
      and(isEmployer("bhel"), not(at("haridwar"))),
      never,
      or(not(isEmployer("bhel")), at("haridwar")),
    ),
  ),
  H("Power Grid Corp of India Ltd.", "employer suffix", employer(["powergrid"])),
  H("Doordarshan", "employer", employer(["prasarBharati"])),
  H("Sesa Goa", "employer old name", employer(["vedanta"])),
  H("Vedanta group", "group employer", employer(["vedanta"])),
  H(
    "Hero Moto Corp Neemrana",
    "employer city",
    label(and(isEmployer("hero"), at("neemrana")), isEmployer("hero")),
  ),
  H("TAFE", "employer", employer(["tafe"])),
  H("One97 Communications", "employer formal name", employer(["paytm"])),
  H("Sembcorp Marine", "employer old name", employer(["seatrium"])),
  H("Proton", "employer", employer(["proton"])),
  H("Aisin Seiki", "employer old name", employer(["aisin"])),
  H("Suzuki Motor Corp Japan", "employer", label(isEmployer("suzukiJp"), isEmployer("maruti"))),
  H(
    "Audi Hungaria",
    "employer",
    label(and(isEmployer("audi"), inCountry("HU")), isEmployer("audi")),
  ),
  H("Medtronic", "employer", employer(["medtronic"])),
  H("Amplats", "nickname employer", employer(["angloPlat"])),
  H("Shell Nigeria", "employer country", label(isEmployer("shellNg"), isEmployer("bsp"))),
  H("Aramco people", "employer", employer(["aramco"])),
  H("Kharafi", "employer", employer(["kharafi"])),
  H("GM Warren tech center", "employer city", employer(["gm"])),
  H("SaskPower", "employer", employer(["saskpower"])),
  H(
    "Kirloskar Brothers Limited",
    "employer suffix",
    label(isEmployer("kbl"), isEmployer("kirloskarOil")),
  ),
  H("Mahanadi Coalfields Ltd.", "employer suffix", employer(["mcl"])),
  H("MCL / BCCL", "employer", COAL),
  H("Japanese companies", "employer kind", JAPANESE),
  H("European car makers", "employer kind", CARMAKERS_EU),
  H("PSU jobs in Odisha", "sector state", all(psu, ODISHA)),
  H("Tata group companies in Jharkhand", "group state", all(label(inGroup("tata")), JHARKHAND)),
  H("CSPGCL or CSPDCL", "employer", label(isEmployer("cspgcl", "cspdcl"))),
  H(
    "East Central Railway",
    "employer",
    label(who("y13"), inSector("railways"), inSector("private", "own-business")),
  ),
  H("Prasar Bharati", "employer", employer(["prasarBharati"])),

  // ---- seniority, function, certification, tools, industries --------------------------------
  H("shift in-charge", "seniority", label(titled(/shift/i), titled(/in-?charge|incharge/i))),
  H(
    "HOD mechanical",
    "seniority trade",
    label(who("p45"), and(C.TEACHERS.expect, isTrade("mechanical", "tool-die"))),
  ),
  H(
    "GM level",
    "seniority",
    label(titled(/\bGM\b|general manager/i), titled(/\bhead\b|\bDGM\b|\bAGM\b/i)),
  ),
  H("foremen", "seniority", FOREMEN),
  H("foreman welding", "seniority craft", all(FOREMEN, C.WELDERS)),
  H("apprentices and trainees", "seniority", APPRENTICES),
  H("technical intern trainee", "seniority", INTERNS),
  H("retired engineers", "status craft", RETIRED),
  H(
    "Dy. Manager / Sr. Manager maintenance",
    "seniority craft",
    all(label(titled(/manager/i)), C.MAINTENANCE),
  ),
  H("chargeman", "seniority", label(titled(/chargeman/i), titled(/foreman|supervisor/i))),
  H(
    "scientific assistant",
    "title",
    label(titled(/scientific assistant/i), titled(/technical officer/i)),
  ),
  H("chief technician", "title", label(titled(/chief technician/i))),
  H(
    "JE / AE civil",
    "title craft",
    only(
      C.CIVIL_ENGINEERS,
      and(
        isCraft("civil-engineer"),
        titled(/\bJE\b|\bAE\b|junior engineer|assistant engineer|jr\. engineer/i),
      ),
      isCraft("civil-engineer"),
    ),
  ),
  H(
    "HEMM maintenance",
    "skill",
    label(who("y12"), or(who("p34", "g37", "h11"), skilled(/dumper|shovel|dozer/i))),
  ),
  H("blast furnace", "skill", label(who("q17", "y11"), STEEL.expect)),
  H("rolling mill", "skill", label(who("y06", "m24"), STEEL.expect)),
  H("sinter plant", "skill", label(who("y14"), STEEL.expect)),
  H("reactor electricals nuclear", "skill industry", label(who("y18"), never)),
  H(
    "broadcast engineering TV transmitters",
    "skill",
    label(who("y05"), isCraft("telecom-engineer")),
  ),
  H(
    "FPSO rig repair",
    "skill",
    label(who("y23"), or(isEmployer("ongc", "cochinShipyard", "goaShipyard"), who("g42"))),
  ),
  H("Primavera", "tool", label(who("y33"), isCraft("project-manager"))),
  H("Mastercam", "tool", label(skilled(/mastercam/i), isCraft("cnc-programmer"))),
  H("SAP PM", "tool", label(skilled(/SAP PM/i), isCraft("maintenance-engineer"))),
  H(
    "Siemens 840D",
    "tool",
    label(skilled(/840D/i), isCraft("cnc-operator", "cnc-programmer", "machinist")),
  ),
  H(
    "PCS7 DCS",
    "tool",
    label(skilled(/PCS7/i), or(skilled(/DCS/i), isCraft("automation-engineer"))),
  ),
  H("ISO 13485", "certification", label(skilled(/13485/i), who("x02"))),
  H("mining industry", "industry", MINING),
  H(
    "aluminium industry",
    "industry",
    label(isEmployer("nalco", "hindalco", "alba", "soharAlu"), isEmployer("vedanta")),
  ),
  H("oil and gas Africa", "industry region", all(OIL_GAS, country(["NG", "ZA", "UG", "TZ", "KE"]))),
  H("power sector east India", "industry region", all(POWER, EAST)),
  H(
    "FMCG",
    "industry",
    label(
      isEmployer("pg", "sobeys", "fonterra"),
      or(isEmployer("nextPlc", "mukwano"), inIndustry("consumer")),
    ),
  ),
  H("pharma plants", "industry", label(isEmployer("cipla"), who("z08"))),
  H(
    "medical devices",
    "industry",
    label(isEmployer("medtronic", "stryker"), isEmployer("siemens")),
  ),
  H(
    "shipbuilding and ship repair",
    "industry",
    label(
      or(isEmployer("cochinShipyard", "goaShipyard", "seatrium"), who("g30", "h09")),
      isEmployer("navy"),
    ),
  ),
  H("broadcasting", "industry", label(isEmployer("prasarBharati"), inIndustry("telecom"))),
  H("nuclear", "industry", employer(["npcil"])),
  H("coal mining", "industry", COAL),
  H(
    "highways",
    "industry",
    label(or(isEmployer("nhidcl", "bro"), skilled(/highway/i)), skilled(/\broads?\b/i)),
  ),
  H("supermarket refrigeration", "industry craft", label(who("y38"), isCraft("hvac-technician"))),
  H(
    "EV",
    "industry",
    label(or(isEmployer("olaElectric", "ather", "tesla"), skilled(/\bEV\b/i)), never),
  ),
  H("handicraft export fabrication", "industry", label(who("y21"), never)),
  H(
    "two wheeler plants",
    "industry",
    label(or(isEmployer("hero", "bajajAuto", "tvs"), who("n07")), isEmployer("honda")),
  ),

  // ---- negations, batch comparisons, counts, questions, several criteria ----------------------
  H("mechanical trade but no students", "negation trade", all(C.MECHANICAL, WORKING)),
  H("Odisha members batch after 2015", "state batch", all(ODISHA, after(2015))),
  H("passed out in the 90s", "batch decade", years(1990, 1999)),
  H(
    "electrical engineers not older than 2010 batch",
    "craft batch",
    all(C.ELECTRICAL_ENGINEERS, since(2010)),
  ),
  H("welders who passed out before 2005", "craft batch", all(C.WELDERS, before(2005))),
  H("top 5 CNC programmers", "count craft", C.CNC_PROGRAMMERS),
  H("a couple of civil engineers in the Gulf", "count craft region", all(C.CIVIL_ENGINEERS, GCC)),
  H("who from our centre works at HAL?", "question employer", employer(["hal"])),
  H("does anyone work at BEL", "question employer", employer(["bel"])),
  H("is there anybody in Nagaland?", "question state", state(["NL"])),
  H("which alumni are in Manipur or Meghalaya", "question state", state(["MN", "ML"])),
  H("how many of us are in Japan", "question country", JAPAN),
  H("who is the ISTC person at Tesla", "question employer", employer(["tesla"])),
  H(
    "electrical engineers at PSUs in the east, batches 2000 to 2015",
    "multi craft sector region batch",
    all(C.ELECTRICAL_ENGINEERS, psu, EAST, years(2000, 2015)),
  ),
  H(
    "mechanical maintenance in Odisha PSUs after 2010",
    "multi craft state sector batch",
    all(C.MAINTENANCE, ODISHA, psu, after(2010)),
  ),
  H(
    "CNC people in Europe who passed after 2015",
    "multi trade region batch",
    all(C.CNC, C.EUROPE, after(2015)),
  ),
  H(
    "automobile trade abroad excluding Canada",
    "multi trade negation",
    label(
      and(C.AUTOMOBILE.expect, not(inIndia), not(inCountry("CA"))),
      never,
      or(inIndia, inCountry("CA")),
    ),
  ),
  H(
    "electronics alumni not in IT companies",
    "negation trade sector",
    label(and(C.ELECTRONICS.expect, not(C.TECH.expect), not(isStudent)), never, C.TECH.expect),
  ),
  H(
    "Gulf but not UAE",
    "negation region",
    label(
      (m) => !!placeOf(m).regions?.includes("gulf") && !inCountry("AE")(m),
      never,
      (m) => !placeOf(m).regions?.includes("gulf") || inCountry("AE")(m),
    ),
  ),
  H(
    "welding trade, working, 2015 batch or later",
    "multi trade status batch",
    all(C.WELDING, WORKING, since(2015)),
  ),
  H(
    "2004 to 2008 batch electrical in Chhattisgarh or Jharkhand",
    "multi batch trade state",
    all(years(2004, 2008), C.ELECTRICAL, state(["CG", "JH"])),
  ),
  H(
    "mechatronics people working abroad in car plants",
    "multi trade abroad industry",
    all(C.MECHATRONICS, abroad, AUTO),
  ),
  H("anyone with 30+ years of experience", "experience", experience(30)),
  H(
    "less than 3 years experience electricians",
    "experience craft",
    all(
      C.ELECTRICIANS,
      label(and(batchIn(2023, 2026), not(isStudent)), batchIn(2022, 2022), isStudent),
    ),
  ),
  H(
    "electrical but not linemen, Assam or Tripura",
    "multi trade negation state",
    label(
      and(C.ELECTRICAL.expect, not(isCraft("lineman")), inState("AS", "TR")),
      never,
      or(isCraft("lineman"), not(inIndia)),
    ),
  ),
  H(
    "private sector mechanical engineers in Odisha and Chhattisgarh",
    "multi sector craft state",
    all(
      C.MECHANICAL_ENGINEERS,
      state(["OD", "CG"]),
      label(
        inSector("private", "own-business"),
        never,
        inSector("psu", "state-utility", "govt-dept", "defence", "railways", "govt-college"),
      ),
    ),
  ),
  H("self-employed outside India", "negation sector abroad", all(OWN, abroad)),
  H(
    "students from outside Punjab Haryana Himachal",
    "negation student state",
    all(
      students,
      label((m) => !inState("PB", "HR", "HP", "CH")(m), inState("CH"), inState("PB", "HR", "HP")),
    ),
  ),
  H(
    "instrumentation people except oil and gas",
    "negation craft industry",
    label(and(C.INSTRUMENTATION.expect, not(inIndustry("oil-gas"))), never, inIndustry("oil-gas")),
  ),
  H(
    "engineers in Japan Malaysia or Singapore",
    "multi craft country",
    all(
      label(isCraft(...ENGINEER_CRAFTS, "cnc-programmer", "project-manager", "software-developer")),
      country(["JP", "MY", "SG"]),
    ),
  ),
  H("who in the 2012 batch went to the Gulf", "question batch region", all(batch(2012), GCC)),
  H(
    "any 1988 or 1985 pass outs",
    "batch",
    label(or(batchIn(1985, 1985), batchIn(1988, 1988)), batchIn(1986, 1987)),
  ),
  H(
    "electronics in uh Assam sorry I mean all electronics people in Assam",
    "voice trade state",
    all(C.ELECTRONICS, ASSAM),
  ),
  H("tool and die after 2010 in MP", "multi trade batch state", all(C.TOOL_DIE, after(2010), MP)),

  // ---- plain queries ------------------------------------------------------------------------
  H("mechanical engineers from Odisha", "plain craft state", all(C.MECHANICAL_ENGINEERS, ODISHA)),
  H("2027 batch", "plain batch", batch(2027)),
  H("welders in Oman", "plain craft country", all(C.WELDERS, OMAN)),
  H("electrical engineers in Assam", "plain craft state", all(C.ELECTRICAL_ENGINEERS, ASSAM)),
  H("electrical engineers in Bihar", "plain craft state", all(C.ELECTRICAL_ENGINEERS, BIHAR)),
  H(
    "software developers in Ghaziabad",
    "plain craft city",
    all(C.SOFTWARE, city(["ghaziabad"], ["noida", "delhi"])),
  ),
  H("HVAC technicians in Canada", "plain craft country", all(C.HVAC, C.CANADA)),
  H(
    "CNC operators in the Czech Republic",
    "plain craft country",
    all(C.CNC_OPERATORS, country(["CZ"])),
  ),
  H("tool and die makers in Madhya Pradesh", "plain craft state", all(C.TOOLMAKERS, MP)),
  H("instructors in Odisha", "plain craft state", all(C.INSTRUCTORS, ODISHA)),
  H("lecturers in Jharkhand", "plain craft state", all(C.LECTURERS, JHARKHAND)),
  H(
    "electrical engineers in Chhattisgarh",
    "plain craft state",
    all(C.ELECTRICAL_ENGINEERS, CHHATTISGARH),
  ),
  H("quality engineers in Rajasthan", "plain craft state", all(C.QUALITY, RAJASTHAN)),
  H("mechanical engineers in Oman", "plain craft country", all(C.MECHANICAL_ENGINEERS, OMAN)),
  H("project managers in Singapore", "plain craft country", all(C.PROJECT_MANAGERS, SINGAPORE)),
  H(
    "automobile engineers in Hungary",
    "plain craft country",
    all(C.AUTO_ENGINEERS, country(["HU"])),
  ),
  H("production engineers in Michigan", "plain craft state", all(C.PRODUCTION_ENGINEERS, MICHIGAN)),
  H("students from Assam", "plain student state", all(students, ASSAM)),
  H("1996 batch", "plain batch", batch(1996)),
  H(
    "electronics technicians in Tripura",
    "plain craft state",
    all(C.ELECTRONICS_TECHNICIANS, state(["TR"])),
  ),
  H("welders in Jharkhand", "plain craft state", all(C.WELDERS, JHARKHAND)),
  H("maintenance engineers in Odisha", "plain craft state", all(C.MAINTENANCE, ODISHA)),
  H("electricians in Saudi Arabia", "plain craft country", all(C.ELECTRICIANS, SAUDI)),
  H("civil engineers in Kuwait", "plain craft country", all(C.CIVIL_ENGINEERS, KUWAIT)),
  H("software developers in the USA", "plain craft country", all(C.SOFTWARE, C.USA)),
  H("auto mechanics in Nova Scotia", "plain craft state", all(C.AUTO_MECHANICS, MARITIMES)),
  H(
    "electrical engineers in Saskatchewan",
    "plain craft state",
    all(C.ELECTRICAL_ENGINEERS, SASKATCHEWAN),
  ),
  H("members in Goa", "plain state", GOA),
  H("members in Bihar", "plain state", BIHAR),
  H("HR people in Jharkhand", "plain craft state", all(C.HR, JHARKHAND)),
  H("sales managers in Assam", "plain craft state", all(C.SALES, ASSAM)),
  H("CNC operators in Odisha", "plain craft state", all(C.CNC_OPERATORS, ODISHA)),
  H("quality engineers in Ireland", "plain craft country", all(C.QUALITY, IRELAND)),
  H("instrumentation engineers in Nigeria", "plain craft country", all(C.INSTRUMENTATION, NIGERIA)),
  H(
    "mechanical engineers in South Africa",
    "plain craft country",
    all(C.MECHANICAL_ENGINEERS, SOUTH_AFRICA),
  ),
  H("welders in Japan", "plain craft country", all(C.WELDERS, JAPAN)),
  H("automation engineers in Japan", "plain craft country", all(C.AUTOMATION, JAPAN)),
  H("CNC programmers in Malaysia", "plain craft country", all(C.CNC_PROGRAMMERS, MALAYSIA)),
  H("electricians in Goa", "plain craft state", all(C.ELECTRICIANS, GOA)),
  H("civil engineers in Manipur", "plain craft state", all(C.CIVIL_ENGINEERS, state(["MN"]))),
  H(
    "mechanical students in Chhattisgarh",
    "plain trade student state",
    all(C.MECHANICAL, students, CHHATTISGARH),
  ),
  H("electrical students from UP", "plain trade student state", all(C.ELECTRICAL, students, C.UP)),
  H(
    "computer students from Nagaland",
    "plain trade student state",
    all(C.COMPUTER, students, state(["NL"])),
  ),
  H("people in West Bengal", "plain state", WEST_BENGAL),
  H(
    "electrical engineers in Andhra Pradesh",
    "plain craft state",
    all(C.ELECTRICAL_ENGINEERS, ANDHRA),
  ),
  H(
    "mechanical engineers in Andhra Pradesh",
    "plain craft state",
    all(C.MECHANICAL_ENGINEERS, ANDHRA),
  ),
  H(
    "production engineers in Andhra Pradesh",
    "plain craft state",
    all(C.PRODUCTION_ENGINEERS, ANDHRA),
  ),
  H("welding in Uttar Pradesh", "plain trade state", all(C.WELDING, C.UP)),
  // "Students" of a past batch: its alumni (ISTCians say students for both).
  H("2020 batch students", "plain batch", batch(2020)),

  // ---- the searcher's own place and batch -----------------------------------------------------
  H(
    "my batchmates in the north east",
    "me batch region",
    all(NORTH_EAST, batch(2014)),
    ME("guwahati", 2014),
  ),
  H(
    "mechanical people near me?",
    "me trade distance",
    all(C.MECHANICAL, near("bokaro", 40)),
    ME("bokaro", 2027),
  ),
  H("anyone near me??", "me distance", near("rourkela", 40), ME("rourkela", 2018)),
  H("my juniors in Odisha", "me batch state", all(ODISHA, after(2010)), ME("angul", 2010)),
  H(
    "seniors near me who can guide",
    "me distance batch",
    all(near("bhilai", 40), before(2027), WORKING),
    ME("bhilai", 2027),
  ),
  H(
    "foreign MNC employees in Japan, Czechia or Hungary",
    "employer kind country",
    all(label(isMnc), country(["JP", "CZ", "HU"])),
  ),
  H("welders in India only, not the Gulf", "craft negation", all(C.WELDERS, INDIA)),
];
