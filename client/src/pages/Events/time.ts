/**
 * An event's times: wall-clock date and time in an IANA time zone, to and from the instant the
 * server stores, and how an instant reads in a zone. Intl only (no time-zone library).
 */

export const DEFAULT_ZONE = "Asia/Kolkata";

/** Old and new names of the same zone (ICU still answers the old ones in places). */
const ALIASES: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
};

/** A zone's current name ("Asia/Calcutta" -> "Asia/Kolkata"). */
export const canonicalZone = (zone: string) => ALIASES[zone] ?? zone;

/** The viewer's own zone, as the browser knows it. */
export function viewerZone(): string {
  try {
    return canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  } catch {
    return "UTC";
  }
}

let zones: string[] | undefined;

/** Every zone the browser knows, current names, sorted; Asia/Kolkata always among them. */
export function timeZones(): string[] {
  if (!zones) {
    let known: string[];
    try {
      known = Intl.supportedValuesOf("timeZone");
    } catch {
      known = [];
    }
    zones = [...new Set([DEFAULT_ZONE, "UTC", ...known.map(canonicalZone)])].sort();
  }
  return zones;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallIn(instant: number, zone: string): Wall {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour") % 24,
    minute: get("minute"),
  };
}

/** How far ahead of UTC the zone's clocks are at that instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const w = wallIn(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

/** Whether the zone is one the browser can use. */
export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant (ISO 8601, UTC) of a wall-clock date ("2026-12-12") and time ("18:00") in a zone;
 * null when either is missing or malformed.
 */
export function toInstant(date: string, time: string, zone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})/.exec(time);
  if (!d || !t || !isKnownZone(zone)) return null;
  const wall = Date.UTC(+d[1], +d[2] - 1, +d[3], +t[1], +t[2]);
  if (Number.isNaN(wall)) return null;
  // The zone's offset at the guess, then again at the result (a change of clocks between them).
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return new Date(instant).toISOString();
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The wall-clock date and time inputs' values of an instant in a zone. */
export function toWall(iso: string, zone: string): { date: string; time: string } {
  const w = wallIn(Date.parse(iso), zone);
  return {
    date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
  };
}

/** "Sat, 12 Dec 2026, 18:00" in the zone. */
export function formatDateTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** "18:00" in the zone. */
export function formatTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** The zone's short name at that instant: "IST", "EST", "GMT+4". */
export function zoneAbbreviation(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-IN", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  return parts?.value ?? zone;
}

/** "Sat, 12 Dec 2026, 18:00 – 21:00 EST" (the end's date too when it is another day). */
export function formatRange(startIso: string, endIso: string, zone: string): string {
  const sameDay = toWall(startIso, zone).date === toWall(endIso, zone).date;
  const end = sameDay ? formatTime(endIso, zone) : formatDateTime(endIso, zone);
  return `${formatDateTime(startIso, zone)} – ${end} ${zoneAbbreviation(startIso, zone)}`;
}

/** Whether two zones show the same clock at that instant (then one line is enough). */
export function sameClock(iso: string, a: string, b: string): boolean {
  const t = Date.parse(iso);
  return canonicalZone(a) === canonicalZone(b) || offsetAt(t, a) === offsetAt(t, b);
}

/** A zone for people: "America/Toronto" -> "Toronto", "Asia/Kolkata" -> "Kolkata". */
export const zoneCity = (zone: string) =>
  (canonicalZone(zone).split("/").pop() ?? zone).replace(/_/g, " ");
