import { GraphQLJSONObject } from "graphql-scalars";
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { ACCOUNT_DELETION } from "#common/limits";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { assertSignedInPerson } from "../../graphql/token-scope.js";
import { actorOf } from "../admin/admin.resolver.js";
import { SessionInfo } from "./account.types.js";

/** A member's own data and account: sessions, the export, deletion; an admin's erasure. */
@Resolver()
export class AccountResolver {
  @Auth("MEMBER")
  @Query(() => [SessionInfo], {
    description:
      "The browsers and devices signed in as you (not API tokens), this one first, then the last seen. Not available to API tokens.",
  })
  mySessions(@Ctx() ctx: Context): Promise<SessionInfo[]> {
    assertSignedInPerson(ctx);
    return ctx.services.account.listSessions(ctx.viewer!.user.id, ctx.viewer!.sessionId);
  }

  @Auth("MEMBER")
  @Mutation(() => ID, {
    description:
      "Signs one of your sessions out: it fails on its very next request. Answers its id; another member's or an ended session is NOT_FOUND. Not available to API tokens.",
  })
  revokeSession(
    @Arg("id", () => ID, { description: "The session's id (from `mySessions`)." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<string> {
    assertSignedInPerson(ctx);
    return ctx.services.account.revokeSession(ctx.viewer!.user.id, id);
  }

  @Auth("MEMBER")
  @Mutation(() => Int, {
    description:
      "Signs out every session of yours but this one; answers how many ended. API tokens stay (revoke them apart). Not available to API tokens.",
  })
  revokeOtherSessions(@Ctx() ctx: Context): Promise<number> {
    assertSignedInPerson(ctx);
    return ctx.services.account.revokeOtherSessions(ctx.viewer!.user.id, ctx.viewer!.sessionId);
  }

  @Auth("MEMBER")
  @Query(() => GraphQLJSONObject, {
    description:
      "Everything stored about you, as one JSON object (REST: GET /api/profile/export, a file): profile (with the photo's URL), opportunities, sessions, api_tokens (no secrets), saved_searches, notifications, notification_preferences, emails, connections, messages, events, admin_actions. Each kind a key, an empty list when there is nothing. Not available to API tokens.",
  })
  myData(@Ctx() ctx: Context): Promise<Record<string, unknown>> {
    assertSignedInPerson(ctx);
    return ctx.services.account.export(ctx.viewer!.user.id);
  }

  @Auth("MEMBER")
  @Mutation(() => Boolean, {
    description: `Deletes your account at once and for good: sessions and tokens end, your profile, photo, saved searches, notifications, connections and opportunities go; messages you sent stay with the other member, from "Deleted member". BAD_USER_INPUT unless \`confirm\` is "${ACCOUNT_DELETION.confirmation}"; CONFLICT for the last admin. Not available to API tokens.`,
  })
  async deleteMyAccount(
    @Arg("confirm", () => String, {
      description: `The words "${ACCOUNT_DELETION.confirmation}", typed by the member.`,
    })
    confirm: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    assertSignedInPerson(ctx);
    await ctx.services.account.deleteOwn(ctx.viewer!.user.id, confirm);
    return true;
  }

  @Auth("ADMIN")
  @Mutation(() => ID, {
    description: `Deletes a member's account as deleteMyAccount does, with a reason (at most ${ACCOUNT_DELETION.reason} characters) written to the audit log (ERASE_MEMBER). Not one's own (FORBIDDEN); CONFLICT for the last admin; NOT_FOUND for an unknown id. Admins only.`,
  })
  eraseMember(
    @Arg("userId", () => ID, { description: "The member to delete." }) userId: string,
    @Arg("reason", () => String, { description: "Why (required)." }) reason: string,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return ctx.services.account.eraseByAdmin(userId, actorOf(ctx), reason);
  }
}
