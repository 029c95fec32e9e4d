// `npm run db:migrate` and `npm run db:seed` against DATABASE_URL (or the embedded database in DATA_DIR).
import "reflect-metadata";
import { loadConfig } from "../config.js";
import { createDataSource } from "./data-source.js";
import { startEmbeddedDatabase } from "./embedded.js";
import { migrate } from "./migrate.js";
import { seedDemoData } from "./seed/demo.js";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: cli.ts migrate|seed");
  process.exit(2);
}
let config;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
if (command === "seed" && config.production) {
  console.error("Demo data is never seeded in production (NODE_ENV=production).");
  process.exit(1);
}
const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(config.dataDir, 4);
const db = createDataSource({ url: config.databaseUrl ?? embedded!.url, poolSize: 2 });
await db.initialize();
try {
  const applied = await migrate(db);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "migrations up to date");
  if (command === "seed") {
    const seeded = await seedDemoData(db);
    console.log(
      seeded
        ? `seeded ${seeded.members} members (admin ${seeded.adminEmail})`
        : "members exist: seed skipped",
    );
  }
} finally {
  await db.destroy();
  await embedded?.stop();
}
