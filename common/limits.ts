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
