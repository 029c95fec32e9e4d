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
  government,
  inGroup,
  inIndustry,
  inSector,
  isCraft,
  isEmployer,
  isMnc,
  isStudent,
  isTech,
  isTrade,
  label,
  named,
  near,
  not,
  or,
  placeOf,
  psu,
  students,
  type Label,
  type Pred,
} from "./labels.js";
import {
  never,
  inState,
  inCountry,
  at,
  inIndia,
  who,
  titled,
  batchIn,
  years,
  after,
  before,
  WORKING,
  experience,
  industry,
  OWN,
  where,
  prefer,
} from "./part-labels.js";
import { POPULATION, type EvalMember } from "./population.data.js";
import { PLACES } from "./places.js";
import { km } from "./truth.js";

// The eleventh held-out part, written (labels included) before the search was run on it, blind to
// the search's code, vocabulary and documentation: formal letters and e-mails from HR departments,
// principals and government offices ("Kindly provide the details of...", "Sub: requirement of",
// "Respected Sir/Madam"), parents, uncles and other relatives asking for someone to guide a child,
// superlatives and comparisons ("most senior welder", "youngest alumni in Germany", "earliest
// batch"), time relative to today ("last year's pass-outs", "passed out 10 years ago"; the year is
// 2026), former employers and moves read off the bios ("ex-Maruti", "previously at L&T", "moved
// from the Gulf to Canada"), licences and certificates (NEBOSH, IOSH, PMP, Six Sigma, CSWIP, Red
// Seal, B1, ASNT, ISTQB), Romanised Bengali, Odia, Assamese, Urdu, Bhojpuri and Haryanvi, one- and
// two-word queries of every kind, names, nicknames and partial surnames, counting questions ("how
// many ..."; the members themselves are labelled), Latin mixed with Devanagari in one query, emojis
// standing for words, typos of places and companies, and some plain queries. Labelled over the
// whole population (l01-l40 and i01-i10 added with it: Satna, Katni, Mandideep, Korba, Raigarh,
// Dharwad, Davanagere, Shivamogga, Karimnagar, Ramagundam, Sriperumbudur, Ranipet, Asansol,
// Chittaranjan, Kharagpur, Greater Noida, Kanpur, Lucknow, Varanasi, Gorakhpur, Leh, Kavaratti,
// Bhopal, Ghaziabad, Mohali; Surrey, Kelowna, Regina, Slough, Southall, Wolverhampton, Trondheim,
// Brno, Katowice, Kigali, Addis Ababa, Suva, Fujairah, Duqm, Brunei and Kuala Lumpur). Never
// tuned on: the evaluation prints its figures only, never its queries.
const H = query(true, "holdout11");

// ---- labels of this part ------------------------------------------------------------------------

/** The profile's own words: title, company, skills and bio. */
const text = (m: EvalMember) =>
  [m.profile.jobTitle, m.profile.company, m.profile.skills.join(", "), m.profile.bio]
    .filter(Boolean)
    .join(" | ");
/** The profile says it (title, company, skills or bio). */
const says =
  (...res: RegExp[]): Pred =>
  (m) =>
    res.some((r) => r.test(text(m)));
/** The bio says it. */
const bioSays =
  (...res: RegExp[]): Pred =>
  (m) =>
    res.some((r) => r.test(m.profile.bio ?? ""));
/** Formerly at an employer: the bio names it and the member is not there now (those there now borderline). */
const formerly = (re: RegExp, now: Pred = never): Label => label(and(bioSays(re), not(now)), now);
/** Moves those matching `p` from expected to borderline. */
const demote = (base: Label, p: Pred): Label => ({
  expect: and(base.expect, not(p)),
  accept: or(base.accept, and(base.expect, p)),
  mistake: base.mistake,
});
/** Excludes members (a negation): those matching `p` are clear mistakes, never expected. */
const except = (base: Label, p: Pred): Label => ({
  expect: and(base.expect, not(p)),
  accept: and(or(base.expect, base.accept), not(p)),
  mistake: or(base.mistake, and(p, or(base.expect, base.accept))),
});
/**
 * A superlative over the base's expected members: those with the extreme batch (ties, and the
 * next `slack` batches, kept) expected; the rest of the base within `window` batches borderline.
 */
const extreme = (base: Label, dir: "earliest" | "latest", slack = 0, window = 1000): Label => {
  const bs = POPULATION.filter((m) => base.expect(m)).map((m) => m.truth.batch);
  if (!bs.length) return base;
  const edge = dir === "earliest" ? Math.min(...bs) : Math.max(...bs);
  const near = (m: EvalMember) =>
    dir === "earliest" ? m.truth.batch <= edge + slack : m.truth.batch >= edge - slack;
  const inWindow = (m: EvalMember) => Math.abs(m.truth.batch - edge) <= window;
  return {
    expect: and(base.expect, near),
    accept: or(base.accept, and(base.expect, inWindow)),
    mistake: base.mistake,
  };
};
/** The `n` members farthest from Chandigarh expected; anyone over 10,000 km borderline. */
const farthest = (n: number): Label => {
  const d = (m: EvalMember) => km(placeOf(m), PLACES.chandigarh);
  const edge = POPULATION.map(d).sort((a, b) => b - a)[n - 1];
  return label(
    (m) => d(m) >= edge,
    (m) => d(m) > 10000,
  );
};
/** Alumni who passed out `n` years ago (the year is 2026), a year either side borderline. */
const yearsAgo = (n: number): Label => years(2026 - n, 2026 - n);
const GULF_PRED: Pred = (m) => !!placeOf(m).regions?.includes("gulf");
const inCanada = inCountry("CA");
const ALUMNI_WORKING = label(not(isStudent), never, isStudent);
const EVERYONE = label(() => true);

// Places of this part.
const MP = where(inState("MP"));
const CG = where(inState("CG"));
const WB = where(inState("WB"));
const LADAKH = where(inState("LA"));
const SATNA = where(at("satna"), at("katni"));
const KATNI = where(at("katni"), at("satna", "jabalpur"));
const KORBA = where(at("korba"), at("bilaspurCg", "raigarh"));
const RAIGARH = where(at("raigarh"), at("korba"));
const DHARWAD = where(at("dharwad"), at("belagavi"));
const DAVANAGERE = where(at("davanagere"), at("shivamogga"));
const SHIVAMOGGA = where(at("shivamogga"), at("davanagere"));
const RAMAGUNDAM = where(at("ramagundam"), at("karimnagar"));
const KARIMNAGAR = where(at("karimnagar"), at("ramagundam", "warangal"));
const NORTH_TELANGANA = where(at("karimnagar", "ramagundam", "warangal"), inState("TG"));
const SRIPERUMBUDUR = where(at("sriperumbudur"), at("chennai", "ranipet"));
const RANIPET = where(at("ranipet"), at("sriperumbudur"));
const ASANSOL = where(at("asansol", "chittaranjan"), at("durgapur"));
const KHARAGPUR = where(at("kharagpur"), at("haldia"));
const GREATER_NOIDA = where(at("greaterNoida"), at("noida", "ghaziabad"));
const NOIDA_BOTH = where(at("noida", "greaterNoida"), at("ghaziabad", "delhi"));
const KANPUR = where(at("kanpur"), at("lucknow"));
const LUCKNOW = where(at("lucknow"), at("kanpur"));
const VARANASI = where(at("varanasi"), at("prayagraj"));
const GORAKHPUR = where(at("gorakhpur"));
const LEH = where(at("leh"), at("kargil"));
const LAKSHADWEEP = where(at("kavaratti"));
const GHAZIABAD = where(at("ghaziabad"), at("noida", "greaterNoida", "delhi"));
const BHOPAL = where(at("bhopal"), at("mandideep"));
const SURREY = label(at("surrey"), at("vancouver", "abbotsford"), not(inCountry("CA")));
const KELOWNA = label(at("kelowna"), inState("BC"), not(inCountry("CA")));
const BC = label(
  and(inCanada, (m) => placeOf(m).state === "BC"),
  never,
  not(inCanada),
);
const PRAIRIES = label(
  and(inCanada, (m) => ["AB", "SK", "MB"].includes(placeOf(m).state)),
  never,
  not(inCanada),
);
const REGINA = label(at("regina"), at("saskatoon"), not(inCanada));
const SASKATCHEWAN = label(
  and(inCanada, (m) => placeOf(m).state === "SK"),
  never,
  not(inCanada),
);
const SLOUGH = label(at("slough"), at("southall", "london"), not(inCountry("GB")));
const SOUTHALL = label(at("southall"), at("london", "slough"), not(inCountry("GB")));
const WOLVES = label(at("wolverhampton"), at("birmingham", "coventry"), not(inCountry("GB")));
const LONDON_AREA = label(at("london", "southall"), at("slough"), not(inCountry("GB")));
const NORWAY = country(["NO"]);
const CZECH = country(["CZ"]);
const POLAND = country(["PL"]);
const RWANDA = country(["RW"]);
const ETHIOPIA = country(["ET"]);
const FIJI = country(["FJ"]);
const BRUNEI = country(["BN"]);
const MALAYSIA = country(["MY"]);
const OMAN = country(["OM"]);
const AFRICA = label(
  (m) =>
    [
      "DZ", "AO", "BW", "CM", "EG", "ET", "GH", "KE", "MA", "MU", "MZ", "NA", "NG", "RW", "SN",
      "TZ", "UG", "ZA", "ZM", "ZW",
    ].includes(placeOf(m).country), // prettier-ignore
);
const EAST_AFRICA = label(inCountry("KE", "TZ", "UG", "RW", "ET"));
const SCANDINAVIA = label(inCountry("NO", "SE", "DK"), inCountry("FI"));
const EAST_EUROPE = label(inCountry("PL", "CZ", "HU", "SK", "RO"));
const FUJAIRAH = label(at("fujairah"), at("rasAlKhaimah", "sharjah"), not(GULF_PRED));
const DUQM = label(at("duqm"), inCountry("OM"), not(GULF_PRED));
const SE_ASIA = label(inCountry("MY", "SG", "BN", "ID", "TH"));

