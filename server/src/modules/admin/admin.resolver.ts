import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { pageArgsType, withPageInfo } from "../../paging/connection.types.js";
import type { PageArgs } from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import { User } from "../users/user.entity.js";
import { AdminUsersFilter, CreateUserInput, SetVerificationInput } from "./admin.inputs.js";
import type { AdminActor } from "./admin.policy.js";
import { AdminStats, AdminUserPage, AuditLogPage } from "./admin.types.js";

const AdminPageArgs = pageArgsType(LIST_PAGES.adminLists, {
  items: "Entries",
  after:
    "The `endCursor` of the previous page; omit for the first page. A cursor whose entry no longer exists is BAD_USER_INPUT: start again.",
  defaultInSchema: true,
});

/** The admin behind a call: the signed-in admin, or the system admin of ADMIN_API_KEY. */
export const actorOf = (ctx: Context): AdminActor =>
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
  async adminUsers(
    @Arg("filter", () => AdminUsersFilter, {
      nullable: true,
      description: "Which members to list; omitted: every member.",
    })
    filter: AdminUsersFilter | null,
    @Args(() => AdminPageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<AdminUserPage> {
    return withPageInfo(await ctx.services.admin.listUsers(filter ?? { status: "ALL" }, page));
  }

  @Auth("ADMIN")
  @Query(() => AuditLogPage, {
    description:
      "What admins did (verifications, new accounts, role changes), newest first. Admins only (an API token needs READ_WRITE).",
  })
  async adminAuditLog(
    @Args(() => AdminPageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<AuditLogPage> {
    return withPageInfo(await ctx.services.admin.auditLog(page));
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
