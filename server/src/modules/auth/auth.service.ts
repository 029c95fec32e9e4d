import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { mailboxKey, normalizeEmail } from "#common/email";
import { SIGN_IN_CODE_LENGTH, SIGN_IN_LIMITS } from "#common/limits";
import type { Config } from "../../config.js";
import { sql } from "../../db/sql.js";
import { badInput, DomainError, rateLimited } from "../../errors.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import { cleanName } from "../users/names.js";
import type { User } from "../users/user.entity.js";
import type { UserService } from "../users/user.service.js";
import { describeWait, networkKey, type RateLimiter } from "../../rate-limits/rate-limiter.js";
import type { SessionService } from "./session.service.js";
import { SignInLinks } from "./sign-in-link.service.js";

export interface SendCodeResult {
  email: string;
  isNewUser: boolean;
  expiresInSeconds: number;
  codeLength: number;
  resendAfterSeconds: number;
  message: string;
}

export interface SignInResult {
  token: string;
  sessionId: string;
  isNewUser: boolean;
  user: User;
  message: string;
}

const EXPIRED = "This code has expired or was already used. Please request a new code.";
const EXCHANGE_REFUSED = "This sign-in link has expired or was already used. Please sign in again.";
const LINK_REFUSED = `This sign-in link has expired, was already used, or is not for this address. Each link works once, within ${SIGN_IN_LIMITS.linkMinutes} minutes. Please sign in again.`;

const firstName = (name: string) => name.trim().split(/\s+/)[0];

