import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { GRAPHQL_LIMITS } from "../../server/src/graphql/operation-limits.js";
import { READ_TOKEN_MESSAGE } from "../../server/src/graphql/token-scope.js";
import { SANDBOX_EXAMPLE } from "../../server/src/http/graphql.js";
import { restRouteTables } from "../../server/src/http/routes.js";
import { TokenScopeEnum } from "../../server/src/modules/tokens/access-token.types.js";
import { googleRouter } from "../../server/src/modules/auth/auth.rest.js";
import { photo } from "../support/images.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

/**
 * docs/API.md cannot rot: every `curl` line of its sh/bash blocks runs through bash against the real
 * server, and the `# → <status> <shape>` line under it is checked; every REST route must be in the
 * guide's table and be called by one of its lines; the examples/ script runs as it is.
 *
 * How a guide line runs: `bash -c '<the line as written>'` in a scratch directory holding photo.jpg,
 * with ISTC_URL, ISTC_TOKEN (a READ_WRITE token of a verified member), ISTC_READ_TOKEN, MEMBER_ID,
 * OPPORTUNITY_ID, SAVED_SEARCH_ID, OTHER_MEMBER_ID (another verified member), CONNECTION_ID and
 * DECLINE_ID (requests other members sent the reader), SPAM_MEMBER_ID (a member an admin deletes),
 * MY_SESSION (the session of a member who deletes their account), EVENT_ID (another member's event),
 * MY_EVENT_ID (the reader's own), MESSAGE_MEMBER_ID, CONVERSATION_ID and MESSAGE_ID (a connection who
 * wrote to the reader), BLOCK_MEMBER_ID, REPORT_ID (an open report), MENTOR_ID (a mentor in Canada),
 * MENTORSHIP_REQUEST_ID and MENTORSHIP_DECLINE_ID (requests to the reader, who mentors),
 * MENTORSHIP_ENDED_ID (the reader's ended mentorship, for feedback), BUSINESS_ID (another member's
 * business), MY_BUSINESS_ID (the reader's own) and ADMIN_API_KEY set. The only addition is a .curlrc
 * (CURL_HOME) that appends the
 * HTTP status to curl's output, so the status can be checked. Two steps a reader does by hand are done
 * here: a line that uses $ISTC_CODE gets the code the server e-mailed (read from the test's SMTP
 * mailbox), and the token answered by /api/auth/verify-otp becomes $ISTC_SESSION. Lines run in the
 * guide's order (sign in before using the session, delete after edit).
 */

const root = fileURLToPath(new URL("../../", import.meta.url));
const GUIDE_PATH = path.join(root, "docs/API.md");
const GUIDE = readFileSync(GUIDE_PATH, "utf8");
const SCRIPT = path.join(root, "examples/batch-and-post.mjs");
const ADMIN_API_KEY = "guide-admin-key-".padEnd(40, "k");

// ---------------------------------------------------------------------------------------------
// The guide's examples

interface Example {
  /** The command as written (continuation lines joined by bash itself). */
  command: string;
  /** "200 {a, b, …}", "302 headers: Location", ... */
  expectation: string;
  line: number;
}

/** Every curl command of every sh/bash block that contains curl, with its expectation line. */
function guideExamples(markdown: string): Example[] {
  const examples: Example[] = [];
  const lines = markdown.split("\n");
  let inBlock = false;
  let block: { start: number; lines: string[] } | null = null;
  const blocks: { start: number; lines: string[] }[] = [];
  lines.forEach((text, i) => {
    if (!inBlock && /^```(sh|bash)\s*$/.test(text)) {
      inBlock = true;
      block = { start: i + 2, lines: [] };
    } else if (inBlock && /^```\s*$/.test(text)) {
      inBlock = false;
      blocks.push(block!);
    } else if (inBlock) block!.lines.push(text);
  });
  for (const { start, lines: body } of blocks) {
    if (!body.some((l) => /\bcurl\b/.test(l))) continue;
    let pending: Example | null = null;
    for (let i = 0; i < body.length; i++) {
      const text = body[i];
      const line = start + i;
      const expectation = /^#\s*→\s*(.+)$/.exec(text.trim());
      if (expectation) {
        if (!pending) throw new Error(`docs/API.md:${line}: an expectation without a command`);
        pending.expectation = expectation[1].trim();
        examples.push(pending);
        pending = null;
        continue;
      }
      if (text.trim() === "" || text.trim().startsWith("#")) continue;
      if (pending) throw new Error(`docs/API.md:${pending.line}: no "# → <status>" line under it`);
      let command = text;
      while (command.endsWith("\\") && i + 1 < body.length) command += "\n" + body[++i];
      if (!/^curl\s/.test(command))
        throw new Error(`docs/API.md:${line}: a curl block runs curl lines only: ${command}`);
      pending = { command, expectation: "", line };
    }
    if (pending) throw new Error(`docs/API.md:${pending.line}: no "# → <status>" line under it`);
  }
  return examples;
}

