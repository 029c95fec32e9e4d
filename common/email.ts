/**
 * E-mail addresses, one rule for the whole app. No imports: the client bundles this file.
 *
 * - `normalizeEmail` is the identity of an account: trimmed, Unicode NFC, lower-cased. Accounts,
 *   sign-in codes, ADMIN_EMAILS and Google's claims all go through it, and the database refuses any
 *   `users.email` that is not in this form (a CHECK constraint), so the unique index on the column
 *   is a unique index on the normalised address. The address is kept as typed apart from that:
 *   `asha+istc@gmail.com` stays a different account from `asha@gmail.com`, and mail goes to it.
 * - `mailboxKey` says which mailbox an address reaches, the way the big providers deliver it
 *   (sub-addresses after `+`, and dots in Gmail's local part, are ignored). It is used for limits
 *   only, so a hundred variants of one mailbox count as one for the per-address limits.
 */

export function normalizeEmail(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/** Domains that deliver `a.b.c@` to `abc@`. */
const DOTS_IGNORED = new Set(["gmail.com", "googlemail.com"]);
/** Domains that are one mailbox under two names. */
const ALIASES: Record<string, string> = { "googlemail.com": "gmail.com" };

export function mailboxKey(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf("@");
  if (at <= 0) return normalized;
  let local = normalized.slice(0, at);
  const domain = normalized.slice(at + 1);
  // Sub-addressing: Gmail, Outlook, iCloud, Fastmail, Proton and most others deliver `me+tag@` to
  // `me@`. Grouping a domain that does not is harmless for a limit: it only groups more strictly.
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) local = local.replace(/\./g, "");
  return `${local || normalized.slice(0, at)}@${ALIASES[domain] ?? domain}`;
}
