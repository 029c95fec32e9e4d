import { Field, ID, ObjectType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { BusinessRecord } from "../businesses/business.entity.js";
import { User } from "../users/user.entity.js";
import { OpportunityType } from "./opportunity-type.js";

/**
 * A posted opportunity. The poster's name, photo and contact come from the poster's current user
 * record (OpportunityResolver.poster, through the per-request loader), never copied here.
 * Fields without @Field (the search text) never reach GraphQL.
 */
@ObjectType("Opportunity", {
  description:
    "A post on the opportunity board, visible to every signed-in member. The poster's name, photo and contact come from their current profile.",
})
@Entity("opportunities")
@Check(
  "opportunities_type_check",
  `type IN ('Job', 'Internship', 'Freelance', 'Collab', 'Service')`,
)
@Index("opportunities_created_idx", ["createdAt", "id"])
@Index("opportunities_type_created_idx", ["type", "createdAt", "id"])
// Search indexes TypeORM cannot describe (GIN, trigram); the migrations own them.
@Index("opportunities_search_vector_idx", { synchronize: false })
@Index("opportunities_search_trgm_idx", { synchronize: false })
export class Opportunity {
  @Field(() => ID, {
    description: "The opportunity's id, a UUID; its page is /opportunities/<id>.",
  })
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_opportunities" })
  id: string;

  @Field(() => String, { description: "The title, trimmed, at most 100 characters." })
  @Column("text")
  title: string;

  @Field(() => OpportunityType, { description: "What kind of opportunity it is." })
  @Column("text")
  type: OpportunityType;

  @Field(() => String, {
    description:
      'Where it is, as the poster typed it (e.g. "Remote", "Pune"), at most 100 characters.',
  })
  @Column("text")
  location: string;

  @Field(() => String, { description: "The text of the post, trimmed, at most 500 characters." })
  @Column("text")
  description: string;

  @Field(() => String, {
    nullable: true,
    description: "An absolute http(s) link for more details or to apply; null when none.",
  })
  @Column("text", { name: "external_link", nullable: true })
  externalLink: string | null;

  @Field(() => [String], {
    description:
      "Up to 10 tags of at most 30 characters, no repeats ignoring case; empty when none.",
  })
  @Column("text", { array: true, default: () => "'{}'" })
  tags: string[];

  @Field(() => Boolean, {
    description:
      "Whether the poster's e-mail and phone number are shown with the post (`poster.email`, `poster.phoneNumber`).",
  })
  @Column("boolean", { name: "contact_visibility", default: true })
  contactVisibility: boolean;

  @Field(() => ID, {
    name: "postedBy",
    description: "The poster's user id (also `poster.id`).",
  })
  @Index("opportunities_posted_by_idx")
  @Column("uuid", { name: "posted_by" })
  postedById: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "posted_by", foreignKeyConstraintName: "opportunities_posted_by_fkey" })
  postedBy?: Relation<User>;

  /** A Service post's business (one of its poster's); null when none, or when it was deleted. */
  @Index("opportunities_business_idx")
  @Column("uuid", { name: "business_id", nullable: true })
  businessId: string | null;

  @ManyToOne(() => BusinessRecord, { onDelete: "SET NULL" })
  @JoinColumn({ name: "business_id", foreignKeyConstraintName: "opportunities_business_id_fkey" })
  business?: Relation<BusinessRecord>;

  /**
   * Title, location, description and tags in lower case, written by the service with every change:
   * what full-text and trigram search look at.
   */
  @Column("text", { name: "search_text", select: false })
  searchText: string;

  /**
   * `to_tsvector('english', search_text)`, kept by the opportunities_search_vector trigger
   * (migration 1765370000000); never written here.
   */
  @Column({
    type: "tsvector",
    name: "search_vector",
    nullable: true,
    select: false,
    insert: false,
    update: false,
  })
  searchVector?: string | null;

  /** Millisecond precision, so a page cursor taken from a JS Date matches the stored value. */
  @Field(() => Date, { description: "When it was posted (UTC, millisecond precision)." })
  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt: Date;

  @Field(() => Date, {
    description: "When it was last edited (UTC); equal to createdAt when never edited.",
  })
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz", precision: 3 })
  updatedAt: Date;
}
