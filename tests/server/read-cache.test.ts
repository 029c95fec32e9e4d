import { readFileSync } from "node:fs";
import { buildSchema, parse, print, type OperationDefinitionNode } from "graphql";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DirectoryDocument,
  MemberProfileDocument,
  MeDocument,
} from "../../client/src/gql/graphql.js";
import {
  OpportunityDocument,
  OpportunityListDocument,
} from "../../client/src/gql/opportunities/graphql.js";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { missingDataTriggers } from "../../server/src/db/migrations/1765330000000-data-changes.js";
import {
  CACHEABLE_FIELDS,
  cacheVerdict,
  isCacheable,
  PROFILE_TEXT_FIELDS,
  ReadCache,
} from "../../server/src/graphql/read-cache.js";
import { PROFILE_TEXT_COLUMNS } from "../../server/src/db/migrations/1765360000000-data-change-kinds.js";
import type { DataChanges } from "../../server/src/modules/auth/viewer-cache.js";
import { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, uniqueIp, type TestApp } from "../support/test-app.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// The read cache (server/src/graphql/read-cache.ts) keeps the answers of the client's own reads per
// viewer until any data changes. What it must never do: answer with what was true before a write
// that had been answered (on this copy or another, or done in SQL), serve errors, or skip the
// read limit. Two copies of the app on a database of their own (other files' writes would empty
// the cache at any moment and make "answered without a statement" a coin toss).

