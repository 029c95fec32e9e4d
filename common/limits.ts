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
} as const;

/** Digits a phone number (with its country code) may have for a WhatsApp link. */
export const WHATSAPP_DIGITS = { min: 8, max: 15 } as const;
