/**
 * Digest slots: 08:00 in India (Asia/Kolkata, UTC+05:30 all year, no daylight saving) every day,
 * and on Mondays for the weekly digest. Pure functions of an instant.
 */
export type DigestCadence = "daily" | "weekly";

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** 08:00 IST is 02:30 UTC. */
const SLOT_UTC_MS = (2 * 60 + 30) * 60_000;

/** The India date of an instant, YYYY-MM-DD. */
export const indiaDate = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The latest slot at or before `at`. */
export function previousSlot(cadence: DigestCadence, at: Date): Date {
  const t = at.getTime();
  let slot = Math.floor((t - SLOT_UTC_MS) / DAY_MS) * DAY_MS + SLOT_UTC_MS;
  if (cadence === "weekly") {
    // getUTCDay of the slot's UTC instant (02:30) is its India weekday too; Monday = 1.
    while (new Date(slot).getUTCDay() !== 1) slot -= DAY_MS;
  }
  return new Date(slot);
}

/** The first slot after `at`. */
export function nextSlot(cadence: DigestCadence, at: Date): Date {
  return new Date(previousSlot(cadence, at).getTime() + (cadence === "weekly" ? 7 : 1) * DAY_MS);
}
