import * as C from "./common.js";
import { query, type EvalQuery } from "./common.js";
import {
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
  psu,
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
  experience,
  INDIA,
  industry,
  OWN,
  where,
  prefer,
} from "./part-labels.js";
import type { EvalMember } from "./population.data.js";

// The thirteenth held-out part, written (labels included) before the search was run on it, blind
// to the search's code, vocabulary and documentation. Its population slice (r50-r89): plant towns
// and tier-2/3 towns of states with few members (Neyveli, Thoothukudi/Tuticorin, Rajahmundry,
// Vijayawada, Kalaburagi/Gulbarga, Raichur, Udupi, Alappuzha/Alleppey, Kothagudem, Ujjain, Jhansi,
// Aligarh, Meerut, Saharanpur, Kahalgaon, Paradip, Bongaigaon, Silchar, Chittorgarh, Ajmer, Anand,
// Bharuch, Solapur, Jalgaon, Ahmednagar/Ahilyanagar, Sangli) and places abroad no other part has
// (Hamilton, Sarnia and Cambridge in Ontario, Kalgoorlie, Gladstone, Ruwais, Sitra, Dukhan, Pitești,
// Žilina, Belfast, Kitwe, Wangdue in Bhutan, Colombo); employers no other part has (NLC India, VOC
// Port, APGENCO, KPCL, TSGENCO, Link Locks, Star Paper Mills, Paradeep Phosphates, Amul, Grasim,
// Precision Camshafts, Jain Irrigation, Dofasco, Imperial Oil, Toyota Canada, Northern Star, Rio
// Tinto, ADNOC, Nass, Gulf Drilling, Dacia, Kia Slovakia, Harland & Wolff, Konkola, PHPA, WSO2);
// and the plumber, a craft no other part has. Styles: the everyday search box of an ITI-like
// centre's alumni network: trade words as the centre's trades and the NCVT trades say them
// (wireman, turner, fitter, COPA, plumber, instrument mechanic), plain short queries, places by
// district, old name, region nickname (Doaba, Bundelkhand, Khandesh, Kalyana-Karnataka, Barak
// valley, GTA) and "near", employers by abbreviation and by what they run (thermal plants, ports,
// dairies, lock factories, shipyards), batches ("2019 pass outs", "09 batch", "freshers",
// "seniors"), students and alumni, negations, recruiters, parents, mentors and admins, Hinglish and
// Indian-English phrasing, typos, missing and extra spaces, and full sentences. About a third of
// the queries are about the slice; the rest ask about the whole population. Never tuned on.
const H = query(true, "holdout13");

// ---- labels of this part ------------------------------------------------------------------------

const EVERYONE = label(() => true);
/** The profile's own words: title, company, skills and bio. */
const text = (m: EvalMember) =>
  [m.profile.jobTitle, m.profile.company, m.profile.skills.join(", "), m.profile.bio]
    .filter(Boolean)
    .join(" | ");
const says =
  (...res: RegExp[]): Pred =>
  (m) =>
    res.some((r) => r.test(text(m)));
/** Everyone except those matching: matching members a clear mistake. */
const notThere = (p: Pred): Label => label(not(p), never, p);

// Crafts this part asks about in its own words.
const PLUMBERS = craft(["plumber"], titled(/pipe ?fitter|steamfitter/i));
/** Turners: machinists on a conventional lathe; other machinists and CNC operators borderline. */
const TURNERS = prefer(
  C.MACHINISTS,
  or(titled(/turner/i), and(skilled(/turning|lathe/i), not(says(/\bCNC\b|\bVMC\b/i)))),
);
/** Wiremen: electricians (house and building wiring), linemen borderline. */
const WIREMEN = craft(["electrician"], isCraft("lineman"));
/** Instrument mechanics and C&I technicians. */
const INSTRUMENT = craft(
  ["instrumentation-engineer"],
  or(isCraft("automation-engineer", "electronics-technician"), titled(/E&I|instrument/i)),
);
/** COPA: computer operators and office IT, computer-trade students borderline. */
const COPA = label(
  or(skilled(/\bCOPA\b/i), titled(/computer operator|data entry/i)),
  or(isCraft("it-support"), and(isStudent, isTrade("computer"))),
);
const DIESEL = label(
  and(
    or(titled(/diesel|heavy duty|\bHD\b/i), skilled(/diesel/i)),
    isCraft("auto-mechanic", "fitter"),
  ),
  or(isCraft("auto-mechanic"), skilled(/diesel/i)),
  not(
    or(
      isCraft("auto-mechanic", "automobile-engineer", "fitter", "loco-pilot"),
      isTrade("automobile", "mechanical"),
    ),
  ),
);
const THERMAL = label(
  or(
    isEmployer("nlc", "apgenco", "kpcl", "tsgenco"),
    says(/thermal|\bS?TPS\b|CSTPS/i),
    and(isEmployer("ntpc"), says(/boiler|turbine/i)),
  ),
  or(inIndustry("power"), says(/\bboiler(?!mak)|power ?plant|power station/i)),
);
const PORTS = label(
  or(isEmployer("vocPort", "adaniPorts", "kpa"), says(/\bport\b|harbour/i)),
  or(isEmployer("cochinShipyard", "goaShipyard"), says(/shipyard/i)),
);
const SHIPYARD = label(
  or(
    isEmployer("cochinShipyard", "goaShipyard", "harlandWolff", "hhi", "seatrium"),
    says(/shipyard|ship repair/i),
  ),
  or(isEmployer("navy"), says(/\bship|marine|hull/i)),
);
const DAIRY = label(
  or(isEmployer("amul"), says(/dairy|milk/i)),
  says(/cold (store|storage|chain)/i),
);
const LOCKS = label(or(isEmployer("linkLocks"), says(/\blocks?\b/i)), at("aligarh"));
const PAPER = label(or(isEmployer("starPaper", "khannaPaper"), says(/paper mill/i)));
const MINES = label(
  or(
    isEmployer("bhp", "angloPlat", "bccl", "mcl", "wcl", "sccl", "hzl", "kcm", "northernStar"),
    says(/\bmines?\b|mining/i),
  ),
  or(isEmployer("nalco", "vedanta", "rioTinto"), says(/smelter/i)),
);
const REFINERIES = label(
  or(
    isEmployer(
      "iocl",
      "reliance",
      "nayara",
      "mrpl",
      "hpcl",
      "bpcl",
      "nrl",
      "satorp",
      "oq8",
      "adnoc",
      "imperialOil",
    ),
    isEmployer("hengyi", "tor", "dangote", "knpc"),
    says(/refiner/i),
  ),
  inIndustry("oil-gas"),
);
const HYDRO = label(
  or(isEmployer("nhpc", "sjvn", "phpa"), says(/hydro(?!carbon)|hydel|\bdam\b/i)),
  inIndustry("power"),
);
const RAILWAYS = label(
  inSector("railways"),
  or(isEmployer("dmrc", "bmrcl", "alstom"), says(/railway|loco/i)),
  inSector("private", "own-business", "private-college"),
);
const DEFENCE = label(
  inSector("defence"),
  never,
  inSector("private", "own-business", "private-college"),
);
const STATE_GENCOS = label(
  isEmployer("apgenco", "kpcl", "tsgenco", "mahagenco", "cspgcl"),
  inSector("state-utility"),
);
const POWER_UTILITIES = label(inSector("state-utility"), and(inSector("psu"), inIndustry("power")));

// Places of the slice (old names and districts as people type them).
const NEYVELI = city(["neyveli"], ["puducherry"]);
const TUTICORIN = city(["thoothukudi"], ["madurai"]);
const RAJAHMUNDRY = city(["rajahmundry"], ["kakinada"]);
const VIJAYAWADA = city(["vijayawada"]);
const GULBARGA = city(["kalaburagi"], ["raichur"]);
const RAICHUR = city(["raichur"], ["kalaburagi", "ballari"]);
const UDUPI = city(["udupi"], ["mangaluru"]);
const ALLEPPEY = city(["alappuzha"], ["kochi", "kollam"]);
const KOTHAGUDEM = city(["kothagudem"], ["warangal"]);
const UJJAIN = city(["ujjain"], ["indore", "dewas"]);
const JHANSI = city(["jhansi"], ["gwalior"]);
const ALIGARH = city(["aligarh"]);
const MEERUT = city(["meerut"], ["ghaziabad", "noida"]);
const SAHARANPUR = city(["saharanpur"], ["yamunanagar", "roorkee"]);
const KAHALGAON = city(["kahalgaon"]);
const PARADIP = city(["paradip"], ["cuttack", "bhubaneswar"]);
const BONGAIGAON = city(["bongaigaon"]);
const SILCHAR = city(["silchar"]);
const CHITTORGARH = city(["chittorgarh"], ["bhilwara", "udaipur"]);
const AJMER = city(["ajmer"], ["jaipur"]);
const ANAND = city(["anand"], ["vadodara"]);
const BHARUCH = city(["bharuch"], ["ankleshwar", "dahej"]);
const SOLAPUR = city(["solapur"]);
const JALGAON = city(["jalgaon"]);
const AHMEDNAGAR = city(["ahmednagar"], ["pune", "aurangabad"]);
const SANGLI = city(["sangli"], ["kolhapur", "satara"]);
const HAMILTON_ON = city(["hamiltonOn"], ["toronto", "mississauga", "brampton"]);
const SARNIA = city(["sarnia"]);
const CAMBRIDGE_ON = city(["cambridgeOn"]);
const KALGOORLIE = city(["kalgoorlie"], ["perth"]);
const GLADSTONE = city(["gladstone"]);
const RUWAIS = city(["ruwais"], ["abudhabi"]);
const SITRA = city(["sitra"], ["manama"]);
const DUKHAN = city(["dukhan"], ["doha", "mesaieed", "rasLaffan"]);
const PITESTI = city(["pitesti"]);
const ZILINA = city(["zilina"]);
const BELFAST = city(["belfast"]);
const KITWE = city(["kitwe"]);

