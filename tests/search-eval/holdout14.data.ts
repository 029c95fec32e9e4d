import * as C from "./common.js";
import { query, type EvalQuery } from "./common.js";
import {
  AFRICA_COUNTRIES,
  abroad,
  all,
  and,
  batch,
  city,
  country,
  craft,
  employer,
  government,
  group,
  inIndustry,
  inSector,
  isCraft,
  isEmployer,
  isMnc,
  isStudent,
  isTech,
  isTrade,
  label,
  near,
  not,
  or,
  placeOf,
  region,
  skill,
  state,
  students,
  type Label,
  type Pred,
} from "./labels.js";
import {
  ME,
  never,
  inState,
  inCountry,
  at,
  inIndia,
  who,
  titled,
  skilled,
  years,
  batchIn,
  since,
  before,
  WORKING,
  industry,
  OWN,
  where,
  prefer,
} from "./part-labels.js";
import type { EvalMember } from "./population.data.js";

// The fourteenth held-out part, written (labels included) before the search was run on it, blind to
// the search's code, vocabulary and documentation. Its population slice (r90-r99, u20-u49): mine,
// power, steel, rail and factory towns no member lived in before (Singrauli, Anpara, New Tehri,
// Paonta Sahib, Goindwal Sahib, Bahadurgarh, Khetri Nagar, Halol, Becharaji, Ambernath, Ranjangaon,
// Rae Bareli, Firozabad, Mettur, Sivakasi, Kirandul, Kalinganagar, Farakka, Tezpur, Zaheerabad,
// Bari Brahmana, Adityapur, Jamalpur, Bhadravati) and places abroad no other part has (Kitimat,
// Sudbury, Saint John, Georgetown in Guyana, Port Hedland, Whyalla, Kathmandu, Geoje, Rayong,
// Batam, Tangier, Walvis Bay, Luanda, Gdańsk, Södertälje, Sunderland); employers no other part has
// (NCL, THDC, Hindustan Copper, JSW MG Motor, Ordnance Factory Ambernath, UPRVUNL, Modern Coach
// Factory, TANGEDCO, NMDC, LNG Canada, Vale, Irving Oil, ExxonMobil Guyana, Fortescue, Liberty
// Steel, Nepal Electricity Authority, Hanwha Ocean, PTT Global Chemical, McDermott, Renault Tanger,
// Namport, TotalEnergies, Remontowa, Scania, Nissan UK); and the safety officer (HSE), a craft no
// other part has. Styles none of the others shows: batches as decades and vague times ("late 2010s
// pass-outs", "the class of '18", years in words, "before Y2K"), dropped letters and fat-finger
// slips, ALL CAPS and unpunctuated run-ons, job words of the countries members work in that no
// other part uses (Arabic, Polish, Swedish, Norwegian, Finnish, Italian, Indonesian, Japanese; one
// French title as a member's profile has it), industry jargon (MEP, HEMM, FPSO, FIFO, turnarounds,
// O&M, C&I, Ex/hazardous area, NDT levels), employers and plants asking on their own behalf ("our
// plant in X needs ..."), counts and sort orders ("5 welders ...", "latest batch first"), negations
// by exception ("anyone but students", "outside the metros", "minus the Gulf ones"), places by what
// they are known for or what is near them (copper mines, dams, coal belt, the North Sea, across the
// river from ...), either/or queries, one- to three-word queries, long questions, and the
// searcher's own place and batch abroad and in the slice's towns. About a third of the queries are
// about the slice; the rest ask about the whole population. Never tuned on.
// (Sixteen queries another part already asked word for word were left out: each query once.)
const H = query(true, "holdout14");

// ---- labels of this part ------------------------------------------------------------------------

/** The profile's own words: title, company, skills, bio and location as typed. */
const words = (m: EvalMember) =>
  [
    m.profile.jobTitle,
    m.profile.company,
    m.profile.skills.join(", "),
    m.profile.bio,
    m.profile.currentLocation,
  ]
    .filter(Boolean)
    .join(" | ");
const says =
  (...res: RegExp[]): Pred =>
  (m) =>
    res.some((r) => r.test(words(m)));
/** Either of two labels: expected by either, accepted by either, a mistake only for both. */
const either = (...ls: Label[]): Label => ({
  expect: or(...ls.map((l) => l.expect)),
  accept: or(...ls.map((l) => l.accept)),
  mistake: and(...ls.map((l) => l.mistake)),
});
/** The base label without those matching `p` (who become clear mistakes). */
const except = (base: Label, p: Pred): Label => ({
  expect: and(base.expect, not(p)),
  accept: and(base.accept, not(p)),
  mistake: or(base.mistake, p),
});
const keysOf = (...ks: string[]) => label(who(...ks));
const keysWith = (expect: string[], accept: string[]) => label(who(...expect), who(...accept));
const EVERYONE = label(() => true);
const ONTARIO: Pred = (m) => placeOf(m).country === "CA" && placeOf(m).state === "ON";

const SAFETY = craft(["safety-officer"], or(who("i07"), skilled(/NEBOSH/i), titled(/HSE|safety/i)));
const STUDENTS_ONLY = label(isStudent, never, not(isStudent));
const METRO: Pred = at(
  "delhi",
  "okhla",
  "mumbai",
  "navimumbai",
  "thane",
  "kolkata",
  "howrah",
  "saltLake",
  "chennai",
  "ambattur",
  "bengaluru",
  "whitefield",
  "electronicCity",
  "peenya",
  "hyderabad",
  "secunderabad",
  "hitecCity",
);
/** Outside the metros: in India, not a metro, expected; abroad borderline; a metro a mistake. */
const OUTSIDE_METROS = (base: Label): Label => ({
  expect: and(base.expect, inIndia, not(METRO)),
  accept: and(or(base.expect, base.accept), not(METRO)),
  mistake: or(base.mistake, METRO),
});
const GULF_P: Pred = (m) => !!placeOf(m).regions?.includes("gulf");
const COAL = ["r90", "d09", "y12", "p08", "f27", "l13"];
const MINING = [
  ...COAL,
  "r95",
  "u25",
  "u35",
  "u38",
  "r79",
  "r87",
  "r49",
  "y30",
  "d38",
  "y16",
  "b02",
];
const HYDRO = ["m16", "m17", "z19", "g10", "g13", "v09", "g20", "r30", "r88", "r91"];
const SHIPYARDS = ["p13", "r56", "h09", "g30", "u18", "u41", "u47", "r86", "y23"];
const ORDNANCE = ["r98", "l02", "b07", "k04"];
const OFFSHORE: Pred = says(/offshore|FPSO/i);
const APPRENTICES = label(
  titled(/apprentice/i),
  titled(/trainee|\bintern\b/i),
  and(not(inIndia), not(titled(/trainee|\bintern\b/i))),
);
const mechStudents = label(
  and(isStudent, isTrade("mechanical")),
  and(isStudent, isTrade("tool-die", "die-mould", "cnc", "automobile", "mechatronics")),
  not(isStudent),
);
const tradeStudents = (...ts: Parameters<typeof isTrade>): Label =>
  label(and(isStudent, isTrade(...ts)), never, not(isStudent));
const STEEL = label(inIndustry("steel"));
const POWER_PLANTS = label(inIndustry("power"));
const WORKING_ABROAD = all(abroad, WORKING);
const TOOLING = either(C.TOOL_DIE, C.DIE_MOULD);