/** Sign-in by e-mail code (sending, verifying, and the limits around both) and the session hand-over. */
export class AuthService {
  private readonly links: SignInLinks;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly sessions: SessionService,
    private readonly users: UserService,
    private readonly log: Logger,
  ) {
    this.links = new SignInLinks(db, config.appUrl);
  }

  private hashCode(email: string, code: string): string {
    return createHmac("sha256", this.config.authSecret).update(`${email}:${code}`).digest("hex");
  }

  /** Per-network limits: an IPv4 address, or an IPv6 /64. */
  private limitNetwork(action: string, ip: string, limit: number): Promise<void> {
    return this.limiter.consume(
      `${action}:net:${networkKey(ip)}`,
      limit,
      this.config.rateLimits.windowSeconds,
      tooManyFromNetwork,
    );
  }

  /** The probe: is there an account for this e-mail? Sends nothing. */
  async emailStatus(rawEmail: string, ip: string): Promise<{ email: string; isNewUser: boolean }> {
    await this.limitNetwork("lookup", ip, this.config.rateLimits.verifyPerIp);
    const email = normalizeEmail(rawEmail);
    return { email, isNewUser: !(await this.users.hasAccount(email)) };
  }

  async sendCode(
    rawEmail: string,
    rawName: string | null | undefined,
    ip: string,
  ): Promise<SendCodeResult> {
    await this.limitNetwork("send", ip, this.config.rateLimits.sendPerIp);
    const email = normalizeEmail(rawEmail);
    const mailbox = mailboxKey(email);
    const fullName = rawName ? cleanName(rawName) || null : null;
    // Codes would be refused at verification: do not send one.
    await this.assertCodesNotPaused(mailbox);

    const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, "0");
    const { id, isNewUser, accountName } = await this.db.transaction(async (m) => {
      // One send at a time per mailbox, so the spacing and hourly limits cannot be raced.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`email-code:${mailbox}`]);
      const user = await this.users.findByEmail(email, m);
      if (!user && !fullName) throw badInput("Please enter your name", "fullName");
      await this.checkMailboxLimits(m, mailbox);
      await m.query(
        `UPDATE email_codes SET consumed_at = now() WHERE email = $1 AND consumed_at IS NULL`,
        [email],
      );
      const rows = await sql<{ id: string }>(
        m,
        `INSERT INTO email_codes (email, mailbox, code_hash, full_name, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id`,
        [
          email,
          mailbox,
          this.hashCode(email, code),
          user ? null : fullName,
          SIGN_IN_LIMITS.codeMinutes,
        ],
      );
      return { id: rows[0].id, isNewUser: !user, accountName: user?.fullName ?? null };
    });

    try {
      // The account's own name, never one typed with this request: the address is not confirmed yet.
      await this.mailer.sendSignInCode({
        to: email,
        accountName,
        code,
        validMinutes: SIGN_IN_LIMITS.codeMinutes,
      });
    } catch (err) {
      this.log.error({ err, to: email }, "could not send the sign-in code");
      // The code never arrived: forget it so it neither works nor counts against the limits.
      await this.db.query(`DELETE FROM email_codes WHERE id = $1`, [id]);
      throw new DomainError(
        "SERVICE_UNAVAILABLE",
        "We couldn't send the e-mail right now. Please try again in a minute.",
      );
    }
    return {
      email,
      isNewUser,
      expiresInSeconds: SIGN_IN_LIMITS.codeMinutes * 60,
      codeLength: SIGN_IN_CODE_LENGTH,
      resendAfterSeconds: SIGN_IN_LIMITS.sendSpacingSeconds,
      message: `We sent a ${SIGN_IN_CODE_LENGTH}-digit code to ${email}`,
    };
  }

  /** One code a minute and five an hour per mailbox (plus-tags and Gmail dots count as one). */
  private async checkMailboxLimits(m: EntityManager, mailbox: string): Promise<void> {
    const [row] = await sql<{
      last_wait: string | null;
      hour_count: number;
      hour_wait: string | null;
    }>(
      m,
      `SELECT
           EXTRACT(EPOCH FROM (max(created_at) + make_interval(secs => $2) - now())) AS last_wait,
           count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS hour_count,
           EXTRACT(EPOCH FROM (min(created_at) FILTER (WHERE created_at > now() - interval '1 hour')
             + interval '1 hour' - now())) AS hour_wait
         FROM email_codes WHERE mailbox = $1 AND created_at > now() - interval '1 hour'`,
      [mailbox, SIGN_IN_LIMITS.sendSpacingSeconds],
    );
    const lastWait = row.last_wait === null ? 0 : Math.ceil(Number(row.last_wait));
    if (lastWait > 0) {
      // `codeSent`: the code sent a moment ago is on its way, so a client can simply ask for it.
      throw new DomainError(
        "RATE_LIMITED",
        `Please wait ${describeWait(lastWait)} before requesting another code.`,
        { retryAfter: lastWait, codeSent: true },
      );
    }
    if (row.hour_count >= SIGN_IN_LIMITS.sendsPerHour) {
      const wait = Math.max(1, Math.ceil(Number(row.hour_wait)));
      throw rateLimited(
        `Too many codes were requested for this e-mail. Please try again in ${describeWait(wait)}.`,
        wait,
      );
    }
  }

  private failureKey = (mailbox: string) => `verify-failures:${mailbox}`;

  /**
   * Wrong codes are capped per mailbox across all its codes and all client addresses
   * (RATE_LIMIT_VERIFY_FAILURES_PER_ADDRESS in SIGN_IN_LIMITS.failureWindowHours): at the cap, code
   * sign-in for the mailbox is refused, even with the right code, until the window has passed.
   */
  private async assertCodesNotPaused(mailbox: string): Promise<void> {
    const cap = this.config.rateLimits.verifyFailuresPerAddress;
    const { count, retryAfterSeconds } = await this.limiter.peek(
      this.failureKey(mailbox),
      SIGN_IN_LIMITS.failureWindowHours * 3600,
    );
    if (count >= cap) throw this.codesPaused(retryAfterSeconds);
  }

  private codesPaused(retryAfterSeconds: number): DomainError {
    const google = this.config.oidc ? " or continue with Google" : "";
    return rateLimited(
      `Too many wrong codes were entered for this e-mail, so sign-in codes are paused for it. Please try again in ${describeWait(retryAfterSeconds)}${google}.`,
      retryAfterSeconds,
    );
  }

  /** Counts a wrong code against the mailbox; the one that reaches the cap pauses it and tells the owner. */
  private async recordWrongCode(email: string, mailbox: string): Promise<void> {
    const cap = this.config.rateLimits.verifyFailuresPerAddress;
    const result = await this.limiter.hit(
      this.failureKey(mailbox),
      cap,
      SIGN_IN_LIMITS.failureWindowHours * 3600,
    );
    if (result.count < cap) return;
    if (result.count === cap) {
      // Exactly one request sees the count reach the cap: one e-mail per pause.
      this.notifyPaused(email, cap).catch((err) =>
        this.log.error({ err }, "could not send the sign-in paused e-mail"),
      );
    }
    throw this.codesPaused(result.retryAfterSeconds);
  }

  /** Tells the owner; with an account, the e-mail carries a one-time link that works despite the pause. */
  private async notifyPaused(email: string, failures: number): Promise<void> {
    const user = await this.users.findByEmail(email);
    await this.mailer.sendSignInPaused({
      to: email,
      failures,
      pausedHours: SIGN_IN_LIMITS.failureWindowHours,
      googleEnabled: Boolean(this.config.oidc),
      signInLink: user ? await this.links.issue(user.id, email) : undefined,
    });
  }

  async verifyCode(
    rawEmail: string,
    code: string,
    ip: string,
    userAgent?: string,
  ): Promise<SignInResult> {
    await this.limitNetwork("verify", ip, this.config.rateLimits.verifyPerIp);
    const email = normalizeEmail(rawEmail);
    const mailbox = mailboxKey(email);
    await this.assertCodesNotPaused(mailbox);

    const [active] = await sql<{ id: string; code_hash: string; live: boolean }>(
      this.db,
      `SELECT id, code_hash, expires_at > now() AS live FROM email_codes
       WHERE email = $1 AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    if (!active || !active.live) throw badInput(EXPIRED, "otp");

    const given = Buffer.from(this.hashCode(email, code), "hex");
    if (!timingSafeEqual(given, Buffer.from(active.code_hash, "hex"))) {
      const [tried] = await sql<{ attempts: number }>(
        this.db,
        `UPDATE email_codes SET attempts = attempts + 1,
           consumed_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE NULL END
         WHERE id = $1 AND consumed_at IS NULL RETURNING attempts`,
        [active.id, SIGN_IN_LIMITS.wrongTriesPerCode],
      );
      if (!tried) throw badInput(EXPIRED, "otp");
      await this.recordWrongCode(email, mailbox);
      const left = SIGN_IN_LIMITS.wrongTriesPerCode - tried.attempts;
      throw badInput(
        left > 0
          ? `Invalid OTP. ${left} attempt${left === 1 ? "" : "s"} left.`
          : "Too many wrong attempts. Please request a new code.",
        "otp",
      );
    }

    // Single use: only one request can claim the code.
    const [claimed] = await sql<{ full_name: string | null }>(
      this.db,
      `UPDATE email_codes SET consumed_at = now()
       WHERE id = $1 AND consumed_at IS NULL AND expires_at > now() RETURNING full_name`,
      [active.id],
    );
    if (!claimed) throw badInput(EXPIRED, "otp");

    const { user, created } = await this.users.findOrCreateByEmail(
      email,
      claimed.full_name ?? email.split("@")[0],
    );
    return this.startSession(user, created, userAgent);
  }

  /**
   * Trades the one-time code of a redirect sign-in (Google) for a session; `binding` is the
   * EXCHANGE_COOKIE of the browser presenting it, which must be the one that finished the flow.
   */
  async exchangeCode(
    code: string,
    binding: string | undefined,
    ip: string,
    userAgent?: string,
  ): Promise<SignInResult> {
    await this.limitNetwork("exchange", ip, this.config.rateLimits.verifyPerIp);
    const claimed = await this.sessions.redeemExchangeCode(code, binding);
    if (!claimed) throw badInput(EXCHANGE_REFUSED, "code");
    return this.startSession(
      await this.users.getById(claimed.userId),
      claimed.isNewUser,
      userAgent,
    );
  }

  /** Signs in with the one-time link of a "codes paused" e-mail: the pause does not apply to it. */
  async signInWithLink(
    rawEmail: string,
    token: string,
    ip: string,
    userAgent?: string,
  ): Promise<SignInResult> {
    await this.limitNetwork("link", ip, this.config.rateLimits.verifyPerIp);
    const userId = await this.links.redeem(normalizeEmail(rawEmail), token);
    if (!userId) throw badInput(LINK_REFUSED, "token");
    return this.startSession(await this.users.getById(userId), false, userAgent);
  }

  /** `userAgent` names the browser or device in the member's list of sessions. */
  private async startSession(
    user: User,
    isNewUser: boolean,
    userAgent?: string,
  ): Promise<SignInResult> {
    const { token, sessionId } = await this.sessions.create(user.id, userAgent);
    return {
      token,
      sessionId,
      isNewUser,
      user,
      message: isNewUser
        ? `Welcome to ISTC Connect, ${firstName(user.fullName)}!`
        : `Welcome back, ${firstName(user.fullName)}!`,
    };
  }

  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM email_codes WHERE created_at < now() - interval '1 day'`);
  }
}

const tooManyFromNetwork = (wait: string) =>
  `Too many sign-in attempts from your network. Please try again in ${wait}.`;