// States, regions and countries.
const AP = state(["AP"]);
const MP = state(["MP"]);
const ODISHA = state(["OD"]);
const ASSAM = state(["AS"]);
const WB = state(["WB"]);
const NORTH_EAST = where(inState("AS", "AR", "MZ", "NL", "ML", "MN", "TR", "SK"));
const WEST_UP = where(
  at(
    "meerut",
    "saharanpur",
    "aligarh",
    "moradabad",
    "bareilly",
    "ghaziabad",
    "noida",
    "greaterNoida",
  ),
  inState("UP"),
);
const BUNDELKHAND = where(at("jhansi"), at("gwalior"));
const KHANDESH = where(at("jalgaon"), at("nashik", "aurangabad"));
const KALYANA_KARNATAKA = where(at("kalaburagi", "raichur", "ballari"), inState("KA"));
const COASTAL_KARNATAKA = where(at("udupi", "mangaluru", "karwar"), inState("KA"));
const DOABA = where(
  at("jalandhar", "hoshiarpur", "kapurthala", "nawanshahr", "phagwara"),
  inState("PB"),
);
const MEWAR = where(at("chittorgarh", "udaipur", "bhilwara"), inState("RJ"));
const GTA = label(
  at("toronto", "brampton", "mississauga"),
  at("hamiltonOn", "cambridgeOn"),
  not(inCountry("CA")),
);
const CANADA = C.CANADA;
const AUSTRALIA = country(["AU"]);
const WA_AU = label(
  and(inCountry("AU"), (m) => placeOf(m).state === "WA"),
  inCountry("AU"),
  not(inCountry("AU")),
);
const QUEENSLAND = label(
  and(inCountry("AU"), (m) => placeOf(m).state === "QLD"),
  inCountry("AU"),
  not(inCountry("AU")),
);
const QATAR = country(["QA"]);
const BAHRAIN = country(["BH"]);
const SAUDI = country(["SA"]);
const OMAN = country(["OM"]);
const GULF = C.GULF;
const ROMANIA = country(["RO"]);
const SLOVAKIA = country(["SK"]);
const EAST_EUROPE = country(["RO", "SK", "CZ", "PL", "HU"]);
const NORTHERN_IRELAND = label(
  and(inCountry("GB"), (m) => placeOf(m).state === "NIR"),
  inCountry("GB", "IE"),
  not(inCountry("GB", "IE")),
);
const UK = C.UK;
const ZAMBIA = country(["ZM"]);
const AFRICA = country(["EG", "GH", "NG", "KE", "TZ", "UG", "RW", "ET", "ZA", "MU", "ZM", "MZ"]);
const BHUTAN = country(["BT"]);
const SRI_LANKA = country(["LK"]);
const NEIGHBOURS = country(["BT", "LK", "NP", "BD", "MV"]);

// Employers of the slice.
const NLC = employer(["nlc"]);
const VOC = employer(["vocPort"]);
const APGENCO = employer(["apgenco"]);
const KPCL = employer(["kpcl"]);
const TSGENCO = employer(["tsgenco"]);
const AMUL = employer(["amul"]);
const GRASIM = employer(["grasim"], isEmployer("hindalco", "ultratech", "birlaCorp"));
const JAIN_IRR = employer(["jainIrrigation"]);
const PRECISION_CAM = employer(["precisionCam"]);
const DOFASCO = employer(["dofasco"]);
const IMPERIAL = employer(["imperialOil"]);
const TOYOTA = label(isEmployer("toyota", "toyotaCa"));
const ADNOC = employer(["adnoc"]);
const DACIA = employer(["dacia"]);
const KIA = label(isEmployer("kia", "kiaSk"));
const HARLAND = employer(["harlandWolff"]);
const KCM = employer(["kcm"]);
const WSO2 = employer(["wso2"]);
const ONGC = employer(["ongc"]);
const NTPC = employer(["ntpc"]);
const IOCL = employer(["iocl"]);
const BHEL = employer(["bhel"]);
const DRDO = employer(["drdo"]);
const HZL = employer(["hzl"], isEmployer("vedanta", "balco"));
const ITI = label(isEmployer("govtIti"), or(isEmployer("govtPoly", "istc"), isCraft("instructor")));

