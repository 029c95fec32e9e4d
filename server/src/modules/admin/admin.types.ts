import { GraphQLJSONObject } from "graphql-scalars";
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PagedList } from "../../paging/connection.types.js";
import { User } from "../users/user.entity.js";
import type { AdminStats as Stats } from "./admin.service.js";

export enum AdminUserStatus {
  ALL = "ALL",
  PENDING = "PENDING",
  VERIFIED = "VERIFIED",
}
registerEnumType(AdminUserStatus, {
  name: "AdminUserStatus",
  description: "Which members the admin list shows: everyone, pending ones or verified ones.",
  valuesConfig: {
    ALL: { description: "Every member, verified or not." },
    PENDING: { description: "Members not (or no longer) verified by an admin." },
    VERIFIED: { description: "Members an admin has verified." },
  },
});

@ObjectType({
  description: "Member counts for the admin panel, counted when asked (admins only).",
})
export class AdminStats implements Stats {
  @Field(() => Int, { description: "Every account, verified or not, admins included." })
  totalUsers: number;
  @Field(() => Int, { description: "Accounts an admin has verified." })
  verifiedUsers: number;
  @Field(() => Int, { description: "Accounts not verified: totalUsers minus verifiedUsers." })
  unverifiedUsers: number;
  @Field(() => Int, {
    description: "Accounts whose profile is complete (roll number, trade and location set).",
  })
  completedProfiles: number;
}

@ObjectType({
  description:
    "A page of the admin member list, newest account first (then by id), with a cursor to the next page.",
})
export class AdminUserPage extends PagedList {
  @Field(() => [User], {
    description:
      "The members of this page, at most `first`; the viewer is an admin, so every private field is shown.",
  })
  nodes: User[];
  @Field(() => Int, { description: "Members matching the filter, on every page." })
  totalCount: number;
  @Field(() => String, {
    nullable: true,
    description:
      "Pass as `after` for the next page (it is the last member's id); null on the last page.",
  })
  declare endCursor: string | null;
}

@ObjectType("AuditEntry", {
  description:
    "One admin action, as the audit log recorded it, written in the same transaction as the change. Names are copies, so they stay readable if an account goes.",
})
export class AuditEntryType {
  @Field(() => ID, { description: "The entry's id; also the cursor of `adminAuditLog`." })
  id: string;
  @Field(() => ID, {
    nullable: true,
    description: "The admin who acted; null for a script using ADMIN_API_KEY.",
  })
  actorId: string | null;
  @Field(() => String, {
    description:
      'The admin\'s full name at the time, or "System (ADMIN_API_KEY)" for a script with the admin key.',
  })
  actorName: string;
  @Field(() => String, {
    description:
      "What was done: VERIFY, UNVERIFY, CREATE_USER, PROMOTE, DEMOTE or REMOVE_OPPORTUNITY (an admin removed someone else's post; the target is its poster) (plain text, so new actions may appear).",
  })
  action: string;
  @Field(() => ID, {
    nullable: true,
    description: "The member the action was about (their user id).",
  })
  targetId: string | null;
  @Field(() => String, { description: "The member's full name at the time of the action." })
  targetName: string;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'The changed fields before the action, e.g. {"isVerified": false, "pendingReason": null}; null for CREATE_USER; for REMOVE_OPPORTUNITY the removed post (opportunityId, title, type, location).',
  })
  before: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'The changed fields after the action, e.g. {"isAdmin": true}; for CREATE_USER the new account\'s e-mail, name, roll number and flags; for REMOVE_OPPORTUNITY {"removed": true, "reason": "..."}.',
  })
  after: Record<string, unknown> | null;
  @Field(() => Date, { description: "When the action happened (UTC)." })
  createdAt: Date;
}

@ObjectType({
  description:
    "A page of the audit log, newest first (then by id), with a cursor to the next page.",
})
export class AuditLogPage extends PagedList {
  @Field(() => [AuditEntryType], { description: "The entries of this page, at most `first`." })
  nodes: AuditEntryType[];
  @Field(() => String, {
    nullable: true,
    description:
      "Pass as `after` for the next page (it is the last entry's id); null on the last page.",
  })
  declare endCursor: string | null;
}
