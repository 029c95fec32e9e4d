import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { User } from "../users/user.entity.js";

/**
 * A business an ISTCian runs (issue 28): what it does, where (the owner's text and the place the
 * gazetteer reads it as, with its place facets for search), how to reach it and its logo. The
 * search vector and the recommendation count are kept by triggers (migration 1765310000000).
 */
@Entity("businesses")
@Index("businesses_owner_idx", ["ownerId"])
@Index("businesses_category_idx", ["category"])
@Index("businesses_place_idx", ["placeId"])
@Index("businesses_order_idx", { synchronize: false })
@Index("businesses_search_idx", { synchronize: false })
@Index("businesses_facets_idx", { synchronize: false })
@Index("businesses_name_trgm_idx", { synchronize: false })
export class BusinessRecord {
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "businesses_pkey" })
  id: string;

  @Column("uuid", { name: "owner_id" })
  ownerId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "owner_id", foreignKeyConstraintName: "businesses_owner_id_fkey" })
  owner?: Relation<User>;

  @Column("text")
  name: string;

  /** The category's GraphQL name (TOOL_ROOM_AND_DIES); see business-category.ts. */
  @Column("text")
  category: string;

  @Column("text")
  description: string;

  @Column("text", { array: true, default: () => "'{}'" })
  services: string[];

  @Column("text")
  location: string;

  @Column("text", { name: "place_id", nullable: true })
  placeId: string | null;

  @Column("text", { name: "place_name", nullable: true })
  placeName: string | null;

  @Column("text", { name: "place_state", nullable: true })
  placeState: string | null;

  @Column("text", { name: "place_country", nullable: true })
  placeCountry: string | null;

  @Column("double precision", { nullable: true })
  latitude: number | null;

  @Column("double precision", { nullable: true })
  longitude: number | null;

  /** Where it is for search: "p:<city id>", "s:<state>", "c:<country>" (as member_search). */
  @Column("text", { array: true, default: () => "'{}'" })
  facets: string[];

  @Column("text", { nullable: true })
  website: string | null;

  @Column("text", { nullable: true })
  phone: string | null;

  @Column("text", { nullable: true })
  email: string | null;

  @Column("int", { name: "founded_year", nullable: true })
  foundedYear: number | null;

  /** The logo's URL (`/images/<id>.webp`), like a member's profile image. */
  @Column("text", { nullable: true })
  logo: string | null;

  /** Kept by the business_recommendations trigger; never written here. */
  @Column({ type: "int", default: 0, insert: false, update: false })
  recommendations: number;

  /** Kept by the businesses_search trigger: name A, category and services B, description C, the owner's trade D. */
  @Column({
    type: "tsvector",
    name: "search_vector",
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  searchVector?: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz", precision: 3 })
  updatedAt: Date;
}

/** A verified member's recommendation of a business: one per member and business. */
@Entity("business_recommendations")
@Index("business_recommendations_user_idx", ["userId"])
export class BusinessRecommendationRecord {
  @PrimaryColumn("uuid", {
    name: "business_id",
    primaryKeyConstraintName: "business_recommendations_pkey",
  })
  businessId: string;

  @ManyToOne(() => BusinessRecord, { onDelete: "CASCADE" })
  @JoinColumn({
    name: "business_id",
    foreignKeyConstraintName: "business_recommendations_business_id_fkey",
  })
  business?: Relation<BusinessRecord>;

  @PrimaryColumn("uuid", {
    name: "user_id",
    primaryKeyConstraintName: "business_recommendations_pkey",
  })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({
    name: "user_id",
    foreignKeyConstraintName: "business_recommendations_user_id_fkey",
  })
  user?: Relation<User>;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;
}
