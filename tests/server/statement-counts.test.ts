import { randomInt } from "node:crypto";
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DirectoryDocument,
  MemberProfileDocument,
  NotificationsDocument,
  SmartSearchDocument,
  UnreadNotificationsDocument,
  UpdateProfileDocument,
} from "../../client/src/gql/graphql.js";
import {
  OpportunityDocument,
  OpportunityListDocument,
} from "../../client/src/gql/opportunities/graphql.js";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { Opportunity } from "../../server/src/modules/opportunities/opportunity.entity.js";
import { searchTextOf } from "../../server/src/modules/opportunities/opportunity.search.js";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, uniqueIp, type TestApp } from "../support/test-app.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// The list pages cost the same number of SQL statements whatever their size: a page of 50 members
// or posts must not run one more statement per item (an N+1 is invisible with 3 rows and slow with
// 50). The statements are counted where they leave the app: every pg pool client's `query`.
// A database of its own: 60 members and 60 posts would change other files' counts.

const SIZES = [2, 20, 50];
const ITEMS = 60;
const PLACES = ["Chandigarh", "Mohali, Punjab", "Ludhiana", "Pune", "Bengaluru", "Jaipur"];

/** The pages' own operations, as the client sends them: the generated documents, fragments included. */
const DIRECTORY = print(DirectoryDocument);
const SEARCH = print(SmartSearchDocument);
const OPPORTUNITY_LIST = print(OpportunityListDocument);
const OPPORTUNITY = print(OpportunityDocument);
const MEMBER_PROFILE = print(MemberProfileDocument);
const UPDATE_PROFILE = print(UpdateProfileDocument);

/** A word no other row holds: letters only, so search reads it as a keyword. */
const word = () =>
  "gate" + Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("");
const WORD = word();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { data?: any; errors?: unknown[] };

let database: TestDatabase;
let app: TestApp;
let token: string;
let posters: User[];

async function run(
  document: string,
  operationName: string,
  variables: Record<string, unknown>,
): Promise<Answer> {
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "x-forwarded-for": uniqueIp(),
    },
    body: JSON.stringify({ query: document, operationName, variables }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Answer;
}

/** The statements one request runs, and its answer. */
async function measure(
  document: string,
  operationName: string,
  variables: Record<string, unknown>,
) {
  let body: Answer = {};
  const statements = await app.statementsDuring(async () => {
    body = await run(document, operationName, variables);
  });
  expect(body.errors).toBeUndefined();
  return { statements, data: body.data };
}

beforeAll(async () => {
  database = await provideTestDatabase("_statements", 8);
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: database.url });
  // The read counter's once-a-second background write is no request's statement: flush it by hand.
  await app.services.readCounter.stop();

  posters = [];
  for (let i = 0; i < ITEMS; i++) {
    posters.push(
      await app.buildUser({
        fullName: `Member ${WORD} ${String(i).padStart(2, "0")}`,
        isVerified: true,
        profileCompleted: true,
        rollNumber: `R-${1000 + i}`,
        trade: "Computer Science",
        jobTitle: "Software Engineer",
        company: `${WORD} Systems`,
        currentLocation: PLACES[i % PLACES.length],
        batchYear: 2010 + (i % 10),
        skills: ["TypeScript", WORD],
        phoneNumber: `+9198765${String(43210 + i)}`,
        profileImage: null,
      }),
    );
  }
  const repo = app.db.getRepository(Opportunity);
  for (const [i, poster] of posters.entries()) {
    const values = {
      title: `Engineer ${WORD} ${i}`,
      type: "Job" as Opportunity["type"],
      location: PLACES[i % PLACES.length],
      description: `A ${WORD} opening, number ${i}.`,
      externalLink: null,
      tags: [WORD],
    };
    await repo.save(
      repo.create({
        ...values,
        searchText: searchTextOf(values),
        contactVisibility: i % 2 === 0,
        postedById: poster.id,
      }),
    );
  }
  token = await app.tokenFor(
    await app.buildUser({
      fullName: "Counting Viewer",
      isVerified: true,
      profileCompleted: true,
      rollNumber: "R-0001",
      trade: "Electronics",
    }),
  );
  // The viewer lookup is cached after the first request (viewer-cache.test.ts covers it): warm it,
  // so every measured page starts from the same state. On a busy machine the notification of the
  // viewer's own insert can arrive after the first lookup and evict it once: warm until `me` is
  // answered without a statement.
  let cold: string[] = [];
  for (let i = 0; i < 20; i++) {
    cold = await app.statementsDuring(async () => {
      expect((await app.gql(`{ me { id } }`, {}, { token })).data.me.id).toBeTruthy();
    });
    if (!cold.length) break;
  }
  expect(cold).toEqual([]);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.stop();
});

