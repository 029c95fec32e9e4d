import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { OPPORTUNITY_LIMITS } from "#common/limits";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { pageArgsType, withPageInfo } from "../../paging/connection.types.js";
import type { PageArgs } from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import { businessLoader } from "../businesses/business.loader.js";
import { Business } from "../businesses/business.types.js";
import { Opportunity } from "./opportunity.entity.js";
import { OpportunityInput } from "./opportunity.inputs.js";
import { contactShown } from "../users/contact-rule.js";
import {
  canDelete,
  canEdit,
  editPermission,
  postingPermission,
  removesAsAdmin,
  type MemberActor,
} from "./opportunity.policy.js";
import type { Posters } from "./opportunity.service.js";
import {
  OpportunityConnection,
  OpportunityPoster,
  OpportunityStats,
  OpportunityType,
  PostingPermission,
} from "./opportunity.types.js";

const OpportunityPageArgs = pageArgsType(LIST_PAGES.opportunities, {
  items: "Posts",
  after:
    "The `endCursor` of the previous page (an opaque string, also in `pageInfo`); omit for the first page.",
  defaultInSchema: false,
});

/** The signed-in member as the policy sees them (the auth checker has made sure there is one). */
const actor = (ctx: Context): MemberActor => ({
  id: ctx.viewer!.user.id,
  fullName: ctx.viewer!.user.fullName,
  profileCompleted: ctx.viewer!.user.profileCompleted,
  isVerified: ctx.viewer!.user.isVerified,
  roles: ctx.viewer!.roles,
});

/**
 * The posters read with their posts (one statement) go to the request's member loader, so
 * `poster` and `istcianPosted` look nobody up again.
 */
function primePosters(ctx: Context, posters: Posters) {
  for (const [id, user] of posters) ctx.loaders.user.prime(id, user);
}

/** The viewer as the policy sees them; null for a visitor. */
const actorOrNull = (ctx: Context): MemberActor | null => (ctx.viewer ? actor(ctx) : null);

@Resolver(() => Opportunity)
export class OpportunityResolver {
  @Query(() => PostingPermission, {
    description:
      "Whether the viewer may post an opportunity now (signed in, profile complete, verified; admins count) and, when not, why. Anyone may ask: a visitor is told to sign in.",
  })
  viewerCanPost(@Ctx() ctx: Context): PostingPermission {
    return postingPermission(actorOrNull(ctx)) as PostingPermission;
  }

  @Auth("MEMBER")
  @Query(() => OpportunityConnection, {
    description:
      "The board, newest first (then by id), a page at a time: filter by type, search title, description, location and tags (typos tolerated). Any signed-in member.",
  })
  async opportunities(
    @Ctx() ctx: Context,
    @Args(() => OpportunityPageArgs) page: PageArgs,
    @Arg("type", () => OpportunityType, {
      nullable: true,
      description: "Only this kind; null or omitted: every kind.",
    })
    type?: OpportunityType | null,
    @Arg("search", () => String, {
      nullable: true,
      description: `Words to find, at most ${OPPORTUNITY_LIMITS.search} characters: English full text ("internships" finds "internship"), or every word as a substring or close typo. Blank: no search.`,
    })
    search?: string | null,
  ): Promise<OpportunityConnection> {
    const { posters, ...found } = await ctx.services.opportunities.list({ type, search }, page);
    primePosters(ctx, posters);
    return withPageInfo(found);
  }