export const HOLDOUT13_QUERIES: readonly EvalQuery[] = [
  // ---- the slice's places, plain and in people's spellings -----------------------------------
  H("neyveli", "place", NEYVELI),
  H("alumni in Neyveli", "place", NEYVELI),
  H("anyone working at neyveli lignite", "employer place", NLC),
  H("NLC India engineers", "employer abbreviation craft", all(NLC, label(not(isStudent)))),
  H("NLC", "employer abbreviation", NLC),
  H("tuticorin", "place old-name", TUTICORIN),
  H("Thoothukudi port", "place employer", label(isEmployer("vocPort"), at("thoothukudi"))),
  H("VOC port trust", "employer", VOC),
  H("crane mechanic", "craft", prefer(C.FITTERS, titled(/crane/i))),
  H("Rajahmundry", "place old-name", RAJAHMUNDRY),
  H("rajamahendravaram alumni", "place", RAJAHMUNDRY),
  H("ONGC Rajahmundry", "employer place", all(ONGC, RAJAHMUNDRY)),
  H("ONGC drilling guys", "employer craft", prefer(ONGC, says(/drilling|rig/i))),
  H("vijayawada", "place", VIJAYAWADA),
  H("Bezawada", "place old-name", VIJAYAWADA),
  H("APGENCO", "employer abbreviation", APGENCO),
  H("electrician vijaywada", "craft place typo", all(C.ELECTRICIANS, VIJAYAWADA)),
  H("Gulbarga", "place old-name", GULBARGA),
  H("kalaburagi", "place", GULBARGA),
  H(
    "motor rewinding shop owner",
    "craft skill",
    label(and(says(/rewind/i), isCraft("founder")), says(/rewind/i)),
  ),
  H("motor rewinding", "skill", label(says(/rewind/i), isCraft("electrician"))),
  H(
    "submersible pump repair near Gulbarga",
    "skill place",
    label(who("r54"), and(isCraft("electrician"), inState("KA"))),
  ),
  H("Raichur thermal", "place employer", all(RAICHUR, THERMAL)),
  H("KPCL", "employer abbreviation", KPCL),
  H("Karnataka Power Corporation boiler", "employer skill", KPCL),
  H("udupi", "place", UDUPI),
  H("Malpe shipyard welder", "place employer craft", all(C.WELDERS, UDUPI)),
  H("Alleppey", "place old-name", ALLEPPEY),
  H("plumber", "craft", PLUMBERS),
  H("plumbers", "craft", PLUMBERS),
  H("plumber in alappuzha", "craft place", all(PLUMBERS, ALLEPPEY)),
  H("need a plumber in kerala", "craft place sentence", all(PLUMBERS, C.KERALA)),
  H("sanitary contractor", "craft", prefer(PLUMBERS, says(/sanitary/i))),
  H("Ujjain", "place", UJJAIN),
  H("Training officer ITI", "craft employer", all(C.INSTRUCTORS, ITI)),
  H("ITI instructors in MP", "craft place", all(C.INSTRUCTORS, MP)),
  H("jhansi", "place", JHANSI),
  H("BHEL Jhansi", "employer place", all(BHEL, JHANSI)),
  H("transformer testing", "skill", label(says(/transformer/i), isCraft("electrical-engineer"))),
  H("Aligarh", "place", ALIGARH),
  H("lock factory aligarh", "industry place", LOCKS),
  H("tool and die maker Aligarh", "craft place", all(C.TOOLMAKERS, ALIGARH)),
  H("meerut", "place", MEERUT),
  H("Meerut students", "place students", all(MEERUT, students)),
  H("COPA", "trade abbreviation", COPA),
  H("copa trade students", "trade students", all(COPA, students)),
  H("Saharanpur", "place", SAHARANPUR),
  H("paper mill", "industry", PAPER),
  H("paper mill fitter", "industry craft", all(PAPER, C.FITTERS)),
  H("Kahalgaon NTPC", "place employer", all(KAHALGAON, NTPC)),
  H("bhagalpur", "place district", where(at("kahalgaon"), inState("BR"))),
  H("c&i technician ntpc", "craft employer", all(INSTRUMENT, NTPC)),
  H("Paradip", "place", PARADIP),
  H("paradeep", "place spelling", PARADIP),
  H("Paradeep Phosphates", "employer", employer(["ppl"])),
  H(
    "NDT level 2",
    "skill",
    label(says(/\bNDT\b|ASNT|radiograph/i), isCraft("welding-inspector", "quality-inspector")),
  ),
  H("Bongaigaon refinery", "place employer", all(BONGAIGAON, IOCL)),
  H("bongaigaon", "place", BONGAIGAON),
  H("Silchar", "place", SILCHAR),
  H("barak valley", "place region", where(at("silchar"), inState("AS"))),
  H("computer teacher", "craft", prefer(C.TEACHERS, isTrade("computer"))),
  H("school teachers", "craft", prefer(C.TEACHERS, isEmployer("holyCross", "govtSchool"))),
  H("Kothagudem", "place", KOTHAGUDEM),
  H("KTPS", "employer abbreviation", TSGENCO),
  H("TSGENCO", "employer abbreviation", TSGENCO),
  H("telangana genco AE electrical", "employer craft", all(TSGENCO, C.ELECTRICAL_ENGINEERS)),
  H("chittorgarh", "place", CHITTORGARH),
  H(
    "zinc smelter",
    "industry",
    label(says(/zinc/i), or(says(/smelter/i), isEmployer("vedanta", "balco", "hzl"))),
  ),
  H("Ajmer", "place", AJMER),
  H("ajmer railway workshop", "place employer", all(AJMER, RAILWAYS)),
  H("Turners and machinists", "craft", C.MACHINISTS),
  H("lathe operator", "craft", TURNERS),
  H("anand gujarat", "place", ANAND),
  H("Amul", "employer", AMUL),
  H("dairy plant refrigeration", "industry craft", all(DAIRY, C.HVAC)),
  H("ammonia refrigeration", "skill", label(says(/ammonia/i), C.HVAC.expect)),
  H("Bharuch", "place", BHARUCH),
  H(
    "bharuch ankleshwar dahej belt",
    "place region",
    where(at("bharuch", "ankleshwar", "dahej"), inState("GJ")),
  ),
  H("Grasim", "employer", GRASIM),
  H("piping draughtsman", "craft skill", prefer(C.DRAUGHTSMEN, says(/piping/i))),
  H("PDMS", "skill", label(says(/PDMS/i), says(/piping/i))),
  H("solapur", "place", SOLAPUR),
  H("camshaft", "skill", PRECISION_CAM),
  H("CNC grinding", "skill", label(says(/grinding/i), C.CNC.expect)),
  H("Jalgaon", "place", JALGAON),
  H("khandesh", "place region", KHANDESH),
  H("Jain Irrigation", "employer", JAIN_IRR),
  H(
    "mould maker",
    "craft",
    label(
      or(titled(/mou?ld maker/i), and(isCraft("tool-die-maker"), isTrade("die-mould"))),
      or(C.TOOLMAKERS.expect, C.MOULD.expect),
    ),
  ),
  H("ahmednagar", "place old-name", AHMEDNAGAR),
  H("Ahilyanagar", "place", AHMEDNAGAR),
  H(
    "VRDE",
    "employer abbreviation",
    label(and(isEmployer("drdo"), says(/VRDE/i)), isEmployer("drdo")),
  ),
  H("DRDO scientists and technical officers", "employer", DRDO),
  H("sangli", "place", SANGLI),
  H(
    "students from sangli kolhapur side",
    "place students",
    all(where(at("sangli", "kolhapur")), students),
  ),
  H("Hamilton", "place ambiguous", label(at("hamiltonOn", "hamiltonNz"))),
  H("hamilton ontario", "place", HAMILTON_ON),
  H("Dofasco", "employer", DOFASCO),
  H("442A electrician", "craft licence", prefer(C.ELECTRICIANS, says(/442A|309A/i))),
  H("Sarnia", "place", SARNIA),
  H("chemical valley sarnia pipefitter", "place craft", all(SARNIA, C.FITTERS)),
  H("red seal pipefitter", "craft licence", prefer(C.FITTERS, says(/pipefitter|steamfitter/i))),
  H("imperial oil", "employer", IMPERIAL),
  H("Cambridge", "place ambiguous", CAMBRIDGE_ON),
  H("TMMC", "employer abbreviation", employer(["toyotaCa"])),
  H("toyota", "employer", TOYOTA),
  H("kalgoorlie", "place", KALGOORLIE),
  H("FIFO mining jobs WA", "place industry", all(MINES, WA_AU)),
  H("heavy diesel fitter", "craft", DIESEL),
  H("Gladstone QLD", "place", GLADSTONE),
  H("rio tinto", "employer", employer(["rioTinto"])),
  H("queensland", "place state", QUEENSLAND),
  H("ruwais", "place", RUWAIS),
  H("ADNOC", "employer abbreviation", ADNOC),
  H("takreer", "employer old-name", ADNOC),
  H("Sitra bahrain", "place", SITRA),
  H("Nass contracting", "employer", employer(["nass"])),
  H("dukhan", "place", DUKHAN),
  H("rig electrician", "craft", prefer(C.ELECTRICIANS, says(/\brig\b|drilling/i))),
  H("drilling rigs", "industry", label(says(/drilling|\brig\b/i), inIndustry("oil-gas"))),
  H("Pitesti Romania", "place", PITESTI),
  H("romania", "country", ROMANIA),
  H("Dacia Renault", "employer", DACIA),
  H("zilina", "place", ZILINA),
  H("slovakia", "country", SLOVAKIA),
  H("Kia", "employer", KIA),
  H("belfast", "place", BELFAST),
  H("northern ireland", "place region", NORTHERN_IRELAND),
  H("Harland and Wolff", "employer", HARLAND),
  H("Kitwe Zambia", "place", KITWE),
  H("copperbelt", "place region", ZAMBIA),
  H("zambia", "country", ZAMBIA),
  H("KCM", "employer abbreviation", KCM),
  H("bhutan", "country", BHUTAN),
  H("Punatsangchhu hydro project", "employer", employer(["phpa"])),
  H("colombo", "place", SRI_LANKA),
  H("sri lanka", "country", SRI_LANKA),
  H("WSO2", "employer", WSO2),
  H("alumni in neighbouring countries nepal bhutan sri lanka", "country", NEIGHBOURS),

  // ---- the slice in sentences, Hinglish, typos and combinations -------------------------------
  H("is there anyone from our centre in Neyveli or Cuddalore side", "place question", NEYVELI),
  H("koi Tuticorin mein hai kya", "place hinglish", TUTICORIN),
  H("any ISTC alumni in thoothukudi port", "place employer question", all(TUTICORIN, PORTS)),
  H("port jobs", "industry", PORTS),
  H("plumbr", "craft typo", PLUMBERS),
  H("plumbing work", "craft", PLUMBERS),
  H(
    "Mujhe Bahrain mein plumber ka contact chahiye",
    "craft place hinglish",
    all(PLUMBERS, BAHRAIN),
  ),
  H("plumbers in the gulf", "craft place", all(PLUMBERS, GULF)),
  H(
    "pipe fitter gulf",
    "craft place",
    all(label(or(isCraft("fitter", "plumber"), titled(/pipe ?fitter/i))), GULF),
  ),
  H("welders working in shipyards", "craft industry", all(C.WELDERS, SHIPYARD)),
  H(
    "thermal power plant engineers",
    "industry craft",
    all(THERMAL, label(not(isStudent), never, isStudent)),
  ),
  H("thermal power plant", "industry", THERMAL),
  H("state genco", "employer kind", STATE_GENCOS),
  H("gencos of andhra telangana karnataka", "employer kind place", STATE_GENCOS),
  H(
    "power plant electrician south india",
    "craft industry place",
    all(C.ELECTRICIANS, THERMAL, C.SOUTH),
  ),
  H("electricians in andhra pradesh", "craft place", all(C.ELECTRICIANS, AP)),
  H("AP", "place abbreviation", AP),
  H("Karnataka alumni", "place state", C.KARNATAKA),
  H("kalyana karnataka", "place region", KALYANA_KARNATAKA),
  H("hyderabad karnataka region", "place region old-name", KALYANA_KARNATAKA),
  H("coastal karnataka", "place region", COASTAL_KARNATAKA),
  H("Udupi Mangalore side", "place", where(at("udupi", "mangaluru"), at("karwar"))),
  H("TN alumni working in PSU", "place sector", all(C.TAMIL_NADU, psu)),
  H("Bundelkhand", "place region", BUNDELKHAND),
  H("western UP", "place region", WEST_UP),
  H("west UP mein koi fitter", "place craft hinglish", all(WEST_UP, C.FITTERS)),
  H("Uttar Pradesh", "place state", C.UP),
  H("UP wale", "place hinglish", C.UP),
  H("orissa", "place state old-name", ODISHA),
  H("NE states alumni", "place region abbreviation", NORTH_EAST),
  H("Mewar", "place region", MEWAR),
  H(
    "south gujarat industrial belt",
    "place region",
    where(at("surat", "bharuch", "ankleshwar", "dahej", "vapi", "silvassa"), inState("GJ")),
  ),
  H("CNC operators in maharashtra", "craft place", all(C.CNC_OPERATORS, C.MAHARASHTRA)),
  H("CNC setter operator", "craft", prefer(C.CNC_OPERATORS, titled(/setter|setting/i))),
  H("tool room people in UP", "trade place", all(C.TOOL_DIE, C.UP)),
  H(
    "railway technician",
    "craft sector",
    prefer(RAILWAYS, label(not(isCraft("electrical-engineer", "mechanical-engineer"))).expect),
  ),
  H("railway mein kaun kaun hai", "employer hinglish question", RAILWAYS),
  H("GTA", "place region abbreviation", GTA),
  H("greater toronto area", "place region", GTA),
  H(
    "kitchener waterloo cambridge",
    "place",
    where(at("cambridgeOn"), at("toronto", "mississauga", "brampton", "hamiltonOn"), ["CA"]),
  ),
  H("alumni in canada working in steel plants", "place industry", all(CANADA, industry("steel"))),
  H("electricians canada", "craft place", all(C.ELECTRICIANS, CANADA)),
  H("mines in africa", "industry place", all(MINES, AFRICA)),
  H(
    "alumni in Abu Dhabi emirate",
    "place",
    where(at("abudhabi", "ruwais"), inCountry("AE"), ["AE"]),
  ),
  H("electrician qatar", "craft place", all(C.ELECTRICIANS, QATAR)),
  H("refinery", "industry", REFINERIES),
  H("refinery jobs in gulf", "industry place", all(REFINERIES, GULF)),
  H(
    "rotating equipment engineer",
    "craft skill",
    label(
      and(
        says(/rotating|compressor/i),
        isCraft("mechanical-engineer", "maintenance-engineer", "fitter"),
      ),
      or(says(/rotating|compressor/i), isCraft("mechanical-engineer")),
    ),
  ),
  H("eastern europe", "place region", EAST_EUROPE),
  H("car plants in europe", "industry place", all(industry("auto"), C.EUROPE)),
  H("welders UK", "craft place", all(C.WELDERS, UK)),
  H("hydro projects", "industry", HYDRO),
  H("hydro power civil engineer", "industry craft", all(HYDRO, C.CIVIL_ENGINEERS)),
  H("software engineer sri lanka", "craft place", all(C.SOFTWARE, SRI_LANKA)),
  H("Amul dairy anand", "employer place", all(AMUL, ANAND)),
  H("dairy", "industry", DAIRY),
  H("Jain pipes jalgaon", "employer place", JAIN_IRR),
  H("drip irrigation company", "industry", JAIN_IRR),
  H("precision camshafts solapur", "employer place", PRECISION_CAM),
  H("Hindustan zinc chanderiya", "employer place", all(HZL, CHITTORGARH)),
  H("anyone in Ujjain or indore", "place", where(at("ujjain", "indore"), at("dewas", "pithampur"))),
  H("training officers", "craft", C.INSTRUCTORS),
  H("Meerut ke students", "place students hinglish", all(MEERUT, students)),
  H("MS Excel Tally", "skill", label(says(/\btally\b/i), says(/excel/i))),
  H("tally", "skill", label(says(/\btally\b/i), isCraft("accountant"))),
  H("students from UP", "students place", all(students, C.UP)),
  H("students from maharashtra", "students place", all(students, C.MAHARASHTRA)),
  H("QC inspector BHEL", "craft employer", all(C.QUALITY, BHEL)),
  H(
    "quality inspector",
    "craft",
    craft(["quality-inspector"], isCraft("quality-engineer", "welding-inspector")),
  ),
  H("welding & NDT engineer odisha", "craft place", all(C.WELDING_INSPECTORS, ODISHA)),
  H("instrument technician", "craft", INSTRUMENT),
  H("E&I technician", "craft abbreviation", prefer(INSTRUMENT, titled(/E&I/i))),
  H("draughtsman in gujarat", "craft place", all(C.DRAUGHTSMEN, C.GUJARAT)),
  H("Dy GM ONGC", "title employer", prefer(ONGC, titled(/general manager|DGM|Dy\. ?G/i))),
  H(
    "senior officers in PSUs",
    "seniority sector",
    prefer(psu, titled(/manager|DGM|GM|chief|senior|sr\.?|superintend/i)),
  ),
  H(
    "Tuticorin Neyveli Madurai",
    "place list",
    where(at("thoothukudi", "neyveli", "madurai"), inState("TN")),
  ),
  H(
    "Vijayawada Rajahmundry Kakinada",
    "place list",
    where(at("vijayawada", "rajahmundry", "kakinada"), inState("AP")),
  ),
  H(
    "Solapur sangli kolhapur",
    "place list",
    where(at("solapur", "sangli", "kolhapur"), inState("MH")),
  ),
  H(
    "mechanics in the mines",
    "craft industry",
    all(label(isCraft("auto-mechanic", "fitter")), MINES),
  ),
  H("Jasvinder Toor", "name", label(who("r79"))),
  H("Tashi", "name", label(who("r88"))),
  H(
    "priya menon",
    "name",
    label(who("r89"), (m) => /priya/i.test(m.profile.fullName)),
  ),
  H("Antony Raj tuticorin", "name place", label(who("r51"))),
  H("Patel motor rewinding gulbarga", "name employer place", label(who("r54"))),
  H("Naga Babu", "name", label(who("r53"))),
  H("Basavanagouda", "name", label(who("r55"))),

  // ---- the whole population: trades, crafts and titles, plain and as typed -------------------
  H("elecrician", "craft typo", C.ELECTRICIANS),
  H(
    "wiremen for house wiring",
    "craft skill",
    prefer(WIREMEN, says(/house wiring|building wiring|residential/i)),
  ),
  H("line man", "craft extra-space", C.LINEMEN),
  H("electrical engineer", "craft", C.ELECTRICAL_ENGINEERS),
  H(
    "JE electrical",
    "title abbreviation",
    prefer(C.ELECTRICAL_ENGINEERS, titled(/\bJE\b|junior engineer/i)),
  ),
  H(
    "SDO",
    "title abbreviation",
    label(titled(/\bSDO\b/i), titled(/\bAE\b|assistant engineer|executive engineer/i)),
  ),
  H("fiter", "craft typo", C.FITTERS),
  H("maintenance fitter", "craft", prefer(C.FITTERS, titled(/maint/i))),
  H("machinist", "craft", C.MACHINISTS),
  H("CNC operator", "craft", C.CNC_OPERATORS),
  H("cncoperator", "craft no-space", C.CNC_OPERATORS),
  H("VMC operator", "craft", prefer(C.CNC_OPERATORS, says(/\bVMC\b/i))),
  H("cnc programmer", "craft", C.CNC_PROGRAMMERS),
  H("tool  and   die", "trade extra-space", C.TOOL_DIE),
  H("toolmaker", "craft", C.TOOLMAKERS),
  H("die maker", "craft", C.TOOLMAKERS),
  H("press tool designer", "craft", prefer(C.TOOL_DESIGNERS, says(/press tool/i))),
  H("die & mould", "trade", C.DIE_MOULD),
  H("mould designer", "craft", C.MOULD),
  H("welder", "craft", C.WELDERS),
  H("weldr", "craft typo", C.WELDERS),
  H("TIG welder", "craft skill", prefer(C.WELDERS, says(/\bTIG\b/i))),
  H("6G welder", "craft skill", prefer(C.WELDERS, says(/6G/i))),
  H("CSWIP", "certification", label(says(/CSWIP/i), isCraft("welding-inspector"))),
  H("fabricator", "craft", prefer(C.WELDERS, says(/fabricat/i))),
  H("draughtsman", "craft", C.DRAUGHTSMEN),
  H(
    "mechanic",
    "craft",
    label(
      isCraft("auto-mechanic"),
      or(isCraft("fitter", "hvac-technician", "service-advisor"), titled(/mechanic/i)),
      isCraft(
        "software-developer",
        "software-tester",
        "data-analyst",
        "data-scientist",
        "hr",
        "accountant",
        "product-manager",
      ),
    ),
  ),
  H("car mechanic", "craft", C.AUTO_MECHANICS),
  H("bike mechanic", "craft", prefer(C.AUTO_MECHANICS, says(/bike|two.wheeler|motorcycle/i))),
  H("diesel mechanic", "craft", DIESEL),
  H("motor mechanic", "craft trade", C.AUTO_MECHANICS),
  H("auto engineers", "craft", C.AUTO_ENGINEERS),
  H("AC repair", "craft", C.HVAC),
  H("refrigration", "trade typo", C.RAC),
  H("fridge repair", "craft skill", prefer(C.HVAC, says(/fridge|refrigerator|deep freezer/i))),
  H("chiller technician", "craft skill", prefer(C.HVAC, says(/chiller/i))),
  H("electronics technician", "craft", C.ELECTRONICS_TECHNICIANS),
  H(
    "electronics repair",
    "craft",
    label(isCraft("electronics-technician"), isTrade("electronics")),
  ),
  H("instrumantation engineer", "craft typo", C.INSTRUMENTATION),
  H("PLC programmer", "craft", C.PLC),
  H("plc scada", "skill", label(says(/\bPLC\b/i), says(/SCADA|HMI|DCS/i))),
  H(
    "robotics",
    "craft",
    label(isCraft("robot-programmer"), or(isCraft("automation-engineer"), says(/robot/i))),
  ),
  H("embedded", "craft", C.EMBEDDED),
  H("software developer", "craft", C.SOFTWARE),
  H("computer", "trade", C.COMPUTER),
  H("computer operator", "craft", COPA),
  H("data analyst", "craft", C.DATA),
  H("civil engineer", "craft", C.CIVIL_ENGINEERS),
  H("surveyor", "craft", C.SURVEYORS),
  H("land surveyor", "craft", prefer(C.SURVEYORS, says(/land|total station|GPS|mine survey/i))),
  H("quantity surveyor", "craft", prefer(C.SURVEYORS, titled(/quantity/i))),
  H("quality", "craft", C.QUALITY),
  H("QA QC", "craft abbreviation", C.QUALITY),
  H("maintenance engineer", "craft", C.MAINTENANCE),
  H("design engineer", "craft", C.DESIGN_ENGINEERS),
  H("mechanical engineer", "craft", C.MECHANICAL_ENGINEERS),
  H("machanical", "trade typo", C.MECHANICAL),
  H("plant manager", "craft", C.PLANT_MANAGERS),
  H("project manager", "craft", C.PROJECT_MANAGERS),
  H("instructor", "craft", C.INSTRUCTORS),
  H("founder", "craft", C.FOUNDERS),
  H("own business", "sector", OWN),
  H("apna kaam karne wale", "sector hinglish", OWN),
  H("sales", "craft", C.SALES),
  H("accountant", "craft", C.ACCOUNTANTS),
  H("fauji", "sector hinglish", DEFENCE),
  H(
    "ex serviceman",
    "sector",
    label(
      says(/ex-?serviceman|ex-?army|years in the army|retired from the army/i),
      or(inSector("defence"), says(/\barmy\b|\bEME\b|air force|navy/i)),
    ),
  ),

  // ---- the whole population: employers, groups and sectors -----------------------------------
  H("BSNL", "employer abbreviation", employer(["bsnl"])),
  H("punjab bijli board", "employer old-name hinglish", employer(["pspcl"])),
  H("bijli vibhag wale", "sector hinglish", POWER_UTILITIES),
  H("psu jobs", "sector", psu),
  H("Navratna PSUs", "sector", psu),
  H("government job", "sector", government),
  H("sarkari naukri", "sector hinglish", government),
  H("govt employees in himachal", "sector abbreviation place", all(government, C.HIMACHAL)),
  H(
    "private companies in himachal",
    "sector place",
    all(
      label(
        inSector("private"),
        never,
        inSector("psu", "state-utility", "govt-dept", "defence", "railways", "govt-college"),
      ),
      C.HIMACHAL,
    ),
  ),
  H(
    "multinational companies in pune",
    "employer kind place",
    all(label(isMnc), where(at("pune", "chakan", "pimpri", "hinjewadi"), inState("MH"))),
  ),
  H("tech companies abroad", "employer kind place", all(C.TECH, abroad)),
  H("oil & gas companies in india", "industry place", all(industry("oil-gas"), INDIA)),
  H(
    "auto industry Pune",
    "industry place",
    all(industry("auto"), where(at("pune", "chakan", "pimpri", "hinjewadi"), inState("MH"))),
  ),
  H("tractor companies", "industry", industry("tractors")),
  H(
    "cement plants",
    "industry",
    label(or(isEmployer("ultratech", "ambuja", "birlaCorp", "prismJohnson"), says(/\bcement/i))),
  ),
  H("construction companies", "industry", industry("construction")),
  H("aerospace", "industry", industry("aerospace")),
  H("electronics companies", "industry", industry("electronics")),
  H("colleges and ITIs", "sector", label(inSector("govt-college", "private-college"))),
  H("govt polytechnic", "employer", label(isEmployer("govtPoly"), isEmployer("govtIti"))),
  H("ISTC faculty", "employer", label(isEmployer("istc"), isCraft("instructor"))),

  // ---- the whole population: places --------------------------------------------------------
  H("tri city alumni", "place region extra-space", C.TRICITY),
  H("mohaali", "place typo", C.MOHALI),
  H("ludhiyana", "place typo", C.LUDHIANA),
  H("doaba", "place region", DOABA),
  H("himachal", "place state", C.HIMACHAL),
  H("gurgoan", "place typo", city(["gurugram"], ["manesar"])),
  H("noida", "place", city(["noida"], ["greaterNoida", "ghaziabad", "delhi"])),
  H(
    "banglore",
    "place typo",
    city(["bengaluru", "whitefield", "electronicCity", "peenya"], ["hosur"]),
  ),
  H("west bengal", "place state", WB),
  H("saudi", "place country", SAUDI),
  H("KSA", "place country abbreviation", SAUDI),
  H("oman", "place country", OMAN),
  H("NRI alumni", "place", abroad),
  H("electrical people outside india", "trade place negation", all(C.ELECTRICAL, abroad)),
  H(
    "mechanical alumni settled in foreign",
    "trade place indian-english",
    all(C.MECHANICAL, abroad),
  ),
  H("near jalandhar", "place near", near("jalandhar", 30)),
  H("alumni near me", "place near me", near("jalgaon", 100), ME("jalgaon", 2011)),
  H("anyone around me", "place near me", near("mohali", 30), ME("mohali", 2020)),

  // ---- batches, students and alumni ---------------------------------------------------------
  H("2019 pass outs", "batch", batch(2019)),
  H("batch of 2008", "batch", batch(2008)),
  H("09 batch", "batch abbreviation", batch(2009)),
  H("2k12 batch", "batch abbreviation", batch(2012)),
  H("batch 2012-2014", "batch range", years(2012, 2014, 0)),
  H("passed out before 2005", "batch before", before(2005)),
  H("since 2022 batch", "batch since", since(2022)),
  H(
    "seniors",
    "batch seniority",
    label(
      and(not(isStudent), batchIn(0, 2008)),
      and(not(isStudent), batchIn(2009, 2012)),
      isStudent,
    ),
  ),
  H("old batch people 90s", "batch decade", label(batchIn(1990, 1999), batchIn(1985, 2001))),
  H("2000-2004 batches", "batch range", years(2000, 2004, 0)),
  H(
    "electricians with 10+ years experience",
    "craft experience",
    all(C.ELECTRICIANS, experience(10)),
  ),
  H("welders 15 yrs experienced", "craft experience", all(C.WELDERS, experience(15))),
  H("students", "students", students),
  H("pass outs working in haryana", "alumni place", all(WORKING, C.HARYANA)),
  H("my batch in gulf", "batch me place", all(batch(2009), GULF), ME("mohali", 2009)),
  H(
    "batch mates of mine in canada",
    "batch me place",
    all(batch(2014), CANADA),
    ME("mohali", 2014),
  ),
  H(
    "my seniors working in PSUs",
    "batch me sector",
    all(psu, label(batchIn(0, 2017), never, batchIn(2019, 3000))),
    ME("chandigarh", 2018),
  ),
  H("students in electrical trade", "students trade", all(students, C.ELECTRICAL)),
  H("mech students", "students trade abbreviation", all(students, C.MECHANICAL)),
  H("computer students in tricity", "students trade place", all(students, C.COMPUTER, C.TRICITY)),
  H("welding students", "students trade", all(students, C.WELDING)),
  H("2026 batch students", "students batch", all(students, batch(2026))),
  H("2025 batch", "batch", batch(2025)),
  H("students abroad", "students place", all(students, abroad)),

  // ---- combinations, negations and sentences about everyone ----------------------------------
  H("welders in gulf", "craft place", all(C.WELDERS, GULF)),
  H(
    "welder    abu dhabi",
    "craft place extra-space",
    all(C.WELDERS, city(["abudhabi"], ["ruwais", "dubai"])),
  ),
  H("electricianludhiana", "craft place no-space", all(C.ELECTRICIANS, C.LUDHIANA)),
  H("fitters in PSUs", "craft sector", all(C.FITTERS, psu)),
  H("mechanical engineers in gulf", "craft place", all(C.MECHANICAL_ENGINEERS, GULF)),
  H("civil engineers in government", "craft sector", all(C.CIVIL_ENGINEERS, government)),
  H(
    "civil engineers not in government",
    "craft sector negation",
    all(
      C.CIVIL_ENGINEERS,
      label(
        not(inSector("psu", "state-utility", "govt-dept", "defence", "railways", "govt-college")),
        never,
        inSector("psu", "state-utility", "govt-dept", "defence", "railways", "govt-college"),
      ),
    ),
  ),
  H(
    "engineers except civil in himachal",
    "craft place negation",
    all(
      C.HIMACHAL,
      label(
        and(
          isCraft(
            "mechanical-engineer",
            "electrical-engineer",
            "design-engineer",
            "production-engineer",
            "maintenance-engineer",
            "instrumentation-engineer",
            "automation-engineer",
            "automobile-engineer",
            "embedded-engineer",
            "hardware-engineer",
            "telecom-engineer",
            "quality-engineer",
          ),
          not(isTrade("civil")),
        ),
        never,
        isCraft("civil-engineer"),
      ),
    ),
  ),
  H(
    "non IT alumni in bangalore",
    "place negation",
    all(
      city(["bengaluru", "whitefield", "electronicCity", "peenya"], ["hosur"]),
      label(
        not(
          or(
            isTech,
            isCraft(
              "software-developer",
              "software-tester",
              "data-analyst",
              "data-scientist",
              "it-support",
              "engineering-manager",
            ),
          ),
        ),
        never,
        isTech,
      ),
    ),
  ),
  H(
    "PSU except NTPC",
    "sector negation",
    label(
      and(inSector("psu"), not(isEmployer("ntpc"))),
      inSector("state-utility"),
      or(isEmployer("ntpc"), inSector("private", "own-business")),
    ),
  ),
  H("HVAC technicians in gulf", "craft place", all(C.HVAC, GULF)),
  H("AC technicians in india", "craft place", all(C.HVAC, INDIA)),
  H("auto mechanics in canada", "craft place", all(C.AUTO_MECHANICS, CANADA)),
  H("CNC machinists in canada", "craft place", all(C.MACHINISTS, CANADA)),
  H("software developers in canada", "craft place", all(C.SOFTWARE, CANADA)),
  H("tool and die makers in haryana", "craft place", all(C.TOOLMAKERS, C.HARYANA)),
  H("instructors in punjab ITIs", "craft employer place", all(C.INSTRUCTORS, ITI, C.PUNJAB)),
  H(
    "lecturers in govt polytechnics",
    "craft employer",
    all(C.LECTURERS, label(isEmployer("govtPoly"))),
  ),
  H(
    "electrical engineers in state utilities",
    "craft sector",
    all(C.ELECTRICAL_ENGINEERS, POWER_UTILITIES),
  ),
  H(
    "maintenance engineers in steel plants",
    "craft industry",
    all(C.MAINTENANCE, industry("steel")),
  ),
  H("quality engineers in auto companies", "craft industry", all(C.QUALITY, industry("auto"))),
  H("welders in railways", "craft sector", all(C.WELDERS, RAILWAYS)),
  H("tata steel electrical", "employer trade", all(label(isEmployer("tataSteel")), C.ELECTRICAL)),
  H("L&T civil site engineers", "employer craft", all(group("lt"), C.CIVIL_ENGINEERS)),
  H("maruti production", "employer craft", all(employer(["maruti"]), C.PRODUCTION_ENGINEERS)),
  H("NTPC electrical engineers", "employer craft", all(NTPC, C.ELECTRICAL_ENGINEERS)),
  H("founders in punjab", "craft place", all(C.FOUNDERS, C.PUNJAB)),
  H("own workshop welders", "craft sector", all(C.WELDERS, OWN)),
  H("self employed electricians", "craft sector", all(C.ELECTRICIANS, OWN)),
  H(
    "women electricians",
    "craft gender",
    prefer(C.ELECTRICIANS, (m) =>
      /kaur|rani|devi|angmo|pooja|neha|shivani|jyoti|reena/i.test(m.profile.fullName),
    ),
  ),
  H(
    "girls in welding trade",
    "trade gender",
    prefer(C.WELDING, (m) => /kaur|rani|devi|reena/i.test(m.profile.fullName)),
  ),

  // ---- Hinglish and Indian-English phrasing ------------------------------------------------
  H(
    "koi electrician hai kya ludhiana mein",
    "craft place hinglish question",
    all(C.ELECTRICIANS, C.LUDHIANA),
  ),
  H("mujhe plumber chahiye", "craft hinglish", PLUMBERS),
  H("gulf wale bhai log", "place hinglish", GULF),
  H(
    "canada wale seniors",
    "place batch hinglish",
    all(CANADA, label(not(isStudent), never, isStudent)),
  ),
  H(
    "mechanic chahiye jalandhar",
    "craft place hinglish",
    all(C.AUTO_MECHANICS, near("jalandhar", 40)),
  ),
  H("sarkari job wale electrical", "sector trade hinglish", all(government, C.ELECTRICAL)),
  H("NTPC mein kisi ki jaan pehchaan", "employer hinglish", NTPC),
  H("welding wale bande abroad", "trade place hinglish", all(C.WELDING, abroad)),
  H("ITI wale instructor bhaiya", "craft hinglish", C.INSTRUCTORS),
  H("AC wala mistri chandigarh", "craft place hinglish", all(C.HVAC, C.TRICITY)),
  H(
    "bijli ka kaam karne wale",
    "craft hinglish",
    label(isCraft("electrician", "lineman"), isCraft("electrical-engineer")),
  ),
  H(
    "do the needful: list of fitters in gujarat",
    "craft place indian-english",
    all(C.FITTERS, C.GUJARAT),
  ),
  H(
    "kindly share contacts of welders in saudi",
    "craft place indian-english",
    all(C.WELDERS, SAUDI),
  ),
  H("passed out people doing job in PSU", "sector indian-english", all(psu, WORKING)),
  H(
    "pass out from 2010 to 2013 in mechanical",
    "batch range trade indian-english",
    all(years(2010, 2013, 0), C.MECHANICAL),
  ),

  // ---- questions and full sentences --------------------------------------------------------
  H("who is working in Hindustan Zinc?", "employer question", HZL),
  H("which alumni are in Romania or Slovakia", "place question", country(["RO", "SK"])),
  H("Is anyone from ISTC in Zambia?", "place question", ZAMBIA),
  H(
    "Are there any electricians working on drilling rigs?",
    "craft industry question",
    prefer(C.ELECTRICIANS, says(/\brig\b|drilling/i)),
  ),
  H(
    "who works in a thermal power station in the south",
    "industry place question",
    all(THERMAL, C.SOUTH),
  ),
  H("show me alumni who are plumbers", "craft sentence", PLUMBERS),
  H(
    "I need a tool and die maker for my press shop in Faridabad",
    "craft place sentence",
    all(C.TOOLMAKERS, near("faridabad", 60)),
  ),
  H("find people who teach at ITIs", "craft employer sentence", ITI),
  H(
    "list all members working in ports or shipyards",
    "industry sentence",
    label(or(PORTS.expect, SHIPYARD.expect), or(PORTS.accept, SHIPYARD.accept)),
  ),
  H(
    "who can guide me about jobs in Australian mines",
    "industry place sentence mentor",
    all(MINES, AUSTRALIA),
  ),
  H(
    "looking for a mentor in instrumentation",
    "craft mentor",
    all(INSTRUMENT, label(not(isStudent), never, isStudent)),
  ),
  H(
    "student looking for mentor in CNC programming",
    "craft mentor",
    all(C.CNC_PROGRAMMERS, label(not(isStudent), never, isStudent)),
  ),
  H(
    "any senior who went to Canada on study permit",
    "place sentence",
    prefer(CANADA, says(/study permit|college/i)),
  ),
  H(
    "my son passed electrical from ISTC, who is working abroad as electrician",
    "craft place parent",
    all(C.ELECTRICIANS, abroad),
  ),
  H(
    "my daughter is in computer trade, any seniors in IT companies in Mohali",
    "craft place parent",
    all(C.IT_PEOPLE, C.TRICITY),
  ),
  H("parents asking: anybody in merchant navy or shipyards", "industry parent", SHIPYARD),

  // ---- recruiters and admins ---------------------------------------------------------------
  H(
    "hiring: ITI electrician 5 yrs exp",
    "craft experience recruiter",
    all(C.ELECTRICIANS, experience(5)),
  ),
  H(
    "urgent requirement welder 6G for saudi",
    "craft skill recruiter",
    prefer(C.WELDERS, says(/6G/i)),
  ),
  H(
    "need CNC operators for Pune plant",
    "craft recruiter",
    all(C.CNC_OPERATORS, label(inIndia, never, not(inIndia))),
  ),
  H(
    "looking for plumbers & pipe fitters for Bahrain project",
    "craft recruiter",
    label(or(isCraft("plumber"), titled(/pipe ?fitter|steamfitter/i)), isCraft("fitter")),
  ),
  H(
    "candidates with CSWIP 3.1",
    "certification recruiter",
    label(says(/CSWIP/i), isCraft("welding-inspector")),
  ),
  H("HR contacts for campus hiring", "craft recruiter", prefer(C.HR, says(/campus|recruit/i))),
  H(
    "profiles without batch year",
    "admin",
    label((m) => m.profile.batchYear === null),
  ),
  H(
    "members with no job title",
    "admin",
    label(
      (m) => m.profile.jobTitle === null,
      never,
      (m) => m.profile.jobTitle !== null,
    ),
  ),
  H("all members", "admin", EVERYONE),

  // ---- more everyday queries about everyone -------------------------------------------------
  H("BBMB", "employer abbreviation", employer(["bbmb"])),
  H("bhakra dam", "employer place", label(isEmployer("bbmb"), at("nangal"))),
  H("DMRC", "employer abbreviation", employer(["dmrc"])),
  H("metro rail", "industry", label(isEmployer("dmrc", "bmrcl"), isEmployer("alstom"))),
  H("infosis", "employer typo", label(isEmployer("infosys"), isEmployer("infosysBpm"))),
  H("tata moters", "employer typo", employer(["tataMotors"])),
  H(
    "maruti suzuki manesar",
    "employer place",
    all(employer(["maruti"]), city(["manesar", "gurugram"])),
  ),
  H("vizag", "place nickname", city(["vizag"])),
  H("baddi nalagarh", "place", where(at("baddi", "nalagarh"), at("parwanoo", "pinjore", "kalka"))),
  H(
    "BBN industrial area",
    "place region abbreviation",
    where(at("baddi", "nalagarh"), at("parwanoo")),
  ),
  H("jamshedpur", "place", city(["jamshedpur"])),
  H("surat", "place", city(["surat"])),
  H("brampton", "place", city(["brampton"], ["mississauga", "toronto"])),
  H("surrey bc", "place", city(["surrey"], ["vancouver", "abbotsford"])),
  H(
    "alberta",
    "place province",
    label(
      and(inCountry("CA"), (m) => placeOf(m).state === "AB"),
      never,
      not(inCountry("CA")),
    ),
  ),
  H("calgary edmonton", "place list", where(at("calgary", "edmonton"), never, ["CA"])),
  H("melbourne sydney", "place list", where(at("melbourne", "sydney"), inCountry("AU"), ["AU"])),
  H("new zealand", "place country", country(["NZ"])),
  H("kuwait", "place country", country(["KW"])),
  H("jubail", "place", city(["jubail"], ["dammam", "alKhobar", "rasTanura"])),
  H("muscat", "place", city(["muscat"])),
  H("london", "place", city(["london", "southall"], ["slough"])),
  H("2015 batch electricians", "batch craft", all(batch(2015), C.ELECTRICIANS)),
  H("2010 batch mechanical", "batch trade", all(batch(2010), C.MECHANICAL)),
  H("welders batch 2012", "craft batch", all(C.WELDERS, batch(2012))),
  H("2019 computer science passouts", "batch trade", all(batch(2019), C.COMPUTER)),
  H("2013 RAC", "batch trade", all(batch(2013), C.RAC)),
  H("batch 2006 in gulf", "batch place", all(batch(2006), GULF)),
  H("old students of 2001 batch", "batch", batch(2001)),
  H("alumni of 1999", "batch", batch(1999)),
  H("CNC students", "students trade", all(students, C.CNC)),
  H("students of tool & die", "students trade", all(students, C.TOOL_DIE)),
  H("RAC students", "students trade", all(students, C.RAC)),
  H("civil students", "students trade", all(students, C.CIVIL)),
  H("student with arduino", "students skill", all(students, label(says(/arduino/i)))),
  H("SAP", "skill", label(says(/\bSAP\b/))),
  H("total station", "skill", label(says(/total station/i), C.SURVEYORS.expect)),
  H(
    "tig mig welding",
    "skill",
    label(and(says(/\bTIG\b/i), says(/\bMIG\b/i)), or(says(/\bTIG\b|\bMIG\b/i), isCraft("welder"))),
  ),
  H("VFD drives", "skill", label(says(/VFD|drives/i))),
  H(
    "boiler maintenance",
    "skill",
    label(
      and(
        says(/\bboiler(?!mak)/i),
        or(says(/maint|overhaul|tube leak/i), isCraft("maintenance-engineer", "fitter")),
      ),
      or(says(/\bboiler(?!mak)/i), C.MAINTENANCE.expect),
    ),
  ),
  H(
    "electrical contractor",
    "craft",
    label(
      and(isCraft("electrician"), or(titled(/contractor/i), isCraft("founder"))),
      isCraft("electrician"),
    ),
  ),
  H(
    "civil contractor",
    "craft",
    label(
      and(or(titled(/contractor/i), isCraft("founder")), isCraft("civil-engineer")),
      or(isCraft("civil-engineer", "plumber"), titled(/contractor/i)),
    ),
  ),
  H(
    "garage owner",
    "craft",
    label(
      and(isCraft("auto-mechanic"), or(isCraft("founder"), inSector("own-business"))),
      isCraft("auto-mechanic"),
    ),
  ),
  H(
    "electricians in gulf and canada",
    "craft place list",
    all(
      C.ELECTRICIANS,
      label(
        or(GULF.expect, CANADA.expect),
        never,
        not(inCountry("CA", "AE", "SA", "QA", "OM", "KW", "BH")),
      ),
    ),
  ),
  H(
    "mechanical engineers in PSU in south",
    "craft sector place",
    all(C.MECHANICAL_ENGINEERS, psu, C.SOUTH),
  ),
  H(
    "electrical engineers in NTPC or powergrid",
    "craft employer list",
    all(C.ELECTRICAL_ENGINEERS, label(isEmployer("ntpc", "powergrid"))),
  ),
  H(
    "instrumentation engineers in refineries",
    "craft industry",
    all(C.INSTRUMENTATION, REFINERIES),
  ),
  H("who is in a refinery in assam", "industry place question", all(REFINERIES, ASSAM)),
  H("anyone from ISTC at IOCL Panipat", "employer place question", all(IOCL, city(["panipat"]))),
  H(
    "are there plumbers or electricians in kerala",
    "craft place question",
    all(label(isCraft("plumber", "electrician")), C.KERALA),
  ),
  H(
    "which of our alumni work in power plants in punjab",
    "industry place question",
    all(THERMAL, C.PUNJAB),
  ),
  H(
    "mera beta welder hai, gulf mein koi senior contact",
    "craft place hinglish parent",
    all(C.WELDERS, GULF),
  ),
  H(
    "koi hai jo Australia mein electrician licence ke baare mein bata sake",
    "craft place hinglish mentor",
    all(C.ELECTRICIANS, AUSTRALIA),
  ),
  H("Canada PR wale electricians", "craft place hinglish", all(C.ELECTRICIANS, CANADA)),
  H(
    "dubai mein AC technician",
    "craft place hinglish",
    all(C.HVAC, city(["dubai"], ["sharjah", "abudhabi"])),
  ),
  H(
    "punjab se bahar welders",
    "craft place negation hinglish",
    all(C.WELDERS, notThere(inState("PB", "CH"))),
  ),
  H("non-student members from Himachal", "alumni place negation", all(WORKING, C.HIMACHAL)),
  H(
    "welders who are not in the gulf",
    "craft place negation",
    all(C.WELDERS, label(not(or(GULF.expect)), never, GULF.expect)),
  ),
  H(
    "everyone except students in J&K",
    "alumni place negation",
    all(label(not(isStudent), never, isStudent), C.JK),
  ),
  H(
    "teachers not in punjab",
    "craft place negation",
    all(C.TEACHERS, notThere(inState("PB", "CH"))),
  ),
  H("tool room", "trade", C.TOOL_DIE),
  H(
    "fitter cum welder",
    "craft list",
    label(or(isCraft("fitter"), isCraft("welder")), isCraft("welding-inspector")),
  ),

  // ---- employers of the centre's own region, seniority and more sentences ----------------------
  H("swaraj tractors mohali", "employer place", label(isEmployer("swaraj"))),
  H("tractor factory jobs in punjab", "industry place", all(industry("tractors"), C.PUNJAB)),
  H("vardhman textiles", "employer", employer(["vardhman"])),
  H("quark mohali", "employer place", employer(["quark"])),
  H("HMT pinjore", "employer place", employer(["hmt"])),
  H("CSIO", "employer abbreviation", label(isEmployer("csio", "istc"))),
  H("chitkara university", "employer", employer(["chitkara"])),
  H("LPU", "employer abbreviation", employer(["lpu"])),
  H("JCB", "employer", employer(["jcb"])),
  H("jsw steel", "employer group", group("jsw")),
  H(
    "principal of ITI",
    "title",
    label(and(titled(/principal/i), isCraft("instructor", "lecturer")), C.INSTRUCTORS.expect),
  ),
  H("toolroom head", "title", prefer(C.TOOLMAKERS, titled(/head|incharge|in-charge|foreman/i))),
  H(
    "GET graduate engineer trainee",
    "title abbreviation",
    label(titled(/\bGET\b|graduate engineer trainee/i), batchIn(2023, 2026)),
  ),
  H("retired", "status", label(says(/retired|retd/i))),
  H("who has their own tool room", "craft sector question", all(C.TOOL_DIE, OWN)),
  H("which alumni run an AC repair shop", "craft sector question", all(C.HVAC, OWN)),
  H(
    "any alumni working in NHPC or SJVN hydro projects?",
    "employer question",
    label(isEmployer("nhpc", "sjvn"), HYDRO.expect),
  ),
  H(
    "who from the electrical trade joined the railways",
    "trade sector question",
    all(C.ELECTRICAL, RAILWAYS),
  ),
  H(
    "people who moved from india to gulf for welding",
    "craft place sentence",
    all(C.WELDING, GULF),
  ),
  H(
    "I am a 2025 pass out in RAC, want to talk to seniors in HVAC abroad",
    "craft place mentor sentence",
    all(C.HVAC, abroad),
  ),
  H(
    "student of CNC trade wants guidance from CNC machinists working in Canada",
    "craft place mentor sentence",
    all(C.MACHINISTS, CANADA),
  ),
  H(
    "placement cell: list alumni HRs in private companies",
    "craft admin",
    all(C.HR, label(inSector("private"))),
  ),
  H("reunion 2005 batch", "batch event", batch(2005)),
  H("alumni meet punjab 2010 batch", "batch place event", all(batch(2010), C.PUNJAB)),
  H("2008-09 batch mechanical", "batch trade session", all(years(2008, 2009, 0), C.MECHANICAL)),
  H(
    "electrical JE in UP",
    "craft place abbreviation",
    all(prefer(C.ELECTRICAL_ENGINEERS, titled(/\bJE\b|junior engineer/i)), C.UP),
  ),
  H("electronics guys in defence", "trade sector", all(C.ELECTRONICS, DEFENCE)),
  H(
    "automobile people in army",
    "trade employer",
    all(C.AUTOMOBILE, label(isEmployer("army"), inSector("defence"))),
  ),
  H("software devs abroad", "craft place abbreviation", all(C.SOFTWARE, abroad)),
  H(
    "data people in hyderabad",
    "craft place",
    all(C.DATA, city(["hyderabad", "secunderabad", "hitecCity"])),
  ),
  H("IT support jobs", "craft", craft(["it-support"], isCraft("network-engineer"))),
  H("embedded engineers in germany", "craft place", all(C.EMBEDDED, C.GERMANY)),
  H("PLC guys in gulf", "craft place", all(C.PLC, GULF)),
  H("robot programmers in europe", "craft place", all(C.ROBOT, C.EUROPE)),
  H(
    "maintenance guys in baddi",
    "craft place",
    all(
      label(or(C.MAINTENANCE.expect, C.MAINTENANCE.accept)),
      where(at("baddi", "nalagarh"), at("parwanoo")),
    ),
  ),
  H(
    "civil engineers in J&K and ladakh",
    "craft place",
    all(C.CIVIL_ENGINEERS, where(inState("JK", "LA"))),
  ),
  H("lineman punjab haryana", "craft place list", all(C.LINEMEN, where(inState("PB", "HR", "CH")))),
  H("draughtsman chandigarh mohali", "craft place list", all(C.DRAUGHTSMEN, C.TRICITY)),
  H("auto mechanic", "craft", C.AUTO_MECHANICS),
  H(
    "mistri",
    "craft hinglish",
    label(
      isCraft("auto-mechanic", "hvac-technician", "electrician", "fitter", "welder", "plumber"),
      isCraft("lineman", "machinist"),
      isCraft("software-developer", "data-analyst", "hr", "accountant", "product-manager"),
    ),
  ),
  H("karigar for fabrication work", "craft hinglish", prefer(C.WELDERS, says(/fabricat/i))),
  H("bijli mistri", "craft hinglish", C.ELECTRICIANS),
  H("ac mistri", "craft hinglish", C.HVAC),
  H(
    "motor mechanic jobs in roadways",
    "craft employer",
    all(C.AUTO_MECHANICS, label(isEmployer("punjabRoadways"))),
  ),

  // ---- the slice again: old spellings, typos, relatives, "me" and counting -----------------------
  H("sholapur", "place old-name", SOLAPUR),
  H("broach", "place old-name", BHARUCH),
  H("ahmadnagar", "place spelling", AHMEDNAGAR),
  H("jalgoan", "place typo", JALGAON),
  H("gulburga", "place typo", GULBARGA),
  H("neyvelli", "place typo", NEYVELI),
  H("tutucorin", "place typo", TUTICORIN),
  H("kalgurli", "place typo", KALGOORLIE),
  H("benares", "place old-name", city(["varanasi"])),
  H("cawnpore", "place old-name", city(["kanpur"])),
  H("how many alumni are in assam", "place counting question", ASSAM),
  H("how many of us are in the gulf countries", "place counting question", GULF),
  H("count of plumbers", "craft counting", PLUMBERS),
  H(
    "meri beti COPA kar rahi hai, Meerut mein koi senior hai?",
    "place parent hinglish",
    all(near("meerut", 60), label(not(isStudent), never, isStudent)),
  ),
  H(
    "my nephew wants to become a welder in a shipyard, whom can he talk to",
    "craft industry relative sentence",
    all(C.WELDERS, SHIPYARD),
  ),
  H("my brother is in Sangli, any alumni near him", "place near relative", near("sangli", 60)),
  H(
    "anyone from my batch near me",
    "batch place near me",
    all(batch(2011), near("raichur", 250)),
    ME("raichur", 2011),
  ),
  H("my batch", "batch me", batch(2016), ME("bongaigaon", 2016)),
  H("my batchmates abroad", "batch place me", all(batch(2012), abroad), ME("silchar", 2012)),
  H(
    "seniors near me in canada",
    "batch place me",
    all(CANADA, label(batchIn(0, 2013), never, batchIn(2015, 3000))),
    ME("hamiltonOn", 2014),
  ),
  H("instrument mechanics abroad", "craft place", all(INSTRUMENT, abroad)),
  H(
    "electricians in state power companies of the south",
    "craft sector place",
    all(C.ELECTRICIANS, POWER_UTILITIES, C.SOUTH),
  ),
  H(
    "fitters in ports and paper mills",
    "craft industry list",
    all(C.FITTERS, label(or(PORTS.expect, PAPER.expect))),
  ),
  H("draughtsman with PDMS in bharuch", "craft skill place", all(C.DRAUGHTSMEN, BHARUCH)),
  H("tool and die makers abroad", "craft place", all(C.TOOLMAKERS, abroad)),
  H(
    "toolmakers in romania or germany",
    "craft place list",
    all(C.TOOLMAKERS, country(["RO", "DE"])),
  ),
  H("welders in northern ireland and scotland", "craft place", all(C.WELDERS, UK)),
  H(
    "maintenance technicians at car plants in europe",
    "craft industry place",
    all(C.MAINTENANCE, industry("auto"), C.EUROPE),
  ),
  H(
    "quality inspectors at toyota",
    "craft employer",
    all(craft(["quality-inspector"], isCraft("quality-engineer")), TOYOTA),
  ),
  H("electrical engineers in africa", "craft place", all(C.ELECTRICAL_ENGINEERS, AFRICA)),
  H("civil engineers outside india", "craft place", all(C.CIVIL_ENGINEERS, abroad)),
  H("software engineers in south asia outside india", "craft place", all(C.SOFTWARE, NEIGHBOURS)),
  H(
    "govt ITI training officers in MP and rajasthan",
    "craft employer place",
    all(C.INSTRUCTORS, ITI, where(inState("MP", "RJ"))),
  ),
  H(
    "AE / JE in gencos",
    "title employer",
    all(
      label(titled(/\bAE\b|\bJE\b|assistant engineer|junior engineer|ass(istan)?t\.? executive/i)),
      STATE_GENCOS,
    ),
  ),
  H("refrigeration technician in dairy or cold storage", "craft industry", all(C.HVAC, DAIRY)),
  H("ONGC or IOCL or GAIL", "employer list", label(isEmployer("ongc", "iocl", "gail"))),
  H(
    "NLC, NTPC, BHEL - power PSUs",
    "employer list sector",
    label(isEmployer("nlc", "ntpc", "bhel"), and(inSector("psu"), inIndustry("power"))),
  ),
];
