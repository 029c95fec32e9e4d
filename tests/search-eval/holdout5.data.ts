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
  inIndustry,
  inSector,
  isCraft,
  isEmployer,
  isMnc,
  isStudent,
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
  type Label,
  type Pred,
} from "./labels.js";

// The fifth held-out part, written (labels included) before the search was run on it, blind to the
// search's code, vocabulary and documentation: voice-typed run-ons, ALL CAPS, txt-speak, one- and
// two-word queries, WhatsApp questions, recruiters' job-post fragments, admins' batch ranges,
// Hinglish and Punjabi-English with other particles (wale, jo, kaun, koi, chahiye, milega, hai kya,
// vich, de), misspelt places and trades, old city names, "near X" and "within N km of X", regions,
// employer groups and sectors, year expressions, negations and two or three criteria together.
// Labelled over the whole population (p01-p60 added with it: Odisha, Chhattisgarh, Jharkhand, Bihar,
// Kerala, Telangana, Goa and Assam towns, Himachal and Uttarakhand hill places, Punjab and Haryana
// small towns, Oman, Kuwait, Saudi Arabia, Italy, the Netherlands, Poland, Ireland, Japan, Malaysia,
// Kenya). Never tuned on: the evaluation prints its figures only, never its queries.
const H = query(true, "holdout5");
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
const batchTo =
  (year: number): Pred =>
  (m) =>
    m.truth.batch <= year;
const batchFrom =
  (year: number): Pred =>
  (m) =>
    m.truth.batch >= year;
const alumni = label(not(isStudent));

// Places
const ODISHA = state(["OD"]);
const CHHATTISGARH = state(["CG"]);
const JHARKHAND = state(["JH"]);
const BIHAR = state(["BR"]);
const GOA = state(["GA"]);
const ASSAM = state(["AS"]);
const NORTHEAST = state(["AS", "ML", "AR", "NL", "MN", "MZ", "TR", "SK"]);
/** East India: Odisha, Jharkhand, Bihar, Bengal; Chhattisgarh and the northeast borderline. */
const EAST = state(["OD", "JH", "BR", "WB"], ["CG", "AS", "ML"]);
/** Central India: MP and Chhattisgarh; Vidarbha (Nagpur) borderline. */
const CENTRAL = label(inState("MP", "CG"), (m) => m.truth.place === "nagpur", not(inIndia));
const OMAN = country(["OM"]);
const KUWAIT = country(["KW"]);
const SAUDI = country(["SA"]);
const ITALY = country(["IT"]);
const NETHERLANDS = country(["NL"]);
const POLAND = country(["PL"]);
const IRELAND = country(["IE"]);
const JAPAN = country(["JP"]);
const MALAYSIA = country(["MY"], ["SG"]);
const KENYA = country(["KE"]);
/** Africa: every African country (the population has grown since this part was written). */
const AFRICA = country(AFRICA_COUNTRIES);
/** East and south-east Asia abroad: Japan, Malaysia, Singapore. */
const ASIA_ABROAD = country(["JP", "MY", "SG"]);
const BHUBANESWAR = city(["bhubaneswar"], ["cuttack"]);
const CUTTACK = city(["cuttack"], ["bhubaneswar"]);
const RANCHI = city(["ranchi"]);
const RAIPUR = city(["raipur"], ["bhilai"]);
const JAMSHEDPUR = city(["jamshedpur"]);
const KOCHI = city(["kochi"]);
const CALICUT = city(["kozhikode"]);
const THRISSUR = city(["thrissur"]);
const HYDERABAD = city(["hyderabad"]);
const WARANGAL = city(["warangal"]);
const PATNA = city(["patna"]);
const GUWAHATI = city(["guwahati"]);
/** Bilaspur: two towns of the name (Chhattisgarh and Himachal), both expected. */
const BILASPUR = city(["bilaspurCg", "bilaspurHp"]);
const FIROZPUR = city(["firozpur"]);
const HAMIRPUR = city(["hamirpur"]);
const VADODARA = city(["vadodara"]);
const TRIVANDRUM = city(["trivandrum"]);
const JEDDAH = city(["jeddah"]);
const MUSCAT = city(["muscat"], ["sur"]);
const GOA_TOWNS = city(["panaji", "margao"]);
/** Punjab outside the tri-city: Punjab's towns except Mohali and its satellites accepted. */
const NOT_PUNJAB = label(not(inState("PB", "CH")), inState("CH"), inState("PB"));
const NOT_GULF = label(not(C.GULF.expect), never, C.GULF.expect);
/** Hill places: the hills region; Himachal and Uttarakhand's other towns borderline. */
const HILLS = region("hills", [], []);
const HILLS_WIDE = alsoAccept(HILLS, inState("HP", "UK", "JK", "LA"));

