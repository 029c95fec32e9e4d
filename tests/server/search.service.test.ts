import type { DataSource } from "typeorm";
import { SEARCH_LIMITS } from "../../common/limits.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { DomainError } from "../../server/src/errors.js";
import { resolvePendingPlaces } from "../../server/src/modules/search/place-resolver.js";
import { SearchService, searcherOf } from "../../server/src/modules/search/search.service.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// SearchService on the real PostgreSQL, without HTTP (immich's "medium" tests): the service is
// built on a DataSource of its own database (suffix _search_service) holding a few members, so
// the answers depend on these members only.

interface Member {
  name: string;
  trade: string;
  title: string | null;
  company: string | null;
  location: string | null;
  batch: number;
  verified?: boolean;
}

const MEMBERS: Member[] = [
  {
    name: "Aman Gill",
    trade: "Civil Engineering",
    title: "Civil Engineer",
    company: "PWD",
    location: "Mohali, Punjab",
    batch: 2015,
  },
  {
    name: "Bela Sood",
    trade: "Civil Engineering",
    title: "Site Engineer",
    company: "L&T",
    location: "Chandigarh",
    batch: 2016,
  },
  {
    name: "Chetan Rao",
    trade: "Computer Science",
    title: "Software Engineer",
    company: "Google",
    location: "Chandigarh",
    batch: 2019,
  },
  {
    name: "Divya Nair",
    trade: "Computer Science",
    title: "Backend Developer",
    company: "Infosys",
    location: "Pune",
    batch: 2019,
  },
  {
    name: "Esha Malhotra",
    trade: "Mechanical Engineering",
    title: "Design Engineer",
    company: "Tata Motors",
    location: "Pune",
    batch: 2012,
  },
  {
    name: "Farid Khan",
    trade: "Mechanical Engineering",
    title: "Fitter",
    company: null,
    location: null,
    batch: 2019,
  },
  {
    name: "Gopal Unverified",
    trade: "Civil Engineering",
    title: "Civil Engineer",
    company: null,
    location: "Mohali",
    batch: 2015,
    verified: false,
  },
  // The electrical trade: a craft inside it (electrician) and a profession (electrical engineer).
  {
    name: "Harpal Singh",
    trade: "Electrical",
    title: "Electrician",
    company: null,
    location: null,
    batch: 2001,
  },
  {
    name: "Ishaan Mehta",
    trade: "Electrical",
    title: "Electrical Engineer",
    company: null,
    location: null,
    batch: 2001,
  },
  // A state department written out in full: a government employer.
  {
    name: "Jaswant Rai",
    trade: "Mechanical Engineering",
    title: "Assistant Engineer",
    company: "Power Development Department",
    location: null,
    batch: 2001,
  },
];

let database: TestDatabase;
let db: DataSource;
let search: SearchService;

beforeAll(async () => {
  database = await provideTestDatabase("_search_service", 4);
  db = createDataSource({ url: database.url, poolSize: 2 });
  await db.initialize();
  await migrate(db);
  await db.query(
    `INSERT INTO users (email, full_name, trade, batch_year, current_location, job_title, company,
       profile_completed, is_verified)
     SELECT email, full_name, trade, batch_year, current_location, job_title, company, true, verified
     FROM jsonb_to_recordset($1::jsonb) AS v(email text, full_name text, trade text, batch_year int,
       current_location text, job_title text, company text, verified boolean)`,
    [
      JSON.stringify(
        MEMBERS.map((m, i) => ({
          email: `m${i}@search-service.example`,
          full_name: m.name,
          trade: m.trade,
          batch_year: m.batch,
          current_location: m.location,
          job_title: m.title,
          company: m.company,
          verified: m.verified ?? true,
        })),
      ),
    ],
  );
  await resolvePendingPlaces(db);
  search = new SearchService(db);
});
afterAll(async () => {
  await db?.destroy();
  await database?.stop();
});

