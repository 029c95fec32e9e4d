import { Max, Min } from "class-validator";
import { Arg, Args, ArgsType, Ctx, Field, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { ADMIN_LIMITS } from "../../../../common/limits.js";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { AdminUsersFilter, CreateUserInput, SetVerificationInput } from "./admin.inputs.js";
import type { Actor } from "./admin.service.js";
import { AdminStats, AdminUserPage, AuditEntryType, AuditLogPage } from "./admin.types.js";

const PAGE_MESSAGE = `A page holds 1 to ${ADMIN_LIMITS.pageSize} entries`;

@ArgsType()
class PageArgs {
  @Field(() => Int, { defaultValue: 20 })
  @Min(1, { message: PAGE_MESSAGE })
  @Max(ADMIN_LIMITS.pageSize, { message: PAGE_MESSAGE })
  first: number = 20;

  @Field(() => String, { nullable: true, description: "The `endCursor` of the previous page." })
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
  @Query(() => AdminStats, { description: "Member counts for the admin panel." })
  adminStats(@Ctx() ctx: Context): Promise<AdminStats> {
    return ctx.services.admin.stats();
  }

  @Auth("ADMIN")
  @Query(() => AdminUserPage, {
    description: "Every member, newest first, filtered and searched, a page at a time.",
  })
  adminUsers(
    @Arg("filter", () => AdminUsersFilter, { nullable: true }) filter: AdminUsersFilter | null,
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<AdminUserPage> {
    return ctx.services.admin.listUsers(filter ?? { status: "ALL" }, first, after);
  }

  @Auth("ADMIN")
  @Query(() => AuditLogPage, { description: "What admins did, newest first." })
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
      "Verifies or unverifies members, all or none. Takes effect on each member's next request.",
  })
  setVerification(@Arg("input") input: SetVerificationInput, @Ctx() ctx: Context): Promise<User[]> {
    return ctx.services.admin.setVerification(actorOf(ctx), input.userIds, input.isVerified);
  }

  @Auth("ADMIN")
  @Mutation(() => User, {
    description: "Creates a member, who signs in later with an e-mail code.",
  })
  createUser(@Arg("input") input: CreateUserInput, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.admin.createUser(actorOf(ctx), input);
  }

  @Auth("ADMIN")
  @Mutation(() => User, {
    description:
      "Grants or removes the admin role. Admins cannot remove their own; the last admin stays.",
  })
  setAdmin(
    @Arg("userId", () => ID) userId: string,
    @Arg("isAdmin", () => Boolean) isAdmin: boolean,
    @Ctx() ctx: Context,
  ): Promise<User> {
    return ctx.services.admin.setAdmin(actorOf(ctx), userId, isAdmin);
  }
}
