/** How often a member is e-mailed about something: at once, in a daily or weekly digest, or never. */
export const FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
