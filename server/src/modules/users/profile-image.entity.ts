import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from "typeorm";
import { BusinessRecord } from "../businesses/business.entity.js";
import { User } from "./user.entity.js";

/**
 * A member's photo, re-encoded (WebP, at most 512 px, no metadata) and kept in PostgreSQL so every
 * app copy serves it. Immutable: a new photo is a new row (a new URL), and the old row is deleted.
 */
@Entity("profile_images")
export class ProfileImage {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index("profile_images_user_idx")
  @Column("uuid", { name: "user_id" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id", foreignKeyConstraintName: "FK_profile_images_user" })
  user?: Relation<User>;

  /** Set for a business's logo (modules/businesses/): deleted with the business. */
  @Index("profile_images_business_idx")
  @Column("uuid", { name: "business_id", nullable: true })
  businessId: string | null;

  @ManyToOne(() => BusinessRecord, { onDelete: "CASCADE" })
  @JoinColumn({ name: "business_id", foreignKeyConstraintName: "profile_images_business_id_fkey" })
  business?: Relation<BusinessRecord>;

  @Column("text", { name: "content_type" })
  contentType: string;

  @Column("bytea")
  data: Buffer;

  @Column("integer")
  width: number;

  @Column("integer")
  height: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
