import * as oidc from "openid-client";
import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import { sql } from "../../db/sql.js";
import type { Logger } from "../../logger.js";
import type { UserService } from "../users/user.service.js";
import type { SessionService } from "./session.service.js";

export const CALLBACK_PATH = "/api/auth/google/callback";
export const STATE_COOKIE = "istc_oidc_state";
const FLOW_MINUTES = 10;

/** Where the browser goes next, and the cookie to set or clear on the way. */
export type GoogleRedirect = {
  location: string;
  cookie?: { value: string; maxAgeSeconds: number };
};

export type GoogleFailure = "google_unavailable" | "google_failed" | "google_email_unverified";

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

  private failure(reason: GoogleFailure): GoogleRedirect {
    return {
      location: `${this.config.appUrl}/login?error=${reason}`,
      cookie: { value: "", maxAgeSeconds: 0 },
    };
  }

  async start(): Promise<GoogleRedirect> {
    if (!this.enabled) return this.failure("google_unavailable");
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
    return { location: url.href, cookie: { value: state, maxAgeSeconds: FLOW_MINUTES * 60 } };
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
      [state, FLOW_MINUTES],
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
    const email = typeof claims?.email === "string" ? claims.email.trim().toLowerCase() : "";
    if (!claims || !email) return this.failure("google_failed");
    if (claims.email_verified !== true) return this.failure("google_email_unverified");

    const name =
      typeof claims.name === "string" && claims.name.trim()
        ? claims.name.trim()
        : email.split("@")[0];
    const { user, created } = await this.users.findOrCreateFromGoogle({
      sub: claims.sub,
      email,
      name,
    });
    const { token } = await this.sessions.create(user.id);
    const params = new URLSearchParams({ token, new_user: String(created) });
    return {
      location: `${this.config.appUrl}/auth/success?${params}`,
      cookie: { value: "", maxAgeSeconds: 0 },
    };
  }
}
