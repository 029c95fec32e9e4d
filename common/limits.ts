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
