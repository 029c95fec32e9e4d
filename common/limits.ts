/**
 * Field limits, shared by the server's input validation and the client's forms so they never
 * disagree. No imports: the client bundles this file.
 */
export const PROFILE_LIMITS = { rollNumber: 30, trade: 100, currentLocation: 100 } as const;

/** The sign-up name and the e-mail address (RFC 5321 caps an address at 254 characters). */
export const ACCOUNT_LIMITS = { fullName: 100, email: 254 } as const;

/**
 * Digits in an e-mailed sign-in code. The client reads the length (and the code's lifetime and the
 * resend spacing) from the send-code answer; this constant is the server's source for that answer.
 */
export const SIGN_IN_CODE_LENGTH = 6;

/**
 * Sign-in (an e-mailed code, a one-time link, Google) and the sessions it opens. The server decides
 * them; the client reads what it shows (a code's lifetime, the resend spacing) from the answers.
 */
export const SIGN_IN_LIMITS = {
  /** An e-mailed code works this long. */
  codeMinutes: 10,
  /** Wrong tries one code allows. */
  wrongTriesPerCode: 5,
  /** Seconds between two codes sent to one address. */
  sendSpacingSeconds: 60,
  /** Codes sent to one address in an hour. */
  sendsPerHour: 5,
  /** The window of RATE_LIMIT_VERIFY_FAILURES_PER_ADDRESS: wrong codes per mailbox, all codes together. */
  failureWindowHours: 24,
  /** The link of a "sign-in codes paused" e-mail works this long (once). */
  linkMinutes: 30,
  /** An unfinished Google sign-in expires after this; its row is deleted. */
  googleFlowMinutes: 10,
  /** A session lasts this long. */
  sessionDays: 30,
  /** How long the one-time code of a redirect sign-in can be traded for a session. */
  exchangeSeconds: 60,
} as const;

/**
 * Admin screens: the optional fields of a user an admin creates (the rest share PROFILE_LIMITS and
 * ACCOUNT_LIMITS), the search box, a page of the member list or audit log, and one bulk action.
 */
export const ADMIN_LIMITS = {
  course: 100,
  occupation: 100,
  companyOrganization: 100,
  phoneNumber: 20,
  search: 100,
  pageSize: 100,
  bulk: 100,
} as const;

/** Personal access tokens for scripts: a name, a scope, a lifetime in days (or none). */
export const ACCESS_TOKEN_LIMITS = {
  name: 60,
  /** Live tokens one member may hold at once. */
  perMember: 20,
  expiryDays: [30, 90, 365] as readonly number[],
} as const;

/** The five kinds of opportunity, spelled as the product shows them (and the REST API speaks them). */
export const OPPORTUNITY_TYPES = ["Job", "Internship", "Freelance", "Collab", "Service"] as const;

/** An opportunity's fields, its tags and the board's pages and search box. */
export const OPPORTUNITY_LIMITS = {
  title: 100,
  location: 100,
  description: 500,
  externalLink: 2048,
  /** Tags kept per opportunity, and characters per tag (after trimming). */
  tags: 10,
  tag: 30,
  /** Items on a page of the board: the default and the most one request may ask for. */
  pageSize: 20,
  maxPageSize: 50,
  search: 200,
  /** Posts one member may make in a day (a flood guard; edits are not counted). */
  postsPerDay: 20,
  /** The reason an admin gives when removing someone else's post (e-mailed to the poster). */
  removalReason: 500,
} as const;

/**
 * Profile edit (the update call) and the profile photo. Text fields are counted in characters after
 * trimming; skills are split on commas, trimmed, and case-insensitive duplicates dropped.
 */
export const PROFILE_EDIT_LIMITS = {
  jobTitle: 100,
  company: 100,
  bio: 1000,
  linkedinUrl: 300,
  whatsappLink: 100,
  skills: 30,
  skill: 50,
} as const;

/** The photo: the spec's 5 MB (5,242,880 bytes) upload cap and the formats read by their bytes. */
export const PROFILE_IMAGE_LIMITS = {
  maxBytes: 5_242_880,
  /** Refused before decoding: a small file can claim a huge canvas. */
  maxPixels: 40_000_000,
  /** The stored WebP's longest side. */
  maxSide: 512,
  accept: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"],
  /** Photos one member may upload in an hour (a flood guard). */
  uploadsPerHour: 30,
} as const;

/**
 * Days a roll number stays held by an account that is not verified and never signed in; after
 * that another member claiming the number frees it (nobody squats a member's number).
 */
export const ROLL_NUMBER_HOLD_DAYS = 7;

/** Digits a phone number (with its country code) may have for a WhatsApp link. */
export const WHATSAPP_DIGITS = { min: 8, max: 15 } as const;

/**
 * Directory and smart search: the longest filter or query, and the most members one page returns.
 * A smart search reads a job description or an e-mail pasted whole (`smartQuery`).
 */
