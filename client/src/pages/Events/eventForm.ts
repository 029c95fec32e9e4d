import { EVENT_LIMITS as L } from "#common/limits";
import type { EventInput, EventKind } from "../../gql/events/graphql";
import type { FieldErrors } from "../../lib/errors";
import { DEFAULT_ZONE, toInstant, toWall } from "./time";

/** The form's fields; the server's `extensions.field` names (EventInput) are among them. */
export const FIELDS = [
  "title",
  "description",
  "kind",
  "startDate",
  "startTime",
  "endDate",
  "endTime",
  "startsAt",
  "endsAt",
  "timezone",
  "location",
  "onlineUrl",
  "capacity",
  "audience",
  "batchYear",
  "trade",
] as const;
export type Field = (typeof FIELDS)[number];

export type AudienceChoice = "everyone" | "batch" | "trade";

export interface EventFormValues {
  title: string;
  description: string;
  /** "" = the server's default for the event (reunion for a batch, online for a link only...). */
  kind: EventKind | "";
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timezone: string;
  location: string;
  onlineUrl: string;
  /** As typed; blank = no limit. */
  capacity: string;
  audience: AudienceChoice;
  batchYear: string;
  trade: string;
}

export const emptyEventForm = (me?: { batchYear?: number | null; trade?: string | null }) => ({
  title: "",
  description: "",
  kind: "" as const,
  startDate: "",
  startTime: "18:00",
  endDate: "",
  endTime: "21:00",
  timezone: DEFAULT_ZONE,
  location: "",
  onlineUrl: "",
  capacity: "",
  audience: "everyone" as const,
  batchYear: me?.batchYear ? String(me.batchYear) : "",
  trade: me?.trade ?? "",
});

/** An event as the edit form shows it: its times on its own clock. */
export function eventFormValues(e: {
  title: string;
  description: string;
  kind: EventKind;
  startsAt: string;
  endsAt: string;
  timezone: string;
  place?: { name: string } | null;
  onlineUrl?: string | null;
  capacity?: number | null;
  audience: { batchYear?: number | null; trade?: string | null };
}): EventFormValues {
  const start = toWall(e.startsAt, e.timezone);
  const end = toWall(e.endsAt, e.timezone);
  return {
    title: e.title,
    description: e.description,
    kind: e.kind,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    timezone: e.timezone,
    location: e.place?.name ?? "",
    onlineUrl: e.onlineUrl ?? "",
    capacity: e.capacity ? String(e.capacity) : "",
    audience: e.audience.batchYear ? "batch" : e.audience.trade ? "trade" : "everyone",
    batchYear: e.audience.batchYear ? String(e.audience.batchYear) : "",
    trade: e.audience.trade ?? "",
  };
}

const isHttps = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
};

/** The instants the form's times stand for (null when incomplete). */
export const formInstants = (v: EventFormValues) => ({
  startsAt: toInstant(v.startDate, v.startTime, v.timezone),
  endsAt: toInstant(v.endDate || v.startDate, v.endTime, v.timezone),
});

/** The server's rules, checked here first with the same words. */
export function validateEvent(v: EventFormValues, now = Date.now()): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const title = v.title.trim();
  if (!title) errors.title = "Title is required";
  else if (title.length > L.title) errors.title = `Title must be at most ${L.title} characters`;
  const description = v.description.trim();
  if (!description) errors.description = "Description is required";
  else if (description.length > L.description)
    errors.description = `Description must be at most ${L.description} characters`;

  const { startsAt, endsAt } = formInstants(v);
  if (!v.startDate) errors.startDate = "Start date is required";
  else if (!v.startTime) errors.startTime = "Start time is required";
  else if (!startsAt) errors.startDate = "Start date or time is not valid";
  else if (Date.parse(startsAt) < now) errors.startDate = "The start must be in the future";
  if (!v.endTime) errors.endTime = "End time is required";
  else if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    errors.endDate = "The end must be after the start";

  const location = v.location.trim();
  const link = v.onlineUrl.trim();
  if (!location && !link) errors.location = "Give a place, an online link, or both";
  else if (location.length > L.location)
    errors.location = `Place must be at most ${L.location} characters`;
  if (link && !isHttps(link)) errors.onlineUrl = "The online link must start with https://";
  else if (link.length > L.onlineUrl)
    errors.onlineUrl = `The online link must be at most ${L.onlineUrl} characters`;

  const capacity = v.capacity.trim();
  if (capacity && (!/^\d+$/.test(capacity) || Number(capacity) < 1))
    errors.capacity = "Capacity must be a whole number, at least 1 (or blank for no limit)";

  if (v.audience === "batch" && !/^\d{4}$/.test(v.batchYear.trim()))
    errors.batchYear = "Enter the batch year, e.g. 2016";
  if (v.audience === "trade" && !v.trade.trim()) errors.trade = "Enter the trade, e.g. Electronics";
  return errors;
}

/** The values to send (validated first). */
export function toEventInput(v: EventFormValues): EventInput {
  const { startsAt, endsAt } = formInstants(v);
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    kind: v.kind || null,
    startsAt: startsAt!,
    endsAt: endsAt!,
    timezone: v.timezone,
    location: v.location.trim() || null,
    onlineUrl: v.onlineUrl.trim() || null,
    capacity: v.capacity.trim() ? Number(v.capacity.trim()) : null,
    audience:
      v.audience === "batch"
        ? { batchYear: Number(v.batchYear.trim()) }
        : v.audience === "trade"
          ? { trade: v.trade.trim() }
          : {},
  };
}

/**
 * The server's field errors where the form shows them: `startsAt` on the start date, `endsAt` on
 * the end date, `audience` on the batch year or the trade (whichever is chosen).
 */
export function placeServerErrors(
  found: FieldErrors<Field>,
  audience: AudienceChoice,
): FieldErrors<Field> {
  const out = { ...found };
  if (out.startsAt && !out.startDate) out.startDate = out.startsAt;
  if (out.endsAt && !out.endDate) out.endDate = out.endsAt;
  if (out.audience) {
    if (audience === "trade") out.trade ??= out.audience;
    else out.batchYear ??= out.audience;
  }
  return out;
}
