import type { DataSource } from "typeorm";
import { ACCESS_TOKEN_LIMITS } from "#common/limits";
import { sql } from "../../db/sql.js";
import { badInput, notFound } from "../../errors.js";
import { hashToken, newSecret } from "../auth/session.service.js";
import { AccessToken, TokenScopeEnum } from "./access-token.types.js";
import type { CreateAccessTokenInput } from "./access-token.inputs.js";
import { isUuid } from "../../db/sql-values.js";

/** Secrets start with this, so a leaked token is recognisable (e.g. by secret scanners). */
export const TOKEN_PREFIX = "istc_pat_";
const SHOWN_PREFIX_LENGTH = TOKEN_PREFIX.length + 4;

interface TokenRow {
  id: string;
  name: string;
  token_prefix: string;
  scope: "read" | "read_write";
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | number;
  revoked_at: Date | null;
}
const COLUMNS = `id, name, token_prefix, scope, created_at, last_used_at, expires_at, revoked_at`;

const toAccessToken = (row: TokenRow): AccessToken =>
  Object.assign(new AccessToken(), {
    id: row.id,
    name: row.name,
    prefix: row.token_prefix,
    scope: row.scope === "read" ? TokenScopeEnum.READ : TokenScopeEnum.READ_WRITE,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    // A token without expiry is stored with 'infinity', which the driver reads as a number.
    expiresAt: row.expires_at instanceof Date ? row.expires_at : null,
    revokedAt: row.revoked_at,
  });

/** Personal access tokens: rows of `sessions` with kind `token`, stored as SHA-256 only. */
export class AccessTokenService {
  constructor(private readonly db: DataSource) {}

  /** The member's tokens that are not revoked (live and expired), newest first. */
  async list(userId: string): Promise<AccessToken[]> {
    const rows = await sql<TokenRow>(
      this.db,
      `SELECT ${COLUMNS} FROM sessions
       WHERE user_id = $1 AND kind = 'token' AND revoked_at IS NULL
       ORDER BY created_at DESC, id`,
      [userId],
    );
    return rows.map(toAccessToken);
  }

  async create(
    userId: string,
    input: CreateAccessTokenInput,
  ): Promise<{ token: string; accessToken: AccessToken }> {
    const name = input.name.trim().replace(/\s+/g, " ");
    return this.db.transaction(async (tx) => {
      // One member's creates are serialised so the cap holds under concurrent requests.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('access-tokens:' || $1))`, [userId]);
      const [{ live }] = await sql<{ live: number }>(
        tx,
        `SELECT count(*)::int AS live FROM sessions
         WHERE user_id = $1 AND kind = 'token' AND revoked_at IS NULL AND expires_at > now()`,
        [userId],
      );
      if (live >= ACCESS_TOKEN_LIMITS.perMember) {
        throw badInput(
          `You can hold at most ${ACCESS_TOKEN_LIMITS.perMember} API tokens. Revoke one you no longer use first.`,
        );
      }
      const token = TOKEN_PREFIX + newSecret();
      const [row] = await sql<TokenRow>(
        tx,
        `INSERT INTO sessions (token_hash, user_id, kind, name, scope, token_prefix, expires_at)
         VALUES ($1, $2, 'token', $3, $4, $5,
           CASE WHEN $6::int IS NULL THEN 'infinity'::timestamptz ELSE now() + make_interval(days => $6::int) END)
         RETURNING ${COLUMNS}`,
        [
          hashToken(token),
          userId,
          name,
          input.scope,
          token.slice(0, SHOWN_PREFIX_LENGTH),
          input.expiresInDays ?? null,
        ],
      );
      return { token, accessToken: toAccessToken(row) };
    });
  }

  /** Revokes one of the member's own tokens; another member's id is simply not found. */
  async revoke(userId: string, id: string): Promise<AccessToken> {
    if (!isUuid(id)) throw notFound("API token not found");
    const [row] = await sql<TokenRow>(
      this.db,
      `UPDATE sessions SET revoked_at = coalesce(revoked_at, now())
       WHERE id = $1 AND user_id = $2 AND kind = 'token'
       RETURNING ${COLUMNS}`,
      [id, userId],
    );
    if (!row) throw notFound("API token not found");
    return toAccessToken(row);
  }
}
