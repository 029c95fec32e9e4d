import * as C from "./common.js";
import { query, type EvalQuery } from "./common.js";
import {
  abroad,
  all,
  alumni,
  and,
  batch,
  city,
  country,
  currentStudents,
  employer,
  government,
  inGroup,
  inIndustry,
  inSector,
  isCraft,
  isEmployer,
  isMnc,
  isStudent,
  isTrade,
  label,
  named,
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
import {
  ME,
  never,
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

// The ninth held-out part, written (labels included) before the search was run on it, blind to the
// search's code, vocabulary and documentation: Tamil, Telugu, Kannada, Malayalam, Marathi, Gujarati
// and Punjabi words in Latin script mixed with English (la, irukkanga, venum, lo, unnaru, kavali,
// alli, beku, il, venam, madhe, pahije, aahet, ma, joie che, vich, chahide), city nicknames and old
// and new names (Pink City, City of Lakes, Ceramic City, Diamond City, Bombay, Poona, Baroda,
// Calicut, Cochin, Chhatrapati Sambhajinagar), regions (Marathwada, Vidarbha, Saurashtra, Kutch,
// the Kongu belt, Malabar, Rayalaseema, coastal Andhra, the Konkan, Malwa, Mewar, Marwar,
// Purvanchal, the Terai; abroad: Aussie states, down under, Kiwi land, the Midlands, Bavaria, the
// GCC, East Africa, islands), pasted filter syntax and search-engine operators, hashtags, @s, emoji,
// bullets, job-description excerpts, WhatsApp forwards, chatbot requests, capitals, run-together
// words, typos and phonetic spellings, possessives, "anyone who knows", questions with context
// nobody needs; tools and software, certifications, industries (ceramics, brass, textiles, pharma,
// sugar, cement, ship-breaking, ports, refineries, fertilisers, EV, solar, aircraft MRO, offshore),
// employers written differently, groups and sectors, students and batches, experience, seniority,
// negations, several criteria together, and some plain queries. Labelled over the whole population
// (d01-d40 and j01-j10 added with it: Marathwada and Vidarbha, Saurashtra and Kutch, the Kongu
// country, Rayalaseema and coastal Andhra, Malabar and Kochi, the Konkan, Malwa, Mewar, the
// Purvanchal and the Terai; Australia, Mauritius, Kenya, the Maldives, Scotland, Bavaria, Poland,
// Qatar). Never tuned on: the evaluation prints its figures only, never its queries.
const H = query(true, "holdout9");

// ---- labels of this part ------------------------------------------------------------------------

/** At most `n` years out (freshers and juniors): working members of the last n years. */
const freshers = (n: number): Label =>
  label(
    and(not(isStudent), batchIn(2026 - n, 3000)),
    or(isStudent, and(not(isStudent), batchIn(2026 - n - 1, 3000))),
  );
const NOT_GULF = label(
  (m) => !placeOf(m).regions?.includes("gulf"),
  never,
  (m) => !!placeOf(m).regions?.includes("gulf"),
);
/** Excludes members (a negation): those matching `p` are clear mistakes, never expected. */
const except = (base: Label, p: Pred): Label => ({
  expect: and(base.expect, not(p)),
  accept: and(or(base.expect, base.accept), not(p)),
  mistake: or(base.mistake, and(p, or(base.expect, base.accept))),
});

const SENIOR = titled(
  /\bsr\b|sr\.|senior|lead|head|chief|manager|\bgm\b|in-?charge|incharge|foreman|supervisor|hod/i,
);
const TRAINEE = titled(/trainee|apprentice|intern|\bGET\b|\bDET\b/i);

// Regions of this part (as a person from there would draw them).
const MARATHWADA = where(at("aurangabad", "nanded", "latur"));
const VIDARBHA = where(at("nagpur", "butibori", "chandrapur", "amravati"));
const SAURASHTRA = where(
  at("rajkot", "jamnagar", "morbi", "alang"),
  at("bhuj", "gandhidham", "mundra"),
);
const KUTCH = where(at("bhuj", "gandhidham", "mundra"));
const KONGU = where(at("coimbatore", "tiruppur", "erode", "karur", "namakkal", "salem"));
const MALABAR = where(at("kozhikode", "kannur", "malappuram", "palakkad"), at("thrissur"));
const RAYALASEEMA = where(at("kurnool", "anantapur", "tirupati", "sriCity"), at("nellore"));
const COASTAL_ANDHRA = where(at("vizag", "kakinada", "nellore", "ongole"));
const KONKAN = where(
  at("ratnagiri", "chiplun", "kudal"),
  at("mumbai", "navimumbai", "panaji", "vasco", "margao", "karwar"),
);
const MALWA_MP = where(at("indore", "pithampur", "dewas"), at("bhopal", "mandideep"));
const MEWAR = where(at("udaipur", "bhilwara", "rawatbhata"));
const MARWAR = where(at("jodhpur"));
const PURVANCHAL = where(at("gorakhpur", "varanasi"), at("prayagraj"));
const TERAI = where(
  at("rudrapur", "kashipur", "sitarganj", "pantnagar"),
  at("haldwani", "bareilly"),
);
const ANDHRA = state(["AP"]);
const RAJASTHAN = state(["RJ"]);
const MP = state(["MP"]);
const UTTARAKHAND = state(["UK"]);
const GOA = state(["GA"]);
// Abroad.
const auState = (st: string): Label =>
  label(
    and(inCountry("AU"), (m) => placeOf(m).state === st),
    never,
    not(inCountry("AU")),
  );
const NSW = auState("NSW");
const VIC = auState("VIC");
const QLD = auState("QLD");
const WA = auState("WA");
const NZ = country(["NZ"], ["AU"]);
const MIDLANDS = label(
  at("birmingham", "coventry", "leicester", "derby"),
  inCountry("GB"),
  not(inCountry("GB")),
);
const SCOTLAND = label(at("aberdeen"), inCountry("GB"), not(inCountry("GB")));
const BAVARIA = label(
  and(inCountry("DE"), (m) => placeOf(m).state === "BY"),
  inCountry("DE"),
  not(inCountry("DE")),
);
const GULF = region("gulf");
const MIDDLE_EAST = region("gulf", [], ["IL"]);
const QATAR = country(["QA"]);
const BAHRAIN = country(["BH"]);
const EAST_AFRICA = country(["KE", "UG", "TZ"]);
const AFRICA = country(["KE", "UG", "TZ", "NG", "ZA", "MU"]);
const ISLANDS = country(["MU", "MV"], ["SG", "BN"]);
const POLAND = country(["PL"]);
const SCOTLAND_OR_NORWAY = label(at("aberdeen", "stavanger"), never, not(inCountry("GB", "NO")));

// Industries and employers of this part.
const CERAMICS = label(isEmployer("varmora", "simpolo", "rakCeramics"));
const TEXTILES = label(
  isEmployer("vardhman", "trident", "kpr", "rswm", "indorama"),
  isEmployer("nextPlc"),
);
const SUGAR = label(isEmployer("manjara", "sakthiSugars", "omnicane"));
const CEMENT = label(isEmployer("ultratech"), isEmployer("rakCeramics"));
const SHIP_BREAKING = label(isEmployer("priyaBlue"));
const PORTS = label(
  isEmployer("dpa", "kpa", "adaniPorts"),
  isEmployer("cochinShipyard", "goaShipyard", "navy"),
);
const PHARMA = label(or(isEmployer("cipla", "lupin"), who("z08")), isEmployer("gharda", "upl"));
const REFINERIES = label(
  or(
    isEmployer("iocl", "hpcl", "bpcl", "mrpl", "nrl", "nayara", "knpc", "dangote"),
    who("x09", "y34"),
  ),
  or(isEmployer("reliance", "aramco", "haldiaPetro", "sabic"), inIndustry("oil-gas")),
);
const FERTILISERS = label(
  isEmployer("nfl", "hurl", "qafco", "nutrien"),
  isEmployer("upl", "gharda"),
);
const EV = label(
  or(isEmployer("olaElectric", "ather", "tesla", "lgEs"), who("y37")),
  or(isEmployer("amaraRaja"), skilled(/\bEV\b|battery|BMS/i)),
);
const SOLAR = label(
  or(who("e16", "q16", "e25", "x12", "d25"), skilled(/solar/i)),
  isEmployer("adaniGreen", "tataPower", "greenko"),
);
const AIRCRAFT_MRO = label(who("q13", "j03"), or(inIndustry("aerospace"), who("e19", "q01")));
const OFFSHORE = label(
  who("m12", "d28", "j04", "j07", "g42", "y31", "g45"),
  or(inIndustry("oil-gas"), who("y23")),
);
const BRASS = label(who("d13", "d15", "y21"));
const MINES = label(
  or(who("d38", "d09", "y12", "y30", "q29", "y16"), isEmployer("bccl", "mcl", "wcl")),
  or(who("b02", "p34", "g37", "h10"), isEmployer("angloPlat", "bhp", "hzl")),
);
const SHIPYARDS = label(
  isEmployer("cochinShipyard", "goaShipyard", "navy", "seatrium"),
  or(isEmployer("priyaBlue"), who("h09")),
);
const POWER_PLANTS = label(
  or(
    isEmployer("ntpc", "nhpc", "sjvn", "rvunl", "cspgcl", "dvc", "npcil", "mahagenco", "bbmb"),
    who("m27", "y39"),
  ),
  or(inIndustry("power"), who("d06", "d21")),
);
const AUTO = industry("auto");
const OIL_GAS = industry("oil-gas");
const STEEL = industry("steel");
const POWER = industry("power");
const MANUFACTURING = industry("manufacturing");

// ---- the queries --------------------------------------------------------------------------------

export const HOLDOUT9_QUERIES: EvalQuery[] = [
  // ---- Tamil, Telugu, Kannada, Malayalam, Marathi, Gujarati, Punjabi with English -------------
  H(
    "Coimbatore la mechanical engineers yaaru irukkanga",
    "tamil craft city",
    all(C.MECHANICAL_ENGINEERS, city(["coimbatore"], ["tiruppur"])),
  ),
  H(
    "Tiruppur la maintenance ku oru aal venum",
    "tamil craft city",
    all(C.MAINTENANCE, city(["tiruppur"], ["erode", "coimbatore"])),
  ),
  H(
    "Hosur la tool room la work panravanga yaaru",
    "tamil trade city",
    all(C.TOOL_DIE, city(["hosur"])),
  ),
  H("Kongu belt la welders irukkangala?", "tamil craft region", all(C.WELDERS, KONGU)),
  H(
    "Madras la automobile engineers yaaru irukkanga",
    "tamil oldname craft",
    all(C.AUTO_ENGINEERS, C.CHENNAI),
  ),
  H(
    "Erode Karur pakkam electrical aalunga venum",
    "tamil trade place",
    all(
      C.ELECTRICAL,
      where(at("erode", "karur"), at("tiruppur", "namakkal", "salem", "coimbatore")),
    ),
  ),
  H(
    "Salem JSW la velai seiyaravanga",
    "tamil employer city",
    all(employer(["jsw"]), city(["salem"])),
  ),
  H(
    "Trichy BHEL la CNC operator yaaru",
    "tamil craft employer city",
    all(C.CNC_OPERATORS, city(["trichy"]), employer(["bhel"])),
  ),
  H("Namakkal la padikira students", "tamil student city", all(students, city(["namakkal"]))),
  H("Tamil Nadu la AC mechanic venum urgent", "tamil craft state", all(C.HVAC, C.TAMIL_NADU)),
  H(
    "Kurnool lo solar engineers evaru unnaru",
    "telugu industry city",
    all(SOLAR, city(["kurnool"], ["anantapur"])),
  ),
  H(
    "Hyderabad lo software developers kavali",
    "telugu craft city",
    all(C.SOFTWARE, city(["hyderabad"])),
  ),
  H(
    "Vizag lo steel plant lo pani chesevallu evaru",
    "telugu industry city",
    all(label(isEmployer("rinl"), inIndustry("steel")), city(["vizag"])),
  ),
  H(
    "Kakinada lo ONGC vallu unnara",
    "telugu employer city",
    all(employer(["ongc"]), city(["kakinada"])),
  ),
  H(
    "Tirupati lo Amara Raja lo evaru unnaru",
    "telugu employer city",
    all(employer(["amaraRaja"]), city(["tirupati"], ["sriCity"])),
  ),
  H("Rayalaseema lo mana ISTC vallu evaru", "telugu region", RAYALASEEMA),
  H(
    "coastal Andhra lo civil engineers kavali",
    "telugu region craft",
    all(C.CIVIL_ENGINEERS, COASTAL_ANDHRA),
  ),
  H(
    "Anantapur Kia plant lo quality vallu",
    "telugu employer craft",
    all(C.QUALITY, employer(["kia"])),
  ),
  H(
    "Telangana lo electronics vallu evaru unnaru",
    "telugu craft state",
    all(C.ELECTRONICS, C.TELANGANA),
  ),
  H(
    "Nellore Ongole side lo evaru unnaru",
    "telugu place",
    where(at("nellore", "ongole"), at("kakinada")),
  ),
  H(
    "Bengaluru alli embedded engineers yaru iddare",
    "kannada craft city",
    all(C.EMBEDDED, C.BENGALURU),
  ),
  H(
    "Belgaum alli CNC programmer beku",
    "kannada oldname craft",
    all(C.CNC_PROGRAMMERS, city(["belagavi"])),
  ),
  H(
    "Karnataka alli HAL nalli kelsa maadoru yaaru",
    "kannada employer state",
    all(employer(["hal"]), C.KARNATAKA),
  ),
  H(
    "Mangalore alli civil engineer yaru",
    "kannada oldname craft",
    all(C.CIVIL_ENGINEERS, city(["mangaluru"])),
  ),
  H(
    "Tumkur alli avionics technician sigthara",
    "kannada oldname craft",
    all(C.ELECTRONICS_TECHNICIANS, city(["tumakuru"], ["bengaluru"])),
  ),
  H(
    "Hosur Bengaluru kade tool designers beku",
    "kannada craft place",
    all(C.TOOL_DESIGNERS, where(at("hosur", "bengaluru"))),
  ),
  H("Karwar alli welding maadoru yaaru", "kannada craft city", all(C.WELDERS, city(["karwar"]))),
  H(
    "Kochi il electrician aaranu ullathu",
    "malayalam craft city",
    all(C.ELECTRICIANS, city(["kochi"])),
  ),
  H(
    "Calicut il software developer venam",
    "malayalam oldname craft",
    all(C.SOFTWARE, city(["kozhikode"])),
  ),
  H("Malabar il AC mechanic venam", "malayalam region craft", all(C.HVAC, MALABAR)),
  H(
    "Kerala il shipyard il joli cheyyunnavar aaranu",
    "malayalam industry state",
    all(SHIPYARDS, C.KERALA),
  ),
  H(
    "Palakkad BEML il aarenkilum undo",
    "malayalam employer city",
    all(employer(["beml"]), city(["palakkad"])),
  ),
  H(
    "Trivandrum il IT aalukal aaranu",
    "malayalam oldname craft",
    all(C.IT_PEOPLE, city(["trivandrum"])),
  ),
  H(
    "Thrissur Kannur Malappuram il aaranu ullathu",
    "malayalam place",
    where(at("thrissur", "kannur", "malappuram")),
  ),
  H(
    "Kerala il ninnu electrical engineer venam",
    "malayalam craft state",
    all(C.ELECTRICAL_ENGINEERS, C.KERALA),
  ),
  H(
    "Aurangabad madhe mechanical engineer kon aahet",
    "marathi craft city",
    all(C.MECHANICAL_ENGINEERS, city(["aurangabad"])),
  ),
  H("Pune madhe PLC programmer pahije", "marathi craft city", all(C.PLC, C.PUNE)),
  H("Nagpur Butibori madhe kon kon aahet", "marathi place", where(at("nagpur", "butibori"))),
  H("Vidarbha madhe electrical wale pahije", "marathi region trade", all(C.ELECTRICAL, VIDARBHA)),
  H(
    "Marathwada madhe polytechnic lecturer aahet ka",
    "marathi region craft",
    all(C.TEACHERS, MARATHWADA),
  ),
  H(
    "Chandrapur madhe WCL cha kon aahe",
    "marathi employer city",
    all(employer(["wcl"]), city(["chandrapur"])),
  ),
  H(
    "Konkan madhe aaplya batch che kon aahet",
    "marathi region me batch",
    all(KONKAN, batch(2014)),
    ME("kudal", 2014),
  ),
  H(
    "Latur la sugar factory madhe kon kaam karto",
    "marathi industry city",
    all(SUGAR, city(["latur"])),
  ),
  H("Mumbai madhe tool room wale pahije", "marathi trade city", all(C.TOOL_DIE, C.MUMBAI)),
  H(
    "Kolhapur Satara madhe draftsman aahe ka",
    "marathi craft place",
    all(C.DRAUGHTSMEN, where(at("kolhapur", "satara"))),
  ),
  H(
    "Maharashtra madhe instrument technician pahije",
    "marathi craft state",
    all(C.INSTRUMENTATION, C.MAHARASHTRA),
  ),
  H("Rajkot ma CNC wala joie che", "gujarati trade city", all(C.CNC, city(["rajkot"]))),
  H(
    "Morbi ma ceramic factory ma kon che",
    "gujarati industry city",
    all(CERAMICS, city(["morbi"])),
  ),
  H(
    "Jamnagar ma refinery ma instrument engineer joie",
    "gujarati craft industry city",
    all(C.INSTRUMENTATION, city(["jamnagar"])),
  ),
  H("Kutch ma kon kon che aapna ISTC na", "gujarati region", KUTCH),
  H("Saurashtra ma welder joie che", "gujarati region craft", all(C.WELDERS, SAURASHTRA)),
  H(
    "Amdavad ma electrical engineer kon che",
    "gujarati nickname craft",
    all(C.ELECTRICAL_ENGINEERS, city(["ahmedabad"], ["sanand"])),
  ),
  H(
    "Baroda ma design engineer joie",
    "gujarati oldname craft",
    all(C.DESIGN_ENGINEERS, city(["vadodara"])),
  ),
  H(
    "Gujarat ma bhanta students kon che",
    "gujarati student state",
    all(currentStudents, C.GUJARAT),
  ),
  H(
    "Bharuch side ma instrument wala joie che",
    "gujarati craft district",
    all(C.INSTRUMENTATION, where(at("ankleshwar", "dahej"), at("vadodara", "surat"))),
  ),
  H("Ludhiane vich electrician chahida", "punjabi craft city", all(C.ELECTRICIANS, C.LUDHIANA)),
  H("Australia vich welder kaun kaun ne", "punjabi craft country", all(C.WELDERS, C.AUSTRALIA)),
  H(
    "Canada vich CNC machinist kaun hai apne",
    "punjabi craft country",
    all(C.MACHINISTS, C.CANADA),
  ),
  H("Jalandhar vich koi fridge mistri", "punjabi craft city", all(C.HVAC, city(["jalandhar"]))),
  H("Germany vich apne bande kaun ne", "punjabi country", C.GERMANY),
  H("Bathinde vich kaun kaun rehnda", "punjabi city", city(["bathinda"], ["mehraj"])),
  H("Mohali vich tool and die wale chahide", "punjabi trade city", all(C.TOOL_DIE, C.MOHALI)),
  H("Qatar vich electrical da kamm karan wale", "punjabi trade country", all(C.ELECTRICAL, QATAR)),
  H("Terai vich tractor mistri chahida", "punjabi region craft", all(C.AUTO_MECHANICS, TERAI)),
  H("Nanded Sahib vich koi ISTC wala hai?", "punjabi city", city(["nanded"])),
  H(
    "Gulf vich pipe welder chahide ne 2",
    "punjabi craft region",
    prefer(all(C.WELDERS, GULF), skilled(/pipe|6G/i)),
  ),
  // ---- nicknames, old and new names, regions ----------------------------------------------------
  H("Pink City alumni", "nickname city", city(["jaipur"])),
  H("anyone in the City of Lakes?", "nickname city", city(["udaipur"], ["bhopal"])),
  H(
    "Manchester of South India mechanical guys",
    "nickname trade",
    all(C.MECHANICAL, city(["coimbatore"], ["tiruppur"])),
  ),
  H(
    "engineers in the Manchester of India",
    "nickname",
    all(
      label(
        isCraft(
          "mechanical-engineer",
          "design-engineer",
          "production-engineer",
          "maintenance-engineer",
          "quality-engineer",
          "electrical-engineer",
          "civil-engineer",
          "automobile-engineer",
          "instrumentation-engineer",
          "automation-engineer",
        ),
      ),
      city(["ahmedabad"], ["ludhiana", "kanpur"]),
    ),
  ),
  H("Diamond City members", "nickname city", city(["surat"])),
  H("Ceramic City Morbi", "nickname city", city(["morbi"])),
  H("who is in the ceramic capital of India", "nickname city", city(["morbi"])),
  H("Brass City people", "nickname city", city(["jamnagar", "moradabad"])),
  H("Dollar City knitwear industry", "nickname industry", all(city(["tiruppur"]), TEXTILES)),
  H("Orange City members", "nickname city", city(["nagpur"], ["butibori"])),
  H("Sun City Jodhpur alumni", "nickname city", city(["jodhpur"])),
  H("Blue City wale", "nickname city", city(["jodhpur"])),
  H("Bombay based tool makers", "oldname craft", all(C.TOOLMAKERS, C.MUMBAI)),
  H("Poona CNC operators", "oldname craft", all(C.CNC_OPERATORS, C.PUNE)),
  H("Baroda electrical", "oldname trade", all(C.ELECTRICAL, city(["vadodara"]))),
  H("Cochin refinery people", "oldname industry", all(REFINERIES, city(["kochi"]))),
  H("Calicut alumni", "oldname city", city(["kozhikode"], ["malappuram"])),
  H("Cannanore alumni", "oldname city", city(["kannur"])),
  H("Palghat", "oldname city", city(["palakkad"])),
  H("Cocanada", "oldname city", city(["kakinada"])),
  H("Trivandrum software", "oldname craft", all(C.SOFTWARE, city(["trivandrum"]))),
  H("Quilon refrigeration", "oldname trade", all(C.RAC, city(["kollam"]))),
  H(
    "Benares railway engineers",
    "oldname employer",
    all(city(["varanasi"]), label(inSector("railways"))),
  ),
  H("Allahabad students", "oldname student", all(students, city(["prayagraj"]))),
  H("Belgaum-Karwar side", "oldname place", where(at("belagavi", "karwar"))),
  H(
    "Chhatrapati Sambhajinagar engineers",
    "newname city",
    all(city(["aurangabad"]), label(not(isStudent))),
  ),
  H(
    "Aurangabad / Sambhajinagar auto industry",
    "newname industry",
    all(city(["aurangabad"]), AUTO),
  ),
  H("Waluj MIDC", "place industrial-area", where(who("d01", "q41"), at("aurangabad"))),
  H("Gurgaon wale robot programmers", "oldname craft", all(C.ROBOT, C.GURUGRAM)),
  H("Gurugram (Gurgaon) design engineers", "newname craft", all(C.DESIGN_ENGINEERS, C.GURUGRAM)),
  H("Vizag / Waltair maintenance", "oldname craft", all(C.MAINTENANCE, city(["vizag"]))),
  H("Simla hydro power", "oldname industry", all(city(["shimla"]), POWER)),
  H("Tanjore Trichy side BHEL", "oldname employer", all(employer(["bhel"]), city(["trichy"]))),
  H("Marathwada", "region", MARATHWADA),
  H("Vidarbha alumni list", "region", VIDARBHA),
  H("Saurashtra region people", "region", SAURASHTRA),
  H("Kutch district", "region", KUTCH),
  H("Kongu Nadu", "region", KONGU),
  H("Malabar side aalukal", "region", MALABAR),
  H("Rayalaseema", "region", RAYALASEEMA),
  H("Konkan belt", "region", KONKAN),
  H("Konkan coast electricians", "region craft", all(C.ELECTRICIANS, KONKAN)),
  H("Malwa MP (Indore-Dewas-Pithampur belt)", "region", MALWA_MP),
  H("Mewar region", "region", MEWAR),
  H("Marwar", "region", MARWAR),
  H("Purvanchal se kaun hai", "region hindi", PURVANCHAL),
  H("Terai belt of Uttarakhand", "region", TERAI),
  H(
    "Udham Singh Nagar district",
    "district",
    where(at("rudrapur", "kashipur", "sitarganj", "pantnagar")),
  ),
  H("Sindhudurg", "district", city(["kudal"])),
  H("Ratnagiri district", "district", where(at("ratnagiri", "chiplun"))),
  H("Prakasam district", "district", city(["ongole"])),
  H("East Godavari", "district", city(["kakinada"])),
  H("Dhar district MP", "district", city(["pithampur"])),
  H("Bhavnagar district", "district", city(["alang"])),
  H("Lote Parshuram MIDC", "place industrial-area", city(["chiplun"])),
  H("Kanjikode industrial area", "place industrial-area", city(["palakkad"])),
  H(
    "SIDCUL Rudrapur / Sitarganj",
    "place industrial-area",
    city(["rudrapur", "sitarganj"], ["pantnagar"]),
  ),
  H("Vadinar", "place", where(who("d16"), at("jamnagar"))),
  H("Penukonda", "place", city(["anantapur"])),
  H("Ghugus", "place", where(who("d09"), at("chandrapur"))),
  H("Zawar mines", "place", where(who("d38"), at("udaipur"))),
  H("Kandla port", "place industry", where(isEmployer("dpa"), at("gandhidham", "mundra"))),
  H("Dandenong", "place abroad", where(who("j01"), at("melbourne"), ["AU"])),
  H("Parramatta", "place abroad", where(never, at("sydney"), ["AU"])),
  H("Mesaieed industrial city", "place abroad", city(["mesaieed"], ["doha"])),
  H("Ras Laffan", "place abroad", city(["rasLaffan"], ["doha"])),
  // ---- abroad: states, nicknames, regions -------------------------------------------------------
  H("NSW", "abroad state", NSW),
  H("VIC welders", "abroad state craft", all(C.WELDERS, VIC)),
  H("QLD based aircraft engineers", "abroad state industry", all(AIRCRAFT_MRO, QLD)),
  H("WA FIFO jobs - who's working there", "abroad state", WA),
  H("Western Australia electricians", "abroad state craft", all(C.ELECTRICIANS, WA)),
  H("alumni down under", "abroad nickname", C.AUSTRALIA),
  H("anyone in Kiwi land?", "abroad nickname", NZ),
  H("Aotearoa", "abroad nickname", NZ),
  H("UK Midlands engineers", "abroad region", all(MIDLANDS, label(not(isStudent)))),
  H("West Midlands / East Midlands", "abroad region", MIDLANDS),
  H("Bavaria car industry", "abroad region industry", all(BAVARIA, AUTO)),
  H("Bayern", "abroad region", BAVARIA),
  H("München", "abroad city", city(["munich"], ["ingolstadt"])),
  H("GCC electricians", "abroad region craft", all(C.ELECTRICIANS, GULF)),
  H("Middle East HVAC", "abroad region craft", all(C.HVAC, MIDDLE_EAST)),
  H("East Africa", "abroad region", EAST_AFRICA),
  H("anyone working in Africa", "abroad region", AFRICA),
  H("Mauritius", "abroad country", country(["MU"])),
  H("Maldives me koi hai", "abroad country hindi", country(["MV"])),
  H(
    "island nations - Mauritius, Maldives, Singapore",
    "abroad country",
    country(["MU", "MV", "SG"]),
  ),
  H("Mombasa port", "abroad city", city(["mombasa"], ["nairobi"])),
  H("Kenya based alumni", "abroad country", country(["KE"])),
  H("Bahrain", "abroad country", BAHRAIN),
  H("Qatar steel plant", "abroad employer", all(QATAR, STEEL)),
  H("Doha / Qatar alumni", "abroad country", QATAR),
  H("anyone in Poland", "abroad country", POLAND),
  H("Wroclaw EV battery", "abroad city industry", all(city(["wroclaw"]), EV)),
  H("Scotland offshore", "abroad region industry", all(SCOTLAND, OFFSHORE)),
  H("North Sea oil people (Aberdeen or Stavanger)", "abroad region industry", SCOTLAND_OR_NORWAY),
  H("Perth offshore oil and gas", "abroad city industry", all(city(["perth"]), OIL_GAS)),
  H("Brisbane", "abroad city", city(["brisbane"])),
  H(
    "Auckland / Hamilton NZ",
    "abroad city",
    city(["auckland", "hamiltonNz"], ["wellington", "christchurch"]),
  ),
  H(
    "Coventry Leicester Birmingham",
    "abroad city",
    city(["coventry", "leicester", "birmingham"], ["derby"]),
  ),
  H(
    "Stuttgart Ingolstadt Munich automotive",
    "abroad city industry",
    all(city(["stuttgart", "ingolstadt", "munich"]), AUTO),
  ),
  H("Germany automation engineer", "abroad country craft", all(C.AUTOMATION, C.GERMANY)),
  H(
    "Aussie mechanics",
    "abroad nickname craft",
    all(
      label(
        isCraft("auto-mechanic"),
        or(isTrade("mechanical", "automobile"), isCraft("fitter", "maintenance-engineer")),
      ),
      C.AUSTRALIA,
    ),
  ),
  H("welders in Oz", "abroad nickname craft", all(C.WELDERS, C.AUSTRALIA)),
  H("Blighty", "abroad nickname", C.UK),
  H(
    "Saudi / Qatar / Bahrain maintenance",
    "abroad country craft",
    all(
      label(isCraft("maintenance-engineer", "fitter"), isCraft("mechanical-engineer")),
      country(["SA", "QA", "BH"]),
    ),
  ),
  H("outside India electricians", "abroad craft", all(C.ELECTRICIANS, abroad)),
  H("abroad settled alumni from 2005 batch", "abroad batch", all(abroad, batch(2005))),
  H("foreign based instrumentation guys", "abroad craft", all(C.INSTRUMENTATION, abroad)),
  // ---- formats: pasted filters, operators, hashtags, emoji, bullets, forwards, chatbots --------
  H(
    "trade:welding batch>=2018 state=GJ",
    "filter trade batch state",
    all(C.WELDING, since(2018), C.GUJARAT),
  ),
  H("trade:electrical state:Gujarat", "filter trade state", all(C.ELECTRICAL, C.GUJARAT)),
  H(
    "location - Nagpur | exp 5+",
    "filter city experience",
    all(city(["nagpur"], ["butibori"]), experience(5)),
  ),
  H("role=CNC Programmer; loc=MP", "filter craft state", all(C.CNC_PROGRAMMERS, MP)),
  H(
    "craft: instrumentation, country != India",
    "filter craft negation",
    all(C.INSTRUMENTATION, abroad),
  ),
  H(
    "batch:2015..2018 trade:mechanical loc:Kerala",
    "filter batch trade state",
    all(years(2015, 2018, 0), C.MECHANICAL, C.KERALA),
  ),
  H("{trade: 'RAC', location: 'Gulf'}", "filter json trade region", all(C.RAC, GULF)),
  H("skills:SAP", "filter tool", label(skilled(/\bSAP\b/))),
  H("company:Bajaj", "filter employer", label(isEmployer("bajajAuto"))),
  H("is:student trade:computer", "filter student trade", all(currentStudents, C.COMPUTER)),
  H("year < 2005 AND trade = electrical", "filter batch trade", all(before(2005), C.ELECTRICAL)),
  H('title:"maintenance" state:TN', "filter title state", all(C.MAINTENANCE, C.TAMIL_NADU)),
  H(
    "Location: Kutch / Exp: 10+ yrs / Trade: any",
    "filter region experience",
    all(KUTCH, experience(10)),
  ),
  H('"tool designer" -student', "operator craft negation", all(C.TOOL_DESIGNERS, WORKING)),
  H(
    "welder -Gulf -Canada",
    "operator craft negation",
    all(C.WELDERS, NOT_GULF, label(not(inCountry("CA")), never, inCountry("CA"))),
  ),
  H(
    '"Siemens 840D" OR "Sinumerik"',
    "operator tool",
    label(skilled(/840D|828D|sinumerik/i), skilled(/siemens/i)),
  ),
  H(
    "(AutoCAD OR SolidWorks) AND Maharashtra",
    "operator tool state",
    all(label(skilled(/autocad|solidworks/i)), C.MAHARASHTRA),
  ),
  H(
    "electrician AND (Kerala OR Maldives)",
    "operator craft place",
    all(C.ELECTRICIANS, where(or(inState("KL"), inCountry("MV")), never, ["IN", "MV"])),
  ),
  H('"sugar mill"', "operator industry", SUGAR),
  H(
    "instrumentation NOT Gujarat",
    "operator craft negation",
    except(C.INSTRUMENTATION, inState("GJ")),
  ),
  H(
    "mechanical engineer site:ongc",
    "operator craft employer",
    all(C.MECHANICAL_ENGINEERS, employer(["ongc"])),
  ),
  H(
    "intitle:foreman",
    "operator title",
    label(titled(/foreman/i), titled(/chargeman|supervisor|in-?charge/i)),
  ),
  H("#Welding #Gujarat", "hashtag trade state", all(C.WELDING, C.GUJARAT)),
  H("#ISTCAlumni #Kerala", "hashtag state", C.KERALA),
  H("#hiring #PLC #Pune", "hashtag craft city", all(C.PLC, C.PUNE)),
  H("#Vidarbha #Nagpur", "hashtag region", VIDARBHA),
  H("#MorbiCeramics", "hashtag city industry", all(CERAMICS, city(["morbi"]))),
  H("@Bajaj Auto Waluj people", "at employer", all(employer(["bajajAuto"]), city(["aurangabad"]))),
  H("@TVS Hosur", "at employer city", all(employer(["tvs"]), city(["hosur"]))),
  H("⚡ electrical people 🇶🇦", "emoji craft country", all(C.ELECTRICAL, QATAR)),
  H(
    "🔧 mechanics in 🇦🇺",
    "emoji craft country",
    all(
      label(isCraft("auto-mechanic", "fitter"), isTrade("mechanical", "automobile")),
      C.AUSTRALIA,
    ),
  ),
  H("👨‍🎓 students from Kongu 🙏", "emoji student region", all(students, KONGU)),
  H("❄️ AC technicians near Malappuram", "emoji craft place", all(C.HVAC, near("malappuram", 60))),
  H("🏭 textile mill maintenance", "emoji industry craft", all(TEXTILES, C.MAINTENANCE)),
  H("🚢 ship breaking yard Alang", "emoji industry place", SHIP_BREAKING),
  H("✈️ aircraft maintenance engineers", "emoji industry craft", AIRCRAFT_MRO),
  H(
    "- welder\n- Saurashtra\n- 5 yrs exp",
    "bullets craft region experience",
    all(C.WELDERS, SAURASHTRA, experience(5)),
  ),
  H(
    "• Electrical\n• Marathwada/Vidarbha\n• working",
    "bullets trade region",
    all(
      C.ELECTRICAL,
      where(at("aurangabad", "nanded", "latur", "nagpur", "butibori", "chandrapur", "amravati")),
      WORKING,
    ),
  ),
  H(
    "1) CNC programmer 2) Mastercam 3) any location",
    "bullets craft tool",
    only(
      C.CNC_PROGRAMMERS,
      and(isCraft("cnc-programmer"), skilled(/mastercam/i)),
      skilled(/mastercam/i),
    ),
  ),
  H(
    "* civil\n* STAAD / ETABS\n* Andhra",
    "bullets trade tool state",
    all(label(skilled(/staad|etabs/i), isTrade("civil")), ANDHRA),
  ),
  H(
    "Job Description: We are hiring an Instrument Technician for our chemical plant at Lote MIDC. Candidate should have DCS and calibration experience. Diploma in Electronics/Instrumentation.",
    "jd craft place",
    prefer(C.INSTRUMENTATION, inState("MH")),
  ),
  H(
    "Requirement: Sr. Maintenance Engineer (Mechanical) for a spinning mill in Bhilwara. 10+ years in textile industry. Ring frames, compressors.",
    "jd craft industry experience",
    label(
      who("d37"),
      or(and(C.MAINTENANCE.expect, TEXTILES.expect), and(C.MAINTENANCE.expect, inState("RJ"))),
      C.MAINTENANCE.mistake,
    ),
  ),
  H(
    "Opening: Electrical Engineer – Sugar & Co-gen plant, Maharashtra/Karnataka. HT breakers, turbines.",
    "jd craft industry state",
    label(
      who("d06"),
      or(who("d21"), and(isCraft("electrical-engineer"), inState("MH", "KA"))),
      C.ELECTRICAL_ENGINEERS.mistake,
    ),
  ),
  H(
    "Urgent opening for Tool Designer (press tools) – auto component company, Aurangabad/Pune, NX or CATIA",
    "jd craft place tool",
    label(
      and(isCraft("tool-designer"), inState("MH")),
      or(isCraft("tool-designer", "mould-designer"), and(isCraft("tool-die-maker"), inState("MH"))),
    ),
  ),
  H(
    "*Forwarded as received* 🙏 Reefer / refrigeration technicians needed for port, Mombasa or Gulf, good salary, contact asap",
    "whatsapp craft place",
    prefer(
      C.HVAC,
      or(at("mombasa"), (m) => !!placeOf(m).regions?.includes("gulf")),
    ),
  ),
  H(
    "FWD: urgent!!! need 2 welders for ship repair Kochi/Karwar side. pls share",
    "whatsapp craft place",
    prefer(C.WELDERS, inState("KL", "KA")),
  ),
  H(
    "Pls share contacts of ISTC seniors in Rajkot ceramic or brass line 🙏🙏",
    "whatsapp industry place",
    all(where(at("rajkot", "morbi", "jamnagar")), label(or(CERAMICS.expect, BRASS.expect))),
  ),
  H(
    "hey, can you find me someone who does PLC work around Nagpur?",
    "chatbot craft place",
    all(C.AUTOMATION, near("nagpur", 40)),
  ),
  H(
    "Hi bot, I need the list of all electricians working in Kerala please",
    "chatbot craft state",
    all(C.ELECTRICIANS, C.KERALA),
  ),
  H(
    "Could you show me alumni who are working in solar energy in Andhra or Rajasthan?",
    "chatbot industry state",
    all(SOLAR, where(inState("AP", "RJ"))),
  ),
  H(
    "please list ISTC people working for Qantas or any airline",
    "chatbot employer industry",
    label(isEmployer("qantas", "emirates"), inIndustry("aerospace")),
  ),
  H(
    "I want to talk to somebody from the 2013 batch in Tamil Nadu, can you help",
    "chatbot batch state",
    all(batch(2013), C.TAMIL_NADU),
  ),
  H("MECHANICAL ENGINEERS IN GUJARAT", "caps craft state", all(C.MECHANICAL_ENGINEERS, C.GUJARAT)),
  H("ELECTRICIAN MALDIVES", "caps craft country", all(C.ELECTRICIANS, country(["MV"]))),
  H("WELDERS ALANG BHAVNAGAR", "caps craft place", all(C.WELDERS, city(["alang"]))),
  H(
    "toolroomincharge",
    "nospace title",
    label(and(isCraft("tool-die-maker"), SENIOR), isCraft("tool-die-maker")),
  ),
  H("cncprogrammerrajkot", "nospace craft city", all(C.CNC_PROGRAMMERS, city(["rajkot"]))),
  H("electricalengineerkerala", "nospace craft state", all(C.ELECTRICAL_ENGINEERS, C.KERALA)),
  H("sugarmillmaharashtra", "nospace industry state", all(SUGAR, C.MAHARASHTRA)),
  H(
    "instrumentaton technicain jamnagr",
    "typo craft city",
    all(C.INSTRUMENTATION, city(["jamnagar"])),
  ),
  H(
    "mechanicl enginer aurangbad",
    "typo craft city",
    all(C.MECHANICAL_ENGINEERS, city(["aurangabad"])),
  ),
  H("weldr in alang", "typo craft city", all(C.WELDERS, city(["alang"]))),
  H("elecrtical in erod", "typo trade city", all(C.ELECTRICAL, city(["erode"]))),
  H(
    "eletrical enginer chandrpur",
    "typo craft city",
    all(C.ELECTRICAL_ENGINEERS, city(["chandrapur"])),
  ),
  H("refrigration mecanic malapuram", "typo craft city", all(C.HVAC, city(["malappuram"]))),
  H("sivil enjineer ongol", "phonetic craft city", all(C.CIVIL_ENGINEERS, city(["ongole"]))),
  H(
    "mekanikal fitar doha",
    "phonetic craft city",
    all(C.FITTERS, city(["doha"], ["rasLaffan", "mesaieed"])),
  ),
  H("plc programar nagpoor", "phonetic craft city", all(C.PLC, city(["nagpur"], ["butibori"]))),
  H("tul and dai meker hosoor", "phonetic craft city", all(C.TOOLMAKERS, city(["hosur"]))),
  H("welder's in Karur", "possessive craft city", all(C.WELDERS, city(["karur"]))),
  H("Kerala's electricians", "possessive craft state", all(C.ELECTRICIANS, C.KERALA)),
  H(
    "Bajaj's Waluj plant engineers",
    "possessive employer place",
    all(employer(["bajajAuto"]), city(["aurangabad"])),
  ),
  H("ONGC's offshore guys", "possessive employer industry", all(employer(["ongc"]), OFFSHORE)),
  H("anyone who knows Mastercam", "anyone tool", label(skilled(/mastercam/i))),
  H("someone good at STAAD Pro", "someone tool", label(skilled(/staad/i), skilled(/etabs/i))),
  H("anybody who knows Tally", "anyone tool", label(skilled(/tally/i))),
  H(
    "anyone who knows Allen Bradley PLCs",
    "anyone tool",
    label(skilled(/allen.?bradley|rockwell/i), isCraft("plc-programmer", "automation-engineer")),
  ),
  H("someone who has done NEBOSH", "someone certification", label(skilled(/nebosh/i))),
  H(
    "my cousin is moving to Coimbatore next month for his wife's job and wants to meet some ISTC mechanical people there, any?",
    "context trade city",
    all(C.MECHANICAL, city(["coimbatore"], ["tiruppur", "erode"])),
  ),
  H(
    "I run a small dairy in Hamilton and our ammonia plant keeps tripping — any refrigeration alumni nearby?",
    "context craft city",
    all(C.HVAC, city(["hamiltonNz"], ["auckland"])),
  ),
  H(
    "we are organising a Ganpati get-together in Pune this year, who are the alumni in Pune?",
    "context city",
    city(["pune"]),
  ),
  H(
    "going to Tirupati for darshan next week, anyone there I can meet?",
    "context city",
    city(["tirupati"], ["sriCity"]),
  ),
  // ---- tools, software and certifications ------------------------------------------------------
  H("AutoCAD draftsman Maharashtra", "tool craft state", all(C.DRAUGHTSMEN, C.MAHARASHTRA)),
  H("SolidWorks users", "tool", label(skilled(/solidworks/i))),
  H(
    "CATIA V5 people in Aurangabad or Pune",
    "tool place",
    all(label(skilled(/catia/i)), where(at("aurangabad", "pune"))),
  ),
  H(
    "Siemens NX tool designer",
    "tool craft",
    only(C.TOOL_DESIGNERS, and(isCraft("tool-designer"), skilled(/\bNX\b/)), skilled(/\bNX\b/)),
  ),
  H(
    "UG NX mould design",
    "tool craft",
    only(C.MOULD, and(isCraft("mould-designer"), skilled(/\bNX\b/)), skilled(/\bNX\b/)),
  ),
  H(
    "STAAD Pro ETABS structural",
    "tool craft",
    label(skilled(/staad|etabs/i), isCraft("civil-engineer")),
  ),
  H("Tally GST accountant", "tool craft", only(C.ACCOUNTANTS, skilled(/tally/i))),
  H(
    "SAP PM maintenance planner",
    "tool craft",
    only(
      C.MAINTENANCE,
      and(skilled(/SAP PM/), isCraft("maintenance-engineer")),
      skilled(/\bSAP\b/),
    ),
  ),
  H("SAP MM / PP", "tool", label(skilled(/SAP (MM|PP)/), skilled(/\bSAP\b/))),
  H("MATLAB", "tool", label(skilled(/matlab/i))),
  H(
    "LabVIEW test engineer",
    "tool craft",
    label(
      skilled(/labview/i),
      isCraft("hardware-engineer", "electronics-technician", "quality-engineer"),
    ),
  ),
  H("Revit", "tool", label(skilled(/revit/i))),
  H("ETAP power system study", "tool", label(skilled(/etap/i), isCraft("electrical-engineer"))),
  H("Mastercam programmers in India", "tool country", all(label(skilled(/mastercam/i)), INDIA)),
  H(
    "Fanuc 0i setter",
    "tool craft",
    only(C.CNC_OPERATORS, skilled(/fanuc 0i/i), and(skilled(/fanuc/i), isTrade("cnc"))),
  ),
  H("Sinumerik 840D / 828D", "tool", label(skilled(/840D|828D/i), skilled(/siemens controls/i))),
  H(
    "Allen-Bradley + WinCC",
    "tool",
    label(
      and(skilled(/allen.?bradley|rockwell/i), skilled(/wincc/i)),
      skilled(/allen.?bradley|rockwell|wincc/i),
    ),
  ),
  H("TIA Portal automation", "tool craft", label(skilled(/tia portal/i), skilled(/\bS7\b|S7-/))),
  H(
    "Siemens S7-300 PLC Vidarbha",
    "tool region",
    all(label(skilled(/S7/), isCraft("plc-programmer", "automation-engineer")), VIDARBHA),
  ),
  H("Yokogawa DCS", "tool", label(skilled(/yokogawa/i), skilled(/\bDCS\b/))),
  H("DCS engineers in refineries", "tool industry", all(label(skilled(/\bDCS\b/)), REFINERIES)),
  H(
    "KUKA robot programmers abroad",
    "tool craft abroad",
    all(label(skilled(/kuka/i), isCraft("robot-programmer")), abroad),
  ),
  H("GD&T", "tool", label(skilled(/GD&T/i))),
  H("Primavera P6 planning", "tool", label(skilled(/primavera/i))),
  H("NDT Level II", "certification", label(skilled(/\bNDT\b/), isCraft("welding-inspector"))),
  H(
    "AWS CWI welding inspector",
    "certification craft",
    only(C.WELDING_INSPECTORS, skilled(/CWI/i), isCraft("welding-inspector")),
  ),
  H(
    "CSWIP certified guys in the Gulf or Africa",
    "certification region",
    label(
      and(
        or(skilled(/cswip/i), titled(/cswip/i)),
        (m) => !!placeOf(m).regions?.includes("gulf") || inCountry("NG", "ZA", "KE")(m),
      ),
      or(skilled(/cswip/i), titled(/cswip/i)),
    ),
  ),
  H("NEBOSH IGC safety", "certification", label(skilled(/nebosh/i))),
  H("PMP", "certification", label(skilled(/\bPMP\b/))),
  H("Six Sigma Green Belt", "certification", label(skilled(/six sigma/i))),
  H(
    "B1 licensed aircraft engineers",
    "certification craft",
    label(or(titled(/\bB1\b/), who("j03")), AIRCRAFT_MRO.accept),
  ),
  H("CASA licence", "certification", label(skilled(/casa/i), AIRCRAFT_MRO.expect)),
  H(
    "Red Seal or A-grade licensed tradies",
    "certification abroad",
    label(
      or(titled(/red seal|a-grade/i)),
      or(titled(/licen[cs]ed|journeyman|journeyperson/i), skilled(/licen[cs]e/i)),
    ),
  ),
  H("AS/NZS 1554 welder", "certification craft", only(C.WELDERS, skilled(/1554/))),
  H("ISO 13485 validation", "certification", label(skilled(/13485/))),
  // ---- industries -------------------------------------------------------------------------------
  H("ceramic tiles industry", "industry", CERAMICS),
  H("brass parts manufacturers", "industry", BRASS),
  H(
    "brass turned components Jamnagar",
    "industry city",
    all(BRASS, city(["jamnagar"], ["rajkot"])),
  ),
  H("textile mills", "industry", TEXTILES),
  H("knitwear / hosiery", "industry", label(who("d20"), TEXTILES.expect)),
  H("spinning mill people", "industry", label(who("d37"), TEXTILES.expect)),
  H(
    "pharma plant maintenance",
    "industry craft",
    all(
      PHARMA,
      label(or(C.MAINTENANCE.expect, isCraft("electrician")), isTrade("mechanical", "electrical")),
    ),
  ),
  H("pharma plant people", "industry", PHARMA),
  H("sugar factories", "industry", SUGAR),
  H("sugar mill electrical engineer", "industry craft", all(SUGAR, C.ELECTRICAL)),
  H("cement plant", "industry", CEMENT),
  H("ship breaking", "industry", SHIP_BREAKING),
  H("ship recycling yard", "industry", SHIP_BREAKING),
  H("port authority employees", "industry", PORTS),
  H("ports and harbours", "industry", PORTS),
  H("refinery people", "industry", REFINERIES),
  H("refinery electricians", "industry craft", all(REFINERIES, C.ELECTRICIANS)),
  H("fertilizer plants", "industry", FERTILISERS),
  H(
    "urea plant engineer",
    "industry craft",
    all(
      FERTILISERS,
      label(
        isCraft(
          "mechanical-engineer",
          "electrical-engineer",
          "maintenance-engineer",
          "instrumentation-engineer",
        ),
        isTrade("mechanical", "electrical", "electronics"),
      ),
    ),
  ),
  H("EV industry", "industry", EV),
  H("electric vehicles battery", "industry", EV),
  H("solar O&M", "industry", SOLAR),
  H("solar power plants in India", "industry country", all(SOLAR, INDIA)),
  H("aircraft MRO", "industry", AIRCRAFT_MRO),
  H("aviation maintenance abroad", "industry abroad", all(AIRCRAFT_MRO, abroad)),
  H("offshore oil and gas", "industry", OFFSHORE),
  H("offshore platform jobs", "industry", OFFSHORE),
  H("oil & gas (upstream + refinery)", "industry", OIL_GAS),
  H("mines and mining companies", "industry", MINES),
  H("underground mines electrical", "industry craft", all(MINES, C.ELECTRICAL)),
  H(
    "coal mines Vidarbha",
    "industry region",
    all(label(isEmployer("wcl"), isEmployer("bccl", "mcl")), VIDARBHA),
  ),
  H(
    "zinc / lead smelter",
    "industry",
    label(isEmployer("hzl"), isEmployer("vedanta", "hindalco", "nalco")),
  ),
  H("thermal power station people", "industry", POWER_PLANTS),
  H("power plant engineers in Maharashtra", "industry state", all(POWER_PLANTS, C.MAHARASHTRA)),
  H("steel plants abroad", "industry abroad", all(STEEL, abroad)),
  H(
    "auto component companies",
    "industry",
    label(
      isEmployer("endurance", "varroc", "minda", "bosch", "denso", "aisin", "magna"),
      AUTO.expect,
    ),
  ),
  H(
    "two-wheeler OEMs",
    "industry",
    label(isEmployer("bajajAuto", "hero", "tvs", "honda", "olaElectric", "ather"), AUTO.expect),
  ),
  H(
    "car plants in Anantapur / Sanand / Chennai",
    "industry place",
    all(AUTO, where(at("anantapur", "sanand", "chennai"))),
  ),
  H(
    "machine tool builders",
    "industry",
    label(isEmployer("jyotiCnc", "hmt"), isEmployer("fanuc", "kuka")),
  ),
  H("pump makers", "industry", label(isEmployer("kbl", "davis"), skilled(/pump/i))),
  H(
    "bus body building",
    "industry",
    label(who("d22"), isEmployer("vecv", "volvo", "ashokLeyland")),
  ),
  H(
    "tractor industry",
    "industry",
    label(or(inIndustry("tractors"), who("d40", "k17")), isEmployer("johnDeere")),
  ),
  H("manufacturing sector people in Gujarat", "industry state", all(MANUFACTURING, C.GUJARAT)),
  // ---- employers written differently, groups, sectors -------------------------------------------
  H("Bajaj Auto", "employer", employer(["bajajAuto"])),
  H("BAL Waluj", "employer nickname", all(employer(["bajajAuto"]), city(["aurangabad"]))),
  H("Kirloskar people", "employer", label(isEmployer("kbl", "kirloskarOil"), isEmployer("toyota"))),
  H("KBL Dewas", "employer nickname", all(employer(["kbl"]), city(["dewas"]))),
  H("TVSM", "employer nickname", employer(["tvs"])),
  H("TVS Motor Hosur plant", "employer place", all(employer(["tvs"]), city(["hosur"]))),
  H("ONGC Rajahmundry asset", "employer place", all(employer(["ongc"]), city(["kakinada"]))),
  H("BPCL KR", "employer nickname", employer(["bpcl"])),
  H("Bharat Petroleum", "employer", employer(["bpcl"])),
  H("Kochi Refinery", "employer", employer(["bpcl"])),
  H("Mahagenco", "employer", employer(["mahagenco"])),
  H("MSPGCL Chandrapur", "employer nickname", employer(["mahagenco"])),
  H("Western Coalfields", "employer", employer(["wcl"])),
  H(
    "CIL subsidiaries like WCL, BCCL, MCL",
    "employer group",
    label(isEmployer("wcl", "bccl", "mcl")),
  ),
  H("Hindustan Zinc", "employer", employer(["hzl"])),
  H("HZL", "employer nickname", employer(["hzl"])),
  H("Vedanta group companies", "employer group", label(isEmployer("vedanta", "hzl"))),
  H("Nayara", "employer", employer(["nayara"])),
  H("Essar Oil (now Nayara) Vadinar", "employer oldname", employer(["nayara"])),
  H("Amara Raja Batteries people", "employer", employer(["amaraRaja"])),
  H("Kia Motors India", "employer", employer(["kia"])),
  H("Greenko group", "employer", employer(["greenko"])),
  H("Bharat Earth Movers", "employer oldname", employer(["beml"])),
  H("Deendayal Port / Kandla Port Trust", "employer oldname", employer(["dpa"])),
  H("KPR mills", "employer", employer(["kpr"])),
  H("Sakthi Sugars", "employer", employer(["sakthiSugars"])),
  H("Jyoti CNC", "employer", employer(["jyotiCnc"])),
  H("Varroc", "employer", employer(["varroc"])),
  H("Endurance Tech", "employer nickname", employer(["endurance"])),
  H("Lupin Pithampur", "employer place", employer(["lupin"])),
  H("Gharda", "employer", employer(["gharda"])),
  H("Indorama", "employer", employer(["indorama"])),
  H("RSWM Bhilwara", "employer place", employer(["rswm"])),
  H("HURL Gorakhpur", "employer place", employer(["hurl"])),
  H("Qatar Steel", "employer", employer(["qatarSteel"])),
  H("Subsea 7", "employer", employer(["subsea7"])),
  H("Woodside", "employer", employer(["woodside"])),
  H("BMW", "employer", employer(["bmw", "bmwUs"])),
  H("LGES", "employer nickname", employer(["lgEs"])),
  H("Volvo trucks / buses / cars", "employer", employer(["volvo"])),
  H("Shapoorji Pallonji & Co", "employer", employer(["shapoorji"])),
  H("SP group construction", "employer nickname", employer(["shapoorji"])),
  H("Tata group in Maharashtra", "group state", all(label(inGroup("tata")), C.MAHARASHTRA)),
  H("Tata group companies south India", "group region", all(label(inGroup("tata")), C.SOUTH)),
  H("JSW group", "group", label(inGroup("jsw"))),
  H(
    "L&T in Andhra / Telangana / TN",
    "group state",
    all(label(inGroup("lt")), state(["AP", "TG", "TN"])),
  ),
  H("Reliance Jamnagar", "group city", all(label(inGroup("reliance")), city(["jamnagar"]))),
  H("Adani Kutch", "group region", all(label(inGroup("adani")), KUTCH)),
  H("PSU employees in Maharashtra", "sector state", all(psu, C.MAHARASHTRA)),
  H("PSU jobs in Kerala and Andhra", "sector state", all(psu, state(["KL", "AP"]))),
  H("sarkari naukri wale in Gujarat", "sector state hindi", all(government, C.GUJARAT)),
  H(
    "govt employees abroad",
    "sector abroad",
    all(label(inSector("govt-dept", "state-utility", "psu")), abroad),
  ),
  H(
    "state electricity board people in the south",
    "sector region",
    all(label(inSector("state-utility")), C.SOUTH),
  ),
  H(
    "private sector only, Saurashtra",
    "sector region",
    all(label(inSector("private"), inSector("own-business")), SAURASHTRA),
  ),
  H("own business / self employed in Tamil Nadu", "business state", all(OWN, C.TAMIL_NADU)),
  H("entrepreneurs in Gujarat", "business state", all(OWN, C.GUJARAT)),
  H("MNC employees in Bavaria", "employer-kind region", all(label(isMnc), BAVARIA)),
  H("foreign MNC in Anantapur", "employer-kind place", all(label(isMnc), city(["anantapur"]))),
  // ---- students, batches, experience, seniority ------------------------------------------------
  H("current students from Maharashtra", "student state", all(currentStudents, C.MAHARASHTRA)),
  H("batch 2027 wale", "batch", batch(2027)),
  H("2028 passing out", "batch student", batch(2028)),
  H("students of 2026-2028", "student batch", all(students, years(2026, 2028, 0))),
  H("'09 pass outs", "batch", batch(2009)),
  H("passout 2003 to 2006", "batch", years(2003, 2006)),
  H("2010-14 batches in Kerala", "batch state", all(years(2010, 2014), C.KERALA)),
  H("before 2000 batch", "batch", before(2000)),
  H("alumni after 2020 in Andhra", "batch state", all(after(2020), ANDHRA)),
  H(
    "passed out between 2015 and 2018 working in the Gulf",
    "batch region",
    all(years(2015, 2018), GULF, WORKING),
  ),
  H("welders passed out before 2010", "craft batch", all(C.WELDERS, before(2010))),
  H("15+ yrs experience electrical", "experience trade", all(C.ELECTRICAL, experience(15))),
  H(
    "20 years experience mechanical abroad",
    "experience trade abroad",
    all(C.MECHANICAL, experience(20), abroad),
  ),
  H(
    "exp 3-5 years CNC",
    "experience trade",
    all(
      C.CNC,
      label(and(not(isStudent), batchIn(2021, 2023)), and(not(isStudent), batchIn(2020, 2024))),
    ),
  ),
  H("freshers in civil", "experience trade", all(C.CIVIL, freshers(3))),
  H(
    "senior engineers in Marathwada",
    "seniority region",
    all(label(SENIOR, not(isStudent)), MARATHWADA),
  ),
  H(
    "Sr. Engineer",
    "seniority title",
    label(titled(/\bsr\.? engineer|senior engineer|sr\. engg/i), SENIOR),
  ),
  H(
    "heads of maintenance",
    "seniority craft",
    only(C.MAINTENANCE, and(C.MAINTENANCE.expect, titled(/head|manager|\bdy\.?|in-?charge|sr\./i))),
  ),
  H(
    "maintenance managers in textile mills",
    "seniority craft industry",
    all(TEXTILES, label(and(C.MAINTENANCE.expect, SENIOR), C.MAINTENANCE.expect)),
  ),
  H(
    "supervisors in Gulf",
    "seniority region",
    all(label(titled(/supervisor|foreman/i), SENIOR), GULF),
  ),
  H("trainee / apprentice", "seniority", label(TRAINEE)),
  H("trainees abroad", "seniority abroad", all(label(TRAINEE, titled(/intern/i)), abroad)),
  H("lead engineers offshore", "seniority industry", all(OFFSHORE, label(SENIOR))),
  H("proprietors", "business", label(titled(/proprietor|owner/i), isCraft("founder"))),
  H("workshop owners in south India", "business region", all(OWN, C.SOUTH)),
  // ---- several criteria, negations, near me, my batch -------------------------------------------
  H(
    "electrical engineers in Gujarat or Maharashtra, not students, batch 2010+",
    "multi craft state batch",
    all(C.ELECTRICAL_ENGINEERS, state(["GJ", "MH"]), WORKING, since(2010)),
  ),
  H(
    "mechanical maintenance, refinery, south India, 10 yrs",
    "multi craft industry region experience",
    all(
      label(or(C.MAINTENANCE.expect, isCraft("mechanical-engineer")), isTrade("mechanical")),
      REFINERIES,
      C.SOUTH,
      experience(10),
    ),
  ),
  H(
    "CNC programmers in MP or Rajasthan with Siemens control",
    "multi craft state tool",
    prefer(all(C.CNC_PROGRAMMERS, state(["MP", "RJ"])), skilled(/siemens|840D|828D/i)),
  ),
  H(
    "civil site engineers Andhra 2015-2020 batch",
    "multi craft state batch",
    all(C.CIVIL_ENGINEERS, ANDHRA, years(2015, 2020)),
  ),
  H(
    "instrumentation + oil & gas + abroad",
    "multi craft industry abroad",
    all(C.INSTRUMENTATION, OIL_GAS, abroad),
  ),
  H(
    "welders with own business in Tamil Nadu",
    "multi craft business state",
    all(C.WELDERS, OWN, C.TAMIL_NADU),
  ),
  H(
    "automobile trade alumni working in quality",
    "multi trade craft",
    all(C.AUTOMOBILE, label(isCraft("quality-engineer", "quality-inspector"))),
  ),
  H(
    "mechatronics people at car makers abroad",
    "multi trade industry abroad",
    all(C.MECHATRONICS, AUTO, abroad),
  ),
  H("electricians not in the Gulf", "negation craft region", all(C.ELECTRICIANS, NOT_GULF)),
  H(
    "HVAC technicians outside the Middle East",
    "negation craft region",
    all(
      C.HVAC,
      label(
        (m) => !placeOf(m).regions?.includes("gulf") && !inCountry("IL")(m),
        never,
        (m) => !!placeOf(m).regions?.includes("gulf"),
      ),
    ),
  ),
  H("Gujarat alumni except students", "negation state", all(C.GUJARAT, WORKING)),
  H(
    "Maharashtra mechanical but not Mumbai or Pune",
    "negation state trade",
    except(all(C.MECHANICAL, C.MAHARASHTRA), at("mumbai", "pune", "navimumbai")),
  ),
  H(
    "Kerala people who are not in IT",
    "negation state",
    except(
      C.KERALA,
      or(
        isTrade("computer"),
        isCraft("software-developer", "software-tester", "it-support", "network-engineer"),
      ),
    ),
  ),
  H("Tamil Nadu excluding Chennai", "negation state", except(C.TAMIL_NADU, at("chennai"))),
  H(
    "welders in Australia or NZ, not the Gulf",
    "negation craft country",
    all(C.WELDERS, country(["AU", "NZ"])),
  ),
  H(
    "non-PSU instrumentation jobs in Gujarat",
    "negation craft sector state",
    all(except(C.INSTRUMENTATION, inSector("psu")), C.GUJARAT),
  ),
  H(
    "abroad but not Canada or USA",
    "negation abroad",
    all(abroad, label(not(inCountry("CA", "US")), never, inCountry("CA", "US"))),
  ),
  H("anybody around me?", "me distance", near("aurangabad", 40), ME("aurangabad", 2019)),
  H(
    "near me electricians",
    "me craft distance",
    all(C.ELECTRICIANS, near("kochi", 60)),
    ME("kochi", 2015),
  ),
  H(
    "mechanical guys within 50 km of me",
    "me trade distance",
    all(C.MECHANICAL, near("jamnagar", 50)),
    ME("jamnagar", 2012),
  ),
  H("my batchmates list pls", "me batch", batch(2014), ME("chiplun", 2014)),
  H("my batch in Gujarat", "me batch state", all(batch(2017), C.GUJARAT), ME("morbi", 2017)),
  H(
    "seniors near me",
    "me batch distance",
    all(near("tiruppur", 60), before(2027), WORKING),
    ME("tiruppur", 2027),
  ),
  H(
    "juniors from my batch onwards near me",
    "me batch distance",
    all(near("nagpur", 50), since(2016)),
    ME("butibori", 2016),
  ),
  H(
    "anyone from my batch abroad",
    "me batch abroad",
    all(batch(2013), abroad),
    ME("tirupati", 2013),
  ),
  H(
    "people close to me who do CNC",
    "me trade distance",
    all(C.CNC, near("dewas", 50)),
    ME("dewas", 2021),
  ),
  H("who is near me", "me distance", near("kurnool", 60), ME("kurnool", 2016)),
  H(
    "seniors living nearby",
    "me distance batch",
    all(near("latur", 80), before(2027), WORKING),
    ME("latur", 2027),
  ),
  // ---- plain and simple -------------------------------------------------------------------------
  H("Rajkot", "simple city", city(["rajkot"])),
  H("Jamnagar", "simple city", city(["jamnagar"])),
  H("Morbi", "simple city", city(["morbi"])),
  H("Nagpur", "simple city", city(["nagpur"], ["butibori"])),
  H("Chandrapur", "simple city", city(["chandrapur"])),
  H("Amravati", "simple city", city(["amravati"])),
  H("Nanded", "simple city", city(["nanded"])),
  H("Latur", "simple city", city(["latur"])),
  H("Tiruppur", "simple city", city(["tiruppur"])),
  H("Erode", "simple city", city(["erode"])),
  H("Karur", "simple city", city(["karur"])),
  H("Kurnool", "simple city", city(["kurnool"])),
  H("Kakinada", "simple city", city(["kakinada"])),
  H("Ongole", "simple city", city(["ongole"])),
  H("Malappuram", "simple city", city(["malappuram"])),
  H("Palakkad", "simple city", city(["palakkad"])),
  H("Chiplun", "simple city", city(["chiplun"])),
  H("Dewas", "simple city", city(["dewas"])),
  H("Bhilwara", "simple city", city(["bhilwara"])),
  H("Sitarganj", "simple city", city(["sitarganj"])),
  H("Gandhidham", "simple city", city(["gandhidham"])),
  H("Alang", "simple city", city(["alang"])),
  H("Anantapur", "simple city", city(["anantapur"])),
  H("Mombasa", "simple city", city(["mombasa"])),
  H("Port Louis", "simple city", city(["portLouis"])),
  H("Male Maldives", "simple city", city(["male"])),
  H("Gorakhpur", "simple city", city(["gorakhpur"])),
  H("Udaipur", "simple city", city(["udaipur"])),
  H("Indore", "simple city", city(["indore"], ["pithampur", "dewas"])),
  H("Kochi", "simple city", city(["kochi"])),
  H("welders list", "simple craft", C.WELDERS),
  H("electrician list", "simple craft", C.ELECTRICIANS),
  H("instrumentation", "simple craft", C.INSTRUMENTATION),
  H("tool designer", "simple craft", C.TOOL_DESIGNERS),
  H("maintenance engg", "simple craft", C.MAINTENANCE),
  H("PLC guys", "simple craft", C.PLC),
  H("refrigeration trade", "simple trade", C.RAC),
  H("civil trade", "simple trade", C.CIVIL),
  H("CNC trade", "simple trade", C.CNC),
  H("lecturer", "simple craft", C.LECTURERS),
  H("welders Bhavnagar", "simple craft place", all(C.WELDERS, where(at("alang")))),
  H("electrical Kerala", "simple trade state", all(C.ELECTRICAL, C.KERALA)),
  H("mechanical Tamil Nadu", "simple trade state", all(C.MECHANICAL, C.TAMIL_NADU)),
  H("electronics Andhra Pradesh", "simple trade state", all(C.ELECTRONICS, ANDHRA)),
  H("automobile Maharashtra", "simple trade state", all(C.AUTOMOBILE, C.MAHARASHTRA)),
  H("students TN", "simple student state", all(students, C.TAMIL_NADU)),
  H("Rajasthan alumni", "simple state", RAJASTHAN),
  H("Madhya Pradesh", "simple state", MP),
  H("Uttarakhand members", "simple state", UTTARAKHAND),
  H("Goa wale alumni", "simple state", GOA),
  H("Andhra", "simple state", ANDHRA),
  H("Harpreet from Nanded", "name city", all(named("harpreet"), city(["nanded"]))),
  H(
    "Shaikh Salim toolroom Aurangabad",
    "name craft city",
    all(named("salim"), city(["aurangabad"])),
  ),
  H("anyone posted at Maitri station in Antarctica?", "place nobody", nobody),
  H("alumni only, no students, Vidarbha", "negation student region", all(alumni, VIDARBHA)),
  H("island postings", "abroad region", ISLANDS),
];
