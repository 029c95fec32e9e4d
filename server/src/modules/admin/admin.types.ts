import { GraphQLJSONObject } from "graphql-scalars";
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
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
});

@ObjectType()
export class AdminStats implements Stats {
  @Field(() => Int) totalUsers: number;
  @Field(() => Int) verifiedUsers: number;
  @Field(() => Int) unverifiedUsers: number;
  @Field(() => Int) completedProfiles: number;
}

@ObjectType({ description: "A page of members, newest first." })
export class AdminUserPage {
  @Field(() => [User]) nodes: User[];
  @Field(() => Int, { description: "Members matching the filter, on every page." })
  totalCount: number;
  @Field(() => String, {
    nullable: true,
    description: "Pass as `after` for the next page; null on the last page.",
  })
  endCursor: string | null;
}

@ObjectType("AuditEntry", { description: "One admin action, as the audit log recorded it." })
export class AuditEntryType {
  @Field(() => ID) id: string;
  @Field(() => ID, { nullable: true, description: "Null for a script using ADMIN_API_KEY." })
  actorId: string | null;
  @Field(() => String) actorName: string;
  @Field(() => String, { description: "VERIFY, UNVERIFY, CREATE_USER, PROMOTE or DEMOTE." })
  action: string;
  @Field(() => ID, { nullable: true }) targetId: string | null;
  @Field(() => String) targetName: string;
  @Field(() => GraphQLJSONObject, { nullable: true }) before: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) after: Record<string, unknown> | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType({ description: "A page of the audit log, newest first." })
export class AuditLogPage {
  @Field(() => [AuditEntryType]) nodes: AuditEntryType[];
  @Field(() => String, { nullable: true }) endCursor: string | null;
}