// Crafts and groups of this part.
const SAFETY = label(says(/NEBOSH|IOSH|\bHSE\b|safety officer/i));
const WELD_INSPECT = label(
  or(isCraft("welding-inspector"), says(/CSWIP/i)),
  or(C.WELDING_INSPECTORS.accept, says(/ASNT|NDT/i)),
);
const RED_SEAL = label(
  says(/red seal/i),
  and(inCanada, isCraft("electrician", "welder", "fitter")),
);
const SIX_SIGMA = label(says(/six sigma/i), says(/\blean\b|kaizen/i));
const PMP = label(says(/\bPMP\b/), isCraft("project-manager"));
const CEMENT = label(
  or(isEmployer("birlaCorp", "prismJohnson", "ultratech", "ambuja"), says(/\bcement/i)),
  isEmployer("rakCeramics"),
);
const LOCO_WORKS = label(isEmployer("clw", "blw", "dmw"), isEmployer("railways"));
const ORDNANCE = label(or(isEmployer("ofKatni"), says(/ordnance/i)), inSector("defence"));
const HOSPITALS = label(or(isEmployer("apollo", "aiims"), says(/hospital/i)));
const NGO = label(says(/\bNGO\b|trust\b|foundation/i));
const PRINCIPALS = label(
  titled(/principal/i),
  or(titled(/\bHOD\b|head of/i), C.INSTRUCTORS.expect),
);
const TRAINERS = label(
  or(isCraft("instructor", "lecturer"), titled(/trainer/i)),
  says(/mentor|train/i),
);
const POWER_LINE = label(isCraft("lineman"), or(says(/transmission|stringing|tower/i)));
const MILLWRIGHT = label(
  says(/millwright/i),
  and(inCanada, isCraft("fitter", "maintenance-engineer")),
);
const AME = label(says(/aircraft maintenance|\bB1\b|\bAME\b/i), says(/aircraft|airline|aviation/i));

// ---- the queries --------------------------------------------------------------------------------

