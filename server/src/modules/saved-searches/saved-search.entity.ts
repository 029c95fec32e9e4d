import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { User } from "../users/user.entity.js";
import type { Frequency } from "#common/frequency";

/**
 * A member's saved smart-search query and how often they are e-mailed of its new matches. `plan`
 * is the filter smart search builds for the query (SearchService.planFor) and `anchors` the keys one
 * of which every member it finds has (saved-search.plan.ts); `planVersion` names the planner that
 * made them, so a search is planned again when the planner changes. Matches are
 * `saved_search_matches` rows (no entity: the matcher writes them in SQL).
 */
@Entity("saved_searches")
@Check("saved_searches_alert_check", `"alert" IN ('instant', 'daily', 'weekly', 'off')`)
@Index("saved_searches_user_idx", ["userId", "createdAt"])
// Indexes TypeORM cannot describe (GIN, partial on an array literal); the migration owns them.
@Index("saved_searches_anchors_idx", { synchronize: false })
@Index("saved_searches_unanchored_idx", { synchronize: false })
export class SavedSearch {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "saved_searches_pkey" })
  id: string;

  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "saved_searches_user_id_fkey" })
  user?: Relation<User>;

  @Column("text")
  query: string;

  @Column("text")
  alert: Frequency;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { name: "last_viewed_at", nullable: true })
  lastViewedAt: Date | null;

  @Column("jsonb")
  plan: { where: string[]; params: unknown[] };

  @Column("text", { array: true, default: () => "'{}'" })
  anchors: string[];

  @Column("jsonb", { name: "facet_groups", nullable: true })
  facetGroups: string[][] | null;

  @Column("text", { name: "plan_version" })
  planVersion: string;
}
