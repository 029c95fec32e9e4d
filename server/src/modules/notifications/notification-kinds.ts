import { FREQUENCIES, type Frequency } from "#common/frequency";

export { FREQUENCIES, type Frequency };

/** What a notification is about (REST spells them so; GraphQL as NotificationKind). */
export const NOTIFICATION_KINDS = [
  "saved_search",
  "verified",
  "opportunities",
  "pending_members",
  "message",
  "event",
  "connection",
  "mentorship",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The e-mail preferences a member sets (REST snake_case; GraphQL camelCase). */
export const PREFERENCE_KEYS = [
  "saved_searches",
  "opportunities",
  "messages",
  "events",
  "verification",
  "mentorship",
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

export type Preferences = Record<PreferenceKey, Frequency>;

/** What a member who never chose gets. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  saved_searches: "instant",
  opportunities: "weekly",
  messages: "instant",
  events: "instant",
  verification: "instant",
  mentorship: "instant",
};

/** The preference that decides a kind's e-mail. */
export const PREFERENCE_OF: Record<NotificationKind, PreferenceKey> = {
  saved_search: "saved_searches",
  verified: "verification",
  opportunities: "opportunities",
  pending_members: "verification",
  message: "messages",
  event: "events",
  connection: "messages",
  mentorship: "mentorship",
};

/** How a preference is named in an e-mail's reason and on the unsubscribe page. */
export const PREFERENCE_LABELS: Record<PreferenceKey, string> = {
  saved_searches: "saved-search alerts",
  opportunities: "new-opportunity digests",
  messages: "message notifications",
  events: "event notifications",
  verification: "verification notices",
  mentorship: "mentorship notices",
};

/** A digest heading for a notification without a group. */
export const KIND_HEADINGS: Record<NotificationKind, string> = {
  saved_search: "Saved searches",
  verified: "Your account",
  opportunities: "New opportunities",
  pending_members: "Members waiting for verification",
  message: "Messages",
  event: "Events",
  connection: "Connections",
  mentorship: "Mentorship",
};

const SPEED: Record<Frequency, number> = { instant: 0, daily: 1, weekly: 2, off: 3 };

/** The slower of two frequencies: an e-mail is never sooner than either allows ("off" wins). */
export const slower = (a: Frequency, b: Frequency): Frequency => (SPEED[a] >= SPEED[b] ? a : b);

export const isFrequency = (v: unknown): v is Frequency =>
  typeof v === "string" && (FREQUENCIES as readonly string[]).includes(v);

export const isPreferenceKey = (v: unknown): v is PreferenceKey =>
  typeof v === "string" && (PREFERENCE_KEYS as readonly string[]).includes(v);