export const SEARCH_LIMITS = { query: 200, smartQuery: 1000, pageSize: 1000 } as const;

/**
 * Saved searches: how many one member keeps, and the query's length (smart search's own, so a
 * saved search is any query the search screen takes).
 */
export const SAVED_SEARCH_LIMITS = {
  perMember: 20,
  query: SEARCH_LIMITS.smartQuery,
  /** The refusal past `perMember` (HTTP 409). */
  tooManyMessage: "You can keep at most 20 saved searches; delete one first",
} as const;

/**
 * Connections (modules/connections/): the request's note, requests a member may send a day, how long
 * a declined request keeps its asker from asking the same member again, and the most a list returns.
 */
export const CONNECTION_LIMITS = {
  note: 300,
  requestsPerDay: 20,
  declinedHoldDays: 30,
  list: 500,
} as const;

/** Events and reunions (issue 25): field lengths, page sizes, notices. */
export const EVENT_LIMITS = {
  title: 120,
  description: 5000,
  location: 120,
  onlineUrl: 500,
  cancelReason: 500,
  trade: 80,
  pageSize: 20,
  maxPageSize: 50,
  attendees: 100,
  coOrganizers: 10,
  /** Events a member may publish a day (each invites its audience). */
  perDay: 10,
  /** Hours before the start at which those going are reminded. */
  reminderHours: 24,
} as const;

/** Mentorship (issue 27): a mentor's profile, a request's goal, feedback, pages and notices. */
export const MENTORSHIP_LIMITS = {
  topics: 10,
  topicLength: 40,
  topicMinLength: 2,
  capacity: { min: 1, max: 20 },
  availability: 300,
  languages: 10,
  languageLength: 30,
  goal: 500,
  feedbackNote: 1000,
  /** Requests a mentee may send a day. */
  requestsPerDay: 10,
  pageSize: 20,
  maxPageSize: 50,
  /** The most requests `mentorshipRequests` lists. */
  list: 200,
  /** Days without an answer after which the mentor is reminded. */
  reminderDays: 7,
} as const;

/**
 * The business directory (issue 28): businesses per member, field lengths, the services' tags, the
 * founding year's floor, businesses a member may list a day, an admin's removal reason, page sizes.
 */
export const BUSINESS_LIMITS = {
  perMember: 3,
  name: 100,
  description: 2000,
  /** Service or product tags kept per business, and characters per tag (after trimming). */
  services: 15,
  serviceMin: 2,
  service: 40,
  location: 100,
  website: 200,
  email: 254,
  foundedYearMin: 1900,
  createsPerDay: 10,
  removalReasonMin: 5,
  removalReason: 500,
  pageSize: 20,
  maxPageSize: 50,
  /** The refusal past `perMember` (HTTP 409). */
  tooManyMessage: "You can list at most 3 businesses",
} as const;

/** Who sees a member's e-mail, phone number and WhatsApp link (the member's own choice). */
export const CONTACT_VISIBILITIES = ["verified", "connections", "nobody"] as const;

/**
 * Every paged list's page sizes: items on a page when `first` is omitted, and the most one request
 * may ask for (the constants above, gathered where the paging kit reads them).
 */
export const PAGE_SIZES = {
  directory: { defaultSize: 24, maxSize: SEARCH_LIMITS.pageSize },
  smartSearch: { defaultSize: 20, maxSize: SEARCH_LIMITS.pageSize },
  opportunities: {
    defaultSize: OPPORTUNITY_LIMITS.pageSize,
    maxSize: OPPORTUNITY_LIMITS.maxPageSize,
  },
  adminLists: { defaultSize: 20, maxSize: ADMIN_LIMITS.pageSize },
  events: { defaultSize: EVENT_LIMITS.pageSize, maxSize: EVENT_LIMITS.maxPageSize },
  mentors: {
    defaultSize: MENTORSHIP_LIMITS.pageSize,
    maxSize: MENTORSHIP_LIMITS.maxPageSize,
  },
  businesses: { defaultSize: BUSINESS_LIMITS.pageSize, maxSize: BUSINESS_LIMITS.maxPageSize },
} as const;

/** Deleting an account: the words a member types to confirm, and an admin's reason. */
export const ACCOUNT_DELETION = { confirmation: "DELETE MY ACCOUNT", reason: 500 } as const;
/** Messages between connections: a message's length, a report's reason, sends a minute per member. */
export const MESSAGE_LIMITS = { body: 2000, reportReason: 1000, perMinute: 60 } as const;
/**
 * The roster an admin imports (issue 26): at most this many rows and bytes per file, the fields of
 * one row (roll number, name, trade and e-mail share the profile's limits), the list's search box.
 */
export const ROSTER_LIMITS = {
  maxRows: 50_000,
  maxBytes: 10 * 1024 * 1024,
  /** Invalid rows and members to verify listed in one answer (the counts are always whole). */
  listed: 1000,
  search: 100,
} as const;
