import { placesVersion } from "./gazetteer/gazetteer.js";

/** Runs one SQL statement (a TypeORM query runner or data source). */
interface Sql {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Brings members' places up to date with the gazetteer in code: when its fingerprint
 * (`placesVersion`) differs from the one stored in `search_settings`, every member's location is
 * marked to be read again (place_source cleared; `resolvePendingPlaces`, which the server runs at
 * start and the seed after loading, reads them with the new data and rules), and the fingerprint
 * is stored. `migrate` runs it under its advisory lock. Returns whether it marked anything.
 */
export async function syncPlaceVersion(db: Sql): Promise<boolean> {
  const version = placesVersion();
  const rows = (await db.query(
    `SELECT value FROM search_settings WHERE key = 'places_version'`,
  )) as {
    value: string;
  }[];
  if (rows[0]?.value === version) return false;
  await db.query("BEGIN");
  try {
    // A first run (no fingerprint yet) marks every member too: rows resolved by older rules.
    await db.query(
      `UPDATE users SET place_source = NULL
        WHERE current_location IS NOT NULL AND place_source IS NOT NULL`,
    );
    await db.query(
      `INSERT INTO search_settings (key, value) VALUES ('places_version', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [version],
    );
    await db.query("COMMIT");
  } catch (error) {
    await db.query("ROLLBACK");
    throw error;
  }
  return true;
}