// Employers and sectors
const DEFENCE = label(
  inSector("defence"),
  isEmployer("hal", "bel"),
  inSector("private", "own-business", "private-college"),
);
const ARMY = label(
  isEmployer("army"),
  inSector("defence"),
  inSector("private", "own-business", "private-college"),
);
const AIR_FORCE = label(isEmployer("airForce"), inSector("defence"), inSector("private"));
const RAILWAYS = label(inSector("railways"), never, inSector("private", "own-business"));
/** Electricity boards: the state utilities; J&K's power department and the power PSUs borderline. */
const BIJLI_BOARD = label(
  inSector("state-utility"),
  or(isEmployer("pddJk", "tpcodl"), and(inSector("psu"), inIndustry("power"))),
  inSector("own-business", "private-college"),
);
const MUNICIPAL = label(
  isEmployer("mcLudhiana", "mcAmritsar", "mcWarangal"),
  isEmployer("chdEngg"),
  inSector("private", "own-business"),
);
const PWD = label(
  isEmployer("pwdPunjab", "mpPwd", "ukPwd", "mlPwd", "hpPwd"),
  inSector("govt-dept"),
  inSector("private", "own-business"),
);
const MNC = label(isMnc);
const PRIVATE = label(
  inSector("private"),
  inSector("own-business", "private-college"),
  inSector("psu", "state-utility", "govt-dept", "defence", "railways", "govt-college"),
);
const TATA = group("tata");
const SELF_EMPLOYED = label(inSector("own-business"), isCraft("founder"));
/** Freelancers: those who say so on their profile; other self-employed people borderline. */
const FREELANCERS = keys(["p20", "p53", "s18"], ["v06"]);
/** Startup founders: the two who say so; other founders and the self-employed borderline. */
const STARTUP_FOUNDERS = label(
  keys(["s21", "p04"]).expect,
  or(isCraft("founder"), inSector("own-business")),
);
const STARTUPS = label(
  or(keys(["s21", "p04"]).expect, isEmployer("ather")),
  or(isEmployer("olaElectric", "zomato", "quark"), isCraft("founder")),
);
/** Shop and workshop owners: the self-employed outside software, but not the freelancers, the land
 * surveyor or the forging company's founder (borderline). */
const SHOP_OWNERS = label(
  and(
    inSector("own-business"),
    not(isTrade("computer")),
    not(FREELANCERS.expect),
    not(keys(["v06", "m30"]).expect),
  ),
  isCraft("founder"),
);
const STEEL = label(inIndustry("steel"));
const OIL_GAS = label(inIndustry("oil-gas"));
const POWER = label(inIndustry("power"), or(inSector("state-utility"), isEmployer("pddJk")));
const AUTO_INDUSTRY = label(inIndustry("auto"), inIndustry("tractors"));
const SHIPYARDS = employer(["cochinShipyard", "goaShipyard"]);
const COAL = employer(["bccl"]);
const SAIL = employer(["sail"]);
const NTPC = employer(["ntpc"]);
const INFOSYS = employer(["infosys"], isEmployer("infosysBpm"));
const LT = group("lt");

// Crafts
const HVAC = alsoAccept(C.HVAC, keys(["z10"]).expect);
const NETWORK = craft(["network-engineer"], isCraft("it-support"));
const SERVICE_ADVISORS = craft(["service-advisor"], isCraft("auto-mechanic"));
const ELECTRONICS_TECHS = craft(["electronics-technician"], isCraft("hardware-engineer"));
/** Heavy equipment and diesel mechanics: the auto mechanics; the rest of the automobile trade borderline. */
const MECHANICS = craft(["auto-mechanic"], or(isCraft("service-advisor"), isTrade("automobile")));
/** Mould makers: die-and-mould toolmakers and mould designers; other toolmakers borderline. */
const MOULD_MAKERS = label(
  or(isCraft("mould-designer"), and(isTrade("die-mould"), isCraft("tool-die-maker"))),
  or(isTrade("die-mould"), isCraft("tool-die-maker", "tool-designer")),
);
const title =
  (re: RegExp): Pred =>
  (m) =>
    re.test(m.profile.jobTitle ?? "");
/** Foremen: read off the title, as a person would; supervisors and in-charges borderline. */
const FOREMEN = label(title(/foreman/i), title(/supervisor|in-?charge|incharge|head|overseer/i));
/** Apprentices: read off the title; trainees and the recent alumni borderline. */
const APPRENTICES = label(
  title(/apprentice/i),
  or(title(/trainee|\bget\b/i), (m) => !m.truth.student && m.truth.batch >= 2022),
);
/** Heads of department: the title says so; other teachers borderline. */
const HODS = label(title(/\bhod\b|head of (the )?department/i), isCraft("lecturer", "instructor"));
/** Civil JEs: junior engineers by title; other civil engineers borderline. */
const CIVIL_JE: Label = {
  ...C.CIVIL_ENGINEERS,
  expect: and(isCraft("civil-engineer"), title(/\bJE\b|junior engineer|jr\.? engineer/i)),
  accept: or(C.CIVIL_ENGINEERS.expect, C.CIVIL_ENGINEERS.accept),
};
const QUALITY_INSPECTORS = craft(["quality-inspector"], isCraft("quality-engineer"));
/** Trainees and apprentices: read off the title; freshers borderline. */
const TRAINEES = label(
  title(/trainee|apprentice|\bget\b/i),
  (m) => !m.truth.student && m.truth.batch >= 2022,
  isStudent,
);
/** Tech leads: the titles that say so; engineering managers and senior developers borderline. */
const TECH_LEADS = label(
  title(/tech(nical)? lead/i),
  or(isCraft("engineering-manager", "software-developer")),
);

// Years
/** Freshers: alumni of the last batches (2022 on); current students and 2020-2021 borderline. */
const FRESHERS = label(
  and(not(isStudent), batchFrom(2022)),
  or(isStudent, batchFrom(2020)),
  and(not(isStudent), batchTo(2016)),
);
const CURRENT = currentStudents;
/** Old-timers: batches up to 2005; up to 2008 borderline. */
const SENIORS = label(batchTo(2005), batchTo(2008), batchFrom(2018));
const BEFORE_2012 = label(batchTo(2011), batchTo(2012));
const AFTER_2020 = label(batchFrom(2021), batchFrom(2020));

