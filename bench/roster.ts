// `npm run bench:roster`: a roster of 50,000 rows, as CSV and as Excel (.xlsx), previewed (the dry
// run) and imported (all new), then imported again (nothing changes), through RosterService with
// the file streamed as the upload paths hand it over (csv-parse; exceljs's streaming reader).
// 2,000 pending members carry roster roll numbers, half with the roster's name (verified by the
// import), half with another. Prints seconds per step; target < 30 s each. Runs on
// BENCH_DATABASE_URL (default: the roster helper's test database istc_roster); its rows use the
// roll-number prefix BENCH and its members @bench-roster.invalid, both removed before and after.
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { createDataSource } from "../server/src/db/data-source.js";
import { migrate } from "../server/src/db/migrate.js";
import { RosterService } from "../server/src/modules/roster/roster.service.js";
import type { RosterUpload } from "../server/src/modules/roster/roster-file.js";

const URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/istc_roster";
const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const MEMBERS = 2_000;
const TRADES = ["Tool and Die", "Fitter", "Machinist", "Electronics", "Mechatronics", "Welding"];
const FIRST = ["Harpreet", "Gurpreet", "Simran", "Aman", "Neha", "Kiran", "Ravi", "Priya"];
const LAST = ["Bedi", "Gill", "Sandhu", "Kaur", "Sharma", "Verma", "Singh", "Rani"];

const roll = (i: number) => `BENCH-${2000 + (i % 25)}-${String(i).padStart(6, "0")}`;
const nameOf = (i: number) =>
  `${FIRST[i % FIRST.length]} ${FIRST[(i >> 3) % FIRST.length]} ${LAST[(i >> 6) % LAST.length]}`;
const row = (i: number) => [roll(i), nameOf(i), 2000 + (i % 25), TRADES[i % TRADES.length]];

function csv(): Buffer {
  const lines = ["Roll No,Name,Batch,Trade"];
  for (let i = 0; i < ROWS; i++) lines.push(row(i).join(","));
  return Buffer.from(lines.join("\n") + "\n");
}

async function xlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Roster");
  sheet.addRow(["Roll No", "Name", "Batch", "Trade"]);
  for (let i = 0; i < ROWS; i++) sheet.addRow(row(i));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const upload = (bytes: Buffer, filename: string): RosterUpload => ({
  filename,
  mimetype: "application/octet-stream",
  createReadStream: () => Readable.from([bytes]),
});

async function seconds<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await fn();
  return [(performance.now() - start) / 1000, result];
}

async function main() {
  const db = createDataSource({ url: URL, poolSize: 4 });
  await db.initialize();
  await migrate(db);
  const clean = async () => {
    await db.query(`DELETE FROM roster_entries WHERE roll_key LIKE 'BENCH%'`);
    await db.query(`DELETE FROM users WHERE email LIKE '%@bench-roster.invalid'`);
  };
  const members = async () => {
    // Every 25th roster row has a pending member: even ones with the roster's name, odd ones not.
    const ids = Array.from({ length: MEMBERS }, (_, k) => k * Math.floor(ROWS / MEMBERS));
    await db.query(
      `INSERT INTO users (email, full_name, roll_number, is_verified, profile_completed, skills)
       SELECT 'm' || n || '@bench-roster.invalid', name, roll, false, true, '{}'
         FROM unnest($1::int[], $2::text[], $3::text[]) AS t(n, name, roll)`,
      [ids, ids.map((i, k) => (k % 2 ? `Someone Else ${k}` : nameOf(i))), ids.map(roll)],
    );
  };
  const roster = new RosterService(db, { memberVerified: async () => {} });
  const actor = { userId: null, name: "Bench" };
  const files: [string, Buffer][] = [
    ["roster.csv", csv()],
    ["roster.xlsx", await xlsx()],
  ];
  try {
    for (const [name, bytes] of files) {
      await clean();
      await members();
      const mb = (bytes.length / 1024 / 1024).toFixed(1);
      const [p, preview] = await seconds(() => roster.preview({ file: upload(bytes, name) }));
      const [i, done] = await seconds(() => roster.import(actor, { file: upload(bytes, name) }));
      const [a, again] = await seconds(() => roster.import(actor, { file: upload(bytes, name) }));
      console.log(
        `${name} (${ROWS.toLocaleString("en")} rows, ${mb} MB): preview ${p.toFixed(2)} s ` +
          `(${preview.valid} valid, ${preview.wouldVerify.length} would verify); ` +
          `import ${i.toFixed(2)} s (${done.imported} new, ${done.verifiedNow.length} verified); ` +
          `same file again ${a.toFixed(2)} s (${again.imported} new, ${again.updated} updated)`,
      );
    }
  } finally {
    await clean();
    await db.destroy();
  }
}

await main();