  @Auth("MEMBER")
  @Query(() => Opportunity, {
    description:
      "One opportunity by id, for any signed-in member (NOT_FOUND for an unknown or malformed id).",
  })
  async opportunity(
    @Arg("id", () => ID, { description: "The opportunity's id (a UUID)." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Opportunity> {
    const { opportunity, posters } = await ctx.services.opportunities.getWithPoster(id);
    primePosters(ctx, posters);
    return opportunity;
  }

  @Auth("MEMBER")
  @Query(() => OpportunityStats, {
    description: "The board's counts by kind, and how many the signed-in member posted.",
  })
  opportunityStats(@Ctx() ctx: Context): Promise<OpportunityStats> {
    return ctx.services.opportunities.stats(ctx.viewer!.user.id);
  }

  @Auth("MEMBER")
  @Mutation(() => Opportunity, {
    description:
      "Posts an opportunity. For verified members (admins count) with a completed profile: FORBIDDEN otherwise, with the reason. At most 20 posts a day per member (RATE_LIMITED).",
  })
  postOpportunity(
    @Arg("input", { description: "The new post's fields." })
    input: OpportunityInput,
    @Ctx() ctx: Context,
  ): Promise<Opportunity> {
    return ctx.services.opportunities.post(actor(ctx), input);
  }

  @Auth("MEMBER")
  @Mutation(() => Opportunity, {
    description:
      "Replaces every field: omitted optional ones are cleared (contactVisibility back to true). Only the poster may (FORBIDDEN otherwise, admins included), and only with the standing posting needs: a completed profile and verified now (FORBIDDEN with the same reason as postOpportunity otherwise).",
  })
  updateOpportunity(
    @Arg("id", () => ID, { description: "The opportunity's id (NOT_FOUND if unknown)." })
    id: string,
    @Arg("input", { description: "Every field of the post, as it should be now." })
    input: OpportunityInput,
    @Ctx() ctx: Context,
  ): Promise<Opportunity> {
    return ctx.services.opportunities.update(actor(ctx), id, input);
  }

  @Auth("MEMBER")
  @Mutation(() => ID, {
    description:
      "Deletes an opportunity for good. The poster or an admin (FORBIDDEN otherwise). An admin removing someone else's post must give a reason (BAD_USER_INPUT otherwise): it is written to the admin audit log (REMOVE_OPPORTUNITY) and e-mailed to the poster. Answers the deleted id.",
  })
  deleteOpportunity(
    @Arg("id", () => ID, { description: "The opportunity's id (NOT_FOUND if unknown)." })
    id: string,
    @Ctx() ctx: Context,
    @Arg("reason", () => String, {
      nullable: true,
      description: `Why an admin removes someone else's post, at most ${OPPORTUNITY_LIMITS.removalReason} characters: required then (see viewerRemovesAsAdmin), ignored when the poster deletes their own.`,
    })
    reason?: string | null,
  ): Promise<string> {
    return ctx.services.opportunities.delete(actor(ctx), id, reason);
  }

  @FieldResolver(() => OpportunityPoster, {
    description:
      "Who posted it, from the poster's current profile; e-mail and phone only with contactVisibility and by the contact rule (as User.email).",
  })
  async poster(@Root() o: Opportunity, @Ctx() ctx: Context): Promise<OpportunityPoster> {
    const user = await ctx.loaders.user.load(o.postedById);
    // The poster's record itself, so their own contact setting applies.
    const withheld = !(await contactShown(ctx, user ?? { id: o.postedById }));
    const shown = o.contactVisibility && !withheld;
    return {
      id: o.postedById,
      fullName: user?.fullName ?? "Former member",
      profileImage: user?.profileImage ?? null,
      isVerified: user?.isVerified ?? false,
      email: shown ? (user?.email ?? null) : null,
      phoneNumber: shown ? (user?.phoneNumber ?? null) : null,
      contactWithheld: withheld,
    };
  }

  @FieldResolver(() => Business, {
    nullable: true,
    description:
      "The business a Service post links (one of its poster's); null when none or when it was deleted.",
  })
  async business(@Root() o: Opportunity, @Ctx() ctx: Context): Promise<Business | null> {
    if (!o.businessId) return null;
    return (await businessLoader(ctx).load(o.businessId)) as unknown as Business | null;
  }

  @FieldResolver(() => Boolean, {
    description:
      'The "ISTCian Posted" badge: whether the poster is a verified ISTCian now (it follows their current verification, like poster.isVerified).',
  })
  async istcianPosted(@Root() o: Opportunity, @Ctx() ctx: Context): Promise<boolean> {
    return (await ctx.loaders.user.load(o.postedById))?.isVerified ?? false;
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the signed-in member may edit it now: the poster, with a completed profile and verified (admins count), as for posting.",
  })
  viewerCanEdit(@Root() o: Opportunity, @Ctx() ctx: Context): boolean {
    return ctx.viewer !== null && canEdit(actor(ctx), o);
  }

  @FieldResolver(() => PostingPermission, {
    description:
      "Whether the viewer may edit it now (allowed is viewerCanEdit) and, when not, why: not the poster, or a poster without the standing posting needs (the reasons of viewerCanPost).",
  })
  viewerEditPermission(@Root() o: Opportunity, @Ctx() ctx: Context): PostingPermission {
    return editPermission(actorOrNull(ctx), o) as PostingPermission;
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the signed-in member may delete it: the poster or an admin.",
  })
  viewerCanDelete(@Root() o: Opportunity, @Ctx() ctx: Context): boolean {
    return ctx.viewer !== null && canDelete(actor(ctx), o);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether deleting it would be an admin removing someone else\'s post: the screens say "Remove (admin)", and deleteOpportunity then needs a reason, which the poster is told by e-mail.',
  })
  viewerRemovesAsAdmin(@Root() o: Opportunity, @Ctx() ctx: Context): boolean {
    return ctx.viewer !== null && removesAsAdmin(actor(ctx), o);
  }
}
