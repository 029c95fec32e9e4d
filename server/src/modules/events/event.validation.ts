import { isURL } from "class-validator";
import { EVENT_LIMITS as L } from "#common/limits";
import { badInput } from "../../errors.js";
import { cleanParagraphs } from "../users/names.js";
import type { EventKindValue } from "./event.entity.js";

/** The time zone of an event when none is given. */
export const DEFAULT_TIMEZONE = "Asia/Kolkata";

/** An event's fields as given (GraphQL input, REST body). */
export interface EventFields {
  title: string;
  description: string;
  kind?: EventKindValue | null;
  startsAt: Date;
  endsAt: Date;
  timezone?: string | null;
  location?: string | null;
  onlineUrl?: string | null;
  capacity?: number | null;
  audience?: { batchYear?: number | null; trade?: string | null } | null;
}

/** The fields cleaned and checked, as stored. */
export interface CleanEvent {
  title: string;
  description: string;
  kind: EventKindValue;
  startsAt: Date;
  endsAt: Date;
  timezone: string;
  location: string | null;
  onlineUrl: string | null;
  capacity: number | null;
  audienceBatchYear: number | null;
  audienceTrade: string | null;
}

/** One line: control and invisible characters out, white space runs made one space, trimmed. */
const oneLine = (text: string | null | undefined) =>
  (text ?? "")
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Whether `zone` is an IANA time zone this server knows (Intl's own list). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const isDate = (d: unknown): d is Date => d instanceof Date && !Number.isNaN(d.getTime());

function checkTimes(fields: EventFields, startMayBePast: boolean, now: Date) {
  if (!isDate(fields.startsAt)) throw badInput("Give the start as a date and time", "startsAt");
  if (!isDate(fields.endsAt)) throw badInput("Give the end as a date and time", "endsAt");
  if (fields.endsAt.getTime() <= fields.startsAt.getTime())
    throw badInput("The end must be after the start", "endsAt");
  if (!startMayBePast && fields.startsAt.getTime() < now.getTime())
    throw badInput("The start cannot be in the past", "startsAt");
}

function checkOnlineUrl(value: string | null | undefined): string | null {
  const url = (value ?? "").trim();
  if (!url) return null;
  if (url.length > L.onlineUrl)
    throw badInput(`The online link must be at most ${L.onlineUrl} characters`, "onlineUrl");
  if (!/^https:\/\//i.test(url) || !isURL(url, { protocols: ["https"], require_protocol: true }))
    throw badInput("The online link must be a web address starting with https://", "onlineUrl");
  return url;
}

function checkAudience(audience: EventFields["audience"], now: Date) {
  const batchYear = audience?.batchYear ?? null;
  const lastYear = now.getUTCFullYear() + 1;
  if (
    batchYear !== null &&
    (!Number.isInteger(batchYear) || batchYear < 1950 || batchYear > lastYear)
  )
    throw badInput(`The batch year must be between 1950 and ${lastYear}`, "audience");
  const trade = oneLine(audience?.trade) || null;
  if (trade && trade.length > L.trade)
    throw badInput(`The trade must be at most ${L.trade} characters`, "audience");
  return { audienceBatchYear: batchYear, audienceTrade: trade };
}

/**
 * An event's fields cleaned and checked, or BAD_USER_INPUT naming the field: a title and a
 * description within their limits, the end after the start, the start not in the past (unless
 * `startMayBePast`: an edit that keeps the start of an event under way), a place or an https link,
 * a capacity of at least 1, a known time zone.
 */
export function cleanEvent(
  fields: EventFields,
  options: { startMayBePast?: boolean; now?: Date } = {},
): CleanEvent {
  const now = options.now ?? new Date();
  const title = oneLine(fields.title);
  if (!title) throw badInput("Give the event a title", "title");
  if (title.length > L.title)
    throw badInput(`The title must be at most ${L.title} characters`, "title");
  const description = cleanParagraphs(fields.description ?? "");
  if (!description) throw badInput("Describe the event", "description");
  if (description.length > L.description)
    throw badInput(`The description must be at most ${L.description} characters`, "description");
  checkTimes(fields, options.startMayBePast ?? false, now);
  const timezone = (fields.timezone ?? "").trim() || DEFAULT_TIMEZONE;
  if (!isTimeZone(timezone))
    throw badInput(
      `Unknown time zone "${timezone.slice(0, 100)}": use an IANA name such as Asia/Kolkata`,
      "timezone",
    );
  const location = oneLine(fields.location) || null;
  if (location && location.length > L.location)
    throw badInput(`The place must be at most ${L.location} characters`, "location");
  const onlineUrl = checkOnlineUrl(fields.onlineUrl);
  if (!location && !onlineUrl)
    throw badInput("Give a place, an online link (https), or both", "location");
  const capacity = fields.capacity ?? null;
  if (capacity !== null && (!Number.isInteger(capacity) || capacity < 1))
    throw badInput("The capacity must be at least 1 (leave it empty for no limit)", "capacity");
  if (capacity !== null && capacity > 100_000)
    throw badInput("The capacity must be at most 100000", "capacity");
  const audience = checkAudience(fields.audience, now);
  const kind: EventKindValue =
    fields.kind ??
    (audience.audienceBatchYear !== null ? "reunion" : !location ? "online" : "meetup");
  return {
    title,
    description,
    kind,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    timezone,
    location,
    onlineUrl,
    capacity,
    ...audience,
  };
}