const names = (r: { nodes: { fullName: string }[] }) => r.nodes.map((u) => u.fullName);

describe("SearchService.smartSearch", () => {
  it("finds verified members by role and place, the role as typed first, and explains itself", async () => {
    const r = await search.smartSearch("civil engineers", { first: 20 });
    expect(r.parsed.roles.map((x) => x.label)).toEqual(["Civil"]);
    // "Civil Engineer" says the role as typed, "Site Engineer" is of the trade; unverified: never.
    expect(names(r)).toEqual(["Aman Gill", "Bela Sood"]);
    expect(r.totalCount).toBe(2);
    const mohali = await search.smartSearch("civil engineers in Mohali", { first: 20 });
    expect(names(mohali)).toEqual(["Aman Gill"]);
    expect(mohali.interpretation).toBe("Civil located in Mohali, Punjab");
  });

  it("reads near a city as the cities within 30 km of it", async () => {
    const near = await search.smartSearch("civil engineers near Chandigarh", { first: 20 });
    expect(names(near)).toEqual(["Aman Gill", "Bela Sood"]); // Mohali is about 10 km away
    expect(near.interpretation).toBe("Civil located within 30 km of Chandigarh");
    const inside = await search.smartSearch("civil engineers in Chandigarh", { first: 20 });
    expect(names(inside)).toEqual(["Bela Sood"]);
  });

  it("pages by cursor without repeats, and counts the places of the whole result set", async () => {
    const first = await search.smartSearch("2019 batch", { first: 2 });
    expect(first.totalCount).toBe(3);
    expect(first.hasNextPage).toBe(true);
    const second = await search.smartSearch("2019 batch", { first: 2, after: first.endCursor });
    expect(second.hasNextPage).toBe(false);
    expect(second.endCursor).toBeNull();
    expect([...names(first), ...names(second)].sort()).toEqual([
      "Chetan Rao",
      "Divya Nair",
      "Farid Khan",
    ]);
    // The places of every page (members without a location are left out), from the outcome's data.
    const places = await search.locationCounts(first.filter);
    expect(places.map((p) => [p.name.split(",")[0], p.count]).sort()).toEqual([
      ["Chandigarh", 1],
      ["Pune", 1],
    ]);
  });

  it("reads the places with the page when asked, the same as counting them apart (issue 29)", async () => {
    const anywhere = await search.locationCounts();
    const placeIds = [null, ...anywhere.slice(0, 2).map((p) => p.id), "t:nowhere"];
    const queries = [
      "2019 batch",
      "civil engineers",
      "software engineer at Google",
      "Chandigrah",
      "civil engineers at Google",
      "people in Chandigarh",
      "engineers",
      "mechanical in Pune",
      "nobodyhere",
    ];
    let read = 0;
    for (const query of queries)
      for (const placeId of placeIds) {
        const first = await search.smartSearch(query, { first: 1 }, placeId);
        for (const page of [
          { first: 1 },
          { first: 20 },
          ...(first.endCursor ? [{ first: 1, after: first.endCursor }] : []),
          { first: 2, offset: 50 },
        ]) {
          const plain = await search.smartSearch(query, page, placeId);
          const asked = await search.smartSearch(query, page, placeId, undefined, {
            withPlaces: true,
          });
          expect(plain.places).toBeUndefined();
          const { places, ...rest } = asked;
          expect(rest).toEqual(plain);
          // Read with the page when the first reading was kept: what counting them apart says.
          if (places) {
            read++;
            expect(places).toEqual(await search.locationCounts(asked.filter));
          }
        }
      }
    expect(read).toBeGreaterThan(queries.length);
  });

  it("reads a misspelt place as the place when no member is so named", async () => {
    const r = await search.smartSearch("Chandigrah", { first: 20 });
    expect(names(r).sort()).toEqual(["Bela Sood", "Chetan Rao"]);
    expect(r.suggestions).toContain("Did you mean Chandigarh?");
  });

  it("suggests what relaxing a criterion would find when nothing matches", async () => {
    const r = await search.smartSearch("civil engineers at Google", { first: 20 });
    expect(r.totalCount).toBe(0);
    expect(r.suggestions).toEqual(["No exact match: 2 members at any employer (Civil)"]);
  });

  it("reads my batch from the searching member's profile, and says when it is missing", async () => {
    const me = searcherOf({ placeId: null, batchYear: 2019, rollNumber: null });
    const mine = await search.smartSearch("my batchmates", { first: 20 }, null, me);
    expect(mine.totalCount).toBe(3);
    const unknown = searcherOf({ placeId: null, batchYear: null, rollNumber: null });
    const missing = await search.smartSearch("my batchmates", { first: 20 }, null, unknown);
    expect(missing.suggestions).toContain(
      "Add your batch year to your profile to find your batchmates",
    );
  });

  it("narrows to a craft asked for, and finds the whole trade for the trade's name", async () => {
    const craft = await search.smartSearch("electricians", { first: 20 });
    expect(names(craft)).toEqual(["Harpal Singh"]);
    expect(craft.interpretation).toBe("Electrician");
    // The rest of the trade is named apart, as related, and offered as the broader reading.
    const related = await search.related(craft.related, 10);
    expect(related.nodes.map((u) => u.fullName)).toEqual(["Ishaan Mehta"]);
    expect(related.totalCount).toBe(1);
    expect(craft.broader).toEqual({ label: "Electrical", query: "electrical" });
    const trade = await search.smartSearch("electrical", { first: 20 });
    expect(names(trade).sort()).toEqual(["Harpal Singh", "Ishaan Mehta"]);
    expect(trade.related).toBeNull();
    expect(await search.related(trade.related, 10)).toEqual({ nodes: [], totalCount: 0 });
    // No lineman yet: the answer offers the trade around the craft.
    const none = await search.smartSearch("linemen", { first: 20 });
    expect(none.totalCount).toBe(0);
    expect(none.suggestions).toEqual(["No exact match: 2 members in Electrical (Electrical)"]);
  });

  it("reads a title typed with dotted initials or 'Tech.' as the title ('J.E.', 'Sr. Tech.')", async () => {
    const holdsJe = async () =>
      (
        await db.query(
          `SELECT u.search_vector @@ to_tsquery('english', 'je:B') AS je
             FROM member_search u WHERE u.full_name = 'Farid Khan'`,
        )
      )[0].je as boolean;
    expect(await holdsJe()).toBe(false);
    await db.query(`UPDATE users SET job_title = 'J.E. (Civil)' WHERE full_name = 'Farid Khan'`);
    try {
      expect(await holdsJe()).toBe(true);
      // "Sr. Tech." is a senior technician.
      await db.query(
        `UPDATE users SET job_title = 'Sr. Tech. (S&T)' WHERE full_name = 'Farid Khan'`,
      );
      const [{ technician }] = await db.query(
        `SELECT u.search_vector @@ to_tsquery('english', 'technician:B') AS technician
           FROM member_search u WHERE u.full_name = 'Farid Khan'`,
      );
      expect(technician).toBe(true);
    } finally {
      await db.query(`UPDATE users SET job_title = 'Fitter' WHERE full_name = 'Farid Khan'`);
    }
  });

  it("finds the self-employed by their company field or a founder's title", async () => {
    await db.query(`UPDATE users SET company = 'self employed' WHERE full_name = 'Harpal Singh'`);
    await db.query(`UPDATE users SET job_title = 'Proprietor' WHERE full_name = 'Farid Khan'`);
    try {
      const electricians = await search.smartSearch("self-employed electricians", { first: 20 });
      expect(names(electricians)).toEqual(["Harpal Singh"]);
      expect(electricians.interpretation).toBe("Electrician who are self-employed");
      const own = await search.smartSearch("alumni running their own business", { first: 20 });
      expect(names(own).sort()).toEqual(["Farid Khan", "Harpal Singh"]);
      // A software engineer at Google is not self-employed.
      const engineers = await search.smartSearch("self employed software engineers", {
        first: 20,
      });
      expect(names(engineers)).toEqual([]);
    } finally {
      await db.query(`UPDATE users SET company = NULL WHERE full_name = 'Harpal Singh'`);
      await db.query(`UPDATE users SET job_title = 'Fitter' WHERE full_name = 'Farid Khan'`);
    }
  });

  it("reads a worker's title that names no craft as the craftsman of the member's trade", async () => {
    await db.query(
      `UPDATE users SET job_title = 'Chief Technician' WHERE full_name = 'Harpal Singh'`,
    );
    await db.query(`UPDATE users SET job_title = 'Technician' WHERE full_name = 'Chetan Rao'`);
    try {
      // An electrical member's "Chief Technician" is an electrician; a computer member's
      // "Technician" is not.
      expect(names(await search.smartSearch("electricians", { first: 20 }))).toEqual([
        "Harpal Singh",
      ]);
    } finally {
      await db.query(`UPDATE users SET job_title = 'Electrician' WHERE full_name = 'Harpal Singh'`);
      await db.query(
        `UPDATE users SET job_title = 'Software Engineer' WHERE full_name = 'Chetan Rao'`,
      );
    }
  });

  it("reads a workshop's owner as the craftsman of the trade, a welding supervisor as a welder", async () => {
    await db.query(`UPDATE users SET job_title = 'Owner' WHERE full_name = 'Harpal Singh'`);
    try {
      expect(names(await search.smartSearch("electricians", { first: 20 }))).toEqual([
        "Harpal Singh",
      ]);
    } finally {
      await db.query(`UPDATE users SET job_title = 'Electrician' WHERE full_name = 'Harpal Singh'`);
    }
  });

  it("finds members naming a town where nobody is located, and says nobody is there", async () => {
    // Located in Alang (the place of the profile), "Distt. Bhavnagar" typed beside it; and one
    // working at an asset named after a town they do not live in.
    await db.query(
      `UPDATE users SET current_location = 'Alang, Distt. Bhavnagar', place_source = NULL
        WHERE full_name = 'Farid Khan'`,
    );
    try {
      await resolvePendingPlaces(db);
      const found = await search.smartSearch("fitters in Bhavnagar", { first: 20 });
      expect(names(found)).toEqual(["Farid Khan"]);
      expect(found.interpretation).toMatch(/nobody is located in Bhavnagar itself/);
      // The saved search's plan reads it the same way.
      const plan = await search.planFor("fitters in Bhavnagar");
      expect(plan.params).toContainEqual(expect.stringContaining("bhavnagar"));
      // A town where someone asked for is located stays the place: nobody else is found.
      expect(names(await search.smartSearch("civil engineers in Mohali", { first: 20 }))).toEqual([
        "Aman Gill",
      ]);
      // Nobody names it either: still nobody.
      expect((await search.smartSearch("fitters in Surat", { first: 20 })).totalCount).toBe(0);
    } finally {
      await db.query(
        `UPDATE users SET current_location = NULL, place_source = NULL WHERE full_name = 'Farid Khan'`,
      );
      await resolvePendingPlaces(db);
    }
  });

  it("keeps the electrical trade's maintenance out of maintenance engineers", async () => {
    await db.query(
      `UPDATE users SET job_title = 'Maintenance Electrician' WHERE full_name = 'Harpal Singh'`,
    );
    await db.query(
      `UPDATE users SET job_title = 'Maintenance Engineer' WHERE full_name = 'Farid Khan'`,
    );
    try {
      expect(names(await search.smartSearch("maintenance engineers", { first: 20 }))).toEqual([
        "Farid Khan",
      ]);
      expect(names(await search.smartSearch("electricians", { first: 20 }))).toEqual([
        "Harpal Singh",
      ]);
    } finally {
      await db.query(`UPDATE users SET job_title = 'Electrician' WHERE full_name = 'Harpal Singh'`);
      await db.query(`UPDATE users SET job_title = 'Fitter' WHERE full_name = 'Farid Khan'`);
    }
  });

  it("finds a worker asked for in a town where nobody is in the towns within 30 km, saying so", async () => {
    await db.query(
      `UPDATE users SET current_location = 'Mohali', place_source = NULL WHERE full_name = 'Harpal Singh'`,
    );
    try {
      await resolvePendingPlaces(db);
      const found = await search.smartSearch("need an electrician in Kharar", { first: 20 });
      expect(names(found)).toEqual(["Harpal Singh"]);
      expect(found.interpretation).toBe(
        "Electrician located within 30 km of Kharar (nobody is located in Kharar itself)",
      );
      // Who lives in a town is not answered with its neighbours.
      expect((await search.smartSearch("2001 batch in Kharar", { first: 20 })).totalCount).toBe(0);
    } finally {
      await db.query(
        `UPDATE users SET current_location = NULL, place_source = NULL WHERE full_name = 'Harpal Singh'`,
      );
      await resolvePendingPlaces(db);
    }
  });

  it("reads a bare 'engineers' loosely when it found nobody beside other criteria", async () => {
    const found = await search.smartSearch("engineers at Infosys", { first: 20 });
    expect(names(found)).toEqual(["Divya Nair"]);
    expect(found.interpretation).toMatch(/left out "engineers"/);
  });

  it("finds the most telling part of words nobody holds together, the rest ranking", async () => {
    await db.query(`UPDATE users SET skills = '{kubernetes}' WHERE full_name = 'Divya Nair'`);
    await db.query(
      `UPDATE users SET skills = '{golang}' WHERE full_name IN ('Chetan Rao', 'Aman Gill')`,
    );
    try {
      // Nobody holds both: the rarer word says more.
      const found = await search.smartSearch("kubernetes golang", { first: 20 });
      expect(names(found)).toEqual(["Divya Nair"]);
      expect(found.interpretation).toMatch(/nobody has "golang" together/);
    } finally {
      await db.query(
        `UPDATE users SET skills = '{}' WHERE full_name IN ('Divya Nair', 'Chetan Rao', 'Aman Gill')`,
      );
    }
  });

  it("narrows to a rank the job title holds, and says so when nobody holds it", async () => {
    await db.query(
      `UPDATE users SET job_title = 'Chief Electrical Engineer' WHERE full_name = 'Ishaan Mehta'`,
    );
    try {
      expect(names(await search.smartSearch("chief engineers", { first: 20 }))).toEqual([
        "Ishaan Mehta",
      ]);
      // No civil engineer is a chief: the civil engineers, the rank said as left out.
      const civil = await search.smartSearch("chief civil engineers", { first: 20 });
      expect(names(civil).sort()).toEqual(["Aman Gill", "Bela Sood"]);
      expect(civil.interpretation).toContain('left out "chief"');
    } finally {
      await db.query(
        `UPDATE users SET job_title = 'Electrical Engineer' WHERE full_name = 'Ishaan Mehta'`,
      );
    }
  });

  it("leaves out the employers named after a negation", async () => {
    expect(names(await search.smartSearch("civil engineers not at L&T", { first: 20 }))).toEqual([
      "Aman Gill",
    ]);
    expect(
      names(await search.smartSearch("computer science except tech companies", { first: 20 })),
    ).toEqual([]);
  });

  it("ranks by words that together find nobody rather than narrowing to nobody", async () => {
    await db.query(`UPDATE users SET bio = 'Runs a small firm' WHERE full_name = 'Aman Gill'`);
    await db.query(
      `UPDATE users SET bio = 'Gives workshops on safety' WHERE full_name = 'Bela Sood'`,
    );
    try {
      // "small" and "workshops" each find a civil engineer, nobody has both: every civil engineer,
      // those with either word first, and the answer says so.
      const civil = await search.smartSearch("civil engineers small workshops", { first: 20 });
      expect(names(civil).sort()).toEqual(["Aman Gill", "Bela Sood"]);
      expect(civil.interpretation).toContain("together: those with any come first");
      // A kind of person stays required: nobody, not everyone in Chandigarh.
      expect(names(await search.smartSearch("plumbers in Chandigarh", { first: 20 }))).toEqual([]);
      // In a whole sentence, words of everyday English rank; the trades' words still narrow.
      const notice = await search.smartSearch(
        "All civil engineers are requested to share openings in their offices please",
        { first: 20 },
      );
      expect(names(notice).sort()).toEqual(["Aman Gill", "Bela Sood"]);
      const autocad = await search.smartSearch(
        "we need someone who knows welding and lives near Chandigarh",
        { first: 20 },
      );
      expect(names(autocad)).toEqual([]);
    } finally {
      await db.query(`UPDATE users SET bio = NULL WHERE full_name IN ('Aman Gill', 'Bela Sood')`);
    }
  });

  it("finds either of words joined by 'or' or a slash, and both of words without", async () => {
    await db.query(`UPDATE users SET skills = '{python}' WHERE full_name = 'Aman Gill'`);
    await db.query(`UPDATE users SET skills = '{java}' WHERE full_name = 'Bela Sood'`);
    try {
      const either = await search.smartSearch("python or java", { first: 20 });
      expect(names(either).sort()).toEqual(["Aman Gill", "Bela Sood"]);
      expect(either.interpretation).toBe('Members matching "python" or "java"');
      expect(names(await search.smartSearch("python / java", { first: 20 })).sort()).toEqual([
        "Aman Gill",
        "Bela Sood",
      ]);
      // Without "or", both are asked for: nobody has both.
      const both = await search.smartSearch("python java", { first: 20 });
      expect(both.interpretation).toBe('Members matching "python" and "java"');
      expect(names(both)).toEqual([]);
    } finally {
      await db.query(
        `UPDATE users SET skills = '{}' WHERE full_name IN ('Aman Gill', 'Bela Sood')`,
      );
    }
  });

  it("finds a member in a town counted in the city beside it by the town's name too", async () => {
    await db.query(
      `UPDATE users SET current_location = 'Kurali, Chandigarh', place_source = NULL
        WHERE full_name = 'Bela Sood'`,
    );
    try {
      await resolvePendingPlaces(db);
      expect(names(await search.smartSearch("people in Chandigarh", { first: 20 }))).toContain(
        "Bela Sood",
      );
      expect(names(await search.smartSearch("people in Kurali", { first: 20 }))).toEqual([
        "Bela Sood",
      ]);
    } finally {
      await db.query(
        `UPDATE users SET current_location = 'Chandigarh', place_source = NULL WHERE full_name = 'Bela Sood'`,
      );
      await resolvePendingPlaces(db);
    }
  });

  it("reads a group as its companies, and a state department as a government employer", async () => {
    const tata = await search.smartSearch("tata group", { first: 20 });
    expect(names(tata)).toEqual(["Esha Malhotra"]); // Tata Motors
    expect(tata.parsed.keywords).toEqual([]);
    const govt = await search.smartSearch("govt jobs", { first: 20 });
    expect(names(govt).sort()).toEqual(["Aman Gill", "Jaswant Rai"]); // PWD; not L&T or Google
  });

  it("finds the earliest or latest batch among the members the rest finds ('oldest', 'youngest')", async () => {
    // Civil: Aman Gill (2015), Bela Sood (2016).
    const oldest = await search.smartSearch("oldest civil engineer", { first: 20 });
    expect(names(oldest)).toEqual(["Aman Gill"]);
    expect(oldest.interpretation).toMatch(/earliest batch among them/);
    expect(names(await search.smartSearch("youngest civil engineer", { first: 20 }))).toEqual([
      "Bela Sood",
    ]);
    // The saved search's plan reads it the same way.
    const plan = await search.planFor("senior-most civil engineer");
    expect(plan.where.join(" ")).toContain("min(u.search_batch_year)");
  });

  it("reads unknown words after 'for' as an employer only when some member's company holds them", async () => {
    const r = await search.smartSearch("civil alumni for silver jubilee", { first: 20 });
    expect(names(r).sort()).toEqual(["Aman Gill", "Bela Sood"]);
    expect(r.interpretation).not.toMatch(/working at/);
    await db.query(`UPDATE users SET company = 'Jubilee Infra' WHERE full_name = 'Bela Sood'`);
    try {
      const held = await search.smartSearch("civil alumni for Jubilee Infra", { first: 20 });
      expect(names(held)).toEqual(["Bela Sood"]);
      expect(held.interpretation).toMatch(/working at Jubilee Infra/);
    } finally {
      await db.query(`UPDATE users SET company = 'L&T' WHERE full_name = 'Bela Sood'`);
    }
  });

  it("reads the roles as the words of the work when they find nobody beside other criteria", async () => {
    await db.query(
      `UPDATE users SET job_title = 'Maintenance Electrician', company = 'Cipla Ltd'
        WHERE full_name = 'Harpal Singh'`,
    );
    try {
      // A maintenance electrician at a drug maker: no maintenance engineer, but his work says so.
      const words = await search.smartSearch("pharma plant maintenance", { first: 20 });
      expect(names(words)).toEqual(["Harpal Singh"]);
      expect(words.interpretation).toMatch(/whose work says "maintenance"/);
    } finally {
      await db.query(
        `UPDATE users SET job_title = 'Electrician', company = NULL WHERE full_name = 'Harpal Singh'`,
      );
    }
  });

  it("reads a job description pasted whole, its first words, saying the rest were left out", async () => {
    const pasted = `Civil engineers wanted in Mohali. ${Array.from(
      { length: 60 },
      (_, i) => `requirement${i}`,
    ).join(" ")}`.slice(0, SEARCH_LIMITS.smartQuery);
    expect(pasted.length).toBeGreaterThan(SEARCH_LIMITS.query);
    const r = await search.smartSearch(pasted, { first: 20 });
    expect(r.interpretation).toMatch(/more words left out: too many/);
    // The words no profile holds are left out too: the civil engineer in Mohali is found.
    expect(names(r)).toEqual(["Aman Gill"]);
  });

  it("refuses unusable queries and pages with a domain error naming the field", async () => {
    for (const [query, first, field] of [
      ["   ", 20, "query"],
      ["?!", 20, "query"],
      ["x".repeat(SEARCH_LIMITS.smartQuery + 1), 20, "query"],
      ["civil", 0, "first"],
    ] as const) {
      const error = await search.smartSearch(query, { first }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: "BAD_USER_INPUT", field });
    }
  });
});

describe("SearchService.directory", () => {
  it("lists verified members by name, filtered without case or accents, a page at a time", async () => {
    const all = await search.directory(null, { first: 4 });
    expect(all.totalCount).toBe(9);
    expect(names(all)).toEqual(["Aman Gill", "Bela Sood", "Chetan Rao", "Divya Nair"]);
    const rest = await search.directory("", { first: 5, after: all.endCursor });
    expect(names(rest)).toEqual([
      "Esha Malhotra",
      "Farid Khan",
      "Harpal Singh",
      "Ishaan Mehta",
      "Jaswant Rai",
    ]);
    expect(rest.hasNextPage).toBe(false);
    const pune = await search.directory("PUNE", { first: 10 });
    expect(names(pune)).toEqual(["Divya Nair", "Esha Malhotra"]);
  });

  it("counts every verified member per place", async () => {
    const places = await search.locationCounts();
    expect(places[0]).toMatchObject({ count: 2 });
    expect(places.reduce((n, p) => n + p.count, 0)).toBe(5);
  });
});