describe("SQL statements per page do not grow with the page size", () => {
  it("the directory page: the same count for 2, 20 and 50 members", async () => {
    const counts: number[] = [];
    let seen: string[] = [];
    for (const first of SIZES) {
      const { statements, data } = await measure(DIRECTORY, "Directory", { filter: WORD, first });
      expect(data.directory.nodes).toHaveLength(first);
      expect(data.directory.totalCount).toBe(ITEMS);
      // A verified viewer sees contact links: the per-member fields are all there.
      expect(data.directory.nodes[0].fullName).toContain(WORD);
      counts.push(statements.length);
      seen = statements;
    }
    console.log(`directory statements for first=${SIZES.join("/")}: ${counts.join("/")}`);
    expect(counts[0]).toBeGreaterThan(0);
    // The exact total and the page with its members' rows, in one statement.
    expect(counts[0], seen.join("\n")).toBeLessThanOrEqual(1);
    // An empty page still carries the total: nobody found, and a page past the last member.
    const empty = await run(
      `query Page($f: String, $o: Int) { directory(filter: $f, first: 5, offset: $o) { totalCount nodes { id } } }`,
      "Page",
      { f: `${WORD}zz`, o: 0 },
    );
    expect(empty.data.directory).toEqual({ totalCount: 0, nodes: [] });
    const past = await run(
      `query Page($f: String, $o: Int) { directory(filter: $f, first: 5, offset: $o) { totalCount nodes { id } } }`,
      "Page",
      { f: WORD, o: ITEMS },
    );
    expect(past.data.directory).toEqual({ totalCount: ITEMS, nodes: [] });
    expect(counts, seen.join("\n")).toEqual(SIZES.map(() => counts[0]));
  });

  it("the search page (results, criteria, places): one statement for 2, 20 and 50", async () => {
    const counts: number[] = [];
    let seen: string[] = [];
    for (const first of SIZES) {
      const { statements, data } = await measure(SEARCH, "SmartSearch", {
        query: `software engineers at ${WORD}`,
        first,
      });
      expect(data.smartSearch.results).toHaveLength(first);
      expect(data.smartSearch.count).toBe(ITEMS);
      expect(data.smartSearch.locations.length).toBeGreaterThan(1);
      counts.push(statements.length);
      seen = statements;
    }
    console.log(`search statements for first=${SIZES.join("/")}: ${counts.join("/")}`);
    expect(counts[0], seen.join("\n")).toBeLessThanOrEqual(1);
    expect(counts, seen.join("\n")).toEqual(SIZES.map(() => counts[0]));
  });

  it("the opportunity board (each post with its own poster): the same count for 2, 20 and 50", async () => {
    const counts: number[] = [];
    let seen: string[] = [];
    for (const first of SIZES) {
      const { statements, data } = await measure(OPPORTUNITY_LIST, "OpportunityList", {
        search: WORD,
        first,
      });
      const nodes = data.opportunities.nodes as {
        postedBy: string;
        poster: { id: string; fullName: string };
      }[];
      expect(nodes).toHaveLength(first);
      // Every post has a different poster, each resolved to their name.
      expect(new Set(nodes.map((n) => n.poster.id)).size).toBe(first);
      for (const n of nodes) {
        expect(n.poster.id).toBe(n.postedBy);
        expect(n.poster.fullName).toBe(posters.find((p) => p.id === n.postedBy)!.fullName);
      }
      counts.push(statements.length);
      seen = statements;
    }
    console.log(`opportunity board statements for first=${SIZES.join("/")}: ${counts.join("/")}`);
    // The page with its posters' rows.
    expect(counts[0], seen.join("\n")).toBeLessThanOrEqual(1);
    expect(counts, seen.join("\n")).toEqual(SIZES.map(() => counts[0]));
  });

  it("the opportunity detail and the member profile each cost a few statements", async () => {
    const list = await run(OPPORTUNITY_LIST, "OpportunityList", { search: WORD, first: 1 });
    const detail = await measure(OPPORTUNITY, "Opportunity", {
      id: list.data.opportunities.nodes[0].id,
    });
    expect(detail.data.opportunity.poster.fullName).toContain(WORD);
    const profile = await measure(MEMBER_PROFILE, "MemberProfile", { id: posters[7].id });
    expect(profile.data.user.fullName).toBe(posters[7].fullName);
    console.log(
      `opportunity detail: ${detail.statements.length}, member profile: ${profile.statements.length}`,
    );
    // The viewer is cached; the post comes with its poster, the member with where the viewer stands
    // with them (connection, blocks), each in one statement: no hidden per-field look-ups.
    expect(detail.statements.length).toBeLessThanOrEqual(1);
    expect(profile.statements.length).toBeLessThanOrEqual(1);
  });
});