/** `{a, b: {c}, d: [{e}], …}`: the keys an answer has; without `…` exactly those keys. */
type Shape =
  | { kind: "object"; keys: Map<string, Shape | null>; open: boolean }
  | { kind: "array"; item: Shape | null };

function parseShape(text: string): Shape {
  let at = 0;
  const skip = () => {
    while (text[at] === " ") at++;
  };
  const eat = (c: string) => {
    skip();
    if (text[at] !== c) throw new Error(`expected "${c}" at ${at} in ${text}`);
    at++;
  };
  const shape = (): Shape => {
    skip();
    if (text[at] === "[") {
      at++;
      skip();
      if (text[at] === "]") return (at++, { kind: "array", item: null });
      const item = shape();
      eat("]");
      return { kind: "array", item };
    }
    eat("{");
    const keys = new Map<string, Shape | null>();
    let open = false;
    skip();
    while (text[at] !== "}") {
      skip();
      if (text[at] === "…") {
        open = true;
        at++;
      } else {
        const name = /^[A-Za-z_]\w*/.exec(text.slice(at))?.[0];
        if (!name) throw new Error(`expected a key at ${at} in ${text}`);
        at += name.length;
        skip();
        let value: Shape | null = null;
        if (text[at] === ":") {
          at++;
          value = shape();
        }
        keys.set(name, value);
      }
      skip();
      if (text[at] === ",") at++;
      else if (text[at] !== "}") throw new Error(`expected "," or "}" at ${at} in ${text}`);
    }
    at++;
    return { kind: "object", keys, open };
  };
  const result = shape();
  skip();
  if (at !== text.length) throw new Error(`unexpected "${text.slice(at)}" in ${text}`);
  return result;
}

