// `npm run bench:messages`: messages at scale. Generates 100,000 members and 1,000,000 messages
// with set-based SQL (generate_series) in a fresh database (istc_bench_messages on the local
// PostgreSQL, or BENCH_DATABASE_URL): 200,000 conversations of 5 messages each, plus one busy
// member with 2,000 conversations and one long thread of 20,000 messages. Then times, through
// MessageService (the statements the API runs), for random members: the conversation list (first
// page of 20), a thread page (the newest 30 messages of their latest conversation), the unread
// count; and for the busy member: the list, the newest page of the long thread and a page deep in
// its history (`before` cursor). Prints p50/p95/max in ms; target p95 < 20 ms. BENCH_REUSE=1 keeps
// a loaded database.
import pg from "pg";
import { createDataSource } from "../server/src/db/data-source.js";
import { migrate } from "../server/src/db/migrate.js";
import { MessageEventBus } from "../server/src/modules/messages/message-events.js";
import { MessagePresence } from "../server/src/modules/messages/message-presence.js";
import { MessageService } from "../server/src/modules/messages/message.service.js";
import { RateLimiter } from "../server/src/rate-limits/rate-limiter.js";

const URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/istc_bench_messages";
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const reuse = process.env.BENCH_REUSE === "1";

async function freshDatabase(): Promise<void> {
  const url = new globalThis.URL(URL);
  const name = url.pathname.slice(1);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.href });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), max: s[s.length - 1] };
};

if (!reuse) await freshDatabase();
const db = createDataSource({ url: URL, poolSize: 4 });
await db.initialize();
await migrate(db);
const loaded = reuse ? (await db.query(`SELECT count(*)::int AS n FROM messages`))[0].n : 0;

const step = async (label: string, text: string, params: unknown[] = []) => {
  const t = performance.now();
  await db.query(text, params);
  console.log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
};

if (!loaded) {
  console.log(`Generating ${MEMBERS} members and about 1,000,000 messages (set-based SQL):`);
  await step(
    "members",
    `INSERT INTO users (email, full_name, is_verified)
     SELECT 'bench.member.' || i || '@bench.istc-connect.in', 'Bench Member ' || i, true
       FROM generate_series(1, $1::int) i`,
    [MEMBERS],
  );
  await step(
    "member numbers",
    `CREATE TABLE bench_members AS
       SELECT id, row_number() OVER (ORDER BY email)::int AS n FROM users`,
  );
  await step("member numbers index", `CREATE UNIQUE INDEX ON bench_members (n)`);
  // Two partners a member, spread over the whole list: 200,000 conversations.
  await step(
    "conversations",
    `INSERT INTO conversations (member_a, member_b)
     SELECT LEAST(a.id, b.id), GREATEST(a.id, b.id)
       FROM generate_series(1, $1::int) i CROSS JOIN generate_series(1, 2) k
       JOIN bench_members a ON a.n = i
       JOIN bench_members b ON b.n = ((i + k * 7919 - 1) % $1::int) + 1
     ON CONFLICT DO NOTHING`,
    [MEMBERS],
  );
  // The busy member (number 1): 2,000 more conversations, and one thread of 20,000 messages.
  await step(
    "the busy member's conversations",
    `INSERT INTO conversations (member_a, member_b)
     SELECT LEAST(a.id, b.id), GREATEST(a.id, b.id)
       FROM bench_members a JOIN bench_members b ON b.n BETWEEN 20000 AND 21999 WHERE a.n = 1
     ON CONFLICT DO NOTHING`,
  );
  await step(
    "messages (5 a conversation, over 180 days)",
    `INSERT INTO messages (conversation_id, sender_id, body, created_at)
     SELECT c.id, CASE WHEN g % 2 = 0 THEN c.member_a ELSE c.member_b END,
            'Bench message ' || g || ': are you coming to the reunion on Sunday?',
            date_trunc('milliseconds', now() - random() * interval '180 days')
       FROM conversations c CROSS JOIN generate_series(1, 5) g`,
  );
  await step(
    "the long thread (20,000 messages)",
    `INSERT INTO messages (conversation_id, sender_id, body, created_at)
     SELECT c.id, CASE WHEN g % 3 = 0 THEN c.member_b ELSE c.member_a END,
            'Long thread message ' || g,
            date_trunc('milliseconds', now() - (g || ' minutes')::interval)
       FROM (SELECT c.* FROM conversations c
               JOIN bench_members a ON a.n = 1 JOIN bench_members b ON b.n = 20000
              WHERE c.member_a = LEAST(a.id, b.id) AND c.member_b = GREATEST(a.id, b.id)) c
      CROSS JOIN generate_series(1, 20000) g`,
  );
  await step(
    "last messages",
    `UPDATE conversations c SET last_message_id = m.id, last_message_at = m.created_at
       FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, created_at FROM messages
              ORDER BY conversation_id, created_at DESC, id DESC) m
      WHERE m.conversation_id = c.id`,
  );
  await step(
    "both members' sides (unread counts, read times)",
    `INSERT INTO conversation_members
       (conversation_id, user_id, other_id, unread_count, last_read_at, last_message_at)
     SELECT id, member_a, member_b, CASE WHEN random() < 0.3 THEN 1 + (random() * 4)::int ELSE 0 END,
            last_message_at - interval '1 hour', last_message_at FROM conversations
     UNION ALL
     SELECT id, member_b, member_a, CASE WHEN random() < 0.3 THEN 1 + (random() * 4)::int ELSE 0 END,
            last_message_at - interval '1 hour', last_message_at FROM conversations`,
  );
  await step("analyze", `ANALYZE`);
}

