import { describe, expect, it } from "vitest";
import { EMPLOYER_SECTORS } from "../../server/src/modules/search/employers.js";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { resolveLocation } from "../../server/src/modules/search/place-resolver.js";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Understanding added in the ninth generalisation round (issue 22). Pure: no database.

const NOW = new Date("2026-11-28T12:00:00Z");
const employers = (q: string) => parseQuery(q, NOW).employers.map((e) => e.label);

describe("a word for a workplace in general", () => {
  it("ranks beside anything else that says which people, and narrows alone", () => {
    const q = parseQuery("JSW plants", NOW);
    expect(q.keywords).toEqual([]);
    expect(q.optional).toEqual(["plants"]);
    const f = parseQuery("Bullet bike factory Chennai", NOW);
    expect(f.keywords).toEqual([]);
    expect(f.optional).toEqual(["factory"]);
    expect(f.places.map((p) => p.name)).toEqual(["Chennai"]);
    // Alone it is all there is to go on.
    expect(parseQuery("plant", NOW).keywords).toEqual(["plant"]);
  });

  it("after the kind of vehicle made there, is that maker's plant", () => {
    expect(employers("car plants in europe")).toEqual(["Vehicle makers (OEMs)"]);
    expect(employers("german car plants")).toEqual(["German companies", "Vehicle makers (OEMs)"]);
    // Tractors are read by their word: the makers' list does not hold every tractor workshop.
    expect(parseQuery("tractor factory jobs in punjab", NOW).keywords).toEqual(["tractor"]);
  });
});

describe("companies by the country they come from", () => {
  it("reads each European country's, Taiwan's and Mexico's, and Europe's holds its countries'", () => {
    expect(employers("French multinationals")).toEqual(["French companies"]);
    expect(employers("Swiss company engineers")).toEqual(["Swiss companies"]);
    expect(employers("a Danish company")).toEqual(["Danish companies"]);
    expect(employers("Mexican company")).toEqual(["Mexican companies"]);
    const names = (key: string) => EMPLOYER_SECTORS.find((s) => s.key === key)?.names;
    expect(names("finnish")).toContain("kone");
    expect(names("european")).toEqual(expect.arrayContaining(["kone", "siemens", "schneider"]));
  });

  it("reads an origin before a word for makers or a kind of employer as both", () => {
    expect(employers("Taiwanese chip maker")).toEqual(["Taiwanese companies", "Semiconductors"]);
    expect(employers("Finnish telecom company")).toEqual(["Finnish companies", "Telecom"]);
    expect(employers("the Korean shipyard")).toEqual(["Korean companies", "Shipping and marine"]);
    // A sector word that is no origin ("power") stays what it is before another kind.
    expect(employers("lineman in power discoms")).toEqual(["State power utilities"]);
    // An origin the data does not know stays a word.
    expect(parseQuery("brazilian car companies", NOW).keywords).toContain("brazilian");
  });
});

describe("a qualification beside a trade or craft", () => {
  it("ranks ('ITI electrician'), but the institute where teachers teach or after 'of' narrows", () => {
    const q = parseQuery("hiring: ITI electrician 5 yrs exp", NOW);
    expect(q.keywords).toEqual([]);
    expect(q.optional).toEqual(["iti"]);
    expect(parseQuery("NCVT certified welder", NOW).optional).toEqual(["ncvt", "certified"]);
    expect(parseQuery("Training officer ITI", NOW).keywords).toEqual(["iti"]);
    expect(parseQuery("maintenance fitter of a polytechnic", NOW).keywords).toEqual([
      "polytechnic",
    ]);
    // Without a trade or craft it is all there is to go on.
    expect(parseQuery("colleges and ITIs", NOW).keywords).toEqual(["itis"]);
  });
});

describe("a kind of employer named by its workplace", () => {
  it("is that kind, also before a role ('sugar mill electrical engineer')", () => {
    expect(employers("sugar mill electrical engineer")).toEqual(["Sugar mills"]);
    expect(employers("textile mill maintenance")).toEqual(["Textiles"]);
    expect(employers("thermal power station people")).toEqual(["Power sector"]);
    // A word of a kind of work before a role still says which work ("automotive engineers").
    expect(employers("automotive engineers")).toEqual([]);
    expect(parseQuery("police station", NOW).employers).toEqual([]);
  });
});

describe("an order to list members in", () => {
  it("is no edge of the batches: everyone the rest finds ('newest members first')", () => {
    const q = parseQuery("newest members first - electronics", NOW);
    expect(q.batchEdge).toBeUndefined();
    expect(q.roles.map((r) => r.label)).toEqual(["Electronics"]);
    expect(parseQuery("all the founders, oldest batch first", NOW).batchEdge).toBeUndefined();
    // Without "first" it is still the edge.
    expect(parseQuery("oldest batch civil engineer", NOW).batchEdge).toBe("earliest");
  });
});

describe("the asker's own place", () => {
  it("is where they ask for when the asking points back at it ('here')", () => {
    const q = parseQuery("i am in bhopal and want to meet civil or mechanical seniors here", NOW);
    expect(q.places.map((p) => p.name)).toEqual(["Bhopal"]);
    // Told but not pointed back at, it is theirs alone.
    const t = parseQuery("I am in Bhopal, looking for welders in Pune", NOW);
    expect(t.places.map((p) => p.name)).toEqual(["Pune"]);
  });
});