export const HOLDOUT14_QUERIES: readonly EvalQuery[] = [
  // ---- the slice: its places, plain and by what they are known for ----------------------------
  H("anyone at singrauli", "slice place", city(["singrauli"], ["anpara"])),
  H("energy capital of india", "slice place indirect", city(["singrauli"], ["anpara"])),
  H("coal belt of sonbhadra singrauli", "slice place", city(["singrauli", "anpara"])),
  H("anpara sonbhadra up", "slice place short", city(["anpara"], ["singrauli"])),
  H("thermal power guys in UP", "slice place industry", keysWith(["u20"], ["e12"])),
  H("THDC india", "slice employer short", employer(["thdc"])),
  H("who works at the tehri dam", "slice place indirect", keysWith(["r91"], HYDRO)),
  H("PAONTA SAHIB STUDENTS", "slice place student caps", all(city(["paontaSahib"]), STUDENTS_ONLY)),
  H("sirmaur district", "slice place district", city(["paontaSahib"])),
  H("goindwal sahib thermal plant", "slice place employer", keysWith(["r93"], ["m27"])),
  H("bahadurgarh welding trainee", "slice place trade", keysOf("r94")),
  H("jhajjar district haryana", "slice place district short", city(["bahadurgarh"])),
  H("copper mines khetri", "slice place industry", keysOf("r95")),
  H("khetri nagar hindustan copper electrician", "slice place employer", keysOf("r95")),
  H("halol MG plant", "slice place employer", keysOf("r96")),
  H("MG motor india", "slice employer short", employer(["mgMotor"])),
  H("hector car plant quality", "slice product", keysOf("r96")),
  H("becharaji gujarat", "slice place short", city(["becharaji"])),
  H(
    "students from mehsana district",
    "slice place student",
    all(city(["becharaji"]), STUDENTS_ONLY),
  ),
  H("ordnance factory people", "slice employer kind", keysWith(ORDNANCE, [])),
  H("ambernath near kalyan", "slice place short", city(["ambernath"], ["thane", "navimumbai"])),
  H(
    "welder at an ordnance factory near mumbai",
    "slice place employer",
    keysWith(["r98"], ["l02", "k04"]),
  ),
  H("ranjangaon midc", "slice place", city(["ranjangaon"], ["pune", "chakan", "pimpri"])),
  H("mould maintenance at LG", "slice employer skill", keysOf("r99")),
  H("Rae Bareli coach factory", "slice place employer", keysWith(["u21"], ["z07", "r20"])),
  H("MCF raebareli", "slice employer abbreviation", keysOf("u21")),
  H("glass industry firozabad", "slice place industry", keysOf("u22")),
  H("the glass city of UP", "slice place indirect", keysOf("u22")),
  H("mettur dam area", "slice place short", city(["mettur"], ["salem"])),
  H("tamil nadu thermal power stations", "slice state industry", keysWith(["u23", "r50"], [])),
  H("TANGEDCO engineers", "slice employer short", employer(["tangedco"])),
  H("sivakasi tamilnadu", "slice place short", city(["sivakasi"])),
  H("any student from the fireworks town in TN", "slice place indirect student", keysOf("u24")),
  H("bailadila iron ore", "slice place employer", keysOf("u25")),
  H("NMDC mines", "slice employer short", employer(["nmdc"])),
  H("anyone in bastar or dantewada", "slice place region", keysOf("u25")),
  H("safety officer", "slice craft new", SAFETY),
  H("HSE advisor steel plant", "slice craft industry", all(SAFETY, label(inIndustry("steel")))),
  H("NEBOSH certified", "slice certificate short", skill("NEBOSH", titled(/HSE/i))),
  H("kalinganagar odisha", "slice place short", city(["kalinganagar"])),
  H("tata steel kalinganagar", "slice employer place", keysWith(["u26"], ["e13", "q07"])),
  H("farakka NTPC", "slice place employer", keysOf("u27")),
  H("C&I engineers at NTPC", "slice jargon employer", keysWith(["u27", "r63", "h06"], ["g13"])),
  H("tezpur assam", "slice place short", city(["tezpur"])),
  H("assam students", "slice state student", all(state(["AS"]), STUDENTS_ONLY)),
  H("zaheerabad tractor plant", "slice place product", keysOf("u29")),
  H("mahindra tractors", "slice employer product", keysWith(["u29"], ["c02", "t06", "z13"])),
  H("bari brahmana", "slice place short", city(["bariBrahmana"], ["jammu", "samba"])),
  H("cnc students in jammu", "slice place trade student", keysOf("u30")),
  H("adityapur industrial area", "slice place", city(["adityapur"], ["jamshedpur"])),
  H("press parts supplier near jamshedpur", "slice place work", keysOf("u31")),
  H("jamalpur loco workshop", "slice place employer", keysOf("u32")),
  H("act apprentices", "slice title", APPRENTICES),
  H("bhadravati steel plant", "slice place employer", keysOf("u33")),
  H("VISL", "slice employer abbreviation", keysOf("u33")),
  H("kitimat LNG", "slice place employer", keysOf("u34")),
  H("sudbury ontario", "slice place short", city(["sudbury"])),
  H("saint john new brunswick", "slice place", city(["saintJohn"], ["moncton"])),
  H("guyana oil", "slice country short", country(["GY"])),
  H("anyone in south america?", "slice continent", country(["GY", "BR", "CL"], ["MX"])),
  H("pilbara FIFO", "slice region jargon", keysWith(["u38"], ["r79", "j04"])),
  H("port hedland", "slice place short", city(["portHedland"])),
  H("whyalla steelworks", "slice place", keysOf("u39")),
  H("nepal based alumni", "slice country short", country(["NP"])),
  H("kathmandu electricity authority", "slice place employer", keysOf("u40")),
  H("geoje shipyard", "slice place", keysWith(["u41"], ["u18"])),
  H("korean shipyard welders", "slice country craft", keysOf("u41", "u18")),
  H("map ta phut", "slice place indirect", keysOf("u42")),
  H("thailand based", "slice country short", country(["TH"])),
  H("batam yard", "slice place", label(at("batam"), at("singapore"))),
  H("dimensional control survey", "slice skill", keysOf("u43")),
  H("indonesia side", "slice country short", country(["ID"])),
  H("morocco side", "slice country short", country(["MA"])),
  H("north africa", "slice region", country(["MA", "EG", "DZ", "TN", "LY"])),
  H("renault group", "slice employer", keysOf("u44", "r84")),
  H("namibia anyone", "slice country short", country(["NA"])),
  H("angola offshore", "slice country short", country(["AO"])),
  H("gdansk shipyard", "slice place", keysOf("u47")),
  H("working in poland", "slice country short", country(["PL"])),
  H("scania sodertalje", "slice employer short", employer(["scania"])),
  H("sweden based", "slice country short", country(["SE"])),
  H("nissan sunderland", "slice employer place", keysOf("u49")),
  H("north east england", "slice region", city(["sunderland"])),

  // ---- the slice: jargon, job words abroad, employers asking, long questions --------------------
  H("spawacz gdańsk", "slice foreign-word place", keysWith(["u47"], [])),
  H(
    "automationstekniker sverige",
    "slice foreign-word country",
    all(C.AUTOMATION, country(["SE"])),
  ),
  H("FPSO crew", "slice jargon short", keysWith(["u37", "u46", "y23"], [])),
  H("turnaround pipefitter", "slice jargon craft", keysWith(["u36", "r77"], ["f14", "f31", "m14"])),
  H("shutdown planning", "slice jargon", keysWith(["u46", "q29"], ["p32", "r64", "i08"])),
  H(
    "hazardous area electricians",
    "slice jargon craft",
    keysWith(["u34", "d32"], ["g45", "r80", "j04"]),
  ),
  H("dragline operators or maintainers", "slice jargon short", keysOf("r90")),
  H("pumped storage hydro", "slice jargon short", keysOf("r91")),
  H("membrane tank welding LNG carriers", "slice jargon", keysOf("u41")),
  H("reefer technician", "slice jargon craft", keysWith(["u45", "j05"], [])),
  H("haul truck mechanic", "slice jargon craft", keysWith(["u38", "r79"], ["p34", "h11", "g37"])),
  H("LHB coach shells", "slice jargon", keysOf("u21", "r20")),
  H("tractor assembly 5S", "slice skill", keysWith(["u29"], ["g21"])),
  H("pressed parts job work", "slice work", keysWith(["u31"], ["g07", "d13", "g03"])),
  H("underground hoists", "slice skill", keysWith(["r95"], ["r87", "y30"])),
  H(
    "mine electrician",
    "slice craft industry",
    keysWith(["r95", "u25", "y16", "r49"], ["d38", "f27", "r87"]),
  ),
  H(
    "our open cast mine in MP needs a HEMM engineer",
    "slice company-behalf",
    keysWith(["r90"], ["d09", "y12"]),
  ),
  H(
    "we run a glass furnace and need a maintenance engineer",
    "slice company-behalf",
    prefer(C.MAINTENANCE, who("u22")),
  ),
  H(
    "our mine in chhattisgarh needs an electrician for the conveyors",
    "slice company-behalf",
    keysWith(["u25"], ["l05", "y16", "r95"]),
  ),
  H(
    "hiring for LNG plant commissioning in BC",
    "slice company-behalf",
    keysWith(["u34"], ["m14", "k30", "p32"]),
  ),
  H(
    "our halol plant wants a paint shop quality engineer",
    "slice company-behalf",
    keysWith(["r96", "r18"], ["m10", "f12"]),
  ),
  H(
    "a refinery in new brunswick is hiring pipe welders, any ISTCians there",
    "slice company-behalf",
    keysWith(["u36"], ["y38"]),
  ),
  H(
    "top 3 instrument techs offshore",
    "slice count jargon",
    all(C.INSTRUMENTATION, label(OFFSHORE)),
  ),
  H("latest batch first - mechanical students", "slice sort student", mechStudents),
  H(
    "3 oldest alumni",
    "slice count batch",
    label(batchIn(0, 1988), batchIn(1989, 1997), isStudent),
  ),
  H(
    "anyone from ISTC working in the copper mines of zambia or rajasthan?",
    "slice question",
    keysOf("r87", "r95"),
  ),
  H(
    "I'm moving to sudbury for a millwright job - who from ISTC is in northern ontario?",
    "slice question",
    label(who("u35"), ONTARIO),
  ),
  H(
    "who can tell me about working as a welder at an ordnance factory?",
    "slice question",
    keysWith(["r98", "l02", "k04"], ["b07"]),
  ),
  H(
    "can someone from the 2026 batch near jammu help me with cnc practicals",
    "slice question student",
    keysWith(["u30"], ["c08"]),
  ),
  H(
    "Is anybody working in Guyana's oil fields? thinking of applying offshore there",
    "slice question",
    keysOf("u37"),
  ),
  H("which alumni are in nepal or bhutan", "slice either country", country(["NP", "BT"])),
  H("morocco or namibia", "slice either country", country(["MA", "NA"])),
  H("coal india or NCL", "slice either employer", keysWith(COAL.slice(0, 5), ["l13"])),
  H("hindustan copper or hindustan zinc", "slice either employer", employer(["hindCopper", "hzl"])),
  H(
    "fitters or millwrights in canada",
    "slice either craft country",
    all(C.FITTERS, country(["CA"])),
  ),
  H("scania or volvo", "slice either employer", employer(["scania", "volvo"])),
  H("mining people", "slice industry", keysWith(MINING, ["k10", "r68", "q29"])),
  H("dam projects", "slice industry short", keysWith(["r91", "r88"], HYDRO)),
  H("copper industry", "slice short", keysWith(["r95", "r87", "u35"], ["r49"])),
  H("coal sector", "slice short", keysWith(COAL, ["k10", "r50", "p05", "y09"])),
  H("shipyard workers", "slice short", keysWith(SHIPYARDS, ["d17"])),
  H("glass plants", "slice short", keysOf("u22", "l15")),
  H("FIFO roster", "slice jargon short", keysOf("u38", "r79", "j04")),
  H("millwrights anywhere", "slice craft short", label(titled(/millwright/i), C.FITTERS.expect)),
  H("safety dept", "slice craft short", SAFETY),
  H("new tehri town", "slice place short", city(["tehri"])),
  H("uttarakhand hydro", "slice state industry", keysWith(["r91"], ["v04"])),
  H("goindwal industrial town", "slice place short", city(["goindwal"])),
  H("tarn taran district", "slice place district", city(["goindwal", "tarntaran"])),
  H("firozabad or agra side", "slice place", city(["firozabad"])),
  H("jajpur odisha", "slice place district", city(["kalinganagar"])),
  H("murshidabad", "slice place district", city(["farakka"])),
  H("sangareddy telangana", "slice place district", city(["zaheerabad"])),
  H("munger bihar", "slice place district", city(["jamalpur"])),
  H("shivamogga district steel", "slice place district industry", keysWith(["u33"], ["l10"])),
  H("jhunjhunu", "slice place district", city(["khetri"])),
  H("panchmahal gujarat", "slice place district", city(["halol"])),
  H("thane district ordnance", "slice place employer", keysOf("r98")),
  H("shirur pune", "slice place", city(["ranjangaon"], ["pune", "chakan", "pimpri"])),
  H("sonbhadra", "slice place district", city(["anpara"], ["singrauli"])),
  H("dantewada", "slice place district", city(["kirandul"])),
  H("british columbia north coast", "slice place region", city(["kitimat"])),
  H("ontario mining town", "slice place indirect", keysOf("u35")),
  H("western australia mines", "slice place industry", keysWith(["u38", "r79"], ["h10", "j04"])),
  H(
    "south australia",
    "slice state abroad",
    label(and(inCountry("AU"), (m) => placeOf(m).state === "SA")),
  ),
  H("SE asia alumni", "slice region", country(["TH", "ID", "MY", "SG", "VN", "PH", "BN"])),
  H("scandinavia people", "slice region", country(["SE", "NO", "DK"], ["FI"])),
  H("africa based ISTCians", "slice continent", country(AFRICA_COUNTRIES)),
  H("south korea folks", "slice country short", country(["KR"])),
  H("LNG plants", "slice jargon short", keysWith(["u34", "m14", "p32", "k30"], ["u41"])),
  H("coach factory", "slice employer kind", keysWith(["u21", "z07"], ["r20"])),
  H("gas turbines offshore angola", "slice skill place", keysOf("u46")),
  H("ABB robots maintenance", "slice skill", keysWith(["u48"], ["q58", "k27", "r85"])),
  H("EV battery line", "slice skill", keysWith(["u49", "j09"], ["u09"])),
  H("french speaking production engineer", "slice language craft", keysWith(["u44"], ["q14"])),
  H(
    "ingénieure méthodes",
    "slice foreign-word title",
    keysWith(["u44"], ["q14", "l40", "y36", "u49"]),
  ),
  H("welders on E-7 or E-9 visas", "slice skill", keysWith(["u41", "u18"], [])),
  H("nepali engineers", "slice nationality", keysWith(["u40"], [])),
  H("the steel town in karnataka", "slice place indirect", keysWith(["u33", "q17"], [])),
  H(
    "20 yrs+ offshore maintenance",
    "slice experience jargon",
    keysWith(["u46", "g42"], ["m12", "d28", "j07"]),
  ),
  H(
    "rig electricians and offshore E&I",
    "slice jargon",
    keysWith(["r83", "u37", "j04", "y31"], ["g45"]),
  ),
  H(
    "wagon & coach workshops people",
    "slice employer kind",
    keysWith(["u21", "u32", "r20", "z07", "q56"], ["r69"]),
  ),

  // ---- everyone: batches as decades, vague times and years in words -----------------------------
  H("late 2010s pass-outs in electrical", "decade trade", all(C.ELECTRICAL, years(2017, 2019))),
  H("early batches", "decade vague", label(batchIn(0, 1999), batchIn(2000, 2002), isStudent)),
  H("mid-2000s mechanical", "decade trade", all(C.MECHANICAL, years(2004, 2006))),
  H("class of '18 welding", "decade trade", all(C.WELDING, batch(2018))),
  H("batches from the nineties", "decade", label(batchIn(1990, 1999), batchIn(1989, 2000))),
  H("pre-2000 toolmakers", "decade craft", all(C.TOOLMAKERS, before(2000))),
  H("batch of two thousand twelve civil", "year-words trade", all(C.CIVIL, batch(2012))),
  H(
    "recent pass outs (last 3 yrs)",
    "decade vague",
    label(
      and(not(isStudent), batchIn(2023, 2026)),
      and(not(isStudent), batchIn(2021, 2022)),
      isStudent,
    ),
  ),
  H("the 80s batches", "decade", label(batchIn(1980, 1989), batchIn(1990, 1992), isStudent)),
  H(
    "old timers who passed out before Y2K",
    "decade vague",
    label(and(not(isStudent), batchIn(0, 1999)), batchIn(2000, 2000), isStudent),
  ),
  H("2010 to 2012 lot", "decade range", years(2010, 2012, 0)),
  H("batch 2k9 electricians", "year-words craft", all(C.ELECTRICIANS, batch(2009))),
  H("late 2000s civil engineers", "decade craft", all(C.CIVIL_ENGINEERS, years(2007, 2009))),
  H("early 2010s instrumentation", "decade craft", all(C.INSTRUMENTATION, years(2010, 2013))),
  H("2020s batches computer science", "decade trade", all(C.COMPUTER, since(2020))),
  H("nineteen ninety eight", "year-words", batch(1998, 1998, 1)),
  H("twenty twenty-two pass outs", "year-words", batch(2022)),
  H("class of 2001 electrical", "decade trade", all(C.ELECTRICAL, batch(2001))),
  H("the '05 lot in welding", "decade trade", all(C.WELDING, batch(2005))),
  H("first decade of 2000s toolroom guys", "decade craft", all(C.TOOL_DIE, years(2000, 2009, 0))),
  H("mid 90s passouts", "decade short", label(batchIn(1994, 1996), batchIn(1992, 1998))),
  H("end of the 2000s HVAC", "decade craft", all(C.HVAC, years(2008, 2010))),
  H("two thousand fifteen mechatronics", "year-words trade", all(C.MECHATRONICS, batch(2015))),
  H("batch twenty ten automobile", "year-words trade", all(C.AUTOMOBILE, batch(2010))),
  H("class of 2016 abroad", "decade place", all(batch(2016), abroad)),
  H("seniors from before 2005 in the gulf", "decade region", all(before(2005), C.GULF)),
  H("early 2020s grads working in software", "decade craft", all(C.SOFTWARE, years(2020, 2023))),
  H(
    "who passed out in the late nineties",
    "decade question",
    label(batchIn(1997, 1999), batchIn(1996, 2000)),
  ),
  H(
    "pass outs of the 2014 to 2016 window, civil only",
    "decade trade",
    all(C.CIVIL, years(2014, 2016, 0)),
  ),
  H("batch of '07 abroad", "decade place", all(batch(2007), abroad)),
  H(
    "2008 batch lineman or electrician",
    "year craft either",
    all(either(C.ELECTRICIANS, C.LINEMEN), batch(2008)),
  ),
  H(
    "fresh 2023 and 2024 pass outs",
    "decade",
    label(and(not(isStudent), batchIn(2023, 2024)), batchIn(2022, 2025)),
  ),
  H("the 2030 batch", "year none", label(never, batchIn(2027, 2028))),
  H(
    "20 plus years experience electrical engineers",
    "experience craft",
    all(
      C.ELECTRICAL_ENGINEERS,
      label(and(not(isStudent), batchIn(0, 2006)), batchIn(2007, 2007), isStudent),
    ),
  ),
  H(
    "under 5 years experience mechanical",
    "experience trade",
    all(
      C.MECHANICAL,
      label(and(not(isStudent), batchIn(2021, 2026)), batchIn(2020, 2020), isStudent),
    ),
  ),
  H("retired folks", "status", keysOf("y39", "y11", "l32")),

  // ---- everyone: ALL CAPS, run-ons, dropped letters and slips -----------------------------------
  H("NEED ELECTRICIAN GULF URGENT", "caps craft region", all(C.ELECTRICIANS, C.GULF)),
  H("CNC PROGRAMMER FANUC MASTERCAM PUNJAB", "caps craft state", all(C.CNC_PROGRAMMERS, C.PUNJAB)),
  H(
    "WELDING INSPECTOR CSWIP OMAN KUWAIT",
    "caps craft country",
    all(C.WELDING_INSPECTORS, country(["OM", "KW"], ["AE", "SA", "QA", "BH"])),
  ),
  H("ANY MOULD DESIGNER IN GUJARAT", "caps craft state", all(C.MOULD, C.GUJARAT)),
  H("HVAC TECHNICIAN QATAR", "caps craft country", all(C.HVAC, country(["QA"]))),
  H(
    "SITE ENGINEER CIVIL NAGPUR SIDE",
    "caps craft city",
    all(C.CIVIL_ENGINEERS, city(["nagpur"], ["butibori", "chandrapur"])),
  ),
  H(
    "PLANT ELECTRICIAN REFINERY",
    "caps craft industry",
    all(C.ELECTRICIANS, label(says(/refiner/i), inIndustry("oil-gas"))),
  ),
  H("ROBOT PROGRAMMER KUKA FANUC ABB ANY LOCATION", "caps craft", C.ROBOT),
  H(
    "QUALITY INSPECTOR HARYANA FRESHER OR EXPERIENCED",
    "caps craft state",
    all(C.QUALITY, C.HARYANA),
  ),
  H("TOOL ROOM INCHARGE PRESS TOOLS", "caps craft", C.TOOLMAKERS),
  H(
    "need someone who knows siemens plc and lives near pune",
    "run-on craft place",
    all(C.PLC, near("pune", 40)),
  ),
  H(
    "looking for a welder in canada who does pipe work and has red seal",
    "run-on craft country",
    all(C.WELDERS, country(["CA"])),
  ),
  H(
    "any electronics guy in the bay area working on chips or boards",
    "run-on craft city",
    all(C.HARDWARE, city(["sanjose", "fremont"])),
  ),
  H(
    "want to talk to someone doing data stuff in gurgaon or noida",
    "run-on craft city",
    all(C.DATA, C.NCR),
  ),
  H("my son wants to do automobile which alumni can guide him", "run-on trade", C.AUTOMOBILE),
  H("elctricians in ludhiyana", "slip craft city", all(C.ELECTRICIANS, C.LUDHIANA)),
  H("mechnical engg 2015 batcg", "slip trade year", all(C.MECHANICAL, batch(2015))),
  H(
    "wleders abu dabhi",
    "slip craft city",
    all(C.WELDERS, city(["abudhabi"], ["ruwais", "dubai", "sharjah"])),
  ),
  H("tool n die mohli", "slip trade city", all(C.TOOL_DIE, C.MOHALI)),
  H("instrumntation jamnagr", "slip craft city", all(C.INSTRUMENTATION, city(["jamnagar"]))),
  H("sofware devloper chandigrah", "slip craft city", all(C.SOFTWARE, C.CHANDIGARH)),
  H("ac mechanc goa", "slip craft state", all(C.HVAC, state(["GA"]))),
  H(
    "civl enginer bhopl",
    "slip craft city",
    all(C.CIVIL_ENGINEERS, city(["bhopal"], ["mandideep"])),
  ),
  H("autombile students", "slip trade student", tradeStudents("automobile")),
  H("draftsmen in kolkta", "slip craft city", all(C.DRAUGHTSMEN, C.KOLKATA)),
  H(
    "vmc oprator samba",
    "slip craft city",
    all(C.CNC_OPERATORS, city(["samba"], ["jammu", "bariBrahmana"])),
  ),
  H("plc progrmer", "slip craft", C.PLC),
  H("hvac engneer dubia", "slip craft city", all(C.HVAC, city(["dubai"], ["sharjah"]))),
  H(
    "electrnics tecnician panchkla",
    "slip craft city",
    all(C.ELECTRONICS_TECHNICIANS, C.PANCHKULA),
  ),
  H("welding inspectr", "slip craft", C.WELDING_INSPECTORS),
  H("mantenance enginer steel plant", "slip craft industry", all(C.MAINTENANCE, STEEL)),
  H("survyor", "slip craft short", C.SURVEYORS),
  H("lecturr polytechnic", "slip craft employer", all(C.LECTURERS, label(isEmployer("govtPoly")))),
  H("jamshdpur", "slip city short", city(["jamshedpur"], ["adityapur"])),
  H("visakapatnam", "slip city short", city(["vizag"])),
  H("tiruchirapalli", "slip city short", city(["trichy"])),
  H(
    "coimbator mechanical",
    "slip city trade",
    all(C.MECHANICAL, city(["coimbatore"], ["tiruppur"])),
  ),
  H("ghaziabd", "slip city short", city(["ghaziabad"], ["noida", "delhi"])),
  H("dehradn software", "slip city craft", all(C.IT_PEOPLE, city(["dehradun"], ["selaqui"]))),
  H("sharja", "slip city short", city(["sharjah"], ["dubai"])),
  H("bhilai stee plant", "slip city employer", keysWith(["c05", "m15"], ["y08", "u39"])),
  H("maruti suzki", "slip employer", employer(["maruti"])),
  H("siemns", "slip employer", employer(["siemens", "siemensEnergy"])),
  H("hero motocrop", "slip employer", employer(["hero"])),
  H("bhrat electronics", "slip employer", employer(["bel"])),
  H(
    "relaince jamnagar",
    "slip employer place",
    all(employer(["reliance"]), city(["jamnagar"], ["dahej"])),
  ),
  H("ongc mechancal", "slip employer craft", all(employer(["ongc"]), C.MECHANICAL)),

  // ---- everyone: job words of the countries members work in -------------------------------------
  H("muhandis mikaniki", "foreign-word craft", C.MECHANICAL_ENGINEERS),
  H("fanni kahraba", "foreign-word craft", C.ELECTRICIANS),
  H(
    "fanni takyeef dubai",
    "foreign-word craft city",
    all(C.HVAC, city(["dubai"], ["sharjah", "abudhabi"])),
  ),
  H("lahham", "foreign-word craft", C.WELDERS),
  H("muhandis madani gulf", "foreign-word craft region", all(C.CIVIL_ENGINEERS, C.GULF)),
  H("svetsare", "foreign-word craft", C.WELDERS),
  H("elektryk", "foreign-word craft", C.ELECTRICIANS),
  H("programista CNC", "foreign-word craft", C.CNC_PROGRAMMERS),
  H("tukang las", "foreign-word craft", C.WELDERS),
  H("tecnico manutenzione", "foreign-word craft", C.MAINTENANCE),
  H("溶接工", "foreign-word craft script", C.WELDERS),
  H("mekaniker", "foreign-word craft", C.alsoAccept(C.AUTO_MECHANICS, isCraft("fitter"))),
  H("elektriker norge", "foreign-word craft country", keysOf("g45")),
  H(
    "ingeniør offshore",
    "foreign-word craft jargon",
    label(and(OFFSHORE, not(isStudent)), never, isStudent),
  ),
  H("insinööri", "foreign-word country", all(country(["FI"]), WORKING)),
  H("kikai sekkei", "foreign-word craft", C.DESIGN_ENGINEERS),
  H(
    "hoist operator or crane mechanic",
    "craft either",
    keysWith(["r51", "d18"], ["r95", "l05", "y32", "f28", "u32"]),
  ),

  // ---- everyone: industry jargon ----------------------------------------------------------------
  H("O&M solar", "jargon", label(and(says(/solar/i), says(/O&M/)), says(/solar/i))),
  H("scada ppl", "jargon short", skill("SCADA", titled(/SCADA/i))),
  H("DCS experience", "jargon short", skill("DCS")),
  H("API 510 inspectors", "jargon certificate", skill("API 510", titled(/API/i))),
  H("gd&t knowledge", "jargon short", skill("GD&T")),
  H("PPAP SPC", "jargon", label(skilled(/PPAP|SPC/), C.QUALITY.expect)),
  H("TPM practitioners", "jargon short", skill("TPM")),
  H(
    "OHE traction",
    "jargon",
    label(
      skilled(/OHE|traction/i),
      or(isEmployer("dmrc", "railways", "konkanRail"), titled(/traction/i)),
    ),
  ),
  H("SMT line people", "jargon", label(skilled(/SMT/), titled(/SMT/))),
  H("autosar devs", "jargon short", skill("AUTOSAR", C.EMBEDDED.expect)),
  H("6G pipe welders", "jargon craft", label(skilled(/6G/), C.WELDERS.expect, C.WELDERS.mistake)),
  H("VRF VRV", "jargon", label(skilled(/VRF|VRV/), C.HVAC.expect)),
  H("chillers and BMS", "jargon", keysWith(["q09", "l25"], ["r01", "p50", "k30", "u15"])),
  H("cswip 3.1 holders", "jargon certificate", label(says(/CSWIP/), C.WELDING_INSPECTORS.expect)),
  H(
    "press shop experience",
    "jargon",
    label(skilled(/press shop/i), skilled(/press (tools|dies)/i)),
  ),
  H("kaizen lean", "jargon", label(skilled(/kaizen|\blean\b/i))),
  H("qa/qc people", "jargon short", label(says(/QA\/QC/), C.QUALITY.expect)),
  H(
    "MEP background",
    "jargon short",
    keysWith(["e07", "z10", "e23"], ["n03", "r01", "r57", "r82"]),
  ),
  H("BIM modeller", "jargon craft", keysWith(["e23"], ["m05", "k05"])),
  H("EPC projects", "jargon", label(says(/EPC/), C.PROJECT_MANAGERS.expect)),
  H("brownfield commissioning", "jargon", label(skilled(/commission/i), titled(/commission/i))),
  H(
    "commissioning engineers",
    "jargon craft",
    label(or(skilled(/commission/i), titled(/commission/i))),
  ),
  H(
    "relay testing protection",
    "jargon",
    label(
      skilled(
        /relay (testing|coordination|settings)|protection relays|^protection$|generator protection/i,
      ),
      titled(/protection/i),
    ),
  ),
  H("HT motor overhauls", "jargon", skill("HT motors")),
  H("FEA CAE", "jargon", label(skilled(/FEA|CAE|ANSYS/), C.DESIGN_ENGINEERS.expect)),
  H("catia users", "jargon tool short", skill("CATIA")),
  H("SAP PM module", "jargon tool", skill("SAP PM")),
  H("primavera planning engineer", "jargon tool", keysWith(["y33"], ["t15", "e25"])),
  H("wire EDM know-how", "jargon", label(skilled(/wire EDM/i), skilled(/EDM/))),
  H("boiler tube leaks IBR", "jargon", label(skilled(/\bIBR\b|boiler tube/i), skilled(/boiler/i))),
  H(
    "rotating equipment specialists",
    "jargon",
    label(says(/rotating/i), skilled(/pumps|compressors|turbines/i)),
  ),
  H("static equipment engineers", "jargon", label(says(/static equipment|\(static\)/i))),
  H("plant turnarounds", "jargon short", label(skilled(/turnaround/i), skilled(/shutdown/i))),
  H("hot runner moulds", "jargon", keysWith(["r99"], ["t07", "h08", "r33", "r73"])),
  H(
    "loop checking transmitters",
    "jargon",
    label(skilled(/transmitters|loop/i), C.INSTRUMENTATION.expect),
  ),
  H("wafer fab semiconductor", "jargon industry", keysWith(["u19", "q32"], ["p40", "x05"])),
  H(
    "aircraft B1 licence",
    "jargon certificate",
    keysWith(["q13", "j03", "i05"], ["q35", "x16", "g29"]),
  ),
  H("live line work", "jargon", label(skilled(/live line/i), C.LINEMEN.expect)),

  // ---- everyone: employers and plants asking on their own behalf --------------------------------
  H(
    "our pharma plant at baddi needs a maintenance electrician",
    "company-behalf craft place",
    all(C.ELECTRICIANS, near("baddi", 40)),
  ),
  H(
    "we are an EPC contractor in saudi looking for QA/QC welding inspectors",
    "company-behalf craft",
    C.WELDING_INSPECTORS,
  ),
  H(
    "our dairy in anand needs ammonia refrigeration technicians",
    "company-behalf skill",
    label(skilled(/ammonia/i), C.HVAC.expect),
  ),
  H(
    "hiring: CNC setter for our rajkot unit",
    "company-behalf craft state",
    prefer(C.CNC_OPERATORS, inState("GJ")),
  ),
  H(
    "a german firm near stuttgart wants a toolmaker",
    "company-behalf craft country",
    prefer(C.TOOLMAKERS, inCountry("DE")),
  ),
  H(
    "our hosur plant needs a press tool designer",
    "company-behalf craft place",
    prefer(C.TOOL_DESIGNERS, (m) => near("hosur", 60).expect(m)),
  ),
  H(
    "our sugar mill needs a co-gen electrical engineer",
    "company-behalf industry",
    keysWith(["d06", "d21"], ["j02"]),
  ),
  H(
    "we make tiles in morbi and need a mould maker",
    "company-behalf craft place",
    keysWith(["d11"], ["q43", "g24", "h08"]),
  ),
  H(
    "our hospital in lucknow needs an HVAC person for OT",
    "company-behalf craft place",
    label(who("l25"), C.HVAC.expect),
  ),
  H(
    "a solar EPC in rajasthan is hiring site engineers",
    "company-behalf craft state",
    keysWith(["f18", "e25"], ["k02", "d25", "e16", "q16"]),
  ),
  H(
    "our steel plant in raigarh needs a PLC guy",
    "company-behalf craft place",
    keysWith(["y10"], ["q07", "d07"]),
  ),
  H(
    "startup in mohali hiring react developers",
    "company-behalf skill place",
    all(C.SOFTWARE, C.TRICITY),
  ),
  H(
    "our shipyard needs FCAW welders",
    "company-behalf skill",
    label(and(skilled(/FCAW/), isCraft("welder")), skilled(/FCAW/)),
  ),
  H(
    "workshop in brampton needs an auto technician",
    "company-behalf craft city",
    prefer(C.AUTO_MECHANICS, ONTARIO),
  ),
  H("we need a loco pilot trainer", "company-behalf craft", C.LOCO_PILOTS),
  H(
    "our cement plant in satna needs a kiln maintenance guy",
    "company-behalf skill",
    keysWith(["l01", "m07", "g33"], ["f03", "d12"]),
  ),
  H(
    "a polytechnic needs a guest lecturer in electrical",
    "company-behalf craft",
    all(C.TEACHERS, C.ELECTRICAL),
  ),
  H(
    "our metro project wants an OHE engineer",
    "company-behalf skill",
    keysWith(["r26", "e18", "g26", "y13"], ["r28", "k08"]),
  ),

  // ---- everyone: counts and sort orders ---------------------------------------------------------
  H("5 welders in the gulf", "count craft region", all(C.WELDERS, C.GULF)),
  H("list 3 loco pilots", "count craft", C.LOCO_PILOTS),
  H("top five data analysts", "count craft", craft(["data-analyst"], isCraft("data-scientist"))),
  H("newest members first - electronics", "sort trade", C.ELECTRONICS),
  H("show me 20 civil engineers sorted by batch", "count sort craft", C.CIVIL_ENGINEERS),
  H("most senior HVAC guys", "sort craft", C.HVAC),
  H("first 10 electricians by batch year", "count sort craft", C.ELECTRICIANS),
  H("2 or 3 lecturers from punjab", "count craft state", all(C.LECTURERS, C.PUNJAB)),
  H("a dozen software engineers abroad", "count craft place", all(C.SOFTWARE, abroad)),
  H(
    "any one instrumentation guy in the netherlands or belgium",
    "count craft country",
    all(C.INSTRUMENTATION, country(["NL", "BE"])),
  ),
  H("all the founders, oldest batch first", "sort craft", C.FOUNDERS),
  H("youngest alumni in canada", "sort place", all(country(["CA"]), WORKING)),
  H("most recent tool & die pass outs", "sort trade", all(C.TOOL_DIE, WORKING)),
  H("sort electricals by location", "sort trade", C.ELECTRICAL),
  H("how many ISTC people are in germany", "count country", country(["DE"])),
  H("count of alumni in the UK", "count country", country(["GB"], ["IE"])),
  H("how many from 2012 batch", "count year", batch(2012)),

  // ---- everyone: negations by exception ---------------------------------------------------------
  H("anyone but students, in kerala", "negation state", all(C.KERALA, WORKING)),
  H("anyone but students in gujarat", "negation state", all(C.GUJARAT, WORKING)),
  H(
    "everyone in ludhiana apart from the electrical lot",
    "negation city trade",
    except(C.LUDHIANA, isTrade("electrical")),
  ),
  H("automation engineers not based in india", "negation craft", all(C.AUTOMATION, abroad)),
  H(
    "mechanical but no maintenance folks",
    "negation trade craft",
    except(C.MECHANICAL, isCraft("maintenance-engineer")),
  ),
  H(
    "batch 2016 outside the tricity",
    "negation year place",
    except(batch(2016), at("chandigarh", "mohali", "panchkula")),
  ),
  H("welders minus the gulf ones", "negation craft region", except(C.WELDERS, GULF_P)),
  H(
    "electronics people not in IT companies",
    "negation trade employer",
    except(C.ELECTRONICS, isTech),
  ),
  H("welders outside the metros", "negation craft place", OUTSIDE_METROS(C.WELDERS)),
  H(
    "civil engineers, not government",
    "negation craft sector",
    except(
      C.CIVIL_ENGINEERS,
      inSector("govt-dept", "psu", "state-utility", "defence", "railways", "govt-college"),
    ),
  ),
  H(
    "electrical people outside the power sector",
    "negation trade industry",
    except(C.ELECTRICAL, inIndustry("power")),
  ),
  H(
    "2016 batch excluding mechanical",
    "negation year trade",
    except(batch(2016), isTrade("mechanical")),
  ),
  H("software devs, no MNCs", "negation craft employer", except(C.SOFTWARE, isMnc)),
  H(
    "alumni in punjab other than ludhiana",
    "negation state city",
    except(C.PUNJAB, at("ludhiana")),
  ),
  H("HVAC but not in the gulf", "negation craft region", except(C.HVAC, GULF_P)),
  H(
    "non-student electronics people in the tricity",
    "negation trade place",
    all(C.ELECTRONICS, C.TRICITY, WORKING),
  ),
  H(
    "engineers abroad excluding canada and the US",
    "negation place",
    except(WORKING_ABROAD, inCountry("CA", "US")),
  ),
  H(
    "private sector only electrical engineers",
    "negation craft sector",
    all(
      C.ELECTRICAL_ENGINEERS,
      label(
        inSector("private"),
        inSector("own-business"),
        inSector("psu", "state-utility", "govt-dept", "railways", "defence"),
      ),
    ),
  ),
  H(
    "fitters other than army or railways",
    "negation craft sector",
    except(C.FITTERS, inSector("defence", "railways")),
  ),
  H(
    "instrumentation, skip the refineries",
    "negation craft industry",
    except(C.INSTRUMENTATION, says(/refiner/i)),
  ),

  // ---- everyone: either/or ----------------------------------------------------------------------
  H(
    "canada or australia electricians",
    "either country craft",
    all(C.ELECTRICIANS, country(["CA", "AU"])),
  ),
  H(
    "either pune or nashik mechanical",
    "either city trade",
    all(C.MECHANICAL, city(["pune", "nashik"], ["chakan", "pimpri", "hinjewadi"])),
  ),
  H("rajasthan or MP civil", "either state trade", all(C.CIVIL, state(["RJ", "MP"]))),
  H(
    "HPSEBL or PSPCL linemen",
    "either employer craft",
    all(C.LINEMEN, employer(["hpsebl", "pspcl"])),
  ),
  H("BHEL or NTPC", "either employer", employer(["bhel", "ntpc"])),
  H("welding or RAC students", "either trade student", tradeStudents("welding", "rac")),
  H(
    "plumber or pipefitter",
    "either craft",
    keysWith(["r57", "r82", "u36", "r77", "m14"], ["p13"]),
  ),
  H(
    "tool and die or mould makers in maharashtra",
    "either trade state",
    all(TOOLING, C.MAHARASHTRA),
  ),
  H(
    "welders or fabricators in haryana",
    "either craft state",
    all(either(C.WELDERS, C.WELDING), C.HARYANA),
  ),
  H(
    "odisha or jharkhand steel plant people",
    "either state industry",
    label(
      and(inState("OD", "JH"), or(isEmployer("tataSteel", "sail", "jspl"), who("b08"))),
      and(inState("OD", "JH"), inIndustry("steel")),
      not(inIndia),
    ),
  ),
  H(
    "either a draughtsman or a design engineer in gujarat",
    "either craft state",
    all(either(C.DRAUGHTSMEN, C.DESIGN_ENGINEERS), C.GUJARAT),
  ),
  H("qatar or bahrain", "either country", country(["QA", "BH"])),
  H("oman or kuwait welders", "either country craft", all(C.WELDERS, country(["OM", "KW"]))),
  H("infosys or tcs", "either employer", employer(["infosys", "tcs"], isEmployer("infosysBpm"))),
  H("hyundai or kia", "either employer", employer(["hyundai", "kia", "kiaSk"])),
  H("honda or yamaha two wheeler plants", "either employer", employer(["honda", "yamaha"])),
  H("tata motors or ashok leyland", "either employer", employer(["tataMotors", "ashokLeyland"])),
  H(
    "electrician or lineman in uttarakhand",
    "either craft state",
    all(either(C.ELECTRICIANS, C.LINEMEN), C.UTTARAKHAND),
  ),
  H(
    "either CNC or tool room in hosur",
    "either trade city",
    all(either(C.CNC, C.TOOL_DIE), city(["hosur"], ["bengaluru"])),
  ),
  H("surveyors or quantity surveyors", "either craft", C.SURVEYORS),
  H("lecturer or instructor in himachal", "either craft state", all(C.TEACHERS, C.HIMACHAL)),
  H("germany or austria", "either country", country(["DE", "AT"])),
  H("NZ or ireland", "either country", country(["NZ", "IE"])),
  H(
    "railways or metro jobs",
    "either sector",
    label(or(inSector("railways"), isEmployer("dmrc", "bmrcl")), isEmployer("alstom")),
  ),
  H(
    "either mohali or kharar students",
    "either city student",
    all(city(["mohali", "kharar"]), STUDENTS_ONLY),
  ),

  // ---- everyone: places by what they are known for or what is near them -------------------------
  H(
    "in the steel city",
    "place indirect",
    city(["jamshedpur", "bokaro"], ["bhilai", "rourkela", "adityapur"]),
  ),
  H(
    "near mohali airport",
    "place indirect",
    city(["mohali", "zirakpur"], ["chandigarh", "kharar", "derabassi", "panchkula"]),
  ),
  H("someone within an hour of chandigarh", "place distance", near("chandigarh", 50)),
  H("across the river from kolkata", "place indirect", city(["howrah"], ["kolkata"])),
  H("hyderabad's twin city", "place indirect", city(["secunderabad"], ["hyderabad", "hitecCity"])),
  H("north sea", "place indirect", city(["aberdeen", "stavanger"])),
  H("down under", "place indirect", country(["AU", "NZ"])),
  H("iberia", "place region", country(["ES", "PT"])),
  H("the oil sands", "place indirect", city(["fortMcMurray"], ["edmonton", "calgary"])),
  H("the motor city", "place indirect", city(["detroit", "warren"])),
  H("home of the golden temple", "place indirect", city(["amritsar"], ["tarntaran"])),
  H(
    "where the bhakra dam is",
    "place indirect",
    city(["nangal", "anandpurSahib"], ["bilaspurHp", "ropar"]),
  ),
  H("the ship breaking yard in gujarat", "place indirect", keysOf("d17")),
  H("around the kutch ports", "place indirect", city(["mundra", "gandhidham", "bhuj"])),
  H("near the jamnagar refinery", "place indirect", city(["jamnagar"])),
  H(
    "baddi barotiwala nalagarh belt",
    "place cluster",
    city(["baddi", "nalagarh"], ["parwanoo", "solan"]),
  ),
  H(
    "the doon valley",
    "place region",
    city(["dehradun", "selaqui"], ["paontaSahib", "rishikesh", "haridwar"]),
  ),
  H(
    "auto hub around chennai",
    "place cluster",
    city(["chennai", "oragadam", "sriperumbudur", "ambattur"], ["hosur"]),
  ),
  H(
    "pune's industrial belt",
    "place cluster",
    city(["chakan", "pimpri", "ranjangaon", "hinjewadi"], ["pune"]),
  ),
  H(
    "gurgaon manesar bawal auto belt",
    "place cluster",
    city(["gurugram", "manesar", "bawal", "dharuhera"], ["rewari", "neemrana", "bhiwadi"]),
  ),
  H(
    "alberta side",
    "place state abroad",
    label(and(inCountry("CA"), (m) => placeOf(m).state === "AB")),
  ),
  H(
    "atlantic canada",
    "place region",
    label(and(inCountry("CA"), (m) => ["NB", "NS", "NL", "PE"].includes(placeOf(m).state))),
  ),
  H(
    "the seven sisters states",
    "place region",
    state(["AS", "ML", "MN", "MZ", "NL", "TR", "AR"], ["SK"]),
  ),
  H("hindi heartland UP bihar", "place region", state(["UP", "BR"])),
  H(
    "konkan coast",
    "place region",
    city(["ratnagiri", "chiplun", "kudal"], ["panaji", "vasco", "margao", "karwar"]),
  ),
  H("everyone outside india pls", "place", abroad),
  H("back in india after the gulf", "place bio", keysOf("l09")),
  H("moved from india to europe recently", "place bio", keysOf("i03", "r38", "r44")),

  // ---- everyone: one to three words -------------------------------------------------------------
  H("boilermaker jobs", "short craft", label(titled(/boilermaker/i), C.WELDERS.expect)),
  H("linemen pls", "short craft", C.LINEMEN),
  H("firmware devs", "short craft", label(says(/firmware/i), C.EMBEDDED.expect)),
  H("lathe turner", "short craft", label(titled(/turner/i), C.MACHINISTS.expect)),
  H("who r the founders", "short craft", C.FOUNDERS),
  H(
    "freelance workers",
    "short status",
    label(says(/freelanc/i), or(isCraft("founder"), inSector("own-business"))),
  ),
  H("shop proprietors", "short craft", label(titled(/proprietor|owner/i), C.FOUNDERS.expect)),
  H("in the army", "short employer", label(isEmployer("army"), inSector("defence"))),
  H("air force people", "short employer", employer(["airForce"])),
  H("navy dockyard", "short employer", employer(["navy"])),
  H("wind turbine techs", "short skill", keysWith(["k02", "r44"], [])),
  H("hydro power ppl", "short industry", keysWith(HYDRO, [])),
  H("nuclear plant", "short industry", keysOf("y18")),
  H("aerospace sector alumni", "short industry", industry("aerospace")),
  H("fertiliser plants", "short industry", keysWith(["z20", "d39", "l14", "r64"], ["k31", "g38"])),
  H("paper mills", "short industry", keysWith(["r62", "m34"], [])),
  H("port authority jobs", "short industry", keysWith(["d18", "r51", "j05", "u45"], ["v07"])),
  H("teachers among us", "short craft", C.TEACHERS),
  H("hr folks", "short craft", C.HR),
  H("accounts n finance", "short craft", C.ACCOUNTANTS),
  H("network admins", "short craft", craft(["network-engineer"], isCraft("it-support"))),
  H("testers only", "short craft", craft(["software-tester"])),
  H(
    "GETs",
    "short title",
    label(titled(/\bGET\b|Graduate Engineer Trainee/), titled(/trainee|\bDET\b/i)),
  ),
  H("women in welding", "short gender", keysWith(["y26", "w08"], [])),
  H("sikkim state", "short state", state(["SK"])),

  // ---- everyone: long questions -----------------------------------------------------------------
  H(
    "is there anybody from ISTC who works on wind turbines in denmark or anywhere in europe?",
    "question",
    keysWith(["r44"], ["k02"]),
  ),
  H(
    "my daughter got admission in electronics, can any electronics alumni mentor her?",
    "question",
    all(C.ELECTRONICS, WORKING),
  ),
  H(
    "which of our alumni became lecturers at government polytechnics in punjab or haryana?",
    "question",
    all(C.LECTURERS, label(isEmployer("govtPoly")), state(["PB", "HR"], ["CH"])),
  ),
  H(
    "who from the tool and die trade is now running their own tool room?",
    "question",
    all(C.TOOL_DIE, label(or(isCraft("founder"), inSector("own-business")))),
  ),
  H(
    "I need to talk to someone who has done shutdown jobs at a refinery in the gulf",
    "question",
    keysWith(["i08", "p32"], ["r81", "p33", "y34"]),
  ),
  H(
    "anyone who left a government job to go abroad?",
    "question bio",
    keysWith(["i03", "u39"], ["y39", "i05"]),
  ),
  H(
    "which alumni work for a railway in india as electrical engineers",
    "question",
    all(C.ELECTRICAL_ENGINEERS, label(inSector("railways"))),
  ),
  H("who is working in japan on a technical intern visa", "question", keysOf("y25", "y26")),
  H("are there any ISTCians in africa doing mining?", "question", keysOf("r87", "y30")),
  H(
    "can you find me mechatronics alumni who work with robots in the car industry",
    "question",
    all(
      C.MECHATRONICS,
      label(or(skilled(/robot/i), isCraft("robot-programmer")), never),
      label(inIndustry("auto")),
    ),
  ),
  H(
    "who could help my cousin get a CNC job in canada",
    "question",
    all(either(C.CNC_OPERATORS, C.MACHINISTS, C.CNC_PROGRAMMERS), country(["CA"])),
  ),
  H(
    "which electricians have their own shop or contracting business",
    "question",
    all(C.ELECTRICIANS, label(or(isCraft("founder"), inSector("own-business")))),
  ),
  H(
    "i am in bhopal and want to meet civil or mechanical seniors here",
    "question place",
    all(either(C.CIVIL, C.MECHANICAL), city(["bhopal"], ["mandideep"]), WORKING),
  ),
  H("tell me who teaches welding at an ITI", "question", keysOf("w05", "q20", "g08")),
  H("which alumni are HR or recruiters who could refer me", "question", C.HR),
  H(
    "anyone from our institute working at CERN or in research labs?",
    "question",
    keysWith(["r39"], ["x10", "q55", "l20"]),
  ),
  H(
    "who is doing quality work at a car or bike plant in tamil nadu",
    "question",
    all(C.QUALITY, state(["TN"])),
  ),
  H(
    "I want to start an AC repair shop, which alumni already run one?",
    "question",
    all(C.HVAC, OWN),
  ),
  H(
    "what alumni work in the sugar or textile mills of maharashtra and tamil nadu",
    "question",
    keysOf("d06", "d20", "d21"),
  ),
  H(
    "is anybody from the 2019 batch working in australia or new zealand",
    "question",
    all(batch(2019), country(["AU", "NZ"])),
  ),

  // ---- everyone: the searcher's own place and batch ---------------------------------------------
  H("my batchmates in welding", "me batch trade", all(C.WELDING, batch(2014)), ME("geoje", 2014)),
  H(
    "my batchmates in the UK",
    "me batch country",
    all(batch(2016), country(["GB"], ["IE"])),
    ME("sunderland", 2016),
  ),
  H(
    "maintenance people near me",
    "me place craft",
    all(C.MAINTENANCE, near("anpara", 150)),
    ME("anpara", 2005),
  ),
  H(
    "juniors of mine in mechatronics",
    "me batch trade",
    all(C.MECHATRONICS, label(batchIn(2010, 3000))),
    ME("rayong", 2009),
  ),
  H(
    "people from my batch abroad",
    "me batch place",
    all(batch(2013), abroad),
    ME("georgetown", 2013),
  ),
  H("who else is in my city", "me place", city(["kathmandu"]), ME("kathmandu", 2012)),

  // ---- everyone: sectors, groups and regions in other words -------------------------------------
  H("government employees in uttar pradesh", "sector state", all(government, C.UP)),
  H("tata group people working abroad", "group place", all(group("tata"), abroad)),
  H("anyone at a JSW group company", "group", group("jsw")),
  H("europe based welders", "region craft", all(C.WELDERS, region("europe"))),
  H(
    "north american millwrights and fitters",
    "region craft",
    all(C.FITTERS, region("north-america")),
  ),
  H("students in UP or bihar", "student either state", all(students, state(["UP", "BR"]))),
  H("around paonta or nahan", "place", where(at("paontaSahib"), near("paontaSahib", 60).expect)),
  H("list every member", "everyone", EVERYONE),
  H("power sector folks abroad", "industry place", all(POWER_PLANTS, abroad)),
  H("alumni up in the hills", "region", region("hills")),
];