// ---- the queries --------------------------------------------------------------------------------

export const HOLDOUT5_QUERIES: EvalQuery[] = [
  // Voice-typed run-ons, no punctuation
  H(
    "show me all the electricians who are working in odisha or jharkhand right now",
    "craft state voice",
    all(C.ELECTRICAL, state(["OD", "JH"])),
  ),
  H(
    "i am looking for someone who knows welding and is staying in the gulf countries",
    "trade region voice",
    all(C.WELDING, C.GULF),
  ),
  H(
    "find me people from mechanical branch who are now in kerala",
    "trade state voice",
    all(C.MECHANICAL, C.KERALA),
  ),
  H(
    "can you show software developers living in japan or netherlands",
    "craft country voice",
    all(C.SOFTWARE, country(["JP", "NL"])),
  ),
  H(
    "people working in steel plants like sail or tata steel",
    "industry employer voice",
    alsoAccept(STEEL, inIndustry("steel")),
  ),
  H(
    "anybody who is a lineman in haryana electricity department",
    "craft state sector voice",
    all(C.LINEMEN, C.HARYANA),
  ),
  H(
    "i want to talk to someone from the 2012 batch who is working abroad",
    "batch abroad voice",
    all(batch(2012), abroad),
  ),
  H("who all are there from chhattisgarh", "state voice", CHHATTISGARH),
  H(
    "list of members who studied civil and now work for government",
    "trade sector voice",
    all(C.CIVIL, government),
  ),
  H("please find ac repair people in goa", "craft state voice", all(HVAC, GOA)),
  H(
    "show students from the computer course who joined recently",
    "student trade voice",
    all(students, C.COMPUTER),
  ),
  H(
    "mechanical people working in oil and gas companies in india and outside",
    "trade industry voice",
    all(C.MECHANICAL, OIL_GAS),
  ),
  H(
    "search for electronics people who are in bhubaneswar",
    "trade city voice",
    all(C.ELECTRONICS, BHUBANESWAR),
  ),
  H("i need the list of all welders we have in oman", "craft country voice", all(C.WELDERS, OMAN)),
  H("all the loco pilots working in railways", "craft sector voice", C.LOCO_PILOTS),
  H(
    "who is teaching in polytechnic colleges these days",
    "craft employer voice",
    alsoAccept(label(isEmployer("govtPoly")), isCraft("lecturer", "instructor")),
  ),

  // ALL CAPS
  H("ELECTRICIANS IN KUWAIT", "craft country caps", all(C.ELECTRICIANS, KUWAIT)),
  H("WELDER JOBS GULF", "craft region caps terse", all(C.WELDERS, C.GULF)),
  H("CNC OPERATOR ITALY", "craft country caps terse", all(C.CNC_OPERATORS, ITALY)),
  H("NTPC EMPLOYEES", "employer caps", NTPC),
  H("ALL STUDENTS OF 2026", "student batch caps", all(students, batch(2026))),
  H("MECHANICAL ENGINEERS ODISHA", "craft state caps", all(C.MECHANICAL_ENGINEERS, ODISHA)),
  H("HVAC TECHNICIAN CHENNAI", "craft city caps", all(HVAC, C.CHENNAI)),
  H("PSU ENGINEERS JHARKHAND", "sector state caps", all(psu, JHARKHAND)),
  H("CIVIL JE", "craft caps terse abbreviation", CIVIL_JE),
  H("TATA GROUP EMPLOYEES", "group caps", TATA),
  H("KERALA ISTCIANS", "state caps terse", C.KERALA),
  H("LINEMAN", "craft caps terse", C.LINEMEN),
  H("STUDENTS IN RANCHI", "student city caps", all(students, RANCHI)),
  H("SOFTWARE ENGINEER EUROPE", "craft region caps", all(C.SOFTWARE, C.EUROPE)),
  H("ARMY PEOPLE", "sector caps terse", ARMY),

  // Txt-speak
  H("ppl wrkng in gulf", "region txt", C.GULF),
  H("mech engg ppl frm bihar", "trade state txt", all(C.MECHANICAL, BIHAR)),
  H("elec ppl in psu", "trade sector txt", all(C.ELECTRICAL, psu)),
  H("sw devs abrd", "craft abroad txt", all(C.SOFTWARE, abroad)),
  H("civil ppl wrkng in govt", "trade sector txt", all(C.CIVIL, government)),
  H("any1 in tokyo?", "city txt question", city(["tokyo"])),
  H("stdnts frm punjab", "student state txt", all(students, C.PUNJAB)),
  H("welders n fitters in middle east", "craft region txt", all(or2(C.WELDERS, C.FITTERS), C.GULF)),
  H("2019 batch ppl", "batch txt", batch(2019)),
  H("rac ppl abrd", "trade abroad txt", all(C.RAC, abroad)),
  H("cnc prgrmr", "craft txt misspelling", C.CNC_PROGRAMMERS),
  H("electronics ppl wrkng in mncs", "trade sector txt", all(C.ELECTRONICS, MNC)),
  H("ppl frm 2010 n 2011 batch in canada", "batch country txt", all(batch(2010, 2011), C.CANADA)),
  H("auto mech wrkng abrd", "craft abroad txt", all(MECHANICS, abroad)),
  H("engg ppl in railways", "sector txt", RAILWAYS),
  H("it ppl in pune", "craft city txt", all(C.IT_PEOPLE, C.PUNE)),

  // Very terse
  H("odisha", "state terse", ODISHA),
  H("jharkhand", "state terse", JHARKHAND),
  H("goa side", "state terse", GOA),
  H("bihar", "state terse", BIHAR),
  H("assam", "state terse", ASSAM),
  H("japan", "country terse", JAPAN),
  H("kenya", "country terse", KENYA),
  H("poland", "country terse", POLAND),
  H("netherlands", "country terse", NETHERLANDS),
  H("malaysia", "country terse", MALAYSIA),
  H("italy", "country terse", ITALY),
  H("ireland", "country terse", IRELAND),
  H("nalco", "employer terse", employer(["nalco"])),
  H("SAIL ltd", "employer terse", SAIL),
  H("kseb", "employer terse abbreviation", employer(["kseb"])),
  H("linemen list", "craft terse", C.LINEMEN),
  H("foreman", "title terse", FOREMEN),
  H("apprentice", "title terse", APPRENTICES),
  H("freelancer", "kind terse", FREELANCERS),
  H("hod", "title terse abbreviation", HODS),
  H("mechatronics wale", "trade terse", C.MECHATRONICS),
  H("die mould", "trade terse", C.DIE_MOULD),
  H("rac", "trade terse abbreviation", C.RAC),
  H("welding trade ppl", "trade terse", C.WELDING),
  H("automobile trade", "trade terse", C.AUTOMOBILE),
  H("intel", "employer terse", employer(["intel"])),
  H("denso", "employer terse", employer(["denso"])),
  H("apple", "employer terse", employer(["apple"])),
  H("philips", "employer terse", employer(["philips"])),
  H("booking.com", "employer terse", employer(["booking"])),
  H("rakuten", "employer terse", employer(["rakuten"])),

  // WhatsApp questions
  H(
    "hi all, anyone from istc in bhubaneswar? shifting there next month",
    "city question whatsapp",
    BHUBANESWAR,
  ),
  H(
    "Is there any ISTCian in Japan?? need some guidance for visa",
    "country question whatsapp",
    JAPAN,
  ),
  H(
    "any electrician in kerala who can help with KSEB connection??",
    "craft state question whatsapp",
    all(C.ELECTRICAL, C.KERALA),
  ),
  H(
    "does anyone know a good AC mechanic in Goa? urgent",
    "craft state question whatsapp",
    all(HVAC, GOA),
  ),
  H("friends, who is working in NTPC? need referral", "employer question whatsapp", NTPC),
  H(
    "Any seniors working in Netherlands or Germany? planning masters",
    "country question whatsapp",
    country(["NL", "DE"]),
  ),
  H("Koi banda Ranchi mein hai? 🙏", "city question hinglish whatsapp", RANCHI),
  H("anyone in Muscat?? my cousin needs help with job", "city question whatsapp", MUSCAT),
  H(
    "need a welder for gate work near Malerkotla, anyone?",
    "craft near question whatsapp",
    all(C.WELDERS, near("malerkotla", 50)),
  ),
  H("who is in Poland? going for a job there", "country question whatsapp", POLAND),
  H(
    "guys any of u working at Infosys? need referral pls",
    "employer question whatsapp txt",
    INFOSYS,
  ),
  H(
    "anybody from electrical trade in Bihar? need contact in power dept",
    "trade state question whatsapp",
    all(C.ELECTRICAL, BIHAR),
  ),
  H(
    "Hello everyone! Any ISTCian in Kenya or anywhere in Africa?",
    "country region question whatsapp",
    AFRICA,
  ),
  H(
    "is anybody working in a shipyard? need info about apprenticeship",
    "employer kind question whatsapp",
    SHIPYARDS,
  ),
  H(
    "any one from 2008 batch still in touch? looking for batchmates",
    "batch question whatsapp",
    batch(2008),
  ),
  H("who is working in Assam or the north east??", "state region question whatsapp", NORTHEAST),

  // Recruiter fragments
  H(
    "Hiring: Maintenance Fitter, Gulf, 5+ yrs exp",
    "craft region recruiter",
    all(alsoAccept(C.FITTERS, isCraft("maintenance-engineer")), C.GULF, batchTo2(2021)),
  ),
  H(
    "Urgent requirement – Electrician for Kuwait refinery shutdown",
    "craft country recruiter",
    all(C.ELECTRICIANS, KUWAIT),
  ),
  H(
    "Looking for CNC operators (Fanuc) – Europe based candidates preferred",
    "craft region recruiter",
    all(C.CNC_OPERATORS, C.EUROPE),
  ),
  H(
    "Req: Diploma Civil JE, govt experience, Punjab/Himachal",
    "craft sector state recruiter",
    all(C.CIVIL_ENGINEERS, government, state(["PB", "HP"], ["CH"])),
  ),
  H(
    "Opening for PLC programmer, Uttarakhand plant",
    "craft state recruiter",
    all(C.PLC, C.UTTARAKHAND),
  ),
  H(
    "Wanted: HVAC supervisor with chiller exp, Chennai / Madras",
    "craft city recruiter old-name",
    all(HVAC, C.CHENNAI),
  ),
  H(
    "Vacancy – Tool Room In-charge, press tools, Punjab",
    "craft state recruiter",
    all(C.TOOLMAKERS, C.PUNJAB),
  ),
  H(
    "Need freshers for electrical maintenance, Odisha/Jharkhand",
    "trade state fresher recruiter",
    all(C.ELECTRICAL, state(["OD", "JH"])),
  ),
  H(
    "JD: Embedded / hardware engineer, Bangalore or abroad",
    "craft city abroad recruiter",
    all(or2(C.EMBEDDED, C.HARDWARE), label(or(C.BENGALURU.expect, abroad.expect))),
  ),
  H(
    "Walk-in: auto mechanics & service advisors, Goa dealership",
    "craft state recruiter",
    all(or2(C.AUTO_MECHANICS, SERVICE_ADVISORS), GOA),
  ),
  H(
    "Hiring mould makers for injection moulding unit, Kashipur",
    "craft city recruiter",
    all(MOULD_MAKERS, near("kashipur", 100)),
  ),
  H(
    "Site engineer civil – Africa project, immediate joining",
    "craft region recruiter",
    all(C.CIVIL_ENGINEERS, AFRICA),
  ),
  H("Network admin / CCNA – Bhubaneswar", "craft city recruiter", all(NETWORK, BHUBANESWAR)),
  H("QA/QC engineer automotive, Poland", "craft country recruiter", all(C.QUALITY, POLAND)),
  H("require welding foreman – Oman", "craft country recruiter", all(C.WELDERS, OMAN)),
  H("Data engineer, Amsterdam, hybrid", "craft city recruiter", all(C.DATA, city(["amsterdam"]))),

  // Admin queries
  H("unverified profiles", "admin nobody", nobody),
  H("batch 2005 to 2010", "batch range admin", batch(2005, 2010)),
  H("2015-2018 batch", "batch range admin", batch(2015, 2018)),
  H(
    "batches 2000-2003 electrical",
    "batch range trade admin",
    all(batch(2000, 2003), C.ELECTRICAL),
  ),
  H("members of batch 2013 in mechanical", "batch trade admin", all(batch(2013), C.MECHANICAL)),
  H("all 2024 admissions", "batch student admin", batch(2024)),
  H("current students civil", "student trade admin", all(CURRENT, C.CIVIL)),
  H(
    "current students from outside punjab",
    "student state negation admin",
    all(CURRENT, NOT_PUNJAB),
  ),
  H("2020 pass outs", "batch admin", batch(2020)),
  H("alumni abroad batch 2009-2012", "batch abroad admin", all(batch(2009, 2012), abroad)),
  H("welding batch 2023", "trade batch admin", all(C.WELDING, batch(2023))),
  H("rac trade students", "trade student admin", all(C.RAC, students)),

  // Hinglish and Punjabi-English, other particles
  H("electrical wale bande odisha mein", "trade state hinglish", all(C.ELECTRICAL, ODISHA)),
  H("welding wala koi gulf mein hai kya", "trade region hinglish question", all(C.WELDING, C.GULF)),
  H("kaun kaun japan mein hai", "country hinglish question", JAPAN),
  H("mujhe ek plc programmer chahiye", "craft hinglish", C.PLC),
  H(
    "koi civil engineer milega telangana mein?",
    "craft state hinglish question",
    all(C.CIVIL_ENGINEERS, C.TELANGANA),
  ),
  H(
    "computer wale students jo punjab se hain",
    "trade student state hinglish",
    all(C.COMPUTER, students, C.PUNJAB),
  ),
  H("railway mein kaam karne wale", "sector hinglish", RAILWAYS),
  H("sarkari bijli board wale", "sector hinglish", BIJLI_BOARD),
  H("kerala mein koi hai kya", "state hinglish question", C.KERALA),
  H("fauj wale", "sector hinglish slang", DEFENCE),
  H("apni dukaan wale", "kind hinglish", SHOP_OWNERS),
  H("2012 wale batch ke log", "batch hinglish", batch(2012)),
  H("mechanical vich kaun kaun abroad hai", "trade abroad punjabi", all(C.MECHANICAL, abroad)),
  H("ferozpur de munde", "city punjabi", FIROZPUR),
  H("canada vich electrician", "craft country punjabi", all(C.ELECTRICIANS, C.CANADA)),
  H("jo italy vich kamm karde ne", "country punjabi", ITALY),
  H("gulf vich welding wale", "trade region punjabi", all(C.WELDING, C.GULF)),
  H("tool room wale bhai punjab de", "craft state punjabi", all(C.TOOLMAKERS, C.PUNJAB)),
  H("koi AC wala jalandhar ch?", "craft city punjabi question", all(HVAC, city(["jalandhar"]))),
  H("patna mein software wale", "craft city hinglish", all(C.IT_PEOPLE, PATNA)),
  H("psu mein kaam karne wale mechanical log", "trade sector hinglish", all(C.MECHANICAL, psu)),
  H("students jo 2025 mein hain", "student batch hinglish", all(students, batch(2025))),
  H("videsh mein rehne wale", "abroad hinglish", abroad),
  H("lineman bhai haryana de", "craft state punjabi", all(C.LINEMEN, C.HARYANA)),

  // Misspelt places and trades
  H("bhubneshwar", "city misspelling terse", BHUBANESWAR),
  H("chattisgarh electrical", "state trade misspelling", all(CHHATTISGARH, C.ELECTRICAL)),
  H("jharkand wale", "state misspelling hinglish", JHARKHAND),
  H("kerela", "state misspelling terse", C.KERALA),
  H("telengana civil", "state trade misspelling", all(C.TELANGANA, C.CIVIL)),
  H("orrisa", "state misspelling old-name terse", ODISHA),
  H("asam oil", "state industry misspelling", all(ASSAM, OIL_GAS)),
  H("ludhiyana electricians", "city craft misspelling", all(C.ELECTRICIANS, C.LUDHIANA)),
  H("amritsir", "city misspelling terse", city(["amritsar"])),
  H("mechnical in korea", "trade country misspelling nobody", all(C.MECHANICAL, country(["KR"]))),
  H("electrision", "craft misspelling terse", C.ELECTRICIANS),
  H("welldar", "craft misspelling terse", C.WELDERS),
  H("mecatronics students", "trade student misspelling", all(C.MECHATRONICS, students)),
  H("refrigation and ac", "trade misspelling", C.RAC),
  H(
    "civl engineers in uttrakhand",
    "craft state misspelling",
    all(C.CIVIL_ENGINEERS, C.UTTARAKHAND),
  ),
  H("electronix", "trade misspelling terse", C.ELECTRONICS),
  H("autombile in saudi", "trade country misspelling", all(C.AUTOMOBILE, SAUDI)),
  H("tool n die", "trade terse", C.TOOL_DIE),
  H(
    "machanic",
    "craft misspelling terse",
    alsoAccept(MECHANICS, isCraft("hvac-technician", "fitter")),
  ),
  H("plumbing", "craft nobody terse", nobody),

  // Old and alternate names
  H("bombay side", "city old-name terse", C.MUMBAI),
  H("madras people", "city old-name", C.CHENNAI),
  H("calcutta railways", "city sector old-name", all(C.KOLKATA, RAILWAYS)),
  H("gurgaon mechanical", "city trade old-name", all(C.GURUGRAM, C.MECHANICAL)),
  H("baroda (gujarat)", "city old-name terse", VADODARA),
  H("poona software", "city craft old-name", all(C.PUNE, C.IT_PEOPLE)),
  H("trivandrum kerala", "city old-name terse", TRIVANDRUM),
  H("cochin", "city old-name terse", KOCHI),
  H("calicut", "city old-name terse", CALICUT),
  H("trichur", "city old-name terse", THRISSUR),
  H(
    "orissa electricity",
    "state industry old-name",
    alsoAccept(all(ODISHA, POWER), and(inState("OD"), isTrade("electrical"))),
  ),
  H("simla wale", "city old-name terse", C.SHIMLA),
  H("secunderabad", "city alternate-name terse", HYDERABAD),
  H("SAS Nagar students", "city student alternate-name", all(C.MOHALI, students)),
  H("ropar", "city old-name terse", city(["ropar"])),
  H("gurugram / gurgaon tool die", "city trade alternate-name", all(C.GURUGRAM, C.TOOL_DIE)),
  H("torino", "city alternate-name terse", city(["turin"])),
  H("jagadhri", "city alternate-name terse", city(["yamunanagar"])),
  H("panjim", "city alternate-name terse", city(["panaji"], ["margao"])),
  H(
    "bangalore EV",
    "city industry old-name",
    all(C.BENGALURU, label(isEmployer("ather", "olaElectric"))),
  ),

  // Near and within
  H("near ranchi", "near", near("ranchi")),
  H("within 50 kms of ludhiana", "near radius", near("ludhiana", 50)),
  H("people within 100 km of jamshedpur", "near radius", near("jamshedpur", 100)),
  H(
    "electricians near bhubaneswar",
    "craft near",
    all(label(isCraft("electrician", "lineman"), isTrade("electrical")), near("bhubaneswar")),
  ),
  H("around raipur", "near", near("raipur")),
  H("raipur chhattisgarh ke log", "city hinglish", RAIPUR),
  H("close to rudrapur", "near", near("rudrapur")),
  H("within 20km of kochi", "near radius", near("kochi", 20)),
  H(
    "civil engineers within 150 km of shimla",
    "craft near radius",
    all(C.CIVIL_ENGINEERS, near("shimla", 150)),
  ),
  H("students near amritsar", "student near", all(students, near("amritsar", 40))),
  H("anyone near me?", "near me question", near("cuttack"), ME("cuttack", 2018)),
  H(
    "koi welder near me",
    "craft near me",
    all(C.WELDERS, near("ludhiana", 60)),
    ME("ludhiana", 2010),
  ),
  H("mere aas paas kaun hai", "near me hinglish", near("dhanbad", 60), ME("dhanbad", 2020)),
  H("show my batch mates", "batch me", batch(2014), ME("hamirpur", 2014)),
  H(
    "meri batch de electrical wale",
    "batch trade me punjabi",
    all(batch(2009), C.ELECTRICAL),
    ME("muktsar", 2009),
  ),
  H("near dubai", "near", near("dubai", 50)),
  H("within 200 km of bathinda", "near radius", near("bathinda", 200)),

  // Regions
  H("south india mechanical", "region trade", all(C.SOUTH, C.MECHANICAL)),
  H("north east", "region terse", NORTHEAST),
  H("middle east electricians", "region craft", all(C.GULF, C.ELECTRICIANS)),
  H("anyone settled in europe", "region terse", C.EUROPE),
  H("gulf", "region terse", C.GULF),
  H("east india", "region", EAST),
  H("central india", "region", CENTRAL),
  H("students in the hills", "region student", all(HILLS_WIDE, students)),
  H("pahadi area wale civil", "region trade hinglish", all(HILLS_WIDE, C.CIVIL)),
  H("people in far east asia", "region", ASIA_ABROAD),
  H("south india freshers", "region fresher", all(C.SOUTH, FRESHERS)),
  H("europe electronics", "region trade", all(C.EUROPE, C.ELECTRONICS)),
  H("middle east mechanical engineers", "region craft", all(C.GULF, C.MECHANICAL_ENGINEERS)),
  H(
    "goa or konkan",
    "region",
    alsoAccept(GOA, (m) => ["mumbai", "navimumbai", "mangaluru"].includes(m.truth.place)),
  ),
  H("west india automobile", "region trade", all(region("west"), C.AUTOMOBILE)),

  // Employer groups and sectors
  H("PSU wale", "sector terse abbreviation", psu),
  H("psu people in odisha", "sector state", all(psu, ODISHA)),
  H("govt job holders in bihar", "sector state", all(government, BIHAR)),
  H("railway dept", "sector terse", RAILWAYS),
  H("defence civilians", "sector", DEFENCE),
  H("air force", "sector terse", AIR_FORCE),
  H("indian army workshops", "sector", ARMY),
  H("MNC", "sector terse abbreviation", MNC),
  H("MNC jobs in europe", "sector region", all(MNC, C.EUROPE)),
  H("tata group in jharkhand", "group state", all(TATA, JHARKHAND)),
  H("tata companies abroad", "group abroad", all(TATA, abroad)),
  H("L & T group", "group terse abbreviation", LT),
  H("municipal corporation", "sector", MUNICIPAL),
  H("PWD ke engineers", "sector craft", all(PWD, C.CIVIL_ENGINEERS)),
  H("state electricity board", "sector", BIJLI_BOARD),
  H("private sector electrical engineers", "sector craft", all(PRIVATE, C.ELECTRICAL_ENGINEERS)),
  H("coal india", "employer terse", COAL),
  H("shipyard", "employer kind terse", SHIPYARDS),
  H("startup founders", "kind", STARTUP_FOUNDERS),
  H("people working in startups", "kind", STARTUPS),
  H("self employed", "kind terse", SELF_EMPLOYED),
  H("freelance", "kind terse", FREELANCERS),
  H("steel industry wale", "industry", STEEL),
  H("oil and gas abroad", "industry abroad", all(OIL_GAS, abroad)),
  H("automobile companies in south", "industry region", all(AUTO_INDUSTRY, C.SOUTH)),
  H("power sector jobs in chhattisgarh", "industry state", all(POWER, CHHATTISGARH)),
  H("tech companies in europe", "kind region", all(C.TECH, C.EUROPE)),
  H("Tata Cummins", "employer", employer(["tataCummins"])),
  H("HEC Ranchi", "employer abbreviation", employer(["hec"])),
  H("oil india ltd", "employer", employer(["oilIndia"])),
  H("cochin shipyard", "employer", employer(["cochinShipyard"])),
  H("persistent", "employer terse", employer(["persistent"])),
  H("CSPDCL", "employer abbreviation", employer(["cspdcl"])),
  H("DHBVN linemen", "employer craft abbreviation", all(employer(["dhbvn"]), C.LINEMEN)),
  H("MES", "employer abbreviation terse", employer(["mes"])),
  H("volvo", "employer terse", employer(["volvo"])),
  H("carrier", "employer terse", employer(["carrier"])),
  H("ather energy", "employer", employer(["ather"])),
  H(
    "SAIL bokaro and rourkela",
    "employer city",
    alsoAccept(all(SAIL, city(["bokaro", "rourkela"])), isEmployer("sail")),
  ),
  H("nalco angul", "employer city", employer(["nalco"])),

  // Year expressions
  H("passed out in 2019", "batch", batch(2019)),
  H("after 2020", "batch range", AFTER_2020),
  H("before 2012", "batch range", BEFORE_2012),
  H("freshers", "fresher terse", FRESHERS),
  H("final year students", "student", students),
  H("old batches", "batch senior", SENIORS),
  H("2016 passouts in gulf", "batch region", all(batch(2016), C.GULF)),
  H("batch of 2010 electricals", "batch trade", all(batch(2010), C.ELECTRICAL)),
  H("pass out year 2021 computer", "batch trade", all(batch(2021), C.COMPUTER)),
  H("between 2011 and 2013 civil", "batch range trade", all(batch(2011, 2013), C.CIVIL)),
  H("freshers in mechanical", "fresher trade", all(FRESHERS, C.MECHANICAL)),
  H(
    "seniors before 2005 in punjab",
    "batch range state",
    all(label(batchTo(2004), batchTo(2005)), C.PUNJAB),
  ),
  H("2020 onwards abroad", "batch range abroad", all(label(batchFrom(2020)), abroad)),
  H("students passing out 2026", "student batch", all(students, batch(2026))),
  H("since 2018 electronics", "batch range trade", all(label(batchFrom(2018)), C.ELECTRONICS)),

  // Negations
  H("not in india", "abroad negation", abroad),
  H("except students", "alumni negation", alumni),
  H("electricians not in india", "craft abroad negation", all(C.ELECTRICIANS, abroad)),
  H("welders outside punjab", "craft state negation", all(C.WELDERS, NOT_PUNJAB)),
  H(
    "mechanical engineers abroad but not in gulf",
    "craft abroad negation",
    all(C.MECHANICAL_ENGINEERS, abroad, NOT_GULF),
  ),
  H("civil but not students", "trade alumni negation", all(C.CIVIL, alumni)),
  H(
    "software engineers not in bangalore",
    "craft city negation",
    all(C.SOFTWARE, label(not(C.BENGALURU.expect), never, C.BENGALURU.expect)),
  ),
  H(
    "non government electrical engineers",
    "craft sector negation",
    all(C.ELECTRICAL_ENGINEERS, PRIVATE),
  ),
  H("alumni in odisha, no students", "alumni state negation", all(alumni, ODISHA)),
  H(
    "abroad except canada",
    "abroad country negation",
    all(abroad, label(not(inCountry("CA")), never, inCountry("CA"))),
  ),

  // Two or three criteria together
  H(
    "2012 batch electrical engineers in psu",
    "batch craft sector",
    all(batch(2012), C.ELECTRICAL_ENGINEERS, psu),
  ),
  H("mechanical fitters in kerala shipyard", "craft state employer", all(C.FITTERS, C.KERALA)),
  H("welding students in himachal", "trade student state", all(C.WELDING, students, C.HIMACHAL)),
  H("electronics hardware engineers in asia abroad", "craft region", all(C.HARDWARE, ASIA_ABROAD)),
  H("rac founders", "trade kind", all(C.RAC, SELF_EMPLOYED)),
  H("govt electricians in punjab", "craft sector state", all(C.ELECTRICIANS, government, C.PUNJAB)),
  H("tata motors plc programmers", "employer craft", all(employer(["tataMotors"]), C.PLC)),
  H("quality inspectors in haryana", "craft state", all(QUALITY_INSPECTORS, C.HARYANA)),
  H(
    "computer lecturers in punjab schools",
    "craft trade state",
    all(C.TEACHERS, C.COMPUTER, C.PUNJAB),
  ),
  H("lineman odisha tata power", "craft state group", all(C.LINEMEN, ODISHA, TATA)),
  H("draftsman freelance", "craft kind", all(C.DRAUGHTSMEN, FREELANCERS)),
  H("loco pilots calcutta", "craft city old-name", all(C.LOCO_PILOTS, C.KOLKATA)),
  H(
    "signal technician railway hyderabad",
    "craft sector city",
    all(ELECTRONICS_TECHS, RAILWAYS, HYDERABAD),
  ),
  H("robot programmers in japan", "craft country", all(C.ROBOT, JAPAN)),
  H(
    "mobile repair shop",
    "craft kind",
    alsoAccept(keys(["p31"]), isCraft("electronics-technician")),
  ),
  H("service advisor dealership goa", "craft state", all(SERVICE_ADVISORS, GOA)),
  H("tech leads in pune", "title city", all(TECH_LEADS, C.PUNE)),
  H("trainees in psu", "title sector", all(TRAINEES, psu)),
  H("2023 batch welders", "batch craft", all(batch(2023), C.WELDERS)),
  H("electricians in air force", "craft sector", all(C.ELECTRICIANS, AIR_FORCE)),
  H("army mechanic punjab", "sector craft state", all(ARMY, MECHANICS, C.PUNJAB)),
  H("mechatronics ppl in mncs abroad", "trade sector abroad txt", all(C.MECHATRONICS, MNC, abroad)),
  H("cnc in jamshedpur", "trade city", all(C.CNC, JAMSHEDPUR)),
  H(
    "civil engineers municipal corporation telangana",
    "craft sector state",
    all(C.CIVIL_ENGINEERS, MUNICIPAL, C.TELANGANA),
  ),
  H(
    "hill town electricians self employed",
    "craft region kind",
    all(C.ELECTRICIANS, HILLS_WIDE, SELF_EMPLOYED),
  ),
  H("bilaspur", "city ambiguous terse", BILASPUR),
  H("hamirpur electrician", "city craft", all(HAMIRPUR, C.ELECTRICIANS)),
  H("jeddah mechanic", "city craft", all(JEDDAH, MECHANICS)),
  H("goa ac", "state craft terse", all(GOA_TOWNS, HVAC)),
  H("guwahati students", "city student", all(GUWAHATI, students)),
  H("warangal", "city terse", WARANGAL),
  H("cuttack", "city terse", CUTTACK),
  H("tokyo java developer", "city craft", all(city(["tokyo"]), C.SOFTWARE)),
  H(
    "penang test engineer",
    "city craft",
    all(city(["penang"]), alsoAccept(C.HARDWARE, isCraft("quality-engineer"))),
  ),
];

/** Either of two labels: expected when either expects, accepted when either accepts. */
function or2(a: Label, b: Label): Label {
  return {
    expect: or(a.expect, b.expect),
    accept: or(a.accept, b.accept),
    mistake: (m) => a.mistake(m) && b.mistake(m),
  };
}
/** At least five years out (batch up to `year`), as "5+ years' experience" reads; one year less borderline. */
function batchTo2(year: number): Label {
  return label(
    and(not(isStudent), batchTo(year - 1)),
    and(not(isStudent), batchTo(year)),
    isStudent,
  );
}
