import { STATE_OF, type City, type EvalBusiness, type Tag } from "./businesses.data.js";

/**
 * Labelled business queries (issue 28): what a member types on /businesses, and which fixture
 * businesses answer it (`expect`), or may (`accept`: not wrong, not required). Written from the
 * truth of businesses.data.ts.
 */
export interface BusinessEvalQuery {
  q: string;
  category?: string;
  expect: (b: EvalBusiness) => boolean;
  accept?: (b: EvalBusiness) => boolean;
}

type P = (b: EvalBusiness) => boolean;
const has =
  (...tags: Tag[]): P =>
  (b) =>
    tags.some((t) => b.truth.tags.includes(t));
const inCity =
  (...cities: City[]): P =>
  (b) =>
    cities.includes(b.truth.city);
const inState =
  (...states: string[]): P =>
  (b) =>
    states.includes(STATE_OF[b.truth.city]);
const and =
  (...ps: P[]): P =>
  (b) =>
    ps.every((p) => p(b));
const not =
  (p: P): P =>
  (b) =>
    !p(b);
const category =
  (...names: string[]): P =>
  (b) =>
    names.includes(b.category);

/** Cities within 30 km of Mohali (the "near" reach). */
const NEAR_MOHALI: City[] = ["Mohali", "Chandigarh", "Panchkula", "Zirakpur", "Kharar"];
/** Pimpri-Chinchwad is a city of its own beside Pune: "in Pune" may show it, need not. */
const PUNE_METRO: City[] = ["Pune", "Pimpri"];

const q = (text: string, expect: P, accept?: P, cat?: string): BusinessEvalQuery => ({
  q: text,
  expect,
  accept,
  category: cat,
});

export const BUSINESS_QUERIES: readonly BusinessEvalQuery[] = [
  // The issue's own three.
  q("tool rooms in Ludhiana", and(has("toolroom"), inCity("Ludhiana"))),
  // A die caster that also machines, and a CNC training institute, are not wrong for CNC job work.
  q(
    "CNC job work near Mohali",
    and(has("cnc"), inCity(...NEAR_MOHALI)),
    and(has("training", "casting"), inCity(...NEAR_MOHALI)),
  ),
  // A robotic welding job shop is automation work too.
  q(
    "automation firms in Pune",
    and(has("automation"), inCity("Pune")),
    and(has("automation", "welding"), inCity(...PUNE_METRO)),
  ),
  // Categories in other words.
  q("die makers in Punjab", and(has("toolroom"), inState("PB"))),
  q("mould makers", has("mould"), has("toolroom")),
  q("press tools Nashik", and(has("toolroom"), inCity("Nashik"))),
  q("toolroom gurgaon", and(has("toolroom"), inCity("Gurugram"))),
  q("software house in Bangalore", and(has("software"), inCity("Bengaluru"))),
  q("software studio", has("software"), has("web")),
  q("training institute in Chandigarh", and(has("training"), inCity("Chandigarh"))),
  q("welding training", and(has("training"), has("welding"))),
  q("plc programming companies in maharashtra", and(has("plc"), inState("MH"))),
  q("industrial automation Bengaluru", and(has("automation"), inCity("Bengaluru"))),
  q(
    "electrical contractors in Chandigarh",
    and(has("electrical"), inCity("Chandigarh"), not(has("trading"))),
    and(has("electrical"), inCity("Chandigarh")),
  ),
  q(
    "electricians near Mohali",
    and(has("electrical"), inCity(...NEAR_MOHALI)),
    and(has("solar"), inCity(...NEAR_MOHALI)),
  ),
  q("builders in Mohali", and(has("construction"), inCity("Mohali"))),
  q("construction companies in Punjab", and(has("construction"), inState("PB"))),
  q("civil contractors", has("construction")),
  q("traders in Ludhiana", and(has("trading"), inCity("Ludhiana"))),
  q(
    "cutting tools dealers",
    and(has("trading"), (b) => b.key === "b35"),
  ),
  q("bearing distributors", (b) => b.key === "b36"),
  q("solar installers in Punjab", and(has("solar"), inState("PB"))),
  q(
    "solar companies near Chandigarh",
    and(has("solar"), inCity("Chandigarh", "Mohali", "Panchkula", "Zirakpur", "Kharar")),
  ),
  q(
    "sheet metal fabrication in Faridabad",
    (b) => b.key === "b34",
    and(has("fabrication"), inCity("Faridabad")),
  ),
  q("steel fabricators", has("fabrication")),
  q("hydraulic press manufacturers", (b) => b.key === "b38", has("hydraulics")),
  q("hydraulic repair", and(has("hydraulics"), has("repair")), has("hydraulics")),
  q("castings Coimbatore", and(has("casting"), inCity("Coimbatore"))),
  q("die casting in Mohali", and(has("casting"), inCity("Mohali"))),
  q("AC repair Ludhiana", and(has("hvac"), inCity("Ludhiana"))),
  q(
    "HVAC companies in Gurugram",
    and(has("hvac"), inCity("Gurugram"), not(has("training"))),
    and(has("hvac"), inCity("Gurugram")),
  ),
  q("CNC machine repair", and(has("repair"), has("cnc"))),
  q("motor rewinding Jalandhar", (b) => b.key === "b44"),
  q("website design Delhi", and(has("web"), inCity("Delhi"))),
  q("app developers", (b) => b.key === "b22", has("software")),
  q("ISTCian-run businesses in Canada", inCity("Toronto")),
  q("businesses run by ISTCians in Rajkot", inCity("Rajkot")),
  q("pharma machinery Baddi", (b) => b.key === "b45"),
  // Hinglish and plain words.
  q("ludhiana mein tool room", and(has("toolroom"), inCity("Ludhiana"))),
  q("welding wale Ludhiana", and(has("welding"), inCity("Ludhiana"))),
  q("bijli ka kaam Kharar", and(has("electrical"), inCity("Kharar"))),
  q("cnc wale pune", and(has("cnc"), inCity("Pune"))),
  // Misspellings.
  q("tool room ludhiyana", and(has("toolroom"), inCity("Ludhiana"))),
  q(
    "automtion pune",
    and(has("automation"), inCity("Pune")),
    and(has("automation", "welding"), inCity(...PUNE_METRO)),
  ),
  q(
    "electrcal contractors chandigarh",
    and(has("electrical"), inCity("Chandigarh"), not(has("trading"))),
    and(has("electrical"), inCity("Chandigarh")),
  ),
  // Places only, and a place left out.
  q("businesses in Haryana", inState("HR")),
  q("Zirakpur", inCity("Zirakpur")),
  q("tool rooms outside Punjab", and(has("toolroom"), not(inState("PB")))),
  // A category chosen beside a query.
  q(
    "Pune",
    and(category("AUTOMATION"), inCity("Pune")),
    and(category("AUTOMATION"), inCity(...PUNE_METRO)),
    "AUTOMATION",
  ),
  q("", category("TRAINING"), undefined, "TRAINING"),
];
