import * as oidc from "openid-client";
import type { DataSource } from "typeorm";
import { normalizeEmail } from "#common/email";
import type { Config } from "../../config.js";
import { sql } from "../../db/sql.js";
import { isDatabaseUnavailable } from "../../db/unavailable.js";
import type { Logger } from "../../logger.js";
import { cleanName } from "../users/names.js";
import { isAdmin } from "../users/user.policy.js";
import type { UserService } from "../users/user.service.js";
import { networkKey, type RateLimiter } from "../../rate-limits/rate-limiter.js";
import type { SessionService } from "./session.service.js";
import { SIGN_IN_LIMITS } from "#common/limits";

export const CALLBACK_PATH = "/api/auth/google/callback";
export const STATE_COOKIE = "istc_oidc_state";

/** Where the browser goes next, and the cookie to set or clear on the way. */
export type GoogleRedirect = {
  location: string;
  /** The flow's state cookie (STATE_COOKIE), set at the start and cleared at the end. */
  cookie?: { value: string; maxAgeSeconds: number };
  /** The exchange code's binding to this browser (EXCHANGE_COOKIE), set when the flow succeeds. */
  binding?: { value: string; maxAgeSeconds: number };
};

/** The `?error=` codes of /login after a failed Google sign-in; the client has a message for each. */
export type GoogleFailure =
  | "google_unavailable"
  | "google_failed"
  | "google_email_unverified"
  | "google_account_conflict"
  | "google_admin_account"
  | "rate_limited"
  | "service_unavailable";

/**
 * Google sign-in: OpenID Connect authorization-code flow with PKCE, state and nonce. The pending flow
 * is kept in PostgreSQL (any app copy can finish it) and bound to the browser by an HttpOnly cookie.
 */
