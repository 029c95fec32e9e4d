import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { Opportunity } from "./opportunity.entity.js";
import { OpportunityInput } from "./opportunity.inputs.js";
import { canDelete, canEdit, type Actor } from "./opportunity.policy.js";
import { encodeCursor } from "./opportunity.service.js";
import {
  OpportunityConnection,
  OpportunityPoster,
  OpportunityStats,
  OpportunityType,
} from "./opportunity.types.js";

/** The signed-in member as the policy sees them (the auth checker has made sure there is one). */
const actor = (ctx: Context): Actor => ({
  id: ctx.viewer!.user.id,
  profileCompleted: ctx.viewer!.user.profileCompleted,
  isVerified: ctx.viewer!.user.isVerified,
  roles: ctx.viewer!.roles,
});

@Resolver(() => Opportunity)
export class OpportunityResolver {
  @Auth("MEMBER")
  @Query(() => OpportunityConnection, {
    description:
      "The board, newest first: filter by type, search title, description, location and tags (typos tolerated).",
  })
  async opportunities(
    @Ctx() ctx: Context,
    @Arg("type", () => OpportunityType, { nullable: true }) type?: OpportunityType | null,
    @Arg("search", () => String, { nullable: true }) search?: string | null,
    @Arg("first", () => Int, { nullable: true }) first?: number | null,
    @Arg("after", () => String, { nullable: true }) after?: string | null,
  ): Promise<OpportunityConnection> {
    const page = await ctx.services.opportunities.list({ type, search, first, after });
    const last = page.nodes.at(-1);
    return {
      nodes: page.nodes,
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: last ? encodeCursor(last) : null },
    };
  }

  @Auth("MEMBER")
  @Query(() => Opportunity)
  opportunity(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Opportunity> {
    return ctx.services.opportunities.getById(id);
  }

  @Auth("MEMBER")
  @Query(() => OpportunityStats)
  opportunityStats(@Ctx() ctx: Context): Promise<OpportunityStats> {
    return ctx.services.opportunities.stats(ctx.viewer!.user.id);
  }

  @Auth("MEMBER")
  @Mutation(() => Opportunity, {
    description:
      "For verified members with a completed profile (FORBIDDEN otherwise, with the reason).",
  })
  postOpportunity(
    @Arg("input") input: OpportunityInput,
    @Ctx() ctx: Context,
  ): Promise<Opportunity> {
    return ctx.services.opportunities.post(actor(ctx), input);
  }

  @Auth("MEMBER")
  @Mutation(() => Opportunity, { description: "Replaces every field. Only the poster may." })
  updateOpportunity(
    @Arg("id", () => ID) id: string,
    @Arg("input") input: OpportunityInput,
    @Ctx() ctx: Context,
  ): Promise<Opportunity> {
    return ctx.services.opportunities.update(actor(ctx), id, input);
  }

  @Auth("MEMBER")
  @Mutation(() => ID, { description: "The poster or an admin. Answers the deleted id." })
  deleteOpportunity(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.opportunities.delete(actor(ctx), id);
  }

  @FieldResolver(() => OpportunityPoster, {
    description: "From the poster's current profile; e-mail and phone only with contactVisibility.",
  })
  async poster(@Root() o: Opportunity, @Ctx() ctx: Context): Promise<OpportunityPoster> {
    const user = await ctx.loaders.user.load(o.postedById);
    return {
      id: o.postedById,
      fullName: user?.fullName ?? "Former member",
      profileImage: user?.profileImage ?? null,
      isVerified: user?.isVerified ?? false,
      email: o.contactVisibility ? (user?.email ?? null) : null,
      phoneNumber: o.contactVisibility ? (user?.phoneNumber ?? null) : null,
    };
  }

  @FieldResolver(() => Boolean, { description: "Whether the signed-in member may edit it." })
  viewerCanEdit(@Root() o: Opportunity, @Ctx() ctx: Context): boolean {
    return ctx.viewer !== null && canEdit(actor(ctx), o);
  }

  @FieldResolver(() => Boolean, { description: "Whether the signed-in member may delete it." })
  viewerCanDelete(@Root() o: Opportunity, @Ctx() ctx: Context): boolean {
    return ctx.viewer !== null && canDelete(actor(ctx), o);
  }
}
