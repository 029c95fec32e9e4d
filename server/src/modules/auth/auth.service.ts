import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../../config.js";
import { badInput, DomainError, rateLimited } from "../../graphql/errors.js";
import type { Logger } from "../../logger.js";
import type { Mailer } from "../../mail/mailer.js";
import type { User } from "../users/user.entity.js";
import type { UserService } from "../users/user.service.js";
import { sql } from "../../db/sql.js";
import { SIGN_IN_CODE_LENGTH } from "../../../../common/limits.js";
import { describeWait, type RateLimiter } from "./rate-limiter.js";
import type { SessionService } from "./session.service.js";

export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
export const SEND_SPACING_SECONDS = 60;
export const SENDS_PER_HOUR = 5;

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

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const firstName = (name: string) => name.trim().split(/\s+/)[0];

/** Sign-in by e-mail code: sending, verifying, and the limits around both. */
export class AuthService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly sessions: SessionService,
    private readonly users: UserService,
    private readonly log: Logger,
  ) {}

  private hashCode(email: string, code: string): string {
    return createHmac("sha256", this.config.authSecret).update(`${email}:${code}`).digest("hex");
  }

  /** The probe: is there an account for this e-mail? Sends nothing. */
  async emailStatus(rawEmail: string, ip: string): Promise<{ email: string; isNewUser: boolean }> {
    const { windowSeconds, verifyPerIp } = this.config.rateLimits;
    await this.limiter.consume(`lookup:ip:${ip}`, verifyPerIp, windowSeconds, tooManyFromNetwork);
    const email = normalizeEmail(rawEmail);
    return { email, isNewUser: !(await this.users.findByEmail(email)) };
  }

  async sendCode(
    rawEmail: string,
    rawName: string | null | undefined,
    ip: string,
  ): Promise<SendCodeResult> {
    const { windowSeconds, sendPerIp } = this.config.rateLimits;
    await this.limiter.consume(`send:ip:${ip}`, sendPerIp, windowSeconds, tooManyFromNetwork);
    const email = normalizeEmail(rawEmail);
    const fullName = rawName?.trim() || null;

    const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, "0");
    const { id, isNewUser, name } = await this.db.transaction(async (m) => {
      // One send at a time per address, so the spacing and hourly limits cannot be raced.
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`email-code:${email}`]);
      const user = await this.users.findByEmail(email, m);
      if (!user && !fullName) throw badInput("Please enter your name", "fullName");
      await this.checkAddressLimits(m, email);
      await m.query(
        `UPDATE email_codes SET consumed_at = now() WHERE email = $1 AND consumed_at IS NULL`,
        [email],
      );
      const rows = await sql<{ id: string }>(
        m,
        `INSERT INTO email_codes (email, code_hash, full_name, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING id`,
        [email, this.hashCode(email, code), user ? null : fullName, CODE_TTL_MINUTES],
      );
      return { id: rows[0].id, isNewUser: !user, name: user?.fullName ?? fullName! };
    });

    try {
      await this.mailer.sendSignInCode({ to: email, name, code, validMinutes: CODE_TTL_MINUTES });
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
      expiresInSeconds: CODE_TTL_MINUTES * 60,
      codeLength: SIGN_IN_CODE_LENGTH,
      resendAfterSeconds: SEND_SPACING_SECONDS,
      message: `We sent a ${SIGN_IN_CODE_LENGTH}-digit code to ${email}`,
    };
  }

  private async checkAddressLimits(m: EntityManager, email: string): Promise<void> {
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
         FROM email_codes WHERE email = $1 AND created_at > now() - interval '1 hour'`,
      [email, SEND_SPACING_SECONDS],
    );
    const lastWait = row.last_wait === null ? 0 : Math.ceil(Number(row.last_wait));
    if (lastWait > 0) {
      throw rateLimited(
        `Please wait ${describeWait(lastWait)} before requesting another code.`,
        lastWait,
      );
    }
    if (row.hour_count >= SENDS_PER_HOUR) {
      const wait = Math.max(1, Math.ceil(Number(row.hour_wait)));
      throw rateLimited(
        `Too many codes were requested for this e-mail. Please try again in ${describeWait(wait)}.`,
        wait,
      );
    }
  }

  async verifyCode(rawEmail: string, code: string, ip: string): Promise<SignInResult> {
    const { windowSeconds, verifyPerIp } = this.config.rateLimits;
    await this.limiter.consume(`verify:ip:${ip}`, verifyPerIp, windowSeconds, tooManyFromNetwork);
    const email = normalizeEmail(rawEmail);

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
        [active.id, MAX_WRONG_TRIES],
      );
      if (!tried) throw badInput(EXPIRED, "otp");
      const left = MAX_WRONG_TRIES - tried.attempts;
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
    const { token, sessionId } = await this.sessions.create(user.id);
    return {
      token,
      sessionId,
      isNewUser: created,
      user,
      message: created
        ? `Welcome to ISTC Connect, ${firstName(user.fullName)}!`
        : `Welcome back, ${firstName(user.fullName)}!`,
    };
  }

  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM email_codes WHERE created_at < now() - interval '1 day'`);
    await this.db.query(`DELETE FROM oidc_flows WHERE created_at < now() - interval '1 hour'`);
  }
}

const tooManyFromNetwork = (wait: string) =>
  `Too many sign-in attempts from your network. Please try again in ${wait}.`;
