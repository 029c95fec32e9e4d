import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";

/**
 * One line of the centre's roster (issue 26): who studied there, as an admin imported it. Unique by
 * the roll number's canonical form (`roll_key`: letters and digits, upper-cased, the rule of
 * `roll_number_key` and `canonicalRollNumber`), so importing the same file again changes nothing
 * and a changed line updates its row.
 */
@Entity("roster_entries")
@Index("roster_entries_created_idx", ["createdAt", "id"])
export class RosterEntry {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** The roll number as the roster writes it, trimmed and upper-cased. */
  @Column("text", { name: "roll_number" })
  rollNumber: string;

  @Index("roster_entries_roll_key", { unique: true })
  @Column("text", { name: "roll_key" })
  rollKey: string;

  @Column("text", { name: "full_name" })
  fullName: string;

  @Column("int", { name: "batch_year", nullable: true })
  batchYear: number | null;

  @Column("text", { nullable: true })
  trade: string | null;

  @Column("text", { nullable: true })
  email: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;
}