describe("the bell and the notifications page on a big table", () => {
  const BELL = print(UnreadNotificationsDocument);
  const NOTIFICATIONS = print(NotificationsDocument);
  let viewerId: string;
  const TAG = word();

  beforeAll(async () => {
    viewerId = (await run(`query Me { me { id } }`, "Me", {})).data.me.id;
    // 200,000 notifications of 1,000 other members (half read), and 60 of the viewer's own.
    await app.db.query(
      `INSERT INTO users (email, full_name)
       SELECT 'bell-' || g || '-${TAG}@test.istc-connect.in', 'Bell ' || g FROM generate_series(1, 1000) g`,
    );
    await app.db.query(
      `INSERT INTO notifications (user_id, kind, title, body, url, dedupe_key, email, read_at, created_at)
       SELECT u.id, 'saved_search', 'T', 'B', '/', 'k' || g, 'instant',
              CASE WHEN g % 2 = 0 THEN now() END, now() - make_interval(secs => g)
         FROM (SELECT id, row_number() OVER () AS r FROM users WHERE email LIKE 'bell-%-${TAG}@%') u
         CROSS JOIN generate_series(1, 200) g`,
    );
    await app.db.query(
      `INSERT INTO notifications (user_id, kind, title, body, url, dedupe_key, email, read_at, created_at)
       SELECT $1, 'saved_search', 'Mine ' || g, 'B', '/', 'mine' || g, 'instant',
              CASE WHEN g % 3 = 0 THEN now() END, now() - make_interval(secs => g)
         FROM generate_series(1, 60) g`,
      [viewerId],
    );
    await app.db.query(`ANALYZE notifications`);
  }, 120_000);

  /** The plan of a statement as the app sent it, with its parameters. */
  async function plan(statement: string, params: unknown[]): Promise<string> {
    const rows: { "QUERY PLAN": string }[] = await app.db.query(`EXPLAIN ${statement}`, params);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  }

  it("the bell (asked every 30 s by every signed-in page) is one statement on an index", async () => {
    const { statements, data } = await measure(BELL, "UnreadNotifications", {});
    expect(data.unreadNotifications).toBe(40);
    expect(statements).toHaveLength(1);
    const explained = await plan(statements[0], [viewerId]);
    console.log(`the bell's plan:\n${explained}`);
    expect(explained).not.toMatch(/Seq Scan/);
    expect(explained).toMatch(/notifications_unread_idx|notifications_user_created_idx/);
  });

  it("the notifications page: the same statements for 2, 20 and 50, paged on the index", async () => {
    const counts: number[] = [];
    let seen: string[] = [];
    for (const first of SIZES) {
      const { statements, data } = await measure(NOTIFICATIONS, "Notifications", { first });
      expect(data.notifications.nodes).toHaveLength(first);
      expect(data.notifications.unread).toBe(40);
      counts.push(statements.length);
      seen = statements;
    }
    expect(counts, seen.join("\n")).toEqual(SIZES.map(() => counts[0]));
    expect(counts[0]).toBeLessThanOrEqual(2);
    // The next page, after a cursor: no sort of the member's rows, no scan of the table.
    const first = await run(NOTIFICATIONS, "Notifications", { first: 20 });
    const after = first.data.notifications.endCursor;
    const next = await measure(NOTIFICATIONS, "Notifications", { first: 20, after });
    expect(next.data.notifications.nodes[0].title).toBe("Mine 21");
    const page = next.statements.find((s) => /ORDER BY created_at DESC/.test(s))!;
    const last = first.data.notifications.nodes[19];
    const explained = await plan(page, [viewerId, 21, last.createdAt, last.id]);
    console.log(`the notifications page's plan:\n${explained}`);
    expect(explained).toMatch(/Index Scan using notifications_user_created_idx/);
    expect(explained).not.toMatch(/Seq Scan|Sort/);
  });
});

describe("the writes of bench:load", () => {
  it("a profile edit: the two rate limits in one statement, then one UPDATE ... RETURNING", async () => {
    const { statements, data } = await measure(UPDATE_PROFILE, "UpdateProfile", {
      input: { jobTitle: "CNC Programmer", bio: `Counted ${WORD}`, skills: ["AutoCAD", "PLC"] },
    });
    expect(data.updateProfile).toMatchObject({
      jobTitle: "CNC Programmer",
      bio: `Counted ${WORD}`,
      skills: ["AutoCAD", "PLC"],
    });
    console.log(`profile edit statements:\n${statements.join("\n")}`);
    expect(statements, statements.join("\n")).toHaveLength(2);
    expect(statements[0]).toMatch(/^\s*INSERT INTO rate_limits/);
    expect(statements[1]).toMatch(/^\s*UPDATE users u SET/);
  });

  it("the sign-in probe of a new address: the network's limit, then one look-up", async () => {
    let status = 0;
    const statements = await app.statementsDuring(async () => {
      const res = await fetch(`${app.url}/api/auth/send-otp`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp() },
        body: JSON.stringify({ email: `probe.${WORD}@test.istc-connect.in`, full_name: "" }),
      });
      status = res.status;
      expect(await res.json()).toMatchObject({ is_new_user: true });
    });
    expect(status).toBe(200);
    expect(statements, statements.join("\n")).toHaveLength(2);
  });
});
