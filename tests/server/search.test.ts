import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { resolvePendingPlaces } from "../../server/src/modules/search/place-resolver.js";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// Smart search and the directory on a fixed population, in a database of their own so that other
// test files' members cannot change the answers.

let database: TestDatabase;
let app: TestApp;
let token: string;

type Fixture = Partial<User> & { fullName: string };
const V = { isVerified: true, profileCompleted: true };
const FIXTURES: Fixture[] = [
  {
    ...V,
    fullName: "Aarav Sharma",
    trade: "Computer Science",
    jobTitle: "Software Engineer",
    company: "Infosys",
    currentLocation: "Chandigarh",
    batchYear: 2016,
    skills: ["React", "Node.js"],
  },
  {
    ...V,
    fullName: "Bhavna Kaur",
    trade: "Computer Science",
    jobTitle: "Full Stack Developer",
    company: "Quark Software",
    currentLocation: "Chandigarh, Chandigarh",
    batchYear: 2017,
    skills: ["Python"],
  },
  {
    ...V,
    fullName: "Chetan Verma",
    trade: "Computer Science",
    jobTitle: "Software Engineer",
    company: "Microsoft",
    currentLocation: "Mohali, Punjab",
    batchYear: 2015,
  },
  {
    ...V,
    fullName: "Deepa Rani",
    trade: "Civil Engineering",
    jobTitle: "Site Engineer",
    company: "Larsen & Toubro",
    currentLocation: "Chandigarh",
    batchYear: 2014,
  },
  {
    fullName: "Eshan Pending",
    trade: "Computer Science",
    jobTitle: "Software Engineer",
    company: "Wipro",
    currentLocation: "Chandigarh",
    batchYear: 2018,
  },
  {
    ...V,
    fullName: "Farhan Ali",
    trade: "Mechanical Engineering",
    jobTitle: "Production Engineer",
    company: "Hero MotoCorp",
    currentLocation: "Ludhiana",
    batchYear: 2013,
  },
  {
    ...V,
    fullName: "Gurleen Sandhu",
    trade: "Tool & Die Making",
    jobTitle: "Mechanical Engineer",
    company: "Sonalika Tractors",
    currentLocation: "SAS Nagar",
    batchYear: 2019,
  },
  {
    ...V,
    fullName: "Harish Gupta",
    trade: "Mechanical Engineering",
    jobTitle: "Maintenance Engineer",
    company: "Bosch",
    currentLocation: "Panchkula, Haryana",
    batchYear: 2012,
  },
  {
    ...V,
    fullName: "Isha Malhotra",
    trade: "Civil Engineering",
    jobTitle: "Quantity Surveyor",
    company: "DLF",
    currentLocation: "Ludhiana, Punjab",
    batchYear: 2011,
  },
  {
    ...V,
    fullName: "Jatin Arora",
    trade: "Electronics",
    jobTitle: "Embedded Engineer",
    company: "Netsol Technologies",
    currentLocation: "Bangalore",
    batchYear: 2018,
  },
  {
    ...V,
    fullName: "Kiran Bedi",
    trade: "Electrical Engineering",
    jobTitle: "Electrician",
    company: "Tata Motors",
    currentLocation: "Ludhiana, Punjab",
    batchYear: 2010,
  },
  {
    ...V,
    fullName: "Lakshay Jain",
    trade: "Electronics",
    occupation: "Student",
    companyOrganization: "ISTC Chandigarh",
    currentLocation: "New Delhi",
    rollNumber: "ISTC-2019-EC-001",
  },
  {
    ...V,
    fullName: "Meera Nair",
    trade: "Mechatronics",
    occupation: "Student",
    companyOrganization: "ISTC Chandigarh",
    currentLocation: "Delhi",
    batchYear: 2019,
  },
  {
    ...V,
    fullName: "Naveen Kumar",
    trade: "Mechatronics",
    occupation: "Student",
    currentLocation: "Noida, Uttar Pradesh",
    batchYear: 2019,
  },
  {
    ...V,
    fullName: "Ojas Mehta",
    trade: "Electronics",
    occupation: "Student",
    currentLocation: "New Delhi, Delhi",
    batchYear: 2018,
  },
  {
    ...V,
    fullName: "Pooja Thakur",
    trade: "Civil Engineering",
    jobTitle: "Civil Engineer",
    company: "PWD Punjab",
    currentLocation: "Mohali",
    batchYear: 2020,
  },
  {
    ...V,
    fullName: "Rohit Saini",
    trade: "Die & Mould Making",
    occupation: "Student",
    currentLocation: "Jalandhar, Punjab",
    rollNumber: "ISTC-2020-DM-004",
  },
  {
    ...V,
    fullName: "Simran Gill",
    trade: "Computer Science",
    jobTitle: "Data Analyst",
    company: "Shopify",
    currentLocation: "Toronto, Canada",
    batchYear: 2020,
  },
  {
    ...V,
    fullName: "Tanvi Rao",
    trade: "Design",
    jobTitle: "Lecturer",
    company: "Govt Polytechnic",
    currentLocation: "Shimla, HP",
    batchYear: 2009,
  },
  {
    ...V,
    fullName: "Uday Pratap",
    trade: "Tool & Die Making",
    jobTitle: "Founder",
    company: "Pratap Precision Tools",
    currentLocation: "Nowhere Valley",
    batchYear: 2008,
    phoneNumber: "+91 98000 00000",
  },
  {
    ...V,
    fullName: "Vikram Negi",
    trade: "Welding",
    jobTitle: "Welder",
    company: "Himachal Fab Works",
    currentLocation: "Shimla, HP",
    batchYear: 2015,
    bio: "Son of a teacher; I train students in welding.",
  },
];

