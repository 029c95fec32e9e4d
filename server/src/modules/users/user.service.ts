import type { DataSource, EntityManager } from "typeorm";
import { sql } from "../../db/sql.js";
import { conflict, notFound } from "../../graphql/errors.js";
import { User } from "./user.entity.js";

export interface CompleteProfile {
  rollNumber: string;
  trade: string;
  currentLocation: string;
}

const UNIQUE_VIOLATION = "23505";

/** Members: finding, creating at sign-in, and profile changes. */
export class UserService {
  constructor(private readonly db: DataSource) {}

  private repo(m?: EntityManager) {
    return (m ?? this.db.manager).getRepository(User);
  }

  findByEmail(email: string, m?: EntityManager): Promise<User | null> {
    return this.repo(m).findOneBy({ email });
  }

  async getById(id: string): Promise<User> {
    const user = await this.repo().findOneBy({ id });
    if (!user) throw notFound("User not found");
    return user;
  }

  /** The account for a verified e-mail, created with `fullName` when there is none yet. */
  async findOrCreateByEmail(
    email: string,
    fullName: string,
  ): Promise<{ user: User; created: boolean }> {
    const inserted = await sql<{ id: string }>(
      this.db,
      `INSERT INTO users (email, full_name) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, fullName.slice(0, 100)],
    );
    const user = await this.repo().findOneByOrFail({ email });
    return { user, created: inserted.length > 0 };
  }

  /**
   * Google sign-in: the account already linked to this Google subject, else the account with this
   * (verified) e-mail, linked now, else a new account. Never a second account for one e-mail.
   */
  async findOrCreateFromGoogle(claims: {
    sub: string;
    email: string;
    name: string;
  }): Promise<{ user: User; created: boolean }> {
    return this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`google:${claims.email}`]);
      const repo = this.repo(m);
      const linked = await repo.findOneBy({ googleSub: claims.sub });
      if (linked) return { user: linked, created: false };
      const byEmail = await repo.findOneBy({ email: claims.email });
      if (byEmail) {
        await repo.update({ id: byEmail.id }, { googleSub: claims.sub });
        return { user: { ...byEmail, googleSub: claims.sub }, created: false };
      }
      const user = await repo.save(
        repo.create({
          email: claims.email,
          fullName: claims.name.slice(0, 100),
          googleSub: claims.sub,
        }),
      );
      return { user, created: true };
    });
  }

  async completeProfile(userId: string, input: CompleteProfile): Promise<User> {
    try {
      await this.repo().update(
        { id: userId },
        {
          rollNumber: input.rollNumber.trim().toUpperCase(),
          trade: input.trade.trim(),
          currentLocation: input.currentLocation.trim(),
          profileCompleted: true,
        },
      );
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) {
        throw conflict(
          "This roll number is already registered to another member. If it is yours, contact an admin.",
          "rollNumber",
        );
      }
      throw err;
    }
    return this.getById(userId);
  }
}
