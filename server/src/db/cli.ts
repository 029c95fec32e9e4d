// `npm run db:migrate` and `npm run db:seed` against DATABASE_URL (or the embedded database in DATA_DIR).
import "reflect-metadata";
import { loadConfig } from "../config.js";
import { createDataSource } from "./data-source.js";
import { startEmbeddedDatabase } from "./embedded.js";
import { seedDemoData } from "./seed/demo.js";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: cli.ts migrate|seed");
  process.exit(2);
}
const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(config.dataDir, 4);
const db = createDataSource({ url: config.databaseUrl ?? embedded!.url, poolSize: 2 });
await db.initialize();
try {
  const applied = await db.runMigrations({ transaction: "each" });
  console.log(
    applied.length ? `applied: ${applied.map((m) => m.name).join(", ")}` : "migrations up to date",
  );
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