const SEARCH = `query S($q: String!, $first: Int, $after: String, $placeId: String) {
  smartSearch(query: $q, first: $first, after: $after, placeId: $placeId) {
    count hasNextPage endCursor suggestions interpretation
    results { fullName }
    criteria { locations batchYears keywords roles employers currentStudents }
    locations { id name count latitude longitude }
  } }`;

async function search(q: string, extra: Record<string, unknown> = {}) {
  const res = await app.gql(SEARCH, { q, ...extra }, { token });
  expect(res.errors).toBeUndefined();
  return res.data.smartSearch as {
    count: number;
    hasNextPage: boolean;
    endCursor: string | null;
    suggestions: string[];
    interpretation: string;
    results: { fullName: string }[];
    criteria: Record<string, unknown>;
    locations: { id: string; name: string; count: number; latitude: number | null }[];
  };
}
const names = (r: { results: { fullName: string }[] }) => r.results.map((x) => x.fullName);

beforeAll(async () => {
  database = await provideTestDatabase("_search", 8);
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: database.url });
  for (const f of FIXTURES) await app.buildUser({ skills: [], ...f });
  token = await app.tokenFor(await app.buildUser({ fullName: "Viewer Member" }));
});
afterAll(async () => {
  await app?.close();
  await database?.stop();
});

describe("the spec's example chips", () => {
  it("software engineers in Chandigarh: verified software people located in Chandigarh", async () => {
    const r = await search("software engineers in Chandigarh");
    // "Software Engineer" as typed first, then the full stack developer.
    expect(names(r)).toEqual(["Aarav Sharma", "Bhavna Kaur"]);
    expect(r.criteria).toMatchObject({ locations: ["Chandigarh"], roles: ["Software engineer"] });
  });

  it("2020 batch students: the 2020 batch, by profile year or roll number", async () => {
    const r = await search("2020 batch students");
    expect(names(r).sort()).toEqual(["Pooja Thakur", "Rohit Saini", "Simran Gill"]);
    expect(r.criteria).toMatchObject({ batchYears: [2020], keywords: [], currentStudents: false });
  });

  it("mechanical engineers from Punjab: the mechanical trades in Punjab's cities", async () => {
    const r = await search("mechanical engineers from Punjab");
    // Mechanical engineers by trade or title; not Panchkula (Haryana), and not the die & mould
    // student (engineers are who do the work, "mechanical students" finds the students).
    expect(names(r).sort()).toEqual(["Farhan Ali", "Gurleen Sandhu"]);
    expect(names(await search("mechanical from Punjab"))).toContain("Rohit Saini");
    expect(r.criteria).toMatchObject({ locations: ["Punjab"], roles: ["Mechanical"] });
  });

  it("people working in tech companies: named tech employers and technology words", async () => {
    const r = await search("people working in tech companies");
    expect(names(r).sort()).toEqual(["Aarav Sharma", "Bhavna Kaur", "Chetan Verma", "Jatin Arora"]);
    expect(r.criteria).toMatchObject({ employers: ["Tech companies"], keywords: [] });
  });

  it("students from 2019 in Delhi: Delhi and New Delhi, 2019 only", async () => {
    const r = await search("students from 2019 in Delhi");
    expect(names(r).sort()).toEqual(["Lakshay Jain", "Meera Nair"]);
  });

  it("civil engineers in Mohali: SAS Nagar and Mohali are one place", async () => {
    const r = await search("civil engineers in Mohali");
    expect(names(r)).toEqual(["Pooja Thakur"]);
  });
});