export const HOLDOUT11_QUERIES: EvalQuery[] = [
  // ---- formal letters and e-mails -------------------------------------------------------------
  H(
    "Kindly provide the details of alumni presently posted in Madhya Pradesh",
    "formal state",
    all(alumni, MP),
  ),
  H(
    "Sub: requirement of experienced welders for fabrication unit at Katni",
    "formal craft city",
    all(C.WELDERS, KATNI),
  ),
  H(
    "Respected Sir, we require 2 linemen for our distribution work in Karnataka",
    "formal craft state",
    all(C.LINEMEN, C.KARNATAKA),
  ),
  H(
    "Dear Sir/Madam, please share contact of ex-students working in NTPC",
    "formal employer",
    label(isEmployer("ntpc")),
  ),
  H(
    "With reference to the above, list of electrical engineers employed with state power utilities",
    "formal craft sector",
    all(C.ELECTRICAL_ENGINEERS, label(inSector("state-utility"), inSector("psu", "govt-dept"))),
  ),
  H(
    "This office requires the particulars of alumni serving in Railways",
    "formal sector",
    label(inSector("railways")),
  ),
  H(
    "Request for nomination of a guest lecturer (Welding) from among your alumni",
    "formal craft",
    label(
      and(or(isTrade("welding"), isCraft("welder", "welding-inspector")), not(isStudent)),
      never,
      isStudent,
    ),
  ),
  H(
    "The undersigned is directed to request names of alumni in Defence establishments",
    "formal sector",
    label(inSector("defence"), isCraft("army-technician")),
  ),
  H(
    "Sub: Campus placement drive - requirement of final year students, Computer trade",
    "formal students trade",
    all(label(and(isStudent, batchIn(2026, 2026)), isStudent, not(isStudent)), C.COMPUTER),
  ),
  H(
    "Kindly nominate alumni working in the cement industry for industry-institute interaction",
    "formal industry",
    CEMENT,
  ),
  H(
    "Dear HR team, we are looking for an HVAC engineer for our hospital project in Lucknow",
    "formal craft city",
    all(C.HVAC, label(at("lucknow"), at("kanpur"), not(inIndia))),
  ),
  H(
    "Ref: Vacancy for Instrumentation Engineer (Fertilizer plant) - Telangana",
    "formal craft state",
    all(C.INSTRUMENTATION, C.TELANGANA),
  ),
  H(
    "Please furnish information of ex-trainees settled in Canada for the alumni souvenir",
    "formal country",
    all(alumni, C.CANADA),
  ),
  H(
    "Sir, it is requested to provide the list of alumni of 1998 batch for silver jubilee",
    "formal batch",
    batch(1998, 1998, 1),
  ),
  H(
    "To the Alumni Cell: seeking Tool & Die alumni for a toolroom audit in Tamil Nadu",
    "formal trade state",
    all(C.TOOL_DIE, C.TAMIL_NADU),
  ),
  H(
    "Hiring: Mine Surveyor, Singareni region, 2+ years exp",
    "formal craft place",
    all(C.SURVEYORS, NORTH_TELANGANA),
  ),
  H(
    "We invite applications from ISTC alumni for the post of Principal, Govt. ITI",
    "formal title",
    PRINCIPALS,
  ),
  H(
    "Requisition: maintenance engineers with steel plant exposure, Chhattisgarh / West Bengal",
    "formal craft industry state",
    all(
      label(
        or(isCraft("maintenance-engineer", "fitter"), titled(/maintenance/i)),
        C.MAINTENANCE.accept,
      ),
      label(or(inState("CG"), inState("WB")), never, not(inIndia)),
      label(
        or(inIndustry("steel"), says(/steel|blast furnace|rolling mill/i)),
        says(/potline|smelter/i),
      ),
    ),
  ),
  H(
    "Kindly share the details of alumni posted abroad in the Gulf region for the NRI meet",
    "formal region",
    C.GULF,
  ),
  H(
    "Greetings from the Placement Cell. Need electronics alumni in manufacturing at Sriperumbudur",
    "formal trade city",
    all(C.ELECTRONICS, SRIPERUMBUDUR),
  ),
  H(
    "Subject - Request for data of alumni working in the Andaman & Nicobar Islands",
    "formal place",
    where(inState("AN")),
  ),
  H(
    "Dear Sir, please connect us with alumni working with Tata group companies in West Bengal",
    "formal group state",
    all(label(inGroup("tata")), WB),
  ),
  H(
    "It is requested that alumni working in PSUs in Telangana may be contacted",
    "formal sector state",
    all(psu, C.TELANGANA),
  ),
  H(
    "Requirement of a Safety Officer (NEBOSH) for refinery shutdown - Oman",
    "formal cert country",
    prefer(SAFETY, and(says(/NEBOSH/i), GULF_PRED)),
  ),
  H(
    "Respected Madam, kindly list alumni presently in Ladakh and Lakshadweep for remote area allowance survey",
    "formal place",
    where(or(inState("LA"), inState("LD"))),
  ),
  H("Invitation: alumni entrepreneurs to address the passing-out batch", "formal own", OWN),
  H(
    "Dear Alumni Relations Officer, we seek CNC operators for our Gorakhpur unit",
    "formal craft city",
    all(C.CNC_OPERATORS, label(at("gorakhpur"), inState("UP"), not(inIndia))),
  ),
  H(
    "The Commandant requests particulars of alumni serving with BRO",
    "formal employer",
    label(isEmployer("bro"), inSector("defence")),
  ),
  H(
    "Kindly intimate the names of alumni employed in loco manufacturing units (CLW/BLW/DMW)",
    "formal employer",
    LOCO_WORKS,
  ),
  H(
    "Ref. your email dt. 12.03.2026: please provide contacts of embedded engineers in Europe",
    "formal craft region",
    all(C.EMBEDDED, C.EUROPE),
  ),
  H(
    "Request letter for alumni working in power distribution companies (DISCOMs) of South India",
    "formal sector region",
    all(label(inSector("state-utility")), C.SOUTH),
  ),
  H(
    "Sir, names of the alumni who are presently Government servants in Uttar Pradesh may kindly be sent",
    "formal sector state",
    all(government, C.UP),
  ),
  H(
    "Kind attn: Training & Placement Officer. Seeking alumni in Greater Noida auto plants",
    "formal industry city",
    all(industry("auto"), GREATER_NOIDA),
  ),
  H(
    "Please forward the CVs of freshers (2024, 2025 pass-outs) in mechanical trade",
    "formal batch trade",
    all(C.MECHANICAL, years(2024, 2025, 0), WORKING),
  ),
  H(
    "Letter of request - list of alumni in Karnataka other than Bengaluru",
    "formal state negation",
    except(C.KARNATAKA, at("bengaluru")),
  ),
  H(
    "To whomsoever it may concern: alumni in the UK for visa reference",
    "formal country",
    country(["GB"]),
  ),
  H(
    "Sub: Industrial visit to BHEL Ranipet - alumni contact required",
    "formal employer city",
    all(label(isEmployer("bhel")), RANIPET),
  ),
  H(
    "Madam, we require one electrician for the DG power house at Kavaratti urgently",
    "formal craft place",
    all(C.ELECTRICIANS, LAKSHADWEEP),
  ),
  H(
    "Greetings! We're a startup in Kanpur looking for alumni with electrical contracting experience",
    "formal craft city",
    all(label(isCraft("electrician"), isCraft("electrical-engineer")), KANPUR),
  ),
  H(
    "Kindly provide particulars of alumni holding B1/B2 licence (aircraft maintenance)",
    "formal cert",
    AME,
  ),

  // ---- parents and relatives asking -----------------------------------------------------------
  H(
    "my nephew wants to become an electrician in Canada, who can guide him",
    "relative craft country",
    all(C.ELECTRICIANS, C.CANADA),
  ),
  H(
    "my daughter is joining the electronics course, any senior from Kharagpur side?",
    "relative trade place",
    all(C.ELECTRONICS, KHARAGPUR),
  ),
  H(
    "beta welding karna chahta hai, Oman ya Dubai mein koi guide kar de",
    "relative hinglish craft place",
    all(C.WELDERS, label(inCountry("OM", "AE"), GULF_PRED, not(GULF_PRED))),
  ),
  H(
    "my son got admission in tool and die, can any alumni tell him about job prospects",
    "relative trade",
    C.TOOL_DIE,
  ),
  H(
    "I am a father from Satna, my son wants to work in a cement plant",
    "relative industry place",
    prefer(CEMENT, at("satna")),
  ),
  H("my brother-in-law is in Regina, is there any ISTC person there", "relative city", REGINA),
  H(
    "nephew doing electronics, wants to go to Norway or Sweden",
    "relative trade region",
    all(
      C.ELECTRONICS,
      label(inCountry("NO", "SE"), inCountry("DK", "FI"), not(inCountry("NO", "SE", "DK", "FI"))),
    ),
  ),
  H(
    "meri beti Greater Noida mein padhti hai, koi wahan ka alumni",
    "relative hinglish city",
    GREATER_NOIDA,
  ),
  H(
    "my cousin wants to be an aircraft maintenance engineer, who has done it",
    "relative craft",
    AME,
  ),
  H(
    "my younger brother is interested in railways, can someone working in loco works guide",
    "relative employer",
    LOCO_WORKS,
  ),
  H(
    "parent here - is anyone from ISTC working in Lucknow hospitals",
    "relative industry city",
    all(HOSPITALS, LUCKNOW),
  ),
  H("my son is moving to Kelowna next month, need a contact", "relative city", KELOWNA),
  H(
    "my niece got a job offer from Foxconn Chennai, anyone working there?",
    "relative employer",
    label(isEmployer("foxconn")),
  ),
  H(
    "my husband is a welder, looking for someone in Brunei or Malaysia to ask about jobs",
    "relative craft country",
    all(C.WELDERS, label(inCountry("BN", "MY"), inCountry("SG"), inIndia)),
  ),
  H(
    "my son wants to do a safety course after diploma, anyone doing HSE abroad?",
    "relative cert",
    all(SAFETY, abroad),
  ),
  H(
    "I am a mother from Asansol, my son wants a SAIL job. Any alumni at IISCO?",
    "relative employer city",
    prefer(label(isEmployer("sail")), at("asansol")),
  ),
  H(
    "uncle asking: which alumni are settled in the UK with their own business",
    "relative own country",
    all(OWN, country(["GB"])),
  ),
  H(
    "my nephew is in 2nd year electrical, he wants an internship in a power plant",
    "relative trade industry",
    all(C.ELECTRICAL, industry("power"), WORKING),
  ),
  H(
    "my son is at IIT Kharagpur, is any ISTC alumni working on campus",
    "relative employer",
    label(isEmployer("iitKgp"), at("kharagpur")),
  ),
  H(
    "my daughter wants to go into software testing abroad",
    "relative craft abroad",
    all(
      label(isCraft("software-tester"), says(/selenium|ISTQB|test automation|QA automation/i)),
      abroad,
    ),
  ),
  H(
    "bhaiya ka beta Leh mein posted hai, wahan koi ISTC wala hai kya",
    "relative hinglish city",
    LEH,
  ),
  H(
    "my sister's son is a lineman aspirant, who are the linemen in our alumni",
    "relative craft",
    C.LINEMEN,
  ),
  H(
    "my nephew wants to move from Dubai to Canada like others did, who has done that",
    "relative move",
    label(
      and(inCanada, bioSays(/dubai|gulf|oman|muscat|qatar|saudi|kuwait|bahrain|abu dhabi/i)),
      and(inCanada, bioSays(/moved|came/i)),
    ),
  ),
  H(
    "my brother is a mechanic, he wants to open a garage in England",
    "relative craft country",
    all(label(isCraft("auto-mechanic"), isCraft("service-advisor")), country(["GB"])),
  ),
  H(
    "grandfather was in the 1987 batch, any batchmates still on the app?",
    "relative batch",
    batch(1987, 1987, 1),
  ),
  H("my son wants a job in Fiji, is anyone working there", "relative country", FIJI),
  H(
    "amar chele Kolkata te electrical porche, kono senior ache West Bengal e?",
    "relative bengali trade state",
    all(C.ELECTRICAL, WB),
  ),
  H(
    "my ward is in the RAC trade, want to know career options from alumni in hospitals",
    "relative trade industry",
    all(C.RAC, HOSPITALS),
  ),
  H(
    "my daughter wants to become a data analyst after mechanical diploma, anyone who switched?",
    "relative career change",
    label(
      and(
        isCraft("data-analyst", "data-scientist"),
        isTrade(
          "mechanical",
          "tool-die",
          "cnc",
          "automobile",
          "die-mould",
          "civil",
          "electrical",
          "welding",
          "rac",
        ),
      ),
      isCraft("data-analyst", "data-scientist"),
    ),
  ),
  H(
    "my nephew is doing welding course, who are the CSWIP certified people",
    "relative cert",
    WELD_INSPECT,
  ),
  H(
    "my son is going to Addis Ababa for work, any ISTC contact in Ethiopia",
    "relative country",
    ETHIOPIA,
  ),
  H(
    "wife's brother works in Kigali, looking for other alumni in East Africa",
    "relative region",
    EAST_AFRICA,
  ),

  // ---- superlatives and comparisons -----------------------------------------------------------
  H("most senior welder", "superlative craft", extreme(C.WELDERS, "earliest")),
  H(
    "the youngest alumni in Germany",
    "superlative country",
    extreme(all(alumni, C.GERMANY), "latest"),
  ),
  H("earliest batch in the directory", "superlative batch", extreme(EVERYONE, "earliest", 0, 8)),
  H("oldest alumnus", "superlative", extreme(alumni, "earliest", 0, 8)),
  H(
    "senior-most electrician in Punjab",
    "superlative craft state",
    extreme(all(C.ELECTRICIANS, C.PUNJAB), "earliest"),
  ),
  H("most experienced toolmaker", "superlative craft", extreme(C.TOOLMAKERS, "earliest")),
  H("newest batch students", "superlative students", extreme(label(isStudent), "latest")),
  H(
    "who is the most recent pass-out working in Canada",
    "superlative country",
    extreme(all(ALUMNI_WORKING, C.CANADA), "latest"),
  ),
  H("first ISTC alumni to reach Norway", "superlative country", extreme(NORWAY, "earliest")),
  H("oldest batch civil engineer", "superlative craft", extreme(C.CIVIL_ENGINEERS, "earliest")),
  H(
    "junior-most instrumentation engineer",
    "superlative craft",
    extreme(C.INSTRUMENTATION, "latest"),
  ),
  H("which alumni are the farthest from Chandigarh", "superlative distance", farthest(3)),
  H(
    "senior most HVAC guy in the Gulf",
    "superlative craft region",
    extreme(all(C.HVAC, C.GULF), "earliest"),
  ),
  H("youngest entrepreneur among alumni", "superlative own", extreme(OWN, "latest")),
  H(
    "highest designation in NTPC among our alumni",
    "superlative employer",
    label(
      and(isEmployer("ntpc"), titled(/senior|sr\.|superintendent|manager|gm/i)),
      isEmployer("ntpc"),
    ),
  ),
  H(
    "most senior person at Tata Steel",
    "superlative employer",
    extreme(label(isEmployer("tataSteel")), "earliest"),
  ),
  H(
    "oldest batch from Tool & Die still active",
    "superlative trade",
    extreme(all(C.TOOL_DIE, alumni), "earliest", 2),
  ),
  H(
    "latest batch electricians",
    "superlative craft",
    extreme(all(C.ELECTRICIANS, alumni), "latest"),
  ),
  H(
    "who has been at BHEL the longest",
    "superlative employer",
    extreme(label(isEmployer("bhel")), "earliest"),
  ),
  H(
    "more senior than 2000 batch mechanical",
    "comparison batch trade",
    all(C.MECHANICAL, before(2000)),
  ),
  H("alumni senior to the 1990 batch", "comparison batch", before(1990)),
  H("juniors after 2022 in welding", "comparison batch trade", all(C.WELDING, after(2022))),
  H("earliest batch in Karnataka", "superlative state", extreme(C.KARNATAKA, "earliest")),
  H(
    "youngest person working in Oman",
    "superlative country",
    extreme(all(ALUMNI_WORKING, OMAN), "latest"),
  ),
  H("most senior alumni in the UK", "superlative country", extreme(country(["GB"]), "earliest")),

  // ---- time relative to today (2026) ----------------------------------------------------------
  H("last year's pass-outs", "relative-time batch", years(2025, 2025)),
  H("this year's batch", "relative-time batch", years(2026, 2026, 0)),
  H(
    "recent graduates working in Telangana",
    "relative-time state",
    all(
      label(
        and(not(isStudent), batchIn(2022, 2026)),
        and(not(isStudent), batchIn(2020, 2021)),
        isStudent,
      ),
      C.TELANGANA,
    ),
  ),
  H("people who passed out 10 years ago", "relative-time batch", yearsAgo(10)),
  H("batch of 20 years back", "relative-time batch", yearsAgo(20)),
  H(
    "those who passed out two years ago in electrical",
    "relative-time batch trade",
    all(yearsAgo(2), C.ELECTRICAL),
  ),
  H(
    "alumni who finished in the last 5 years and went abroad",
    "relative-time abroad",
    all(label(batchIn(2021, 2026), batchIn(2020, 2020)), abroad),
  ),
  H(
    "pass outs of the previous decade in welding",
    "relative-time batch trade",
    all(years(2010, 2019), C.WELDING),
  ),
  H(
    "those who will pass out next year",
    "relative-time students",
    label(and(isStudent, batchIn(2027, 2027)), isStudent),
  ),
  H(
    "students graduating this year",
    "relative-time students",
    label(and(isStudent, batchIn(2026, 2026)), isStudent, not(isStudent)),
  ),
  H("30 years since passing out", "relative-time batch", yearsAgo(30)),
  H("alumni with more than 25 years since passing", "relative-time experience", experience(25)),
  H(
    "freshers of last 2 years in Bengal",
    "relative-time state",
    all(label(and(not(isStudent), batchIn(2024, 2026)), batchIn(2023, 2023)), WB),
  ),
  H(
    "someone who passed out around 15 years ago, now in the Gulf",
    "relative-time region",
    all(years(2011, 2011, 2), C.GULF),
  ),
  H("passed out sometime in the nineties", "relative-time batch", years(1990, 1999, 0)),
  H(
    "nineties batch electricals",
    "relative-time batch trade",
    all(years(1990, 1999, 0), C.ELECTRICAL),
  ),
  H("alumni from the 80s", "relative-time batch", years(1980, 1989, 0)),
  H(
    "batches from the early 2000s in mechanical",
    "relative-time batch trade",
    all(years(2000, 2004), C.MECHANICAL),
  ),
  H(
    "mid 2010s batch computer people",
    "relative-time batch trade",
    all(years(2014, 2017), C.COMPUTER),
  ),
  H(
    "joined the workforce recently, down south",
    "relative-time region",
    all(label(and(not(isStudent), batchIn(2022, 2026)), batchIn(2020, 2021), isStudent), C.SOUTH),
  ),
  H("alumni who retired", "relative-time bio", label(says(/retired|retd/i), batchIn(0, 1992))),
  H(
    "people who passed out 5 years back working in IT",
    "relative-time industry",
    all(
      yearsAgo(5),
      label(
        or(isTech, isCraft("software-developer", "software-tester", "data-analyst", "it-support")),
      ),
    ),
  ),
  H(
    "current year pass outs electronics",
    "relative-time batch trade",
    all(years(2026, 2026, 0), C.ELECTRONICS),
  ),
  H("passed out 12 yrs ago", "relative-time batch", yearsAgo(12)),

  // ---- former employers and moves (read off the bios) -----------------------------------------
  H("ex-Maruti", "former employer", formerly(/maruti/i, isEmployer("maruti"))),
  H(
    "previously worked at L&T",
    "former employer",
    formerly(/L&T|larsen/i, or(inGroup("lt"), isEmployer("lt", "ltts", "ltim"))),
  ),
  H(
    "who moved from the Gulf to Canada",
    "former move",
    label(
      and(
        inCanada,
        bioSays(/dubai|gulf|oman|muscat|qatar|doha|saudi|kuwait|bahrain|abu dhabi|sharjah|uae/i),
      ),
      and(inCanada, bioSays(/moved|came/i)),
    ),
  ),
  H("ex BHEL people", "former employer", formerly(/BHEL/, isEmployer("bhel"))),
  H(
    "former TCS employees",
    "former employer",
    formerly(/\bTCS\b|tata consultancy/i, isEmployer("tcs")),
  ),
  H("ex-HMT", "former employer", formerly(/HMT/, isEmployer("hmt"))),
  H(
    "people who left the Gulf",
    "former move",
    label(
      and(
        not(GULF_PRED),
        bioSays(/dubai|gulf|oman|muscat|qatar|doha|saudi|kuwait|bahrain|abu dhabi|sharjah|uae/i),
      ),
    ),
  ),
  H(
    "career changers from mechanical to IT",
    "former career change",
    label(
      and(
        isTrade("mechanical", "tool-die", "die-mould", "cnc", "automobile"),
        isCraft(
          "software-developer",
          "software-tester",
          "data-analyst",
          "data-scientist",
          "it-support",
          "network-engineer",
        ),
      ),
      and(isTrade("mechanical", "tool-die", "die-mould", "cnc", "automobile"), isTech),
    ),
  ),
  H(
    "alumni who switched careers",
    "former career change",
    label(or(bioSays(/switch|now an? |career change/i), who("l33")), who("l22", "l24")),
  ),
  H("ex-Air India engineers", "former employer", formerly(/air india/i)),
  H("formerly with Lohia", "former employer", formerly(/lohia/i)),
  H("previously at Hero MotoCorp", "former employer", formerly(/hero/i, inGroup("hero"))),
  H(
    "ex Minda now data",
    "former employer craft",
    label(and(bioSays(/minda/i), isCraft("data-analyst", "data-scientist")), bioSays(/minda/i)),
  ),
  H(
    "people who moved abroad after working in India",
    "former move",
    label(
      and(abroad.expect, bioSays(/moved|came to|before|earlier|previously|ex-/i)),
      and(abroad.expect, bioSays(/india|delhi|mumbai|haridwar|hazira|pune|punjab/i)),
    ),
  ),
  H(
    "who moved to Oman from India",
    "former move country",
    label(
      and(inCountry("OM"), bioSays(/moved|previously|earlier/i)),
      inCountry("OM"),
      not(inCountry("OM")),
    ),
  ),
  H("ex-Al Futtaim", "former employer", formerly(/al futtaim/i, isEmployer("alFuttaim"))),
  H("worked earlier at Jaypee", "former employer", formerly(/jaypee/i)),
  H(
    "alumni who have moved from PSU to private",
    "former sector",
    label(
      and(
        inSector("private", "own-business"),
        bioSays(/\b(BHEL|NTPC|SAIL|ONGC|GAIL|HAL|BEL|HMT|PSU)\b|Air India/),
      ),
    ),
  ),
  H(
    "people who came back to India from abroad",
    "former move",
    label(and(inIndia, bioSays(/returned|came back|back to india|back home/i))),
  ),
  H(
    "ex army now civilian job",
    "former sector",
    label(
      and(not(inSector("defence")), bioSays(/army|ex-serviceman|air force|navy|retired from the/i)),
    ),
  ),
  H(
    "previously worked in Dubai",
    "former place",
    label(and(not(at("dubai")), bioSays(/dubai/i)), at("dubai")),
  ),
  H("ex-Swaraj Tractors", "former employer", formerly(/swaraj/i, isEmployer("swaraj"))),

  // ---- licences and certificates ----------------------------------------------------------------
  H("NEBOSH", "cert", label(says(/NEBOSH/i), says(/IOSH|\bHSE\b|safety/i))),
  H("IOSH certified", "cert", label(says(/IOSH/i), says(/NEBOSH/i))),
  H("PMP certified project managers", "cert craft", PMP),
  H("Six Sigma GB certified", "cert", SIX_SIGMA),
  H("CSWIP 3.1 inspectors", "cert craft", WELD_INSPECT),
  H(
    "309A electrician",
    "cert craft",
    label(says(/309A/i), and(isCraft("electrician"), inCountry("CA"))),
  ),
  H("red seal", "cert", RED_SEAL),
  H("Red Seal welder", "cert craft", all(RED_SEAL, C.WELDERS)),
  H("B1 licence holders", "cert", AME),
  H("ASNT level 2", "cert", label(says(/ASNT/i), says(/NDT|radiograph/i))),
  H("ISTQB", "cert", label(says(/ISTQB/i), isCraft("software-tester"))),
  H(
    "API 510 inspector",
    "cert craft",
    label(says(/API 510/i), says(/API 5\d\d|piping inspection/i)),
  ),
  H("CCNA network guys", "cert craft", label(says(/CCNA/i), isCraft("network-engineer"))),
  H("AWS certified cloud", "cert skill", label(says(/\bAWS\b/), says(/cloud|devops/i))),
  H(
    "licensed electrical contractors",
    "cert craft",
    label(
      and(isCraft("electrician"), says(/contractor/i)),
      and(isCraft("electrician"), says(/licen[cs]e|licensed/i)),
    ),
  ),
  H(
    "NEBOSH IGC UAE",
    "cert country",
    all(label(says(/NEBOSH/i), says(/IOSH|\bHSE\b|safety/i)), C.UAE),
  ),
  H("green belt mechanical engineers", "cert craft", all(SIX_SIGMA, C.MECHANICAL)),
  H(
    "safety officers with NEBOSH in the Gulf",
    "cert region",
    all(label(says(/NEBOSH/i), SAFETY.expect), C.GULF),
  ),
  H("aircraft licence B1 Dubai", "cert city", all(AME, city(["dubai"], ["sharjah", "abudhabi"]))),
  H("anyone with an IBR certificate for boilers", "cert", label(says(/\bIBR\b/), says(/boiler/i))),
  H(
    "welders with 6G certification",
    "cert craft",
    label(and(isCraft("welder"), says(/6G/i)), isCraft("welder")),
  ),
  H("CASA licensed engineer", "cert", label(says(/CASA/i), AME.expect)),

  // ---- Bengali, Odia, Assamese, Urdu, Bhojpuri, Haryanvi ------------------------------------------
  H("Asansol e ke ke kaaj kore?", "bengali city", ASANSOL),
  H("Kharagpur er electronics dada", "bengali trade city", all(C.ELECTRONICS, KHARAGPUR)),
  H(
    "Paschimbanga te railway te kaaj kore emon keu",
    "bengali sector state",
    all(label(inSector("railways")), WB),
  ),
  H(
    "amader batch er welding mistri ke ache Gulf e",
    "bengali craft region",
    all(C.WELDERS, C.GULF),
  ),
  H(
    "Kolkata r kachhe mechanical engineer chai",
    "bengali craft place",
    all(C.MECHANICAL_ENGINEERS, near("kolkata", 150)),
  ),
  H("Haldia te kaaj kora lok", "bengali city", where(at("haldia"), at("kharagpur"))),
  H("Odisha re kie kie achhanti", "odia state", where(inState("OD"))),
  H(
    "Rourkela re steel plant re kama karuthiba",
    "odia industry city",
    all(industry("steel"), where(at("rourkela"), inState("OD"))),
  ),
  H(
    "Bhubaneswar re kie kie kama karuchhanti",
    "odia city",
    where(at("bhubaneswar"), at("cuttack")),
  ),
  H("Angul re kie achhi ki?", "odia city", where(at("angul"), at("talcher"))),
  H("Guwahati t kun kun ase?", "assamese city", where(at("guwahati"))),
  H("Axomot kaam kora ISTC r lora", "assamese state", where(inState("AS"))),
  H(
    "Digboi refinery t kaam kore kune?",
    "assamese employer city",
    where(at("digboi"), or(at("duliajan", "numaligarh"), isEmployer("iocl"))),
  ),
  H(
    "Lucknow mein koi bijli ka kaam karne wale sahab hain?",
    "urdu craft city",
    all(label(isCraft("electrician", "electrical-engineer", "lineman")), LUCKNOW),
  ),
  H(
    "janab, Kanpur mein bijli ke thekedaar",
    "urdu craft city",
    all(
      label(
        and(isCraft("electrician"), says(/contractor|thekedar/i)),
        isCraft("electrician", "electrical-engineer"),
      ),
      KANPUR,
    ),
  ),
  H("muhtaram, khaleej mein AC ke mistri", "urdu craft region", all(C.HVAC, C.GULF)),
  H("Hyderabad mein naukri karne wale bhai log", "urdu city", where(at("hyderabad"))),
  H("Gorakhpur ke bhaiya log kahan ba", "bhojpuri city", GORAKHPUR),
  H(
    "Banaras mein rel ke kaarkhana mein ke ba?",
    "bhojpuri employer city",
    all(LOCO_WORKS, VARANASI),
  ),
  H(
    "Purvanchal ke bhai log",
    "bhojpuri region",
    where(at("gorakhpur", "varanasi", "prayagraj"), inState("UP")),
  ),
  H("Bihar ke lika sab kahan kaam karat ba", "bhojpuri state", where(inState("BR"))),
  H("Chhapra Siwan ke log", "bhojpuri place nobody", where(never, inState("BR"))),
  H(
    "Rohtak aale bhai kon kon se",
    "haryanvi city",
    where(at("rohtak"), at("jind", "bhiwani", "sonipat")),
  ),
  H("Haryane ke bijli aale chhore", "haryanvi trade state", all(C.ELECTRICAL, C.HARYANA)),
  H(
    "Hisar mein ke koi bijli aala sai",
    "haryanvi trade city",
    all(C.ELECTRICAL, where(at("hisar"), at("jind", "bhiwani", "sirsa", "fatehabad"))),
  ),
  H("Gurgaon aale bhai", "haryanvi city", C.GURUGRAM),
  H("Jind aale chhore", "haryanvi city", where(at("jind"), at("rohtak", "hisar", "kaithal"))),
  H("tusi Kelowna vich ho?", "punjabi city", KELOWNA),
  H("Amar dada Southall e thake", "bengali city", SOUTHALL),
  H("Sikkim ot kaam kora manuh", "assamese state", where(inState("SK"))),
  H(
    "hamaar bhatija Varanasi mein rel mein naukri chahat ba",
    "bhojpuri sector city",
    all(label(inSector("railways")), VARANASI),
  ),

  // ---- one- and two-word queries ----------------------------------------------------------------
  H("Satna", "short city", SATNA),
  H("Katni", "short city", KATNI),
  H("Korba", "short city", KORBA),
  H("Raigarh", "short city", RAIGARH),
  H("Dharwad", "short city", DHARWAD),
  H("Shimoga", "short city", SHIVAMOGGA),
  H("Davangere", "short city", DAVANAGERE),
  H("Ramagundam", "short city", RAMAGUNDAM),
  H("Karimnagar", "short city", KARIMNAGAR),
  H("Sriperumbudur", "short city", SRIPERUMBUDUR),
  H("Ranipet", "short city", RANIPET),
  H("Kharagpur", "short city", KHARAGPUR),
  H("Chittaranjan", "short city", where(at("chittaranjan"), at("asansol"))),
  H("Kavaratti", "short city", LAKSHADWEEP),
  H("Trondheim", "short city", label(at("trondheim"), inCountry("NO"), not(inCountry("NO")))),
  H("Brno", "short city", label(at("brno"), inCountry("CZ"), not(inCountry("CZ")))),
  H("Katowice", "short city", label(at("katowice"), inCountry("PL"), not(inCountry("PL")))),
  H("Kigali", "short city", RWANDA),
  H("Suva", "short city", FIJI),
  H("Duqm", "short city", DUQM),
  H("Fujairah", "short city", FUJAIRAH),
  H("Slough", "short city", SLOUGH),
  H("Wolverhampton", "short city", WOLVES),
  H("BALCO", "short employer", label(isEmployer("balco"), isEmployer("vedanta"))),
  H("Singareni", "short employer", label(isEmployer("sccl"))),
  H("RFCL", "short employer", label(isEmployer("rfcl"))),
  H(
    "MESCOM",
    "short employer",
    label(isEmployer("mescom"), and(inSector("state-utility"), inState("KA"))),
  ),
  H("Foxconn", "short employer", label(isEmployer("foxconn"))),
  H("Saint Gobain", "short employer", label(isEmployer("saintGobain"))),
  H("Yamaha", "short employer", label(isEmployer("yamaha"))),
  H("Petronas", "short employer", label(isEmployer("petronas"))),
  H("Evraz", "short employer", label(isEmployer("evraz"))),
  H("KEC", "short employer", label(isEmployer("kec"))),
  H("HEG", "short employer", label(isEmployer("heg"))),
  H("Hitachi", "short employer", label(isEmployer("hitachiEnergy", "tataHitachi"))),
  H("Nordic Semi", "short employer", label(isEmployer("nordicSemi"))),
  H("Mars", "short employer", label(isEmployer("mars"))),
  H("CLW", "short employer", label(isEmployer("clw"))),
  H("ordnance factory jobs", "short employer", ORDNANCE),
  H("millwright", "short craft", MILLWRIGHT),
  H("lineman ISTC", "short craft", C.LINEMEN),
  H("potline", "short skill", label(says(/potline/i), isEmployer("balco", "nalco", "vedanta"))),
  H("kiln", "short skill", label(says(/kiln/i), CEMENT.expect)),
  H("SMT", "short skill", label(says(/\bSMT\b/), isEmployer("foxconn"))),
  H("firmware", "short skill", label(or(says(/firmware/i), isCraft("embedded-engineer")))),
  H(
    "MOT tester",
    "short craft",
    label(says(/\bMOT\b/), and(isCraft("auto-mechanic"), inCountry("GB"))),
  ),
  H(
    "mine surveyor",
    "short craft",
    label(and(isCraft("surveyor"), says(/mine|mining/i)), isCraft("surveyor")),
  ),
  H("GET", "short title", label(titled(/graduate engineer trainee|\bGET\b/i), titled(/trainee/i))),
  H("principal", "short title", PRINCIPALS),
  H("HRBP", "short title", label(titled(/HR Business Partner|HRBP/i), isCraft("hr"))),
  H("HSE", "short craft", SAFETY),
  H(
    "QA automation",
    "short craft",
    label(
      and(isCraft("software-tester"), says(/automation|selenium/i)),
      isCraft("software-tester"),
    ),
  ),
  H(
    "blast furnace maintenance",
    "short skill",
    label(
      and(says(/blast furnace|\bBF\b/i), says(/maint|mech|fitter/i)),
      says(/blast furnace|\bBF\b/i),
    ),
  ),
  H("boiler", "short skill", label(says(/boiler/i))),
  H("solar", "short skill", label(says(/solar/i))),
  H("off-grid", "short skill", label(says(/off-grid|off grid/i), says(/solar/i))),
  H("Ladakh UT", "short state", LADAKH),
  H("Lakshadweep", "short state", LAKSHADWEEP),
  H("Chhattisgarh", "short state", CG),
  H("MP", "short state", MP),
  H("Bengal", "short state", WB),
  H("Telangana state", "short state", C.TELANGANA),
  H("BC", "short province", BC),
  H("Saskatchewan", "short province", SASKATCHEWAN),
  H("Fiji", "short country", FIJI),
  H("Brunei", "short country", BRUNEI),
  H("Ethiopia", "short country", ETHIOPIA),
  H("Rwanda", "short country", RWANDA),
  H("Malaysia alumni", "short country", MALAYSIA),
  H("Norway", "short country", NORWAY),
  H("Czechia", "short country", CZECH),
  H("Poland ISTC", "short country", POLAND),
  H("AME", "short craft", AME),
  H("NGO", "short sector", NGO),
  H("hospital", "short industry", HOSPITALS),
  H("cement", "short industry", CEMENT),
  H(
    "fertilizer",
    "short industry",
    label(or(isEmployer("rfcl", "nfl"), says(/fertili[sz]er|ammonia|urea/i))),
  ),
  H(
    "refinery Oman",
    "short industry country",
    all(label(says(/refiner/i), industry("oil-gas").expect), OMAN),
  ),
  H("loco works", "short employer", LOCO_WORKS),
  H(
    "excavators",
    "short industry",
    label(says(/excavator/i), isEmployer("tataHitachi", "jcb", "beml")),
  ),
  H(
    "two-wheeler",
    "short industry",
    label(
      or(
        says(/two-wheeler|motorcycle/i),
        isEmployer("yamaha", "hero", "bajajAuto", "tvs", "ducati"),
      ),
      isEmployer("honda"),
    ),
  ),

  // ---- names, nicknames and partial names ------------------------------------------------------
  H(
    "Harry from the 2015 batch",
    "name nickname batch",
    label(who("l35"), named("harinder").expect),
  ),
  H("Sardar ji electrician in Surrey", "name craft city", all(C.ELECTRICIANS, SURREY)),
  H(
    "Jaggi toolroom wale",
    "name nickname craft",
    label(who("l32"), and(named("jagtar").expect, isCraft("tool-die-maker"))),
  ),
  H("Pappu Pandey Kanpur", "name nickname city", label(who("l24"), named("pandey").expect)),
  H("Dhaliwal", "name surname", named("dhaliwal")),
  H("Hiremath", "name surname", named("hiremath")),
  H("Basavaraj Hiremath Dharwad", "name city", label(who("l07"), who("g28"))),
  H("Venkatesh Goud NTPC", "name employer", label(who("l12"), who("p15"))),
  H("Sai Kiran Reddy Karimnagar", "name city", label(who("l11"), who("y15"))),
  H("Moumita Das Kharagpur", "name city", label(who("l21"), who("k38"))),
  H("Imran Qureshi electrical", "name trade", label(who("l04"), who("q13"))),
  H("Imran Qureshi", "name", label(who("l04", "q13"), named("qureshi").expect)),
  H("Tsering", "name first", named("tsering")),
  H("Stanzin from Leh", "name city", label(who("l29"), named("stanzin").expect)),
  H("Angmo", "name surname", named("angmo")),
  H(
    "Gurdev Virk garage",
    "name craft",
    label(who("l39"), and(named("virk").expect, named("gurdev").expect)),
  ),
  H("Virk", "name surname", named("virk")),
  H("Johal", "name surname", named("johal")),
  H("Bains Oman", "name country", all(named("bains"), OMAN)),
  H("Mr. Dwivedi, Satna cement", "name city", label(who("l01"), named("dwivedi").expect)),
  H("Kulkarni software Hubli", "name craft city", label(who("l08"), named("kulkarni").expect)),
  H("Murugan toolroom", "name craft", label(who("l15"), named("murugan").expect)),
  H("Karthik Raja CSWIP", "name cert", label(who("l17"))),
  H("Subhajit", "name first", named("subhajit")),
  H("Anirban from CLW", "name employer", label(who("l19"), named("anirban").expect)),
  H("Sourav Kharagpur", "name city", label(who("l20"), named("sourav").expect)),
  H("Faizan AC Lucknow", "name craft city", label(who("l25"), named("faizan").expect)),
  H("Lavanya surveyor", "name craft", label(who("l13"), named("lavanya").expect)),
  H("Mallikarjun contractor", "name craft", label(who("l09"), named("mallikarjun").expect)),
  H("Raghu lineman Shimoga", "name nickname craft city", label(who("l10"), C.LINEMEN.expect)),
  H("Balwant Sandhu welder Kelowna", "name craft city", label(who("l36"), named("balwant").expect)),
  H("Kulwant Dhaliwal Regina", "name city", label(who("l37"), named("dhaliwal").expect)),
  H("Sukhjeet Rai JLR", "name employer", label(who("l40"), isEmployer("jlr"))),
  H("Ravneel Fiji", "name country", label(who("i06"), FIJI.expect)),
  H("Nurul Huda", "name", label(who("i10"))),
  H("Pema Bhutia", "name", label(named("bhutia").expect)),
  H("Amrit Johal Slough", "name city", label(who("l38"), named("johal").expect)),
  H("Kamaljeet PMP Oman", "name cert country", label(who("i08"), named("kamaljeet").expect)),
  H(
    "Malhotra Ethiopia",
    "name country",
    label(and(named("malhotra").expect, inCountry("ET")), named("malhotra").expect),
  ),

  // ---- counting questions (the members themselves are labelled) ---------------------------------
  H("how many alumni in Canada", "count country", C.CANADA),
  H("count of electricians in Punjab", "count craft state", all(C.ELECTRICIANS, C.PUNJAB)),
  H("how many of us are in the UK", "count country", country(["GB"])),
  H("number of alumni working in PSUs", "count sector", psu),
  H("how many welders abroad", "count craft abroad", all(C.WELDERS, abroad)),
  H("total students currently enrolled", "count students", currentStudents),
  H(
    "how many alumni in Madhya Pradesh and Chhattisgarh",
    "count state",
    where(inState("MP", "CG")),
  ),
  H("kitne log Gulf mein hain", "count hinglish region", C.GULF),
  H("how many linemen do we have", "count craft", C.LINEMEN),
  H("no. of alumni in Telangana", "count state", C.TELANGANA),
  H("how many ISTCians in Africa", "count region", AFRICA),
  H("how many entrepreneurs", "count own", OWN),
  H("count of 2014 batch", "count batch", batch(2014, 2014, 0)),
  H("how many in railways", "count sector", label(inSector("railways"))),
  H("how many tool and die alumni abroad", "count trade abroad", all(C.TOOL_DIE, abroad)),
  H("how many people in West Bengal", "count state", WB),
  H("total HVAC technicians", "count craft", C.HVAC),
  H("how many alumni work for Tata companies", "count group", label(inGroup("tata"))),
  H("how many are in Europe", "count region", C.EUROPE),
  H("kitne electrician Canada mein", "count hinglish craft country", all(C.ELECTRICIANS, C.CANADA)),
  H(
    "how many civil engineers in Karnataka",
    "count craft state",
    all(C.CIVIL_ENGINEERS, C.KARNATAKA),
  ),
  H("count instrumentation engineers", "count craft", C.INSTRUMENTATION),
  H("how many surveyors", "count craft", C.SURVEYORS),
  H("how many alumni in Uttar Pradesh", "count state", C.UP),
  H("how many members in the southern states", "count region", C.SOUTH),
  H("how many alumni are teachers", "count craft", C.TEACHERS),
  H("koto jon West Bengal e ache", "count bengali state", WB),
  H("how many people in Oman", "count country", OMAN),

  // ---- mixed scripts and emojis -------------------------------------------------------------------
  H(
    "🔧 mechanic Southall",
    "emoji craft city",
    all(label(isCraft("auto-mechanic"), isCraft("service-advisor")), SOUTHALL),
  ),
  H("⚡ electrician Kanpur", "emoji craft city", all(C.ELECTRICIANS, KANPUR)),
  H("🏭 plant jobs in Chhattisgarh", "emoji industry state", all(WORKING, CG)),
  H("⚡ lineman Karnataka", "emoji craft state", all(C.LINEMEN, C.KARNATAKA)),
  H("🇨🇦 welders", "emoji craft country", all(C.WELDERS, C.CANADA)),
  H(
    "🇬🇧 engineers",
    "emoji country",
    all(
      label(
        or(
          titled(/engineer|engr|engg/i),
          isCraft(
            "mechanical-engineer",
            "electrical-engineer",
            "production-engineer",
            "maintenance-engineer",
            "civil-engineer",
            "design-engineer",
            "software-developer",
          ),
        ),
        WORKING.expect,
      ),
      country(["GB"]),
    ),
  ),
  H("🇳🇴 anyone?", "emoji country", NORWAY),
  H("✈️ aircraft maintenance", "emoji craft", AME),
  H("❄️ AC repair Lucknow", "emoji craft city", all(C.HVAC, LUCKNOW)),
  H("👷 civil site engineer Leh", "emoji craft city", all(C.CIVIL_ENGINEERS, LEH)),
  H("💻 developer Dharwad", "emoji craft city", all(C.SOFTWARE, DHARWAD)),
  H("🚂 loco works", "emoji employer", LOCO_WORKS),
  H(
    "☀️ solar technician",
    "emoji skill",
    label(
      and(says(/solar/i), isCraft("electrician", "electrical-engineer", "project-manager")),
      says(/solar/i),
    ),
  ),
  H("🔥 welding inspector", "emoji craft", C.WELDING_INSPECTORS),
  H(
    "🛢️ refinery jobs Gulf",
    "emoji industry region",
    all(label(or(says(/refiner/i), inIndustry("oil-gas"))), C.GULF),
  ),
  H("🎓 current students", "emoji students", currentStudents),
  H("electrician इलेक्ट्रीशियन Madhya Pradesh", "mixed-script craft state", all(C.ELECTRICIANS, MP)),
  H("welder वेल्डर कटनी", "mixed-script craft city", all(C.WELDERS, KATNI)),
  H("कानपुर electrical", "mixed-script trade city", all(C.ELECTRICAL, KANPUR)),
  H("लखनऊ HVAC", "mixed-script craft city", all(C.HVAC, LUCKNOW)),
  H("Greater नोएडा students", "mixed-script students city", all(students, GREATER_NOIDA)),
  H("रेलवे jobs West Bengal", "mixed-script sector state", all(label(inSector("railways")), WB)),
  H("सतना cement plant", "mixed-script industry city", all(CEMENT, SATNA)),
  H("NTPC रामागुंडम", "mixed-script employer city", all(label(isEmployer("ntpc")), RAMAGUNDAM)),
  H("कनाडा Red Seal", "mixed-script cert country", all(RED_SEAL, C.CANADA)),
  H(
    "दुबई electrician",
    "mixed-script craft city",
    all(C.ELECTRICIANS, city(["dubai"], ["sharjah", "abudhabi"])),
  ),
  H("लेह लद्दाख alumni", "mixed-script state", LADAKH),
  H("वाराणसी BLW", "mixed-script employer city", all(label(isEmployer("blw")), VARANASI)),
  H("गोरखपुर CNC", "mixed-script trade city", all(C.CNC, GORAKHPUR)),
  H("ফিটার Asansol", "mixed-script bengali craft city", all(C.FITTERS, ASANSOL)),

  // ---- typos of places and companies --------------------------------------------------------------
  H("alumni in Gurgoan", "typo city", C.GURUGRAM),
  H("software jobs Banglore", "typo craft city", all(C.SOFTWARE, C.BENGALURU)),
  H("Infosis employees", "typo employer", label(isEmployer("infosys", "infosysBpm"))),
  H("Mahindera tractors", "typo employer", label(and(inGroup("mahindra"), not(isTech)))),
  H("Maruthi Suzuki", "typo employer", label(isEmployer("maruti"), bioSays(/maruti/i))),
  H("Ramagundum", "typo city", RAMAGUNDAM),
  H("Karimnager", "typo city", KARIMNAGAR),
  H("Sriperambudur", "typo city", SRIPERUMBUDUR),
  H("Kharagpore", "typo city", KHARAGPUR),
  H("Asansole steel", "typo industry city", all(industry("steel"), ASANSOL)),
  H("Satana MP", "typo city", SATNA),
  H("Dharward", "typo city", DHARWAD),
  H("Davangere civil", "typo trade city", all(C.CIVIL, DAVANAGERE)),
  H("Shimogga lineman", "typo craft city", all(C.LINEMEN, SHIVAMOGGA)),
  H("Lakshdweep", "typo state", LAKSHADWEEP),
  H("Ladak", "typo state", LADAKH),
  H("Greator Noida", "typo city", GREATER_NOIDA),
  H("Gorakpur", "typo city", GORAKHPUR),
  H("Lucknw", "typo city", LUCKNOW),
  H("Kelowana welder", "typo craft city", all(C.WELDERS, KELOWNA)),
  H("Reigna Saskatchewan", "typo city", REGINA),
  H("Wolverhampten", "typo city", WOLVES),
  H("Sloug UK", "typo city", SLOUGH),
  H("Trondhiem", "typo city", label(at("trondheim"), inCountry("NO"), not(inCountry("NO")))),
  H("Kathowice Poland", "typo city", label(at("katowice"), inCountry("PL"), not(inCountry("PL")))),
  H("Adis Ababa", "typo city", ETHIOPIA),
  H("Fujeirah", "typo city", FUJAIRAH),
  H("Kuala Lampur", "typo city", label(at("kualaLumpur"), inCountry("MY"), not(inCountry("MY")))),
  H("Forxconn", "typo employer", label(isEmployer("foxconn"))),
  H("Singreni collieries", "typo employer", label(isEmployer("sccl"))),
  H(
    "Jindal Steel n Power Raigad",
    "typo employer",
    prefer(label(isEmployer("jspl")), at("raigarh")),
  ),
  H("Tata Hitchi", "typo employer", label(isEmployer("tataHitachi"))),
  H("Hitachi Enrgy Poland", "typo employer country", label(isEmployer("hitachiEnergy"))),
  H("Petronus KL", "typo employer city", label(isEmployer("petronas"))),
  H("Etheopian Airlines", "typo employer", label(isEmployer("ethiopian"))),
  H("Apollo hospitl Lucknow", "typo employer city", all(label(isEmployer("apollo")), LUCKNOW)),
  H("Nordik semiconductor", "typo employer", label(isEmployer("nordicSemi"))),
  H("Honywell Brno", "typo employer city", all(label(isEmployer("honeywell")), CZECH)),
  H("Banaras Loco Works", "typo employer", label(isEmployer("blw"), LOCO_WORKS.expect)),
  H("Chitaranjan loco", "typo employer", label(isEmployer("clw"), LOCO_WORKS.expect)),

  // ---- plain queries ------------------------------------------------------------------------------
  H("mechanical engineers in Madhya Pradesh", "plain craft state", all(C.MECHANICAL_ENGINEERS, MP)),
  H("electricians in Chhattisgarh", "plain craft state", all(C.ELECTRICIANS, CG)),
  H("fitters in steel plants", "plain craft industry", all(C.FITTERS, industry("steel"))),
  H("welders in Madhya Pradesh", "plain craft state", all(C.WELDERS, MP)),
  H(
    "software engineers in Karnataka outside Bangalore",
    "plain craft state negation",
    all(C.SOFTWARE, except(C.KARNATAKA, at("bengaluru"))),
  ),
  H("linemen in South India", "plain craft region", all(C.LINEMEN, C.SOUTH)),
  H(
    "electrical engineers in Telangana",
    "plain craft state",
    all(C.ELECTRICAL_ENGINEERS, C.TELANGANA),
  ),
  H(
    "maintenance engineers at NTPC",
    "plain craft employer",
    all(C.MAINTENANCE, label(isEmployer("ntpc"))),
  ),
  H("surveyors in Telangana", "plain craft state", all(C.SURVEYORS, C.TELANGANA)),
  H(
    "instrumentation engineers in fertilizer plants",
    "plain craft industry",
    all(
      C.INSTRUMENTATION,
      label(or(isEmployer("rfcl", "nfl"), says(/fertili[sz]er|ammonia|urea/i))),
    ),
  ),
  H("toolmakers in Tamil Nadu", "plain craft state", all(C.TOOLMAKERS, C.TAMIL_NADU)),
  H(
    "electronics people in Chennai area",
    "plain trade city",
    all(C.ELECTRONICS, where(at("chennai", "sriperumbudur"), at("ranipet", "sriCity"))),
  ),
  H(
    "welding inspectors in Tamil Nadu",
    "plain craft state",
    all(C.WELDING_INSPECTORS, C.TAMIL_NADU),
  ),
  H(
    "alumni in Asansol Durgapur belt",
    "plain place",
    where(at("asansol", "durgapur", "chittaranjan")),
  ),
  H(
    "electrical engineers in railways",
    "plain craft sector",
    all(C.ELECTRICAL_ENGINEERS, label(inSector("railways"))),
  ),
  H(
    "lab technicians at IITs",
    "plain craft employer",
    label(and(titled(/lab/i), or(isEmployer("iitKgp"), says(/\bIIT\b/))), titled(/lab/i)),
  ),
  H(
    "graduate engineer trainees (GET)",
    "plain title",
    label(titled(/graduate engineer trainee|\bGET\b/i), titled(/trainee/i)),
  ),
  H(
    "automobile engineers in Greater Noida",
    "plain craft city",
    all(C.AUTO_ENGINEERS, GREATER_NOIDA),
  ),
  H("computer students in UP", "plain students trade state", all(students, C.COMPUTER, C.UP)),
  H(
    "electrical contractors in Uttar Pradesh",
    "plain craft state",
    all(label(and(isCraft("electrician"), says(/contractor/i)), isCraft("electrician")), C.UP),
  ),
  H("HVAC engineers in hospitals", "plain craft industry", all(C.HVAC, HOSPITALS)),
  H(
    "railway engineers in Varanasi",
    "plain sector city",
    all(label(inSector("railways")), VARANASI),
  ),
  H("CNC operators in Uttar Pradesh", "plain craft state", all(C.CNC_OPERATORS, C.UP)),
  H("civil engineers in Ladakh", "plain craft state", all(C.CIVIL_ENGINEERS, LADAKH)),
  H("solar technicians in Ladakh", "plain skill state", all(label(says(/solar/i)), LADAKH)),
  H("electricians in Lakshadweep", "plain craft state", all(C.ELECTRICIANS, LAKSHADWEEP)),
  H("data analysts in NCR", "plain craft region", all(C.DATA, C.NCR)),
  H("tool and die alumni in Mohali", "plain trade city", all(C.TOOL_DIE, C.MOHALI)),
  H("ITI principals", "plain title", PRINCIPALS),
  H("instructors in Bhopal", "plain craft city", all(C.TEACHERS, BHOPAL)),
  H("HR in IT companies", "plain craft industry", all(C.HR, C.TECH)),
  H("electricians in British Columbia", "plain craft province", all(C.ELECTRICIANS, BC)),
  H("welders in BC Canada", "plain craft province", all(C.WELDERS, BC)),
  H("millwrights in Saskatchewan", "plain craft province", all(MILLWRIGHT, SASKATCHEWAN)),
  H("alumni in the Canadian prairies", "plain region", PRAIRIES),
  H("maintenance engineers in the UK", "plain craft country", all(C.MAINTENANCE, country(["GB"]))),
  H("PLC programmers in England", "plain craft country", all(C.PLC, country(["GB"]))),
  H(
    "garage owners in London",
    "plain craft city",
    all(
      label(and(isCraft("auto-mechanic", "service-advisor"), OWN.expect), isCraft("auto-mechanic")),
      LONDON_AREA,
    ),
  ),
  H(
    "manufacturing engineers in the West Midlands",
    "plain craft region",
    all(
      label(
        isCraft("production-engineer", "mechanical-engineer"),
        isCraft("tool-die-maker", "quality-engineer", "design-engineer"),
      ),
      label(at("wolverhampton", "birmingham", "coventry"), never, not(inCountry("GB"))),
    ),
  ),
  H("embedded engineers in Scandinavia", "plain craft region", all(C.EMBEDDED, SCANDINAVIA)),
  H(
    "software testers in Europe",
    "plain craft region",
    all(label(isCraft("software-tester")), C.EUROPE),
  ),
  H(
    "electrical engineers in Eastern Europe",
    "plain craft region",
    all(C.ELECTRICAL_ENGINEERS, EAST_EUROPE),
  ),
  H("alumni in Africa", "plain region", AFRICA),
  H("transmission line engineers in Africa", "plain craft region", all(POWER_LINE, AFRICA)),
  H("aircraft engineers abroad", "plain craft abroad", all(AME, abroad)),
  H(
    "electrical engineers in the Pacific islands",
    "plain craft region",
    all(C.ELECTRICAL_ENGINEERS, label(inCountry("FJ"), inCountry("NZ"))),
  ),
  H("safety officers in UAE", "plain craft country", all(SAFETY, C.UAE)),
  H("project managers in Oman", "plain craft country", all(C.PROJECT_MANAGERS, OMAN)),
  H("welding supervisors in Brunei", "plain craft country", all(C.WELDERS, BRUNEI)),
  H(
    "IT support in Malaysia",
    "plain craft country",
    all(label(isCraft("it-support", "network-engineer"), isCraft("software-developer")), MALAYSIA),
  ),
  H("alumni in South East Asia", "plain region", SE_ASIA),
  H("oil and gas alumni in Oman", "plain industry country", all(industry("oil-gas"), OMAN)),
  H("steel plant people in Canada", "plain industry country", all(industry("steel"), C.CANADA)),
  H("automobile alumni in the UK", "plain trade country", all(C.AUTOMOBILE, country(["GB"]))),
  H("electronics alumni abroad", "plain trade abroad", all(C.ELECTRONICS, abroad)),
  H("mechanical alumni in Telangana", "plain trade state", all(C.MECHANICAL, C.TELANGANA)),
  H("electrical alumni in Karnataka", "plain trade state", all(C.ELECTRICAL, C.KARNATAKA)),
  H("welding alumni in Tamil Nadu", "plain trade state", all(C.WELDING, C.TAMIL_NADU)),
  H("civil alumni in Karnataka", "plain trade state", all(C.CIVIL, C.KARNATAKA)),
  H("computer alumni in Karnataka", "plain trade state", all(C.COMPUTER, C.KARNATAKA)),
  H("RAC alumni in Uttar Pradesh", "plain trade state", all(C.RAC, C.UP)),
  H(
    "production engineers in Karnataka",
    "plain craft state",
    all(C.PRODUCTION_ENGINEERS, C.KARNATAKA),
  ),
  H(
    "production engineers in Tamil Nadu",
    "plain craft state",
    all(C.PRODUCTION_ENGINEERS, C.TAMIL_NADU),
  ),
  H("production engineers abroad", "plain craft abroad", all(C.PRODUCTION_ENGINEERS, abroad)),
  H(
    "electricians abroad with their own business",
    "plain craft own abroad",
    all(C.ELECTRICIANS, OWN, abroad),
  ),
  H(
    "civil contractors in Karnataka",
    "plain craft state",
    all(label(and(isCraft("civil-engineer"), OWN.expect), isCraft("civil-engineer")), C.KARNATAKA),
  ),
  H("govt jobs in West Bengal", "plain sector state", all(government, WB)),
  H("PSU jobs in Chhattisgarh", "plain sector state", all(psu, CG)),
  H("defence jobs in MP", "plain sector state", all(label(inSector("defence")), MP)),
  H(
    "state electricity board linemen",
    "plain craft sector",
    all(C.LINEMEN, label(inSector("state-utility"), inSector("govt-dept"))),
  ),
  H(
    "people at Tata companies in Karnataka",
    "plain group state",
    all(label(inGroup("tata")), C.KARNATAKA),
  ),
  H("MNC jobs in Tamil Nadu", "plain sector state", all(label(isMnc), C.TAMIL_NADU)),
  H("foreign companies in Greater Noida", "plain sector city", all(label(isMnc), GREATER_NOIDA)),
  H("students in Madhya Pradesh", "plain students state", all(students, MP)),
  H("current students from UP", "plain students state", all(currentStudents, C.UP)),
  H("2027 passing batch", "plain batch", batch(2027, 2027, 1)),
  H("1987 batch", "plain batch", batch(1987, 1987, 1)),
  H("2006 batch mechanical", "plain batch trade", all(batch(2006, 2006, 1), C.MECHANICAL)),
  H("electrical 2016 pass out", "plain batch trade", all(batch(2016, 2016, 1), C.ELECTRICAL)),
  H("2012 batch electronics", "plain batch trade", all(batch(2012, 2012, 1), C.ELECTRONICS)),
  H("2010 batch abroad", "plain batch abroad", all(batch(2010, 2010, 1), abroad)),
  H("alumni in Noida and Greater Noida", "plain city", NOIDA_BOTH),
  H("alumni in Ghaziabad", "plain city", GHAZIABAD),
  H("alumni in Kanpur", "plain city", KANPUR),
  H("alumni in Gangtok", "plain city", where(at("gangtok"), inState("SK"))),
  H("alumni in Leh", "plain city", LEH),
  H("alumni in Surrey BC", "plain city", SURREY),
  H("alumni in Southall", "plain city", SOUTHALL),
  H("alumni in Bhopal", "plain city", BHOPAL),
  H("NTPC Ramagundam", "plain employer city", all(label(isEmployer("ntpc")), RAMAGUNDAM)),
  H("BHEL Ranipet", "plain employer city", all(label(isEmployer("bhel")), RANIPET)),
  H("SAIL Burnpur", "plain employer city", all(label(isEmployer("sail")), ASANSOL)),
  H(
    "Tata Metaliks Kharagpur",
    "plain employer city",
    label(isEmployer("tataMetaliks"), and(inGroup("tata"), at("kharagpur"))),
  ),
  H(
    "JLR Wolverhampton",
    "plain employer city",
    label(and(isEmployer("jlr"), at("wolverhampton")), isEmployer("jlr")),
  ),
  H(
    "Infosys Hubli",
    "plain employer city",
    label(and(isEmployer("infosys"), at("dharwad")), isEmployer("infosys")),
  ),
  H("Birla cement Satna", "plain employer city", label(isEmployer("birlaCorp"), CEMENT.expect)),
  H(
    "QA/QC inspectors in the Gulf",
    "plain craft region",
    all(
      label(
        and(isCraft("quality-engineer", "quality-inspector", "welding-inspector"), not(who("i07"))),
        who("i07"),
      ),
      C.GULF,
    ),
  ),
  H("quality inspectors abroad", "plain craft abroad", demote(all(C.QUALITY, abroad), who("i07"))),
  H(
    "trainers who mentor apprentices",
    "plain craft",
    label(and(TRAINERS.expect, says(/mentor|apprentice|trains/i)), TRAINERS.expect),
  ),
  H("BRO engineers", "plain employer", label(and(isEmployer("bro"), not(isStudent)))),
];
