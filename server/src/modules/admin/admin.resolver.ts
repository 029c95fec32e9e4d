import { Max, Min } from "class-validator";
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { ADMIN_LIMITS } from "#common/limits";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { AdminUsersFilter, CreateUserInput, SetVerificationInput } from "./admin.inputs.js";
import type { Actor } from "./admin.service.js";
import { AdminStats, AdminUserPage, AuditEntryType, AuditLogPage } from "./admin.types.js";

const PAGE_MESSAGE = `A page holds 1 to ${ADMIN_LIMITS.pageSize} entries`;

@ArgsType()
class PageArgs {
  @Field(() => Int, {
    defaultValue: 20,
    description: `Entries per page, 1 to ${ADMIN_LIMITS.pageSize} (BAD_USER_INPUT otherwise); 20 when omitted.`,
  })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(ADMIN_LIMITS.pageSize, { message: PAGE_MESSAGE })
  first: number = 20;

  @Field(() => String, {
    nullable: true,
    description:
      "The `endCursor` of the previous page; omit for the first page. A cursor whose entry no longer exists is BAD_USER_INPUT: start again.",
  })
  after?: string | null;
}

/** The admin behind a call: the signed-in admin, or the system admin of ADMIN_API_KEY. */
const actorOf = (ctx: Context): Actor =>
  ctx.viewer!.system
    ? { userId: null, name: ctx.viewer!.user.fullName }
    : { userId: ctx.viewer!.user.id, name: ctx.viewer!.user.fullName };

@Resolver()
export class AdminResolver {
  @Auth("ADMIN")
  @Query(() => AdminStats, {
    description: "Member counts for the admin panel. Admins only (an API token needs READ_WRITE).",
  })
  adminStats(@Ctx() ctx: Context): Promise<AdminStats> {
    return ctx.services.admin.stats();
  }

  @Auth("ADMIN")
  @Query(() => AdminUserPage, {
    description:
      "Every member, newest account first, filtered and searched, a page at a time, with every private field. Admins only (an API token needs READ_WRITE).",
  })
  adminUsers(
    @Arg("filter", () => AdminUsersFilter, {
      nullable: true,
      description: "Which members to list; omitted: every member.",
    })
    filter: AdminUsersFilter | null,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<AdminUserPage> {
    return ctx.services.admin.listUsers(filter ?? { status: "ALL" }, first, after);
  }

  @Auth("ADMIN")
  @Query(() => AuditLogPage, {
    description:
      "What admins did (verifications, new accounts, role changes), newest first. Admins only (an API token needs READ_WRITE).",
  })
  adminAuditLog(
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<AuditLogPage> {
    return ctx.services.admin.auditLog(first, after) as Promise<{
      nodes: AuditEntryType[];
      endCursor: string | null;
    }>;
  }

  @Auth("ADMIN")
  @Mutation(() => [User], {
    description:
      "Verifies or unverifies members, all or none, and answers them in the order given (repeats once). Takes effect on each member's next request; each change is audited. Admins only.",
  })
  setVerification(
    @Arg("input", { description: "The members and the state to give them." })
    input: SetVerificationInput,
    @Ctx() ctx: Context,
  ): Promise<User[]> {
    return ctx.services.admin.setVerification(actorOf(ctx), input.userIds, input.isVerified);
  }

  @Auth("ADMIN")
  @Mutation(() => User, {
    description:
      "Creates a member, who signs in later with an e-mail code (no e-mail is sent now). With roll number, trade and location the profile counts as complete. CONFLICT for a taken e-mail or roll number. Admins only; audited.",
  })
  createUser(
    @Arg("input", { description: "The new member's details." })
    input: CreateUserInput,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.admin.createUser(actorOf(ctx), input);
  }

  @Auth("ADMIN")
  @Mutation(() => User, {
    description:
      "Grants or removes the stored admin flag. An admin cannot remove their own (FORBIDDEN); the last admin and admins listed in ADMIN_EMAILS cannot be demoted (CONFLICT). Admins only; audited.",
  })
  setAdmin(
    @Arg("userId", () => ID, { description: "The member's user id (NOT_FOUND if unknown)." })
    userId: string,
    @Arg("isAdmin", () => Boolean, {
      description: "true grants the admin role, false removes it; no change if already so.",
    })
    isAdmin: boolean,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.admin.setAdmin(actorOf(ctx), userId, isAdmin);
  }
}
