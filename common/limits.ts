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

/** Directory and smart search: the longest query or filter, and the most members one page returns. */
export const SEARCH_LIMITS = { query: 200, pageSize: 1000 } as const;
