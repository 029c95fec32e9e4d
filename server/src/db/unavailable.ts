const UNAVAILABLE_NET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
]);
// admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
const UNAVAILABLE_PG_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** The database could not be reached (down, restarting, pool timeout): a 503, not a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; driverError?: unknown } | null;
  if (!e || typeof e !== "object") return false;
  if (e.driverError) return isDatabaseUnavailable(e.driverError);
  if (e.code && (UNAVAILABLE_NET_CODES.has(e.code) || UNAVAILABLE_PG_CODES.has(e.code)))
    return true;
  return /Connection terminated|timeout exceeded when trying to connect/i.test(e.message ?? "");
}