describe("a big city abroad typed a letter away", () => {
  it("may be read as the city when no profile holds the word", () => {
    const possible = (q: string) => parseQuery(q, NOW).possiblePlaces.map((p) => p.place.name);
    expect(possible("sharja")).toEqual(["Sharjah"]);
    expect(possible("hvac engneer dubia")).toEqual(["Dubai"]);
    // A short word near a small town abroad stays a word.
    expect(possible("depot")).toEqual([]);
  });
});

describe("a list after a negation", () => {
  it("is left out whole ('other than army or railways'), not the words of where they live", () => {
    const said = (q: string) => describeQuery(parseQuery(q, NOW));
    expect(said("fitters other than army or railways")).toBe(
      "Fitter not working at Army or Railways",
    );
    expect(said("electricians except PSU and government")).toBe(
      "Electrician not in government or public-sector jobs",
    );
    expect(said("welders not in army and living in Punjab")).toBe(
      "Welder not working at Army located in Punjab",
    );
  });
});

describe("regions of the world and their short forms", () => {
  it("reads North Africa, Iberia, the Caribbean, 'SE asia' and 'north american'", () => {
    const places = (q: string) => parseQuery(q, NOW).places.map((p) => p.name);
    expect(places("north africa")).toEqual(["North Africa"]);
    expect(places("SE asia alumni")).toEqual(["Southeast Asia"]);
    expect(places("iberia")).toEqual(["Iberia"]);
    expect(places("north american millwrights and fitters")).toEqual(["North America"]);
    // Right after a region "states" says what it is; alone it is the US.
    expect(places("the seven sisters states")).toEqual(["Northeast India"]);
    expect(places("welders in the states")).toEqual(["United States"]);
  });
});

describe("job words of more languages", () => {
  it("reads Swedish, Norwegian, Polish, Finnish, Italian, Indonesian and Japanese words", () => {
    const said = (q: string) => describeQuery(parseQuery(q, NOW));
    expect(said("svetsare i sverige")).toBe("Welder located in Sweden");
    expect(said("elektriker norge")).toBe("Electrician located in Norway");
    expect(said("elektryk")).toBe("Electrician");
    expect(said("tukang las")).toBe("Welder");
    expect(said("tecnico manutenzione")).toBe("Maintenance engineer");
    expect(said("automationstekniker sverige")).toBe("Automation engineer located in Sweden");
  });
});

describe("places by what they are known for", () => {
  it("reads more nicknames, 'home of', and a town 'of' or 'in' its own state as the town", () => {
    const said = (q: string) => describeQuery(parseQuery(q, NOW));
    expect(said("home of the golden temple")).toBe("Members located in Amritsar, Punjab");
    expect(said("the motor city")).toBe("Members located in Detroit, United States");
    expect(said("the doon valley")).toBe("Members located in Dehradun, Uttarakhand");
    expect(said("the glass city of UP")).toBe("Members located in Firozabad, Uttar Pradesh");
    expect(said("Kharar in Punjab")).toBe("Members located in Kharar, Punjab");
  });
});

describe("experience in years", () => {
  it("is the batches that have it, and alumni only ('20 plus years experience')", () => {
    const said = (q: string) => describeQuery(parseQuery(q, NOW));
    expect(said("20 plus years experience electrical engineers")).toBe(
      "Electrical who are alumni from the batches up to 2006",
    );
    expect(said("under 5 years experience mechanical")).toBe(
      "Mechanical who are alumni from the 2022 batch onwards",
    );
    expect(said("passed out before Y2K")).toBe("Members from the batches up to 1999");
  });
});

describe("employers by the names their people use", () => {
  it("reads Coal India's NCL and CCL and SAIL's plants as their companies", () => {
    expect(employers("coal india or NCL")).toEqual(["Coal India", "NCL"]);
    expect(employers("rourkela steel plant fitters")).toEqual(["Rourkela Steel Plant"]);
  });
});

describe("a member's location read as a place", () => {
  const placeOf = (text: string) => resolveLocation(text).placeName;
  it("does not read an unknown Indian village as a town abroad spelt alike", () => {
    expect(placeOf("Anpara, Sonbhadra")).toBeNull();
    expect(placeOf("Ludhianna")).toBe("Ludhiana, Punjab");
    // With its country named, a town abroad spelt its own way is that town.
    expect(placeOf("Tanger, Maroc")).toBe("Tangier, Morocco");
  });

  it("reads a province or a state's code after the town as what holds it", () => {
    expect(placeOf("Port Hedland, WA")).toBeNull();
    expect(placeOf("Perth, WA")).toBe("Perth, Australia");
    expect(resolveLocation("Sudbury, Ontario").placeCountry).toBe("CA");
    expect(placeOf("Hamilton, ON")).toBe("Hamilton, Canada");
  });
});

describe("a town's district", () => {
  it("is the towns around it in its own state ('Solan district' leaves Pinjore out)", () => {
    const district = parseQuery("Solan district", NOW).places[0];
    const near = parseQuery("within 50 km of Solan", NOW).places[0];
    const states = (ids: readonly string[] = []) =>
      new Set(ids.map((id) => gazetteer().byId.get(id)?.state));
    expect([...states(district.members?.cities)]).toEqual(["HP"]);
    // Asked as a distance, the circle crosses the border.
    expect(states(near.members?.cities).size).toBeGreaterThan(1);
  });
});

describe("the people of a workplace", () => {
  it("are a word for workers beside where they work, and a mine's people its industry's", () => {
    const said = (q: string) => describeQuery(parseQuery(q, NOW));
    expect(said("the Army's technicians")).toBe("Members working at Army");
    expect(said("wind turbine techs")).toBe("Members working at Renewable energy");
    expect(said("mine electrician")).toBe("Electrician working at Mining");
  });
});
