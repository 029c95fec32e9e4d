import { Column, Entity, PrimaryColumn } from "typeorm";

/** A fixed-window counter, kept in PostgreSQL so limits hold across app copies. */
@Entity("rate_limits")
export class RateLimitCounter {
  @PrimaryColumn("text")
  key: string;

  @Column("timestamptz", { name: "window_start" })
  windowStart: Date;

  @Column("integer")
  count: number;
}
