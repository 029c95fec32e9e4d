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
import { User } from "../users/user.entity.js";
import { OpportunityType } from "./opportunity-type.js";

/**
 * A posted opportunity. The poster's name, photo and contact come from the poster's current user
 * record (OpportunityResolver.poster, through the per-request loader), never copied here.
 * Fields without @Field (the search text) never reach GraphQL.
 */
@ObjectType("Opportunity")
@Entity("opportunities")
@Check(
  "opportunities_type_check",
  `type IN ('Job', 'Internship', 'Freelance', 'Collab', 'Service')`,
)
@Index("opportunities_created_idx", ["createdAt", "id"])
@Index("opportunities_type_created_idx", ["type", "createdAt", "id"])
// Search indexes on expressions TypeORM cannot describe; the migration owns them.
@Index("opportunities_search_fts_idx", { synchronize: false })
@Index("opportunities_search_trgm_idx", { synchronize: false })
export class Opportunity {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid", { primaryKeyConstraintName: "PK_opportunities" })
  id: string;

  @Field(() => String)
  @Column("text")
  title: string;

  @Field(() => OpportunityType)
  @Column("text")
  type: OpportunityType;

  @Field(() => String)
  @Column("text")
  location: string;

  @Field(() => String)
  @Column("text")
  description: string;

  @Field(() => String, { nullable: true })
  @Column("text", { name: "external_link", nullable: true })
  externalLink: string | null;

  @Field(() => [String])
  @Column("text", { array: true, default: () => "'{}'" })
  tags: string[];

  @Field(() => Boolean, {
    description: "Whether the poster's e-mail and phone are shown (poster.email/phoneNumber).",
  })
  @Column("boolean", { name: "contact_visibility", default: true })
  contactVisibility: boolean;

  /** Whether the poster was a verified ISTCian when posting. */
  @Field(() => Boolean)
  @Column("boolean", { name: "istcian_posted", default: false })
  istcianPosted: boolean;

  @Field(() => ID, { name: "postedBy", description: "The poster's user id." })
  @Index("opportunities_posted_by_idx")
  @Column("uuid", { name: "posted_by" })
  postedById: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "posted_by", foreignKeyConstraintName: "opportunities_posted_by_fkey" })
  postedBy?: Relation<User>;

  /**
   * Title, location, description and tags in lower case, written by the service with every change:
   * what full-text and trigram search look at.
   */
  @Column("text", { name: "search_text", select: false })
  searchText: string;

  /** Millisecond precision, so a page cursor taken from a JS Date matches the stored value. */
  @Field(() => Date)
  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ name: "updated_at", type: "timestamptz", precision: 3 })
  updatedAt: Date;
}
