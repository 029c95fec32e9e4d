import { inject } from "vitest";

/**
 * The test database of this worker (tests/server/global-setup.ts makes one per worker and
 * migrates it): the database the files of this worker share, one after another.
 */
export function sharedDatabaseUrl(): string {
  const urls = inject("databaseUrls");
  return urls[(Number(process.env.VITEST_POOL_ID ?? "1") - 1) % urls.length];
}
