import type { DataSource } from "typeorm";

export interface AdminStats {
  totalUsers: number;
  verifiedUsers: number;
  unverifiedUsers: number;
  completedProfiles: number;
}

export class AdminService {
  constructor(private readonly db: DataSource) {}

  async stats(): Promise<AdminStats> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE is_verified)::int AS verified,
              count(*) FILTER (WHERE profile_completed)::int AS completed
       FROM users`,
    );
    return {
      totalUsers: row.total,
      verifiedUsers: row.verified,
      unverifiedUsers: row.total - row.verified,
      completedProfiles: row.completed,
    };
  }
}
