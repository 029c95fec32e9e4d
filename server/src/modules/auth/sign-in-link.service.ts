import type { DataSource } from "typeorm";
import { mailboxKey } from "#common/email";
import { sql } from "../../db/sql.js";
import { hashToken, newSecret } from "./session.service.js";
import { SIGN_IN_LIMITS } from "#common/limits";

/** The client page that trades a link for a session (with a POST: the token never reaches a log). */
export const LINK_PAGE = "/auth/link";

/**
 * One-time sign-in links for a mailbox whose codes are paused: owning the mailbox is the proof, so
 * a stranger who guessed codes to pause it cannot lock its owner out. A link signs in the account it
 * was issued for, once, within SIGN_IN_LIMITS.linkMinutes, and only when presented with its own
 * mailbox's address.
 * Only the token's SHA-256 is stored.
 */
export class SignInLinks {
  constructor(
    private readonly db: DataSource,
    private readonly appUrl: string,
  ) {}

  /** A link for the account at `email`: the URL to e-mail, with the address and the token. */
  async issue(userId: string, email: string): Promise<{ url: string; validMinutes: number }> {
    const token = newSecret();
    await this.db.query(
      `INSERT INTO sign_in_links (token_hash, user_id, mailbox, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [hashToken(token), userId, mailboxKey(email), SIGN_IN_LIMITS.linkMinutes],
    );
    const query = new URLSearchParams({ email, token });
    return { url: `${this.appUrl}${LINK_PAGE}?${query}`, validMinutes: SIGN_IN_LIMITS.linkMinutes };
  }

  /**
   * Claims a link presented with `email` (normalised): the account's id, or null when the token is
   * unknown, used, expired, or was sent to another mailbox (then it is left alone).
   */
  async redeem(email: string, token: string): Promise<string | null> {
    const [row] = await sql<{ user_id: string; email: string }>(
      this.db,
      `UPDATE sign_in_links l SET used_at = now()
       FROM users u
       WHERE l.token_hash = $1 AND l.mailbox = $2 AND l.used_at IS NULL AND l.expires_at > now()
         AND u.id = l.user_id
       RETURNING l.user_id, u.email`,
      [hashToken(token), mailboxKey(email)],
    );
    // The account must still have an address in that mailbox.
    return row && mailboxKey(row.email) === mailboxKey(email) ? row.user_id : null;
  }
}
