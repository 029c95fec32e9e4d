import { Field, ID, Int, ObjectType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from "typeorm";
import type { ContactVisibility } from "./user.policy.js";

/**
 * A member. Private fields (email, phone number, WhatsApp link) have no @Field here: UserResolver exposes them
 * through field resolvers that check the viewer.
 */
@ObjectType("User", {
  description:
    "A member (current student or alumnus). Public fields are the same for every viewer; e-mail, phone number and WhatsApp link follow the contact rule, pendingReason is private.",
})
@Entity("users")
@Check(
  "users_contact_visibility_check",
  `"contact_visibility" IN ('verified', 'connections', 'nobody')`,
)
@Check("users_email_normalized_check", `email = lower(btrim(email)) AND email IS NFC NORMALIZED`)
export class User {
  @Field(() => ID, { description: "The member's id, a UUID that never changes." })
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /**
   * The address in its normalised form (common/email.ts: trimmed, NFC, lower-cased); the CHECK above
   * refuses any other form, so the unique index holds per address. Plus-tags and dots are kept.
   */
  @Index("users_email_key", { unique: true })
  @Column("text")
  email: string;

  @Field(() => String, {
    description:
      "The member's full name, from sign-up (or Google, or the admin who created the account), at most 100 characters.",
  })
  @Column("text", { name: "full_name" })
  fullName: string;

  /**
   * Stored as typed, trimmed and upper-cased; unique among members by its letters and digits
   * (`users_roll_number_key` on `roll_number_key(roll_number)`, migration 1765100000000).
   */
  @Field(() => String, {
    nullable: true,
    description:
      "The training centre's roll number as the member wrote it, upper-cased; unique among members by its letters and digits (ISTC2021MT001 and ISTC-2021-MT-001 are one number); null until the member gives it.",
  })
  @Index("users_roll_number_key", { synchronize: false })
  @Column("text", { name: "roll_number", nullable: true })
  rollNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The trade the member trained in, e.g. "Mechanical"; null until given.',
  })
  @Column("text", { nullable: true })
  trade: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Where the member lives now, as they typed it, e.g. "Ludhiana, Punjab"; null until given.',
  })
  @Column("text", { name: "current_location", nullable: true })
  currentLocation: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The member's job title (at most 100 characters); null when not stated.",
  })
  @Column("text", { name: "job_title", nullable: true })
  jobTitle: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The company the member works for, from their profile edit (at most 100 characters); null when not stated.",
  })
  @Column("text", { nullable: true })
  company: string | null;

  @Field(() => [String], {
    description:
      "The member's skills in their order, at most 30 of at most 50 characters, no case-insensitive repeats; empty when none.",
  })
  @Column("text", { array: true, default: () => "'{}'" })
  skills: string[];

  @Field(() => String, {
    nullable: true,
    description:
      "An absolute http(s) profile link (usually LinkedIn), at most 300 characters; null when none. Public.",
  })
  @Column("text", { name: "linkedin_url", nullable: true })
  linkedinUrl: string | null;

  /** Private: UserResolver.whatsappLink applies the contact rule (user.policy.ts). */
  @Column("text", { name: "whatsapp_link", nullable: true })
  whatsappLink: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "About the member, at most 1000 characters; may hold line breaks (at most two in a row); null when none.",
  })
  @Column("text", { nullable: true })
  bio: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The photo's address on this server, `/images/<id>.webp` (a WebP of at most 512 px; a new photo gets a new address); null when none.",
  })
  @Column("text", { name: "profile_image", nullable: true })
  profileImage: string | null;

  @Field(() => Boolean, {
    description:
      "Whether roll number, trade and current location are all set (needed to post opportunities).",
  })
  @Column("boolean", { name: "profile_completed", default: false })
  profileCompleted: boolean;

  @Field(() => Boolean, {
    description:
      "Whether an admin has verified the member as an ISTCian; false while pending. Only verified members appear in the directory and search.",
  })
  @Column("boolean", { name: "is_verified", default: false })
  isVerified: boolean;

  /** Stored flag only; UserResolver.isAdmin also counts ADMIN_EMAILS. */
  @Column("boolean", { name: "is_admin", default: false })
  isAdminFlag: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The course the member took, as an admin entered it; null when not given.",
  })
  @Column("text", { nullable: true })
  course: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The member's occupation, as an admin entered it; null when not given.",
  })
  @Column("text", { nullable: true })
  occupation: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The member's company or organisation as an admin entered it (the member's own is `company`); null when not given.",
  })
  @Column("text", { name: "company_organization", nullable: true })
  companyOrganization: string | null;

  @Column("text", { name: "phone_number", nullable: true })
  phoneNumber: string | null;

  /** Who sees the contact details (user.policy.ts, canSeeContact); UserResolver exposes it privately. */
  @Column("text", { name: "contact_visibility", default: "verified" })
  contactVisibility: ContactVisibility;

  /** Written with the roll number (the year it starts with) unless the member gives one. */
  @Field(() => Int, {
    nullable: true,
    description:
      "The member's batch (a year from 1960 to next year): as given, else the year the roll number starts with; null when unknown.",
  })
  @Column("integer", { name: "batch_year", nullable: true })
  batchYear: number | null;

  /** Why a member is pending (again), e.g. after changing a verified roll number; private. */
  @Column("text", { name: "pending_reason", nullable: true })
  pendingReason: string | null;

  /** When the member last received a session; null for an account that never finished signing in. */
  @Column("timestamptz", { name: "last_sign_in_at", nullable: true })
  lastSignInAt: Date | null;

  /** The OpenID Connect subject of a linked Google account. */
  @Index("users_google_sub_key", { unique: true, where: "google_sub IS NOT NULL" })
  @Column("text", { name: "google_sub", nullable: true })
  googleSub: string | null;

  @Field(() => Date, { description: "When the account was created (UTC)." })
  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt: Date;

  /**
   * The place current_location resolves to (modules/search/place.subscriber.ts); null when unknown.
   * `placeSource` is the text it was resolved from.
   */
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

  @Column("text", { name: "place_source", nullable: true })
  placeSource: string | null;

  /** Kept by the users_search_fields trigger (migration 1764300000000); never written here. */
  @Column({
    type: "integer",
    name: "search_batch_year",
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  searchBatchYear?: number | null;

  @Column({
    type: "tsvector",
    name: "search_vector",
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  searchVector?: string | null;

  @Column({
    type: "text",
    name: "directory_text",
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  directoryText?: string | null;

  @Column({
    type: "boolean",
    name: "tech_employer",
    default: false,
    select: false,
    insert: false,
    update: false,
  })
  techEmployer?: boolean;
}