/** What in `value` disagrees with `shape` (empty when it fits). */
function shapeProblems(value: unknown, shape: Shape, where = "answer"): string[] {
  if (shape.kind === "array") {
    if (!Array.isArray(value)) return [`${where} is not a list`];
    if (!shape.item) return [];
    if (value.length === 0) return [`${where} is an empty list: nothing to check the shape on`];
    return value.flatMap((v, i) => shapeProblems(v, shape.item!, `${where}[${i}]`));
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return [`${where} is not an object`];
  const problems: string[] = [];
  for (const [key, inner] of shape.keys) {
    if (!(key in value)) problems.push(`${where} has no "${key}"`);
    else if (inner)
      problems.push(...shapeProblems((value as never)[key], inner, `${where}.${key}`));
  }
  if (!shape.open) {
    const extra = Object.keys(value).filter((k) => !shape.keys.has(k));
    if (extra.length) problems.push(`${where} has keys the guide does not list: ${extra}`);
  }
  return problems;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], env: Record<string, string>, cwd: string) {
  return new Promise<Run>((resolve) => {
    execFile(file, args, { env, cwd, timeout: 15_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === "number" ? err.code : null) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** The method and path (no query) a curl command calls, when it calls $ISTC_URL. */
function callOf(command: string): { method: string; path: string } | null {
  const url = /"\$ISTC_URL(\/[^"?]*)/.exec(command);
  if (!url) return null;
  const explicit = /(?:-X|--request)\s+([A-Z]+)/.exec(command)?.[1];
  const sends = /\s(?:-d|--data\S*|-F|--form|--json)\s/.test(command);
  return { method: explicit ?? (sends ? "POST" : "GET"), path: url[1] };
}

const EXAMPLES = guideExamples(GUIDE);

// ---------------------------------------------------------------------------------------------

let app: TestApp;
let scratch: string;
const env: Record<string, string> = {};
const member = { id: "", token: "", readToken: "", session: "" };

const CREATE_TOKEN = `mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { token } }`;

async function createToken(session: string, scope: "READ" | "READ_WRITE") {
  const res = await app.gql(CREATE_TOKEN, { input: { name: "guide", scope } }, { token: session });
  expect(res.errors).toBeUndefined();
  return res.data.createAccessToken.token as string;
}

beforeAll(async () => {
  app = await startTestApp({ ADMIN_API_KEY });
  // A verified member of the 2019 batch with a completed profile, and two tokens made through the API.
  const user = await app.buildUser({
    fullName: "Guide Reader",
    isVerified: true,
    profileCompleted: true,
    rollNumber: `ISTC-2019-GD-${Math.random().toString(36).slice(2, 8)}`,
    trade: "Tool and Die",
    currentLocation: "Mohali",
    batchYear: 2019,
  });
  member.id = user.id;
  member.session = await app.tokenFor(user);
  member.token = await createToken(member.session, "READ_WRITE");
  member.readToken = await createToken(member.session, "READ");
  const posted = await app.gql(
    `mutation($input: OpportunityInput!) { postOpportunity(input: $input) { id } }`,
    {
      input: {
        title: "Toolroom apprentice",
        type: "JOB",
        location: "Mohali",
        description: "Press tools and fixtures.",
      },
    },
    { token: member.token },
  );
  expect(posted.errors).toBeUndefined();
  const saved = await app.gql(
    `mutation($input: SaveSearchInput!) { saveSearch(input: $input) { id } }`,
    { input: { query: "fitters in Mohali", alert: "DAILY" } },
    { token: member.token },
  );
  expect(saved.errors).toBeUndefined();
  // Another verified member to ask, and two members who asked the reader (one to accept, one to decline).
  const other = await app.buildUser({ fullName: "Asha Verma", isVerified: true });
  const askers: string[] = [];
  for (const fullName of ["Bilal Khan", "Chetan Rao"]) {
    const asker = await app.buildUser({ fullName, isVerified: true });
    const asked = await app.rest("POST", "/api/connections", {
      token: await app.tokenFor(asker),
      body: { user_id: user.id, note: "We were in the same batch" },
    });
    expect(asked.status).toBe(201);
    askers.push(asked.body.id);
  }

  // An event another member organises (the reader answers it), and one the reader organises.
  const organiser = await app.buildUser({
    fullName: "Deepa Nair",
    isVerified: true,
    profileCompleted: true,
    trade: "Fitter",
    currentLocation: "Pune",
  });
  const EVENT = `mutation($input: EventInput!) { createEvent(input: $input) { id } }`;
  const eventInput = (title: string) => ({
    title,
    description: "Tea and talk.",
    startsAt: "2030-11-14T06:30:00Z",
    endsAt: "2030-11-14T10:30:00Z",
    location: "Mohali",
    capacity: 50,
  });
  const theirs = await app.gql(
    EVENT,
    { input: eventInput("Mohali meet-up") },
    { token: await app.tokenFor(organiser) },
  );
  const mine = await app.gql(
    EVENT,
    { input: eventInput("Batch reunion") },
    { token: member.token },
  );
  expect([theirs.errors, mine.errors]).toEqual([undefined, undefined]);
  // A business another member runs (the reader recommends it), and one the reader lists.
  const BUSINESS = `mutation($input: BusinessInput!) { createBusiness(input: $input) { id } }`;
  const businessInput = (name: string) => ({
    name,
    category: "TOOL_ROOM_AND_DIES",
    description: "Press tools.",
    services: ["Press tools"],
    location: "Ludhiana",
  });
  const theirBusiness = await app.gql(
    BUSINESS,
    { input: businessInput("Nair Tool Room") },
    { token: await app.tokenFor(organiser) },
  );
  const myBusiness = await app.gql(
    BUSINESS,
    { input: businessInput("Guide Works") },
    { token: member.token },
  );
  expect([theirBusiness.errors, myBusiness.errors]).toEqual([undefined, undefined]);
  // A connection who has written to the reader (a conversation, a message to report), a member to
  // block, and a report waiting in the admins' queue.
  const writer = await app.buildUser({ fullName: "Divya Nair", isVerified: true });
  await app.db.query(
    `INSERT INTO connections (requester_id, recipient_id, status) VALUES ($1, $2, 'accepted')`,
    [writer.id, user.id],
  );
  const written = await app.rest("POST", "/api/messages", {
    token: await app.tokenFor(writer),
    body: { to_user_id: user.id, body: "Are you coming to the reunion?" },
  });
  expect(written.status).toBe(201);
  const blockee = await app.buildUser({ fullName: "Eshan Mehta", isVerified: true });
  const reported = await app.rest("POST", "/api/reports", {
    token: await app.tokenFor(blockee),
    body: { user_id: writer.id, reason: "Fake profile" },
  });
  expect(reported.status).toBe(201);

  // Mentorship: a mentor in Canada, the reader mentoring too (two requests to answer), and a
  // mentorship of the reader's that has ended (feedback to leave).
  const mentor = await app.buildUser({
    fullName: "Harpreet Singh",
    isVerified: true,
    profileCompleted: true,
    trade: "Machinist",
    jobTitle: "CNC Programmer",
    currentLocation: "Toronto, Canada",
  });
  await app.db.query(
    `INSERT INTO mentor_profiles (user_id, topics, capacity) VALUES ($1, '{Jobs abroad,CNC}', 3),
       ($2, '{Tool and die}', 3)`,
    [mentor.id, user.id],
  );
  const mentees: string[] = [];
  for (const fullName of ["Ishita Rao", "Jatin Kumar"]) {
    const mentee = await app.buildUser({ fullName, isVerified: true });
    const [row] = await app.db.query(
      `INSERT INTO mentorship_requests (mentor_id, mentee_id, goal) VALUES ($1, $2, $3) RETURNING id`,
      [user.id, mentee.id, "Getting into a tool room"],
    );
    mentees.push(row.id);
  }
  const [ended] = await app.db.query(
    `INSERT INTO mentorship_requests (mentor_id, mentee_id, goal, status, answered_at, ended_at)
     VALUES ($1, $2, 'Moving to Canada', 'ended', now(), now()) RETURNING id`,
    [mentor.id, user.id],
  );

  scratch = mkdtempSync(path.join(tmpdir(), "istc-guide-"));
  writeFileSync(path.join(scratch, "photo.jpg"), await photo(64, 48, "jpeg"));
  writeFileSync(path.join(scratch, ".curlrc"), `write-out = "\\n%{http_code}\\n"\n`);
  Object.assign(env, {
    PATH: `/usr/bin:/bin:${process.env.PATH ?? ""}`,
    HOME: scratch,
    CURL_HOME: scratch,
    ISTC_URL: app.url,
    ISTC_TOKEN: member.token,
    ISTC_READ_TOKEN: member.readToken,
    MEMBER_ID: member.id,
    OPPORTUNITY_ID: posted.data.postOpportunity.id,
    SAVED_SEARCH_ID: saved.data.saveSearch.id,
    OTHER_MEMBER_ID: other.id,
    CONNECTION_ID: askers[0],
    DECLINE_ID: askers[1],
    SPAM_MEMBER_ID: (await app.buildUser({ fullName: "Spam Account" })).id,
    MY_SESSION: await app.tokenFor(await app.buildUser({ fullName: "Leaving Member" })),
    EVENT_ID: theirs.data.createEvent.id,
    MY_EVENT_ID: mine.data.createEvent.id,
    MESSAGE_MEMBER_ID: writer.id,
    CONVERSATION_ID: written.body.conversation_id,
    MESSAGE_ID: written.body.id,
    BLOCK_MEMBER_ID: blockee.id,
    REPORT_ID: reported.body.id,
    MENTOR_ID: mentor.id,
    MENTORSHIP_REQUEST_ID: mentees[0],
    MENTORSHIP_DECLINE_ID: mentees[1],
    MENTORSHIP_ENDED_ID: ended.id,
    BUSINESS_ID: theirBusiness.data.createBusiness.id,
    MY_BUSINESS_ID: myBusiness.data.createBusiness.id,
    ADMIN_API_KEY,
  });
});
afterAll(() => app?.close());

describe("docs/API.md: every curl line runs and answers as documented", () => {
  it("has examples, each with an expectation", () => {
    expect(EXAMPLES.length).toBeGreaterThan(30);
  });

  for (const example of EXAMPLES) {
    const title = example.command.split("\n")[0].slice(0, 90);
    it(`docs/API.md:${example.line} ${title}`, async () => {
      if (example.command.includes("$ISTC_CODE")) {
        const address = /[\w.+-]+@[\w-]+\.[\w.-]+/.exec(example.command)![0];
        env.ISTC_CODE = await app.mailbox.waitForCode(address);
      }
      const result = await run("/bin/bash", ["-c", example.command], env, scratch);
      const where = `docs/API.md:${example.line}: ${example.command}\n${result.stderr}`;
      expect(result.code, where).toBe(0);

      const output = result.stdout.replace(/\n$/, "");
      const cut = output.lastIndexOf("\n");
      const status = Number(output.slice(cut + 1));
      const body = output.slice(0, Math.max(cut, 0));
      const [, expectedStatus, rest = ""] = /^(\d{3})\s*(.*)$/.exec(example.expectation) ?? [];
      expect(expectedStatus, `${where}: "# → ${example.expectation}"`).toBeDefined();
      expect(status, `${where}\n${body}`).toBe(Number(expectedStatus));

      if (rest.startsWith("headers:")) {
        for (const name of rest.slice("headers:".length).split(",")) {
          expect(body, where).toMatch(new RegExp(`^${name.trim()}: \\S`, "im"));
        }
      } else if (rest) {
        let json: unknown;
        expect(() => (json = JSON.parse(body)), `${where}\n${body}`).not.toThrow();
        expect(shapeProblems(json, parseShape(rest)), `${where}\n${body}`).toEqual([]);
      }

      if (example.command.includes("/api/auth/verify-otp"))
        env.ISTC_SESSION = (JSON.parse(body) as { token: string }).token;
    });
  }
});

describe("docs/API.md covers the whole API", () => {
  it("lists every REST route in its table, and only real ones, and calls each in a curl line", () => {
    const google = googleRouter(app.services.google, false) as unknown as {
      stack: { route?: { path: string; methods: Record<string, boolean> } }[];
    };
    const routes = [
      ...restRouteTables.flat().map((r) => ({ method: r.method.toUpperCase(), path: r.path })),
      ...google.stack.flatMap(({ route }) =>
        route
          ? Object.keys(route.methods).map((m) => ({ method: m.toUpperCase(), path: route.path }))
          : [],
      ),
    ].map(({ method, path: p }) => ({
      method,
      written: `${method} /api${p.replace(/:(\w+)/g, "{$1}")}`,
      pattern: new RegExp(`^/api${p.replace(/:\w+/g, "[^/]+")}/?$`),
    }));
    expect(routes.length).toBeGreaterThan(20);

    const table = [...GUIDE.matchAll(/^\| `((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^`]*)`/gm)].map(
      (m) => m[1],
    );
    const calls = EXAMPLES.map((e) => callOf(e.command)).filter((c) => c !== null);
    for (const route of routes) {
      expect(table, `${route.written} is missing from the REST table of docs/API.md`).toContain(
        route.written,
      );
      expect(
        calls.some((c) => c.method === route.method && route.pattern.test(c.path)),
        `no curl line of docs/API.md calls ${route.written}`,
      ).toBe(true);
    }
    for (const row of table) {
      expect(
        routes.map((r) => r.written),
        `docs/API.md lists ${row}, which the server does not have`,
      ).toContain(row);
    }
  });

  it("states the operation limits and the default rate limits the server applies", () => {
    const row = (label: string) =>
      Number(new RegExp(`^\\| ${label} +\\| ([\\d,]+) `, "m").exec(GUIDE)?.[1].replace(/,/g, ""));
    expect({
      maxDepth: row("depth \\(fragments flattened\\)"),
      maxAliases: row("aliases"),
      maxCost: row("cost"),
      maxDirectives: row("directives"),
      maxTokens: row("tokens per document"),
      maxMutationFields: row("root fields of a mutation"),
    }).toEqual(GRAPHQL_LIMITS);

    const defaults = loadConfig({ DATA_DIR: scratch }).rateLimits;
    const n = (v: number) => v.toLocaleString("en-US");
    expect(GUIDE).toContain(
      `${n(defaults.mutationsPerMember)} mutations and ${n(defaults.readsPerMember)} queries per member`,
    );
    expect(GUIDE).toContain(
      `${n(defaults.mutationsPerIp)} mutations and ${n(defaults.readsPerIp)} queries per client network`,
    );
  });

  it("names every GraphQL query and mutation", () => {
    const schema = buildSchema(readFileSync(path.join(root, "schema.graphql"), "utf8"));
    const fields = [schema.getQueryType()!, schema.getMutationType()!].flatMap((t) =>
      Object.keys(t.getFields()),
    );
    const missing = fields.filter((f) => !new RegExp(`\`${f}[(\`]`).test(GUIDE));
    expect(missing, "GraphQL operations docs/API.md does not name").toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// examples/batch-and-post.mjs, run as it is

const script = (args: string[], extra: Record<string, string>) =>
  run(process.execPath, [SCRIPT, ...args], { PATH: env.PATH, ISTC_URL: app.url, ...extra }, root);

const unique = () => Math.random().toString(36).slice(2, 8);
const stored = async (title: string) =>
  app.db.query(`SELECT posted_by FROM opportunities WHERE title = $1`, [title]);

describe("examples/batch-and-post.mjs", () => {
  it("lists every verified member of the batch, across pages, and no one else", async () => {
    const tag = unique();
    const names = ["Avtar", "Baljit", "Charan"].map((n) => `${n} Batch${tag}`);
    for (const fullName of names)
      await app.buildUser({ fullName, isVerified: true, profileCompleted: true, batchYear: 1996 });
    await app.buildUser({ fullName: `Pending Batch${tag}`, batchYear: 1996 });
    await app.buildUser({ fullName: `Other Batch${tag}`, isVerified: true, batchYear: 1997 });

    const res = await script(["1996", "--page-size", "2"], { ISTC_TOKEN: member.readToken });
    expect(res.code, res.stderr).toBe(0);
    for (const name of names) expect(res.stdout).toContain(name);
    expect(res.stdout).not.toContain(`Pending Batch${tag}`);
    expect(res.stdout).not.toContain(`Other Batch${tag}`);
    expect(res.stdout).toMatch(/Verified members of the 1996 batch: \d+/);
  });

  it("posts an opportunity with a READ_WRITE token", async () => {
    const title = `Press shop supervisor ${unique()}`;
    const res = await script(
      ["2019", "--post", "--title", title, "--type", "Job", "--location", "Ludhiana"].concat([
        "--description",
        "Sheet metal line.",
        "--tags",
        "Press,Sheet metal",
      ]),
      { ISTC_TOKEN: member.token },
    );
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain("Guide Reader");
    expect(res.stdout).toContain(`Posted "${title}"`);
    expect(await stored(title)).toEqual([{ posted_by: member.id }]);
  });

  it("with a READ token lists, then prints the server's 403 message and exits non-zero", async () => {
    const title = `Read-only attempt ${unique()}`;
    const res = await script(
      ["2019", "--post", "--title", title, "--location", "Mohali", "--description", "Nope."],
      { ISTC_TOKEN: member.readToken },
    );
    expect(res.stdout).toContain("Guide Reader");
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`Refused (403): ${READ_TOKEN_MESSAGE}`);
    expect(await stored(title)).toEqual([]);
  });

  it("explains a missing or unknown token", async () => {
    const [missing, unknown] = await Promise.all([
      script(["2019"], {}),
      script(["2019"], { ISTC_TOKEN: "istc_pat_not-a-real-token" }),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("ISTC_TOKEN is not set");

    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Not signed in (401): Please sign in to continue");
  });

  it("reports a 429 with its Retry-After when the wait is longer than it may wait", async () => {
    const limited = await startTestApp(
      { RATE_LIMIT_MUTATIONS_PER_MEMBER: "1" },
      { mailbox: app.mailbox },
    );
    try {
      // Its own member, its token made without a mutation: rate-limit counts live in the database.
      const poster = await app.buildUser({
        fullName: "Limited Poster",
        isVerified: true,
        profileCompleted: true,
      });
      const { token } = await app.services.accessTokens.create(poster.id, {
        name: "limited",
        scope: TokenScopeEnum.READ_WRITE,
      });
      const post = (title: string) =>
        run(
          process.execPath,
          [SCRIPT, "2019", "--post", "--title", title, "--location", "Mohali"].concat([
            "--description",
            "Rate limit check.",
          ]),
          { PATH: env.PATH, ISTC_URL: limited.url, ISTC_TOKEN: token, ISTC_MAX_WAIT: "0" },
          root,
        );
      expect((await post(`First ${unique()}`)).code).toBe(0);
      const second = await post(`Second ${unique()}`);
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(/^Rate limited \(429\): .+ Retry-After: \d+ s\.$/m);
    } finally {
      await limited.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Apollo Sandbox

describe("Apollo Sandbox", () => {
  it("opens (outside production) with the example operation and its token header", async () => {
    const res = await fetch(`${app.url}/graphql`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("embeddable-sandbox");
    expect(html).toContain(JSON.stringify(SANDBOX_EXAMPLE.document));
    expect(html).toContain(`"headers":{"Authorization":"Bearer YOUR_TOKEN"}`);
  });

  it("the example runs: Directory without a token, Me with one pasted into its header", async () => {
    const call = async (operationName: string, authorization: string) => {
      const res = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization },
        body: JSON.stringify({
          query: SANDBOX_EXAMPLE.document,
          variables: SANDBOX_EXAMPLE.variables,
          operationName,
        }),
      });
      return (await res.json()) as { data?: any; errors?: { extensions: { code: string } }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const placeholder = SANDBOX_EXAMPLE.headers.Authorization;
    const directory = await call("Directory", placeholder);
    expect(directory.errors).toBeUndefined();
    expect(directory.data.directory.nodes.length).toBeGreaterThan(0);
    expect((await call("Me", placeholder)).errors?.[0].extensions.code).toBe("UNAUTHENTICATED");
    const me = await call("Me", placeholder.replace("YOUR_TOKEN", member.readToken));
    expect(me.data.me).toMatchObject({ id: member.id, fullName: "Guide Reader" });
  });

  it("in production: Apollo's landing page without Sandbox; introspection follows its setting", async () => {
    const production = { NODE_ENV: "production" };
    const off = await startTestApp({ ...production, GRAPHQL_INTROSPECTION: "false" }, app);
    const on = await startTestApp({ ...production, GRAPHQL_INTROSPECTION: "true" }, app);
    try {
      const page = await (
        await fetch(`${off.url}/graphql`, { headers: { accept: "text/html" } })
      ).text();
      expect(page).toContain("apollo-server-landing-page.cdn.apollographql.com");
      expect(page).toContain("window.landingPage");
      expect(page).not.toContain('id="embeddableSandbox"');
      expect(page).not.toContain("YOUR_TOKEN");

      const introspect = (url: string) =>
        fetch(`${url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ __schema { queryType { name } } }" }),
        });
      const refused = await introspect(off.url);
      expect(refused.status).toBe(400);
      expect((await refused.json()).errors[0].extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");
      const allowed = await introspect(on.url);
      expect((await allowed.json()).data.__schema.queryType.name).toBe("Query");
    } finally {
      await off.close();
      await on.close();
    }
  });
});