describe("the map's places, read with the page (issue 29)", () => {
  it("are the same however the answer asks for them, with or without the results", async () => {
    const asked = [
      `query A($q: String!) { smartSearch(query: $q) { count locations { id name count latitude longitude } } }`,
      `query B($q: String!) { smartSearch(query: $q) { ...R } }
       fragment R on SmartSearchResult { count ... on SmartSearchResult { places: locations { ...P } } }
       fragment P on LocationCount { id name count latitude longitude }`,
      `query C($q: String!) { smartSearch(query: $q, first: 1) { locations { id name count latitude longitude } } }`,
    ];
    for (const q of ["engineers", "2020 batch students", "welders abroad", "nobody matches this"]) {
      const answers = [];
      for (const doc of asked) {
        const res = await app.gql(doc, { q }, { token });
        expect(res.errors).toBeUndefined();
        const r = res.data.smartSearch as { locations?: unknown; places?: unknown };
        answers.push(r.locations ?? r.places);
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
  });
});

describe("understanding beyond the examples", () => {
  it("reads a misspelt city and says so", async () => {
    const r = await search("electricians from Ludhaina");
    expect(names(r)).toEqual(["Kiran Bedi"]);
    expect(r.suggestions).toContain("Did you mean Ludhiana?");
    // Without "in"/"from" it is first a name; when no name is near, it is the place.
    const bare = await search("Chandigrah civil engineers");
    expect(names(bare)).toEqual(["Deepa Rani"]);
    expect(bare.criteria).toMatchObject({ locations: ["Chandigarh"], keywords: [] });
    expect(bare.suggestions).toEqual(["Did you mean Chandigarh?"]);
  });

  it("abbreviations, countries, abroad and roles", async () => {
    expect(names(await search("teachers in HP"))).toEqual(["Tanvi Rao"]);
    expect(names(await search("alumni in Canada"))).toEqual(["Simran Gill"]);
    expect(names(await search("people working abroad"))).toEqual(["Simran Gill"]);
    expect(names(await search("founders"))).toEqual(["Uday Pratap"]);
    expect(names(await search("developers at Microsoft"))).toEqual(["Chetan Verma"]);
    expect(names(await search("who works at L&T"))).toEqual(["Deepa Rani"]); // Larsen & Toubro
    expect(names(await search("tool and die from 2018-2020"))).toEqual(["Gurleen Sandhu"]);
  });

  it("a role is read in the trade, job title and occupation, not in the bio", async () => {
    // Vikram Negi's bio mentions a teacher and students; he is a welder.
    expect(names(await search("teachers"))).toEqual(["Tanvi Rao"]);
    expect(names(await search("current students in HP"))).toEqual([]);
  });

  it("a Tricity search covers Chandigarh, Mohali and Panchkula", async () => {
    const r = await search("mechanical engineers in tricity");
    expect(names(r).sort()).toEqual(["Gurleen Sandhu", "Harish Gupta"]);
  });

  it("keywords search skills and names, with typos in names", async () => {
    expect(names(await search("python"))).toEqual(["Bhavna Kaur"]);
    expect(names(await search("Malhotra"))).toEqual(["Isha Malhotra"]);
    expect(names(await search("Malhtora"))).toEqual(["Isha Malhotra"]);
  });

  it("a word found nowhere and a letter from a place is the place, before names alike in a few letters", async () => {
    const chand = await app.buildUser({ ...V, fullName: "Ramesh Chand", currentLocation: "Una" });
    try {
      const r = await search("Chandigrah");
      expect(names(r).sort()).toEqual(["Aarav Sharma", "Bhavna Kaur", "Deepa Rani"]);
      expect(r.suggestions).toContain("Did you mean Chandigarh?");
    } finally {
      await app.db.query(`DELETE FROM users WHERE id = $1`, [chand.id]);
    }
  });

  it("a word found as typed finds what it says; only a word found nowhere is read as a misspelt name", async () => {
    const gaur = await app.buildUser({ ...V, fullName: "Rahul Gaur", jobTitle: "Glassblower" });
    try {
      // "Kaur" is a name as typed: Gaur is near it in spelling, but is not what was asked for.
      expect(names(await search("Kaur"))).toEqual(["Bhavna Kaur"]);
      // A word no profile holds is a typo: its near-spellings among names are found.
      expect(names(await search("Gaurr")).sort()).toEqual(["Rahul Gaur"]);
    } finally {
      await app.db.query(`DELETE FROM users WHERE id = $1`, [gaur.id]);
    }
  });

  it("search follows every write to a member, raw SQL included", async () => {
    const member = await app.buildUser({ ...V, fullName: "Yash Kapoor", jobTitle: "Glassblower" });
    const found = async (q: string) => names(await search(q)).includes("Yash Kapoor");
    expect(await found("glassblower")).toBe(true);
    await app.db.query(`UPDATE users SET is_verified = false WHERE id = $1`, [member.id]);
    expect(await found("glassblower")).toBe(false);
    await app.db.query(`UPDATE users SET is_verified = true, job_title = 'Potter' WHERE id = $1`, [
      member.id,
    ]);
    expect(await found("glassblower")).toBe(false);
    expect(await found("potters")).toBe(true);
    await app.db.query(`UPDATE users SET company = 'Kiln Works' WHERE id = $1`, [member.id]);
    expect(await found("kiln")).toBe(true);
    expect(await found("2007 batch")).toBe(false);
    await app.db.query(`UPDATE users SET batch_year = 2007 WHERE id = $1`, [member.id]);
    expect(names(await search("2007 batch"))).toEqual(["Yash Kapoor"]);
    const directory = await app.rest("GET", "/api/directory/users?search=kapoor");
    expect(directory.body.map((u: { full_name: string }) => u.full_name)).toEqual(["Yash Kapoor"]);
    await app.db.query(`DELETE FROM users WHERE id = $1`, [member.id]);
    expect(await found("potters")).toBe(false);
    expect((await app.rest("GET", "/api/directory/users?search=kapoor")).body).toEqual([]);
  });

  it("reads job titles as members type them: shortened words, and a title before its field", async () => {
    const member = await app.buildUser({
      ...V,
      fullName: "Zorawar Maint",
      jobTitle: "Sr. Engg. – Maint.",
      trade: "Mech. Engg",
    });
    const found = async (q: string) => names(await search(q)).includes("Zorawar Maint");
    expect(await found("maintenance engineers")).toBe(true);
    expect(await found("mechanical")).toBe(true);
    expect(await found("welders")).toBe(false);
    // A write through raw SQL is read the same way.
    await app.db.query(`UPDATE users SET job_title = 'Technician – HVAC' WHERE id = $1`, [
      member.id,
    ]);
    expect(await found("hvac technicians")).toBe(true);
    expect(await found("maintenance engineers")).toBe(false);
    // A slash between words is a space, not one path-like word.
    await app.db.query(`UPDATE users SET job_title = 'SCADA/PLC Engr' WHERE id = $1`, [member.id]);
    expect(await found("plc programmers")).toBe(true);
    await app.db.query(`DELETE FROM users WHERE id = $1`, [member.id]);
  });

  it("roles follow the vocabulary in code: a stale role table is rewritten at the next migrate", async () => {
    // As if the database had been left by a version whose "Teacher" role read other words.
    await app.db.query(`UPDATE search_roles SET query = 'zzz:B'::tsquery WHERE label = 'Teacher'`);
    await app.db.query(`UPDATE member_search SET facets = array_remove(facets, 'r:Teacher')`);
    expect(names(await search("teachers"))).toEqual([]);
    await migrate(app.db);
    expect(names(await search("teachers"))).toEqual(["Tanvi Rao"]);
    const [{ n }] = await app.db.query(
      `SELECT count(*)::int AS n FROM member_search WHERE 'r:Teacher' = ANY(facets)`,
    );
    expect(n).toBe(1);
  });

  it("places follow the gazetteer in code: members read by older rules are read again", async () => {
    const member = await app.buildUser({ ...V, fullName: "Uma Unaite", currentLocation: "Una" });
    const found = async (q: string) => names(await search(q)).includes("Uma Unaite");
    expect(await found("Himachal")).toBe(true);
    // As if an older version had read "Una" as the Gujarat town and stored its fingerprint.
    await app.db.query(
      `UPDATE users SET place_id = 'c1253783', place_name = 'Una, Gujarat', place_state = 'GJ'
        WHERE id = $1`,
      [member.id],
    );
    await app.db.query(`UPDATE search_settings SET value = 'older' WHERE key = 'places_version'`);
    expect(await found("Himachal")).toBe(false);
    await migrate(app.db);
    // The server reads the marked members at start (main.ts), as here.
    expect(await resolvePendingPlaces(app.db)).toBeGreaterThanOrEqual(1);
    expect(await found("Himachal")).toBe(true);
    expect(await found("Gujarat")).toBe(false);
    // Nothing changed: nothing is marked again.
    await migrate(app.db);
    expect(await resolvePendingPlaces(app.db)).toBe(0);
    await app.db.query(`DELETE FROM users WHERE id = $1`, [member.id]);
  });

  it("an unknown location stays as typed and is searchable by its words", async () => {
    expect(names(await search("nowhere valley"))).toEqual(["Uday Pratap"]);
  });

  it("zero results relax the weakest criterion and say what would match", async () => {
    const r = await search("civil engineers in Bangalore");
    expect(r.count).toBe(0);
    expect(r.suggestions).toEqual([
      "No match in Bengaluru yet: 1 in Chandigarh, 1 in Ludhiana and 1 in Mohali (Civil)",
    ]);
  });

  it("ranks the role as typed, then the role in the job title; the computer trade alone is not software", async () => {
    // First by name, a Computer Science member who works in sales: of the computer trade, not a
    // software engineer (issue 22: "software engineers" is not the whole computer trade).
    const sales = await app.buildUser({
      ...V,
      fullName: "Aadi Anand",
      trade: "Computer Science",
      jobTitle: "Sales Manager",
      currentLocation: "Chandigarh",
    });
    try {
      const r = await search("software engineers");
      expect(names(r)).toEqual([
        "Aarav Sharma", // Software Engineer, as typed
        "Chetan Verma",
        "Bhavna Kaur", // Full Stack Developer: a software title
        // Not Simran Gill (Data Analyst: data and analytics) nor Aadi Anand (sales).
      ]);
      // The computer trade as a whole finds both.
      const trade = names(await search("computer science"));
      expect(trade).toEqual(expect.arrayContaining(["Simran Gill", "Aadi Anand"]));
    } finally {
      await app.db.query(`DELETE FROM users WHERE id = $1`, [sales.id]);
    }
  });

  it("the role as typed is read in the job title, not in a trade of the same words", async () => {
    // All three are Civil Engineering by trade; one says "Civil Engineer" in her job title.
    expect(names(await search("civil engineers"))).toEqual([
      "Pooja Thakur",
      "Deepa Rani", // Site Engineer
      "Isha Malhotra", // Quantity Surveyor
    ]);
  });

  it("a CAM programmer is a machinist, not a software engineer", async () => {
    const cam = await app.buildUser({
      ...V,
      fullName: "Kabir Dhillon",
      trade: "Die & Mould Making",
      jobTitle: "CAM Programmer",
    });
    try {
      expect(names(await search("software engineers"))).not.toContain("Kabir Dhillon");
      expect(names(await search("developers"))).not.toContain("Kabir Dhillon");
      expect(names(await search("cnc programmers"))).toContain("Kabir Dhillon");
    } finally {
      await app.db.query(`DELETE FROM users WHERE id = $1`, [cam.id]);
    }
  });

  it("leaves out a place: members located somewhere known, and not there", async () => {
    const r = await search("software engineers not in Chandigarh");
    expect(names(r)).toContain("Chetan Verma"); // Mohali
    expect(names(r)).not.toContain("Aarav Sharma");
    expect(names(r)).not.toContain("Bhavna Kaur");
    expect(r.criteria.locations).toEqual(["Outside Chandigarh"]);
    expect(r.interpretation).toBe("Software engineer located outside Chandigarh");
    // "Nowhere Valley" is not a known place, so it is not known to be outside Punjab.
    expect(names(await search("founders"))).toEqual(["Uday Pratap"]);
    expect(names(await search("founders not in Punjab"))).toEqual([]);
  });

  it("finds a name written in an Indian script as typed, and reads other words of the script in Latin letters", async () => {
    const member = await app.buildUser({ ...V, fullName: "ਹਰਪ੍ਰੀਤ ਕੌਰ", currentLocation: "Mohali" });
    try {
      expect(names(await search("ਕੌਰ"))).toEqual(["ਹਰਪ੍ਰੀਤ ਕੌਰ"]);
      expect(names(await search("ਕੌਰ Mohali"))).toEqual(["ਹਰਪ੍ਰੀਤ ਕੌਰ"]);
      // "Engineers in Chandigarh" in Devanagari: understood, not words nobody holds.
      const hindi = await search("चंडीगढ़ में इंजीनियर");
      expect(hindi.criteria.keywords).toEqual([]);
      expect(hindi.criteria.roles).toEqual(["Engineer"]);
      expect(hindi.criteria.locations).toEqual(["Chandigarh"]);
      expect(hindi.interpretation).toBe("Engineer located in Chandigarh");
    } finally {
      await app.db.query(`DELETE FROM users WHERE id = $1`, [member.id]);
    }
  });

  it("near me and my batch read the searching member's own place and batch", async () => {
    // Not verified, so not among the results; the batch comes from the roll number.
    const me = await app.buildUser({
      fullName: "Near Viewer",
      currentLocation: "SAS Nagar",
      rollNumber: "ISTC-2020-CE-009",
    });
    const mine = await app.tokenFor(me);
    const ask = async (q: string, t: string) => {
      const res = await app.gql(SEARCH, { q }, { token: t });
      expect(res.errors).toBeUndefined();
      return res.data.smartSearch as Awaited<ReturnType<typeof search>>;
    };
    // Issue 22: "near me" reads the member's own place as "near X" does, 30 km around it (it was
    // the place alone before, "located in Mohali, Punjab"); the chip says the radius.
    const near = await ask("civil engineers near me", mine);
    // Mohali, and Chandigarh next door (the Civil Engineer by title first).
    expect(names(near)).toEqual(["Pooja Thakur", "Deepa Rani"]);
    expect(near.interpretation).toBe("Civil located within 30 km of Mohali");
    expect(near.criteria.locations).toEqual(["within 30 km of Mohali"]);
    const batch = await ask("my batchmates", mine);
    expect(names(batch).sort()).toEqual(["Pooja Thakur", "Rohit Saini", "Simran Gill"]);
    expect(batch.criteria.batchYears).toEqual([2020]);
    // A profile without a place or batch: the criterion is left out, and the answer says why.
    const unknown = await search("civil engineers near me from my batch");
    expect(unknown.interpretation).toBe("Civil");
    expect(unknown.suggestions).toEqual([
      "Add your current location to your profile to search near you",
      "Add your batch year to your profile to find your batchmates",
    ]);
  });

  it("a bare word that is a town and a surname finds both; 'in Khanna' is the town", async () => {
    const named = await app.buildUser({ ...V, fullName: "Rohit Khanna", currentLocation: "Delhi" });
    const local = await app.buildUser({
      ...V,
      fullName: "Aman Gill",
      currentLocation: "Khanna, Punjab",
    });
    try {
      const bare = await search("Khanna");
      expect(names(bare).sort()).toEqual(["Aman Gill", "Rohit Khanna"]);
      expect(bare.interpretation).toBe("Members located in Khanna, Punjab or named Khanna");
      const town = await search("people in Khanna");
      expect(names(town)).toEqual(["Aman Gill"]);
      expect(town.interpretation).toBe("Members located in Khanna, Punjab");
      // A town no member is named after reads as the town alone.
      expect((await search("Mohali")).interpretation).toBe("Members located in Mohali, Punjab");
    } finally {
      await app.db.query(`DELETE FROM users WHERE id = ANY($1)`, [[named.id, local.id]]);
    }
  });

  it("batch ranges open at either end", async () => {
    // Civil: Isha Malhotra 2011, Deepa Rani 2014, Pooja Thakur 2020.
    const onwards = await search("civil engineers 2014 onwards");
    expect(names(onwards).sort()).toEqual(["Deepa Rani", "Pooja Thakur"]);
    expect(onwards.interpretation).toBe("Civil from the 2014 batch onwards");
    const before = await search("civil engineers before 2014");
    expect(names(before)).toEqual(["Isha Malhotra"]);
    expect(before.interpretation).toBe("Civil from the batches up to 2013");
    expect(names(await search("civil engineers between 2012 and 2016"))).toEqual(["Deepa Rani"]);
  });

  it("government jobs are the public bodies in the company fields", async () => {
    // PWD Punjab and a Govt Polytechnic; not Infosys, L&T or ISTC Chandigarh.
    expect(names(await search("govt jobs")).sort()).toEqual(["Pooja Thakur", "Tanvi Rao"]);
    expect(names(await search("government teachers"))).toEqual(["Tanvi Rao"]);
    // Issue 22: "PSU" means public-sector undertakings, not every government body: PWD Punjab is a
    // government department, so Pooja Thakur is no PSU engineer (this test expected her before).
    const psu = await app.buildUser({
      ...V,
      fullName: "Harnoor Brar",
      trade: "Civil Engineering",
      jobTitle: "Civil Engineer",
      company: "BHEL",
      currentLocation: "Mohali",
    });
    try {
      expect(names(await search("PSU engineers in Mohali"))).toEqual(["Harnoor Brar"]);
      expect(names(await search("public sector undertakings"))).toEqual(["Harnoor Brar"]);
      // A PSU is a government employer too.
      expect(names(await search("govt jobs")).sort()).toEqual([
        "Harnoor Brar",
        "Pooja Thakur",
        "Tanvi Rao",
      ]);
    } finally {
      await app.db.query(`DELETE FROM users WHERE id = $1`, [psu.id]);
    }
  });

  it("ranks a stated role above a trade-only match", async () => {
    const r = await search("software engineer");
    expect(names(r).slice(0, 2).sort()).toEqual(["Aarav Sharma", "Chetan Verma"]);
  });
});

describe("result set, places and pages", () => {
  it("counts places over the whole set, with city positions, and filters by one", async () => {
    const r = await search("mechanical", { first: 1 });
    expect(r.results).toHaveLength(1);
    expect(r.count).toBeGreaterThan(1);
    const total = r.locations.reduce((n, l) => n + l.count, 0);
    expect(total).toBe(r.count);
    const ludhiana = r.locations.find((l) => l.name === "Ludhiana, Punjab")!;
    expect(ludhiana.latitude).toBeCloseTo(30.91, 1);
    const only = await search("mechanical", { placeId: ludhiana.id });
    expect(names(only)).toEqual(["Farhan Ali"]);
  });

  it("pages with a cursor without repeats or gaps, ranked or listed by name", async () => {
    for (const q of ["engineers", "people in Punjab"]) {
      const all = await search(q, { first: 100 });
      expect(all.count).toBeGreaterThan(3);
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page = await search(q, { first: 3, after });
        seen.push(...names(page));
        after = page.endCursor;
      } while (after);
      expect(seen).toEqual(names(all));
    }
    // Listed by name: a place alone ranks nobody above anybody.
    const punjab = names(await search("people in Punjab", { first: 100 }));
    expect(punjab).toEqual([...punjab].sort());
  });

  it("a page past the end is empty and still counts the whole set", async () => {
    const all = await search("engineers", { first: 100 });
    const res = await app.gql(
      `query P($offset: Int) { smartSearch(query: "engineers", first: 5, offset: $offset) {
        count hasNextPage results { fullName } } }`,
      { offset: all.count + 5 },
      { token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.smartSearch).toEqual({ count: all.count, hasNextPage: false, results: [] });
  });

  it("refuses a blank query (422 on REST) and strangers", async () => {
    const blank = await app.gql(SEARCH, { q: "   " }, { token });
    expect(blank.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    const rest = await app.rest("GET", "/api/search/smart?query=%20", { token });
    expect(rest.status).toBe(422);
    expect(rest.body.detail).toBe("Please type what you're looking for");
    // Symbols alone say nothing to look for (they would otherwise list everyone).
    const symbols = await app.rest(
      "GET",
      `/api/search/smart?query=${encodeURIComponent("!!! 🙂")}`,
      {
        token,
      },
    );
    expect(symbols.status).toBe(422);
    expect(symbols.body.detail).toBe(
      "Type words to search for: a name, trade, place, company or batch",
    );
    const anonymous = await app.gql(SEARCH, { q: "founders" });
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await app.rest("GET", "/api/search/locations")).status).toBe(401);
  });

  it("REST smart search answers the documented shape", async () => {
    const res = await app.rest(
      "GET",
      "/api/search/smart?query=mechanical%20engineers%20from%20Punjab&include_location_data=true",
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.criteria).toEqual({ locations: ["Punjab"], batch_years: [], keywords: [] });
    expect(res.body.results.map((u: { full_name: string }) => u.full_name).sort()).toEqual([
      "Farhan Ali",
      "Gurleen Sandhu",
    ]);
    expect(res.body.locations).toEqual(
      expect.arrayContaining([
        { _id: "Ludhiana, Punjab", count: 1 },
        { _id: "Mohali, Punjab", count: 1 },
      ]),
    );
  });

  it("names related members apart: the craft asked for first and counted, the rest of its trade after", async () => {
    const doc = `query R($q: String!, $first: Int) {
      smartSearch(query: $q) { count results { fullName } related(first: $first) { fullName }
        relatedCount broader { label query } criteria { roles } } }`;
    const res = await app.gql(doc, { q: "embedded engineers", first: 5 }, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data.smartSearch).toEqual({
      count: 1,
      results: [{ fullName: "Jatin Arora" }],
      // Electronics students, not embedded engineers.
      related: [{ fullName: "Lakshay Jain" }, { fullName: "Ojas Mehta" }],
      relatedCount: 2,
      broader: { label: "Electronics", query: "electronics" },
      criteria: { roles: ["Embedded engineer"] },
    });
    // A trade asked for whole has no related members and no broader reading.
    const whole = await app.gql(doc, { q: "electronics", first: 5 }, { token });
    expect(whole.data.smartSearch).toMatchObject({ count: 3, related: [], relatedCount: 0 });
    expect(whole.data.smartSearch.broader).toBeNull();
    const tooMany = await app.gql(doc, { q: "embedded engineers", first: 51 }, { token });
    expect(tooMany.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    // REST: results and count keep their meaning; related and related_count beside them.
    const rest = await app.rest("GET", "/api/search/smart?query=embedded%20engineers", { token });
    expect(rest.status).toBe(200);
    expect(rest.body.count).toBe(1);
    expect(rest.body.results.map((u: { full_name: string }) => u.full_name)).toEqual([
      "Jatin Arora",
    ]);
    expect(rest.body.related_count).toBe(2);
    expect(rest.body.related.map((u: { full_name: string }) => u.full_name)).toEqual([
      "Lakshay Jain",
      "Ojas Mehta",
    ]);
  });

  it("locations count verified members only", async () => {
    const res = await app.rest("GET", "/api/search/locations", { token });
    expect(res.status).toBe(200);
    const chd = res.body.locations.find((l: { _id: string }) => l._id === "Chandigarh");
    expect(chd.count).toBe(3); // Aarav, Bhavna, Deepa; not the pending Eshan
  });
});

describe("directory", () => {
  it("lists verified members by name, with the total in X-Total-Count, without a token", async () => {
    const res = await app.rest("GET", "/api/directory/users?limit=5");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe(
      String(FIXTURES.filter((f) => f.isVerified).length),
    );
    expect(res.body.map((u: { full_name: string }) => u.full_name)).toEqual([
      "Aarav Sharma",
      "Bhavna Kaur",
      "Chetan Verma",
      "Deepa Rani",
      "Farhan Ali",
    ]);
    expect(
      res.body.every(
        (u: { phone_number: unknown; email: unknown }) =>
          u.phone_number === null && u.email === null,
      ),
    ).toBe(true);
  });

  it("filters by contains on name, roll number, trade and location, case-insensitively", async () => {
    const filter = async (s: string) =>
      (await app.rest("GET", `/api/directory/users?search=${encodeURIComponent(s)}`)).body.map(
        (u: { full_name: string }) => u.full_name,
      );
    expect(await filter("MEHTA")).toEqual(["Ojas Mehta"]);
    expect(await filter("istc-2020")).toEqual(["Rohit Saini"]);
    expect(await filter("mould")).toEqual(["Rohit Saini"]);
    expect(await filter("ludhiana")).toEqual(["Farhan Ali", "Isha Malhotra", "Kiran Bedi"]);
    // Not the job title or company: the spec's four fields only.
    expect(await filter("infosys")).toEqual([]);
    expect(await filter("100%")).toEqual([]);
  });

  it("pages with offset and with a cursor", async () => {
    const second = await app.rest("GET", "/api/directory/users?limit=2&offset=2");
    expect(second.body.map((u: { full_name: string }) => u.full_name)).toEqual([
      "Chetan Verma",
      "Deepa Rani",
    ]);
    const q = `query D($after: String) { directory(first: 10, after: $after) { totalCount hasNextPage endCursor nodes { fullName } } }`;
    const p1 = (await app.gql(q)).data.directory;
    const p2 = (await app.gql(q, { after: p1.endCursor })).data.directory;
    expect(p1.hasNextPage).toBe(true);
    expect(p2.hasNextPage).toBe(false);
    expect([...p1.nodes, ...p2.nodes]).toHaveLength(p1.totalCount);
    expect(p2.nodes[0].fullName).toBe("Lakshay Jain");
    const bad = await app.rest("GET", "/api/directory/users?limit=5000");
    expect(bad.status).toBe(400);
  });
});