const DIRECTORY = print(DirectoryDocument);
const PROFILE = print(MemberProfileDocument);
const ME = print(MeDocument);
const BOARD = print(OpportunityListDocument);
const OPPORTUNITY = print(OpportunityDocument);
const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id jobTitle } }`;
const VERIFY = `mutation($i: SetVerificationInput!) { setVerification(input: $i) { id isVerified } }`;
const POST = `mutation($input: OpportunityInput!) { postOpportunity(input: $input) { id } }`;
const ME_TEXT = `query MeText { me { id jobTitle } }`;
const WORD = "cachetest" + Math.random().toString(36).slice(2, 8).replace(/\d/g, "q");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { data?: any; errors?: { extensions?: { code?: string } }[]; extensions?: any };

let database: TestDatabase;
let A: TestApp;
let B: TestApp;
let viewer: { user: User; token: string };
let other: { user: User; token: string };
let admin: { user: User; token: string };

async function call(app: TestApp, token: string, query: string, variables = {}) {
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "x-forwarded-for": uniqueIp(),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

/** A read's answer and the statements it sent. */
async function read(app: TestApp, token: string, query: string, variables = {}) {
  let body: Answer = {};
  const statements = await app.statementsDuring(async () => {
    body = (await call(app, token, query, variables)).body;
  });
  return { body, statements };
}

/** Reads until the answer is kept (the viewer's own notifications may arrive late once). */
async function cached(app: TestApp, token: string, query: string, variables = {}) {
  let last = await read(app, token, query, variables);
  for (let i = 0; i < 20 && last.statements.length; i++)
    last = await read(app, token, query, variables);
  expect(last.statements, "a repeated read is answered without a statement").toEqual([]);
  return last.body;
}

async function member(app: TestApp, overrides: Partial<User>) {
  const user = await app.buildUser({
    isVerified: true,
    profileCompleted: true,
    trade: "Electronics",
    currentLocation: "Pune",
    ...overrides,
  });
  return { user, token: await app.tokenFor(user) };
}

beforeAll(async () => {
  database = await provideTestDatabase("_read_cache", 12);
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  A = await startTestApp({ DATABASE_URL: database.url });
  B = await startTestApp({ DATABASE_URL: database.url }, { mailbox: A.mailbox });
  // The read counters' once-a-second write is no request's statement.
  await A.services.readCounter.stop();
  await B.services.readCounter.stop();
  viewer = await member(A, { fullName: `Viewer ${WORD}`, rollNumber: "RC-1" });
  other = await member(A, { fullName: `Other ${WORD}`, rollNumber: "RC-2", jobTitle: "Fitter" });
  admin = await member(A, { fullName: `Admin ${WORD}`, rollNumber: "RC-3", isAdminFlag: true });
}, 120_000);

afterAll(async () => {
  await B?.close();
  await A?.close();
  await database?.stop();
});

describe("answers kept per viewer until data changes", () => {
  it("serves a repeated read without a statement, the same answer, the read limit still counted", async () => {
    const first = await read(A, viewer.token, PROFILE, { id: other.user.id });
    expect(first.body.errors).toBeUndefined();
    const again = await cached(A, viewer.token, PROFILE, { id: other.user.id });
    expect(again.data).toEqual(first.body.data);
    const next = await read(A, viewer.token, PROFILE, { id: other.user.id });
    expect(next.statements).toEqual([]);
    expect(next.body.extensions.rateLimit.remaining).toBe(again.extensions.rateLimit.remaining - 1);
    // Another viewer's answer is its own: the admin sees the same member with its own rights.
    const asAdmin = await read(A, admin.token, PROFILE, { id: other.user.id });
    expect(asAdmin.statements.length).toBeGreaterThan(0);
  });

  it("a profile update is seen by the very next read of another member, on this copy and the other", async () => {
    for (const app of [A, B]) {
      const body = await cached(app, viewer.token, PROFILE, { id: other.user.id });
      expect(body.data.user.jobTitle).toBe("Fitter");
    }
    const updated = await call(A, other.token, UPDATE_PROFILE, { input: { jobTitle: "Welder" } });
    expect(updated.body.errors).toBeUndefined();
    for (const app of [A, B])
      expect(
        (await read(app, viewer.token, PROFILE, { id: other.user.id })).body.data.user.jobTitle,
      ).toBe("Welder");
    // And back through the other copy.
    await cached(A, viewer.token, PROFILE, { id: other.user.id });
    await call(B, other.token, UPDATE_PROFILE, { input: { jobTitle: "Turner" } });
    expect(
      (await read(A, viewer.token, PROFILE, { id: other.user.id })).body.data.user.jobTitle,
    ).toBe("Turner");
  });

  it("an admin's verification puts the member in the next directory page read on either copy, by a member or a visitor", async () => {
    const pending = await member(A, {
      fullName: `Pending ${WORD}`,
      rollNumber: "RC-4",
      isVerified: false,
    });
    const names = (body: Answer) =>
      (body.data.directory.nodes as { fullName: string }[]).map((n) => n.fullName);
    // A visitor's page too: no cached viewer, so the cache makes its own barrier round trip.
    const readers = [viewer.token, ""];
    for (const app of [A, B])
      for (const token of readers) {
        const body = await cached(app, token, DIRECTORY, { filter: WORD, first: 24 });
        expect(names(body)).not.toContain(`Pending ${WORD}`);
      }
    const verified = await call(B, admin.token, VERIFY, {
      i: { userIds: [pending.user.id], isVerified: true },
    });
    expect(verified.body.errors).toBeUndefined();
    for (const app of [A, B])
      for (const token of readers) {
        const { body } = await read(app, token, DIRECTORY, { filter: WORD, first: 24 });
        expect(names(body)).toContain(`Pending ${WORD}`);
      }
  });

  it("a posted opportunity is on the next board read, and its page answers, on either copy", async () => {
    const board = { search: WORD, first: 20 };
    for (const app of [A, B])
      expect((await cached(app, viewer.token, BOARD, board)).data.opportunities.nodes).toEqual([]);
    const posted = await call(A, other.token, POST, {
      input: { type: "JOB", title: `Lathe ${WORD}`, description: "A lathe job", location: "Pune" },
    });
    expect(posted.body.errors).toBeUndefined();
    for (const app of [A, B]) {
      const { body } = await read(app, viewer.token, BOARD, board);
      expect(body.data.opportunities.nodes.map((n: { title: string }) => n.title)).toEqual([
        `Lathe ${WORD}`,
      ]);
    }
    const id = posted.body.data.postOpportunity.id;
    expect((await cached(B, viewer.token, OPPORTUNITY, { id })).data.opportunity.title).toBe(
      `Lathe ${WORD}`,
    );
  });

  it("a change made in SQL, outside any copy, applies to the next read", async () => {
    await cached(B, viewer.token, ME);
    const client = new pg.Client(database.url);
    await client.connect();
    try {
      await client.query(`UPDATE users SET full_name = $1 WHERE id = $2`, [
        `Renamed ${WORD}`,
        viewer.user.id,
      ]);
    } finally {
      await client.end();
    }
    expect((await read(B, viewer.token, ME)).body.data.me.fullName).toBe(`Renamed ${WORD}`);
  });

  it("a change of profile text alone keeps `me` and the board, and drops what shows or searches the text", async () => {
    const board = { first: 20 };
    await cached(A, viewer.token, ME);
    await cached(A, viewer.token, BOARD, board);
    await cached(A, other.token, ME_TEXT);
    await cached(A, viewer.token, PROFILE, { id: other.user.id });
    await cached(A, viewer.token, DIRECTORY, { filter: WORD, first: 24 });
    const title = `Tool maker ${WORD}`;
    const updated = await call(B, other.token, UPDATE_PROFILE, { input: { jobTitle: title } });
    expect(updated.body.errors).toBeUndefined();
    const profile = await read(A, viewer.token, PROFILE, { id: other.user.id });
    expect(profile.body.data.user.jobTitle).toBe(title);
    expect((await read(A, other.token, ME_TEXT)).body.data.me.jobTitle).toBe(title);
    const page = await read(A, viewer.token, DIRECTORY, { filter: WORD, first: 24 });
    const card = page.body.data.directory.nodes.find((n: { id: string }) => n.id === other.user.id);
    expect(card.jobTitle).toBe(title);
    // Neither reads a job title: both still kept.
    expect((await read(A, viewer.token, ME)).statements).toEqual([]);
    expect((await read(A, viewer.token, BOARD, board)).statements).toEqual([]);
  });

  it("a poster's new name (not profile text) is on the next board and opportunity read", async () => {
    const posted = await call(A, other.token, POST, {
      input: { type: "JOB", title: `Drill ${WORD}`, description: "A drill job", location: "Pune" },
    });
    expect(posted.body.errors).toBeUndefined();
    const id = posted.body.data.postOpportunity.id;
    const board = { search: WORD, first: 20 };
    await cached(A, viewer.token, BOARD, board);
    await cached(A, viewer.token, OPPORTUNITY, { id });
    const client = new pg.Client(database.url);
    await client.connect();
    try {
      await client.query(`UPDATE users SET full_name = $1, job_title = 'Driller' WHERE id = $2`, [
        `Poster ${WORD}`,
        other.user.id,
      ]);
    } finally {
      await client.end();
    }
    const listed = (await read(B, viewer.token, BOARD, board)).body.data.opportunities.nodes;
    const card = listed.find((n: { id: string }) => n.id === id);
    expect(card.poster.fullName).toBe(`Poster ${WORD}`);
    const shown = (await read(A, viewer.token, OPPORTUNITY, { id })).body.data.opportunity;
    expect(shown.poster.fullName).toBe(`Poster ${WORD}`);
  });

  it("the database names a change of profile text alone, and nothing else, as such", async () => {
    const client = new pg.Client(database.url);
    await client.connect();
    const payloads: string[] = [];
    client.on("notification", (n) => {
      if (n.channel === "data_changed") payloads.push(n.payload ?? "");
    });
    // The notifications of one statement (folded per payload): a round trip before it brings those
    // of earlier commits, one after it its own.
    const payloadsOf = async (text: string, params: unknown[]) => {
      await client.query(`SELECT 1`);
      payloads.length = 0;
      await client.query(text, params);
      await client.query(`SELECT 1`);
      return [...new Set(payloads)].sort();
    };
    const { id } = (await member(A, { fullName: `Probe ${WORD}`, rollNumber: "RC-6" })).user;
    try {
      await client.query(`LISTEN data_changed`);
      expect(
        await payloadsOf(`UPDATE users SET job_title = 'Fitter', skills = '{CNC}' WHERE id = $1`, [
          id,
        ]),
      ).toEqual(["profile-text"]);
      expect(await payloadsOf(`UPDATE users SET bio = 'x' WHERE id = $1`, [id])).toEqual([
        "profile-text",
      ]);
      for (const set of [
        `full_name = full_name || ' '`,
        `job_title = 'Turner', trade = 'Fitter'`,
        `contact_visibility = 'nobody'`,
        `profile_image = 'x.webp'`,
        `is_verified = true, pending_reason = 'x'`,
      ])
        expect(await payloadsOf(`UPDATE users SET ${set} WHERE id = $1`, [id]), set).toContain("");
    } finally {
      await client.end();
    }
  });

  it("keeps no error: an unknown member is looked up again every time", async () => {
    const unknown = { id: "00000000-0000-4000-8000-000000000000" };
    for (let i = 0; i < 3; i++) {
      const { body, statements } = await read(A, viewer.token, PROFILE, unknown);
      expect(body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      expect(statements.length).toBeGreaterThan(0);
    }
  });

  it("a kept answer is refused like any other read over the read limit", async () => {
    const limited = await startTestApp(
      { DATABASE_URL: database.url, RATE_LIMIT_READS_PER_MEMBER: "3" },
      { mailbox: A.mailbox },
    );
    try {
      const someone = await member(limited, { fullName: `Limited ${WORD}`, rollNumber: "RC-5" });
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await call(limited, someone.token, ME));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
      expect(answers[3].body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });
});

describe("what may be kept", () => {
  const schema = buildSchema(readFileSync("schema.graphql", "utf8"));
  const verdict = (text: string) => {
    const document = parse(text);
    const operation = document.definitions[0] as OperationDefinitionNode;
    return isCacheable(schema, document, operation);
  };

  it("the client's own reads, and nothing else", () => {
    for (const text of [DIRECTORY, PROFILE, ME, BOARD, OPPORTUNITY])
      expect(verdict(text), text).toBe(true);
    expect(verdict(`{ __typename }`)).toBe(false);
    expect(verdict(UPDATE_PROFILE)).toBe(false);
    expect(verdict(`{ me { id } unreadNotifications }`)).toBe(false);
    expect(verdict(`query { me { id ...F } } fragment F on User { sessions { id } }`)).toBe(false);
    expect(verdict(`{ me { id @deprecated } }`)).toBe(false);
  });

  it("which answers may read members' profile text (a profile-text change drops only those)", () => {
    const readsText = (text: string) => {
      const document = parse(text);
      const operation = document.definitions[0] as OperationDefinitionNode;
      return cacheVerdict(schema, document, operation).readsProfileText;
    };
    for (const text of [ME, BOARD, OPPORTUNITY]) expect(readsText(text), text).toBe(false);
    for (const text of [
      DIRECTORY,
      PROFILE,
      ME_TEXT,
      `{ me { id ...T } } fragment T on User { skills }`,
    ])
      expect(readsText(text), text).toBe(true);
  });

  it("every kept field of User that reads a profile text column counts as reading profile text", async () => {
    const ds = createDataSource({ url: database.url, poolSize: 1 });
    await ds.initialize();
    try {
      const textColumns = new Set(PROFILE_TEXT_COLUMNS);
      const reading = ds
        .getMetadata(User)
        .columns.filter((c) => textColumns.has(c.databaseName))
        .map((c) => c.propertyName)
        .filter((field) => CACHEABLE_FIELDS.User.has(field));
      expect(reading.length).toBeGreaterThan(5);
      for (const field of reading) expect(PROFILE_TEXT_FIELDS.User.has(field), field).toBe(true);
    } finally {
      await ds.destroy();
    }
  });

  it("every table an answer may read notifies its changes; a table without the triggers turns the cache off", async () => {
    const ds = createDataSource({ url: database.url, poolSize: 1 });
    await ds.initialize();
    try {
      expect(await missingDataTriggers(ds)).toEqual([]);
      const changes: DataChanges = {
        enabled: true,
        version: 0,
        textVersion: 0,
        mark: 0,
        settledSince: async () => {},
      };
      const ok = new ReadCache(ds, () => changes, 1 << 20);
      await ok.start();
      expect(ok.enabled).toBe(true);
      await ds.query(`CREATE TABLE read_cache_probe (id int)`);
      try {
        expect(await missingDataTriggers(ds)).toEqual(["read_cache_probe"]);
        const off = new ReadCache(ds, () => changes, 1 << 20);
        await off.start();
        expect(off.enabled).toBe(false);
      } finally {
        await ds.query(`DROP TABLE read_cache_probe`);
      }
    } finally {
      await ds.destroy();
    }
  });
});
