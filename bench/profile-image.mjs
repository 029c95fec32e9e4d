// `node bench/profile-image.mjs`: prints figures, asserts nothing. Needs a build (`npm run build`)
// and a PostgreSQL in BENCH_DATABASE_URL (it is migrated; one bench member is added each run).
// - a photo-like 4000 x 3000 JPEG (gradients + noise, like a phone photo's texture), its size
// - the re-encode alone (sharp: checks, orientation, resize to 512 px, WebP), median of 9
// - the upload without HTTP (ProfileImageService.upload: read, rate limit, checks, re-encode, the
//   transaction), median of 9: minus the re-encode, what the database write costs
// - the whole upload over HTTP (multipart POST /api/profile/upload-image: parse, checks,
//   re-encode, store in PostgreSQL), median of 9, and the stored size: minus the service, what
//   HTTP, the multipart reader, the session and GraphQL cost
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error("Set BENCH_DATABASE_URL to a PostgreSQL database the bench may write to.");
  process.exit(1);
}
const dist = (p) => import(path.resolve("dist/server/src", p));
const { loadConfig } = await dist("config.js");
const { createDataSource } = await dist("db/data-source.js");
const { migrate } = await dist("db/migrate.js");
const { createLogger } = await dist("logger.js");
const { OutboxMailer } = await dist("mail/mailer.js");
const { createApp } = await dist("app.js");
const { JobQueue } = await dist("jobs/job-queue.js");
const { processProfileImage } = await dist("modules/users/image-processing.js");

/**
 * A 4000 x 3000 photo-like JPEG: detail at every scale, as in a photo (value noise in octaves of
 * 512 down to 4 px, per colour channel, over a gradient) plus sensor-like per-pixel grain; JPEG
 * quality 90 like a phone camera. A flat colour or pure grain would flatter the encoder.
 */
async function photoLikeJpeg(width, height) {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 8) / 0x7fffff;
  const octaves = [512, 128, 32, 8, 4].map((cell, o) => {
    const gw = Math.ceil(width / cell) + 2;
    const gh = Math.ceil(height / cell) + 2;
    const grid = Float32Array.from({ length: gw * gh * 3 }, random);
    return { cell, gw, grid, amp: [70, 45, 30, 18, 10][o] };
  });
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        let v = 60 + (c === 2 ? (x * 80) / width : (y * 80) / height);
        for (const { cell, gw, grid, amp } of octaves) {
          const gx = x / cell;
          const gy = y / cell;
          const x0 = Math.floor(gx);
          const y0 = Math.floor(gy);
          const fx = gx - x0;
          const fy = gy - y0;
          const at = (xx, yy) => grid[(yy * gw + xx) * 3 + c];
          const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx;
          const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx;
          v += amp * (top * (1 - fy) + bottom * fy);
        }
        raw[i + c] = Math.max(0, Math.min(255, v + (random() - 0.5) * 12));
      }
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

// Nine timed runs each (the photo limit allows 30 uploads an hour; the bench makes 2 x RUNS + 1):
// the garbage collector's old-space passes (about 30 ms) land in one or two of them.
const RUNS = 9;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

const jpeg = await photoLikeJpeg(4000, 3000);
console.log(`input: 4000 x 3000 JPEG, ${kb(jpeg.length)} (${jpeg.length} bytes)`);

const encodeTimes = [];
let processed;
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  processed = await processProfileImage(jpeg);
  encodeTimes.push(performance.now() - t);
}
console.log(
  `re-encode only: ${processed.width} x ${processed.height} WebP, ${kb(processed.data.length)}; median ${median(encodeTimes).toFixed(0)} ms`,
);

const config = loadConfig({
  NODE_ENV: "test",
  DATABASE_URL: url,
  APP_URL: "http://127.0.0.1",
  AUTH_SECRET: "bench-secret-".padEnd(48, "b"),
  LOG_LEVEL: "silent",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "istc-bench-")),
});
const log = createLogger(config.logLevel);
const db = createDataSource({ url, poolSize: 4, logger: log });
await db.initialize();
await migrate(db);
const mailer = new OutboxMailer(config.dataDir ?? tmpdir(), log, () => {});
const jobs = new JobQueue(url, log, { workers: false, pollSeconds: 2 });
const { app, apollo, services } = await createApp({ config, db, log, mailer, jobs });
const server = app.listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const base = `http://127.0.0.1:${server.address().port}`;

const [{ id }] = await db.query(
  `INSERT INTO users (email, full_name) VALUES ($1, 'Bench Member') RETURNING id`,
  [`bench.${Date.now()}@bench.istc-connect.in`],
);
const { token } = await services.sessions.create(id);

const serviceTimes = [];
for (let i = 0; i < RUNS; i++) {
  const file = { filename: "photo.jpg", mimetype: "image/jpeg", encoding: "7bit" };
  const t = performance.now();
  await services.profileImages.upload(id, {
    ...file,
    createReadStream: () => Readable.from([jpeg]),
  });
  serviceTimes.push(performance.now() - t);
}
console.log(
  `upload without HTTP (read, rate limit, checks, re-encode, store): median ${median(serviceTimes).toFixed(0)} ms (the database: ${(median(serviceTimes) - median(encodeTimes)).toFixed(0)} ms)`,
);

const uploadTimes = [];
let imageUrl;
for (let i = -1; i < RUNS; i++) {
  const form = new FormData();
  form.append("file", new Blob([jpeg], { type: "image/jpeg" }), "photo.jpg");
  const t = performance.now();
  const res = await fetch(`${base}/api/profile/upload-image`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": `10.0.0.${i + 2}` },
    body: form,
  });
  const body = await res.json();
  if (i >= 0) uploadTimes.push(performance.now() - t); // the first (i = -1) warms the route up
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${body.detail}`);
  imageUrl = body.image_url;
}
const [{ bytes }] = await db.query(
  `SELECT octet_length(data) AS bytes FROM profile_images WHERE user_id = $1`,
  [id],
);
console.log(
  `upload over HTTP (multipart, checks, re-encode, store): median ${median(uploadTimes).toFixed(0)} ms, min ${Math.min(...uploadTimes).toFixed(0)} ms (HTTP, multipart, session, GraphQL: ${(median(uploadTimes) - median(serviceTimes)).toFixed(0)} ms)`,
);
console.log(`stored: ${kb(Number(bytes))} (${bytes} bytes) at ${imageUrl}`);

await db.query(`DELETE FROM users WHERE id = $1`, [id]);
server.close();
await jobs.stop();
await apollo.stop();
await db.destroy();