const [{ members, conversations, messages }] = await db.query(
  `SELECT (SELECT count(*)::int FROM users) AS members,
          (SELECT count(*)::int FROM conversations) AS conversations,
          (SELECT count(*)::int FROM messages) AS messages`,
);
console.log(
  `\n${members} members, ${conversations} conversations, ${messages} messages. ${RUNS} runs each.`,
);

const service = new MessageService(
  db,
  new RateLimiter(db),
  new MessageEventBus(() => ({}) as never, { delivery: "in-process" }),
  new MessagePresence(db),
  { notify: async () => undefined, blockedBetween: async () => false },
);

const sample: { id: string }[] = await db.query(
  `SELECT id FROM bench_members WHERE n > 1 ORDER BY random() LIMIT $1`,
  [RUNS],
);
const [{ id: busy }] = await db.query(`SELECT id FROM bench_members WHERE n = 1`);

const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

// Warm the pool and the caches a running server would have.
for (const { id } of sample.slice(0, 20)) await service.conversations(id, { first: 20 });

const list: number[] = [];
const thread: number[] = [];
const unread: number[] = [];
for (const { id } of sample) {
  let latest: string | undefined;
  list.push(
    await time(async () => {
      latest = (await service.conversations(id, { first: 20 })).nodes[0]?.id;
    }),
  );
  if (latest) thread.push(await time(() => service.messages(id, latest!, { limit: 30 })));
  unread.push(await time(() => service.unreadConversationCount(id)));
}

const busyList: number[] = [];
const busyNewest: number[] = [];
const busyDeep: number[] = [];
const page = await service.conversations(busy, { first: 20 });
const longThread: { id: string }[] = await db.query(
  `SELECT conversation_id AS id FROM messages GROUP BY conversation_id ORDER BY count(*) DESC LIMIT 1`,
);
// Cursors deep in the long thread's history (each the `before` of some page).
const cursors: string[] = [];
let before: string | null = null;
for (let i = 0; i < 300 && cursors.length < 100; i++) {
  const p = await service.messages(busy, longThread[0].id, { limit: 100, before });
  if (!p.before) break;
  before = p.before;
  if (i % 3 === 2) cursors.push(before);
}
for (let i = 0; i < Math.min(RUNS, 200); i++) {
  busyList.push(await time(() => service.conversations(busy, { first: 20 })));
  busyNewest.push(await time(() => service.messages(busy, longThread[0].id, { limit: 30 })));
  const cursor = cursors[i % cursors.length];
  busyDeep.push(
    await time(() => service.messages(busy, longThread[0].id, { limit: 30, before: cursor })),
  );
}

const rows: [string, number[]][] = [
  ["conversation list (first 20)", list],
  ["thread page (newest 30)", thread],
  ["unread count", unread],
  [`busy member's list (${page.nodes.length} of 2,000+ conversations)`, busyList],
  ["long thread (20,000 messages): newest page", busyNewest],
  ["long thread: a page deep in history (before)", busyDeep],
];
console.log(`| Step | p50 (ms) | p95 (ms) | max (ms) |`);
console.log(`| --- | ---: | ---: | ---: |`);
let worst = 0;
for (const [label, samples] of rows) {
  const s = summary(samples);
  worst = Math.max(worst, s.p95);
  console.log(`| ${label} | ${s.p50.toFixed(2)} | ${s.p95.toFixed(2)} | ${s.max.toFixed(2)} |`);
}
const plan: { "QUERY PLAN": string }[] = await db.query(
  `EXPLAIN SELECT count(*)::int FROM conversation_members WHERE user_id = $1 AND unread_count > 0`,
  [busy],
);
console.log(`\nunread count plan: ${plan.map((p) => p["QUERY PLAN"].trim()).join(" / ")}`);
console.log(`target: p95 < 20 ms; worst p95 ${worst.toFixed(2)} ms`);
await db.destroy();
process.exit(worst < 20 ? 0 : 1);