export class GoogleAuthService {
  private configuration?: Promise<oidc.Configuration>;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly users: UserService,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly log: Logger,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.oidc);
  }

  /** The app's public origin: the provider redirects the browser back to it. */
  get callbackBase(): string {
    return this.config.appUrl;
  }

  private get redirectUri() {
    return `${this.config.appUrl}${CALLBACK_PATH}`;
  }

  private discover(): Promise<oidc.Configuration> {
    const settings = this.config.oidc!;
    this.configuration ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        new URL(settings.issuer).protocol === "http:"
          ? { execute: [oidc.allowInsecureRequests] }
          : undefined,
      )
      .catch((err) => {
        this.configuration = undefined; // try again on the next sign-in
        throw err;
      });
    return this.configuration;
  }

  failure(reason: GoogleFailure): GoogleRedirect {
    return {
      location: `${this.config.appUrl}/login?error=${reason}`,
      cookie: { value: "", maxAgeSeconds: 0 },
    };
  }

  /** What a browser is told when a step threw: it gets a readable page, never a JSON 5xx. */
  failureFor(err: unknown): GoogleRedirect {
    if (isDatabaseUnavailable(err)) {
      this.log.warn({ err }, "Google sign-in: database unavailable");
      return this.failure("service_unavailable");
    }
    this.log.error({ err }, "Google sign-in failed unexpectedly");
    return this.failure("google_failed");
  }

  async start(ip: string): Promise<GoogleRedirect> {
    if (!this.enabled) return this.failure("google_unavailable");
    // Each start stores a row: limit them per network like the other sign-in steps.
    const { allowed } = await this.limiter.hit(
      `google:net:${networkKey(ip)}`,
      this.config.rateLimits.verifyPerIp,
      this.config.rateLimits.windowSeconds,
    );
    if (!allowed) return this.failure("rate_limited");
    let configuration: oidc.Configuration;
    try {
      configuration = await this.discover();
    } catch (err) {
      this.log.error({ err }, "OpenID provider discovery failed");
      return this.failure("google_failed");
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.pruneFlows();
    await this.db.query(
      `INSERT INTO oidc_flows (state, code_verifier, nonce) VALUES ($1, $2, $3)`,
      [state, codeVerifier, nonce],
    );
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return {
      location: url.href,
      cookie: { value: state, maxAgeSeconds: SIGN_IN_LIMITS.googleFlowMinutes * 60 },
    };
  }

  /** `callbackUrl` is the full URL the provider redirected to; `cookieState` the browser's cookie. */
  async finish(callbackUrl: URL, cookieState: string | undefined): Promise<GoogleRedirect> {
    if (!this.enabled) return this.failure("google_unavailable");
    const state = callbackUrl.searchParams.get("state");
    if (!state || !cookieState || state !== cookieState) {
      this.log.warn("Google callback with a missing or foreign state");
      return this.failure("google_failed");
    }
    const [flow] = await sql<{ code_verifier: string; nonce: string }>(
      this.db,
      `DELETE FROM oidc_flows WHERE state = $1 AND created_at > now() - make_interval(mins => $2)
       RETURNING code_verifier, nonce`,
      [state, SIGN_IN_LIMITS.googleFlowMinutes],
    );
    if (!flow) return this.failure("google_failed");

    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(await this.discover(), callbackUrl, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (err) {
      this.log.warn({ err }, "Google sign-in failed at the token exchange");
      return this.failure("google_failed");
    }
    const email = typeof claims?.email === "string" ? normalizeEmail(claims.email) : "";
    if (!claims || !email) return this.failure("google_failed");
    // Only an address the provider vouches for may create or reach an account.
    if (claims.email_verified !== true) return this.failure("google_email_unverified");

    const name =
      (typeof claims.name === "string" ? cleanName(claims.name) : "") || email.split("@")[0];
    const result = await this.users.findOrCreateFromGoogle(
      { sub: claims.sub, email, name },
      (user) => isAdmin(user, this.config.adminEmails),
    );
    if ("refused" in result) {
      this.log.warn({ reason: result.refused }, "Google sign-in refused");
      return this.failure(
        result.refused === "admin_account" ? "google_admin_account" : "google_account_conflict",
      );
    }
    // An account linked before it became an admin (setAdmin, ADMIN_EMAILS): the link goes, and
    // the admin signs in with e-mail codes like every admin.
    if (isAdmin(result.user, this.config.adminEmails)) {
      await this.db.query(`UPDATE users SET google_sub = NULL WHERE id = $1`, [result.user.id]);
      this.log.warn("Google sign-in refused: the linked account is an admin's; link removed");
      return this.failure("google_admin_account");
    }
    // The URL carries a one-time code (60 s), never the session token: the client trades it with a
    // POST, which works only with the binding cookie set here, on the browser that started the flow
    // (its state cookie was checked above): a code sent to another browser is worthless there.
    const { code, binding } = await this.sessions.issueExchangeCode(result.user.id, result.created);
    const params = new URLSearchParams({ token: code, new_user: String(result.created) });
    return {
      location: `${this.config.appUrl}/auth/success?${params}`,
      cookie: { value: "", maxAgeSeconds: 0 },
      binding: { value: binding, maxAgeSeconds: SIGN_IN_LIMITS.exchangeSeconds },
    };
  }

  /**
   * Google is never linked to an admin: links of accounts that became admins (by the stored flag,
   * or by ADMIN_EMAILS since the last start) are removed. Run at start and by the maintenance timer;
   * setAdmin removes the link itself, and a sign-in of such an account removes it too.
   */
  async unlinkAdmins(): Promise<void> {
    await this.db.query(
      `UPDATE users SET google_sub = NULL
       WHERE google_sub IS NOT NULL AND (is_admin OR email = ANY($1))`,
      [this.config.adminEmails],
    );
  }

  /**
   * Unfinished sign-ins expire after SIGN_IN_LIMITS.googleFlowMinutes; their rows go (also run by
   * the maintenance timer).
   */
  async pruneFlows(): Promise<void> {
    await this.db.query(
      `DELETE FROM oidc_flows WHERE created_at < now() - make_interval(mins => $1)`,
      [SIGN_IN_LIMITS.googleFlowMinutes],
    );
  }
}
