import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { assertSignedInPerson } from "../../graphql/token-scope.js";
import { CreateAccessTokenInput } from "./access-token.inputs.js";
import { AccessToken, CreatedAccessToken } from "./access-token.types.js";

/** Personal access tokens: managed by a signed-in person, never by a token. */
@Resolver()
export class AccessTokenResolver {
  @Auth("MEMBER")
  @Query(() => [AccessToken], {
    description:
      "Your personal access tokens that are not revoked (live and expired), newest first. Not available to API tokens.",
  })
  accessTokens(@Ctx() ctx: Context): Promise<AccessToken[]> {
    assertSignedInPerson(ctx);
    return ctx.services.accessTokens.list(ctx.viewer!.user.id);
  }

  @Auth("MEMBER")
  @Mutation(() => CreatedAccessToken, {
    description:
      "Creates a personal access token for scripts; the answer holds the secret, shown this once. At most 20 live tokens per member. Not available to API tokens.",
  })
  createAccessToken(
    @Arg("input", () => CreateAccessTokenInput, {
      description: "The token's name, scope and lifetime.",
    })
    input: CreateAccessTokenInput,
    @Ctx() ctx: Context,
  ): Promise<CreatedAccessToken> {
    assertSignedInPerson(ctx);
    return ctx.services.accessTokens.create(ctx.viewer!.user.id, input);
  }

  @Auth("MEMBER")
  @Mutation(() => AccessToken, {
    description:
      "Revokes one of your tokens: it stops working on the very next request. Revoking it again changes nothing; another member's token is NOT_FOUND. Not available to API tokens.",
  })
  revokeAccessToken(
    @Arg("id", () => ID, { description: "The token's id (from `accessTokens`)." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<AccessToken> {
    assertSignedInPerson(ctx);
    return ctx.services.accessTokens.revoke(ctx.viewer!.user.id, id);
  }
}
