import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { User } from "../users/user.entity.js";
import { ownerBusinessLoader } from "./business.loader.js";
import { Business } from "./business.types.js";

/** User.businesses: the businesses a member runs, for their profile page. */
@Resolver(() => User)
export class UserBusinessResolver {
  @FieldResolver(() => [Business], {
    description:
      "The businesses the member runs (at most 3), oldest first: for signed-in viewers (empty for visitors).",
  })
  async businesses(@Root() user: User, @Ctx() ctx: Context): Promise<Business[]> {
    if (!ctx.viewer) return [];
    return (await ownerBusinessLoader(ctx).load(user.id)) as unknown as Business[];
  }
}
