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
} as const;
