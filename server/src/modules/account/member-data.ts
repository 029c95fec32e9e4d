/**
 * THE list of where a member's data lives: every table of the database, what erasing a member does
 * to its rows and which key of the member's export holds them. `tests/server/account-data.test.ts`
 * reads the database's own catalogue and fails when a table is missing here, or when a foreign key
 * to `users` deletes differently from what this says: a new table holding member data cannot ship
 * without deciding both.
 */

/** What erasing a member does to a table's rows about them. */
export type Erasure =
  /** The rows go with the member (foreign key ON DELETE CASCADE). */
  | "cascade"
  /** The rows stay for the other member; the erased member's id becomes null (ON DELETE SET NULL). */
  | "set null"
  /** The rows stay with the member's id only; names and personal values are removed. */
  | "anonymised"
  /** The rows are keyed by the member's e-mail address, and deleted by it. */
  | "by e-mail"
  /**
   * The rows stay for the other member, naming the erased member by id only (no foreign key: the
   * id names nobody once the account is gone); the erasure deletes what nobody is left in.
   */
  | "kept for the other member"
  /** No row names a member (configuration, sign-ins in progress before any account). */
  | "none"
  /** The `users` row itself. */
  | "the member";

export interface MemberTable {
  /** Columns that hold a member's id (foreign keys to users or plain ids). */
  memberColumns: readonly string[];
  erasure: Erasure;
  /** The export's key that holds these rows; null when not exported, and `why` says why. */
  exportKey: string | null;
  why?: string;
}

/** Every table (the migrations' own bookkeeping aside). */
export const MEMBER_TABLES: Readonly<Record<string, MemberTable>> = {
  users: { memberColumns: ["id"], erasure: "the member", exportKey: "profile" },
  profile_images: { memberColumns: ["user_id"], erasure: "cascade", exportKey: "profile" },
  member_search: {
    memberColumns: ["id"],
    erasure: "cascade",
    exportKey: null,
    why: "the search index's copy of the profile, exported as the profile",
  },
  member_changes: {
    memberColumns: ["user_id"],
    erasure: "cascade",
    exportKey: null,
    why: "a marker that the profile changed, for saved-search alerts; no data of its own",
  },
  sessions: { memberColumns: ["user_id"], erasure: "cascade", exportKey: "sessions" },
  sign_in_exchanges: {
    memberColumns: ["user_id"],
    erasure: "cascade",
    exportKey: null,
    why: "a sign-in's hand-over code, valid for a minute",
  },
  sign_in_links: {
    memberColumns: ["user_id"],
    erasure: "cascade",
    exportKey: null,
    why: "one-time sign-in links (secrets) that expire",
  },
  email_codes: {
    memberColumns: [],
    erasure: "by e-mail",
    exportKey: null,
    why: "hashed one-time sign-in codes, kept a day",
  },
  oidc_flows: {
    memberColumns: [],
    erasure: "none",
    exportKey: null,
    why: "a Google sign-in in progress, before any account is known",
  },
  rate_limits: {
    memberColumns: [],
    erasure: "none",
    exportKey: null,
    why: "counters of the current windows (at most a day), keyed by opaque ids; they must survive an erasure so limits cannot be reset",
  },
  opportunities: { memberColumns: ["posted_by"], erasure: "cascade", exportKey: "opportunities" },
  notifications: { memberColumns: ["user_id"], erasure: "cascade", exportKey: "notifications" },
  notification_preferences: {
    memberColumns: ["user_id"],
    erasure: "cascade",
    exportKey: "notification_preferences",
  },
  notification_schedule: {
    memberColumns: [],
    erasure: "none",
    exportKey: null,
    why: "when the daily and weekly digests last ran",
  },
  email_deliveries: { memberColumns: ["user_id"], erasure: "cascade", exportKey: "emails" },
  saved_searches: { memberColumns: ["user_id"], erasure: "cascade", exportKey: "saved_searches" },
  saved_search_matches: {
    memberColumns: ["member_id"],
    erasure: "cascade",
    exportKey: null,
    why: "which members another member's saved search has already announced: part of that member's search",
  },
  search_roles: {
    memberColumns: [],
    erasure: "none",
    exportKey: null,
    why: "the search vocabulary",
  },
  search_settings: {
    memberColumns: [],
    erasure: "none",
    exportKey: null,
    why: "values search derives from code (the gazetteer's fingerprint)",
  },
  connections: {
    memberColumns: ["requester_id", "recipient_id"],
    erasure: "cascade",
    exportKey: "connections",
  },
  events: { memberColumns: ["organizer_id"], erasure: "cascade", exportKey: "events" },
  event_rsvps: { memberColumns: ["user_id"], erasure: "cascade", exportKey: "events" },
  event_co_organizers: { memberColumns: ["user_id"], erasure: "cascade", exportKey: "events" },
  calendar_feeds: {
    memberColumns: ["user_id"],
    erasure: "cascade",
    exportKey: null,
    why: "the secret of the private calendar feed; the feed lists the events exported under events",
  },
  conversations: {
    memberColumns: ["member_a", "member_b"],
    erasure: "kept for the other member",
    exportKey: "messages",
  },
  conversation_members: {
    memberColumns: ["user_id", "other_id"],
    erasure: "cascade",
    exportKey: "messages",
    why: "user_id goes with the member; other_id is kept on the other member's side",
  },
  messages: {
    memberColumns: ["sender_id"],
    erasure: "kept for the other member",
    exportKey: "messages",
  },
  member_blocks: {
    memberColumns: ["blocker_id", "blocked_id"],
    erasure: "cascade",
    exportKey: "blocks",
  },
  reports: {
    memberColumns: ["reporter_id", "reported_user_id", "resolved_by"],
    erasure: "set null",
    exportKey: "reports",
  },
  message_sockets: {
    memberColumns: ["user_id"],
    erasure: "cascade",
    exportKey: null,
    why: "the sockets open right now (whether a member is away), gone when they close",
  },
  mentor_profiles: { memberColumns: ["user_id"], erasure: "cascade", exportKey: "mentorship" },
  mentorship_requests: {
    memberColumns: ["mentor_id", "mentee_id"],
    erasure: "cascade",
    exportKey: "mentorship",
  },
  roster_entries: {
    memberColumns: [],
    erasure: "none",
    exportKey: null,
    why: "the centre's own list of who studied there, which verifies members; an admin deletes an entry",
  },
  businesses: { memberColumns: ["owner_id"], erasure: "cascade", exportKey: "businesses" },
  business_recommendations: {
    memberColumns: ["user_id"],
    erasure: "cascade",
    exportKey: "businesses",
  },
  admin_audit_log: {
    memberColumns: ["actor_id", "target_id"],
    erasure: "anonymised",
    exportKey: "admin_actions",
  },
};

/** The export's keys, in order: each is present, an empty list when there is nothing. */
export const EXPORT_KEYS = [
  "profile",
  "opportunities",
  "sessions",
  "api_tokens",
  "saved_searches",
  "notifications",
  "notification_preferences",
  "emails",
  "connections",
  "messages",
  "events",
  "businesses",
  "blocks",
  "reports",
  "mentorship",
  "admin_actions",
] as const;

export type ExportKey = (typeof EXPORT_KEYS)[number];

/** The name the audit log and others' messages show for an erased member. */
export const DELETED_MEMBER = "Deleted member";
