import { createHash, randomBytes } from "node:crypto";
import { IsNull, MoreThan, type DataSource } from "typeorm";
import { Session } from "./session.entity.js";

export const SESSION_DAYS = 30;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Opaque 256-bit bearer tokens; only their SHA-256 is stored. */
export class SessionService {
  constructor(private readonly db: DataSource) {}

  private get repo() {
    return this.db.getRepository(Session);
  }

  async create(userId: string): Promise<{ token: string; sessionId: string }> {
    const token = randomBytes(32).toString("base64url");
    const { identifiers } = await this.repo.insert({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    });
    return { token, sessionId: identifiers[0].id as string };
  }

  /** The live session behind a token, with its user; null when unknown, expired or revoked. */
  async resolve(token: string): Promise<Session | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    return this.repo.findOne({
      where: { tokenHash: hashToken(token), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      relations: { user: true },
    });
  }

  async revoke(sessionId: string): Promise<void> {
    await this.repo.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async prune(): Promise<void> {
    await this.db.query(
      `DELETE FROM sessions WHERE expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'`,
    );
  }
}
