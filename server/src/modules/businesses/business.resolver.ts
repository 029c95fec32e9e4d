import { GraphQLUpload } from "graphql-upload-minimal";
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { BUSINESS_LIMITS as L, SEARCH_LIMITS } from "#common/limits";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { pageArgsType } from "../../paging/connection.types.js";
import type { PageArgs } from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import { User } from "../users/user.entity.js";
import type { FileUpload } from "../users/upload.js";
import { categoryLabel } from "./business-category.js";
import { BusinessInput } from "./business.inputs.js";
import { seesContact, type BusinessActor } from "./business.policy.js";
import type { BusinessView } from "./business.service.js";
import {
  Business,
  BusinessCategory,
  BusinessList,
  BusinessLocation,
  BusinessRecommendation,
} from "./business.types.js";

const BusinessPageArgs = pageArgsType(LIST_PAGES.businesses, {
  items: "Businesses",
  after: "The `pageInfo.endCursor` of the previous page; omit for the first page.",
  defaultInSchema: false,
});

const ID_DESCRIPTION = "The business's id (NOT_FOUND when unknown).";

/** The signed-in member as the business rules see them (the auth checker made sure there is one). */
export const businessActor = (ctx: Context): BusinessActor => ({
  id: ctx.viewer!.user.id,
  fullName: ctx.viewer!.user.fullName,
  profileCompleted: ctx.viewer!.user.profileCompleted,
  roles: ctx.viewer!.roles,
});

const asBusiness = (v: BusinessView) => v as unknown as Business;
const formerMember = (id: string) => Object.assign(new User(), { id, fullName: "Former member" });

/** The business directory: thin over BusinessService and BusinessLogos. */
@Resolver(() => Business)
export class BusinessResolver {
  @Auth("MEMBER")
  @Query(() => BusinessList, {
    description: `Businesses ISTCians run, found by a plain-language query ("tool rooms in Ludhiana", "CNC job work near Mohali": places, trades, crafts and categories understood as smart search does), a category and a place; by relevance, then recommendations, then newest. Without a query: every business, most recommended first.`,
  })
  async businesses(
    @Ctx() ctx: Context,
    @Args(() => BusinessPageArgs) page: PageArgs,
    @Arg("query", () => String, {
      nullable: true,
      description: `What to look for, in plain language (at most ${SEARCH_LIMITS.query} characters).`,
    })
    query?: string | null,
    @Arg("category", () => BusinessCategory, {
      nullable: true,
      description: "Only businesses of this category.",
    })
    category?: BusinessCategory | null,
    @Arg("placeId", () => String, {
      nullable: true,
      description: "Only businesses at this place (a BusinessLocation's placeId).",
    })
    placeId?: string | null,
  ): Promise<BusinessList> {
    const found = await ctx.services.businesses.list(
      businessActor(ctx),
      { query, category, placeId },
      page,
    );
    return {
      nodes: found.nodes.map(asBusiness),
      totalCount: found.totalCount,
      pageInfo: { hasNextPage: found.hasNextPage, endCursor: found.endCursor },
      interpretation: found.interpretation,
    };
  }

  @Auth("MEMBER")
  @Query(() => Business, {
    nullable: true,
    description: "One business (NOT_FOUND when unknown).",
  })
  async business(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Business> {
    return asBusiness(await ctx.services.businesses.get(businessActor(ctx), id));
  }

  @Auth("MEMBER")
  @Query(() => [Business], {
    description: `The signed-in member's own businesses (at most ${L.perMember}), oldest first.`,
  })
  async myBusinesses(@Ctx() ctx: Context): Promise<Business[]> {
    return (await ctx.services.businesses.mine(businessActor(ctx))).map(asBusiness);
  }

  @Auth("MEMBER")
  @Query(() => [BusinessLocation], {
    description:
      "The places of the businesses a query and category find, with how many are at each (the map); businesses whose location is unknown are left out.",
  })
  businessLocations(
    @Ctx() ctx: Context,
    @Arg("query", () => String, {
      nullable: true,
      description: "What to look for, as in `businesses`.",
    })
    query?: string | null,
    @Arg("category", () => BusinessCategory, {
      nullable: true,
      description: "Only businesses of this category.",
    })
    category?: BusinessCategory | null,
  ): Promise<BusinessLocation[]> {
    return ctx.services.businesses.locations({ query, category });
  }

  @Auth("MEMBER")
  @Mutation(() => Business, {
    description: `Lists a business. Verified members with a completed profile (FORBIDDEN otherwise, with the reason); at most ${L.perMember} each (CONFLICT: "${L.tooManyMessage}") and ${L.createsPerDay} a day (RATE_LIMITED). BAD_USER_INPUT (with the field) for a missing name or location, a website that is not https, a year founded in the future, a field too long.`,
  })
  async createBusiness(
    @Arg("input", () => BusinessInput, { description: "The business's fields." })
    input: BusinessInput,
    @Ctx() ctx: Context,
  ): Promise<Business> {
    return asBusiness(await ctx.services.businesses.create(businessActor(ctx), input));
  }

  @Auth("MEMBER")
  @Mutation(() => Business, {
    description:
      "Replaces a business's fields (omitted optional ones are cleared). Its owner only (FORBIDDEN otherwise).",
  })
  async updateBusiness(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Arg("input", () => BusinessInput, { description: "Every field, as it should be now." })
    input: BusinessInput,
    @Ctx() ctx: Context,
  ): Promise<Business> {
    return asBusiness(await ctx.services.businesses.update(businessActor(ctx), id, input));
  }

  @Auth("MEMBER")
  @Mutation(() => ID, {
    description:
      "Deletes a business with its logo and recommendations; answers its id. Its owner, or an admin with a reason (written to the admin audit log as REMOVE_BUSINESS, and the owner is told it). FORBIDDEN for anyone else.",
  })
  deleteBusiness(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
    @Arg("reason", () => String, {
      nullable: true,
      description: `Why, ${L.removalReasonMin} to ${L.removalReason} characters: required of an admin removing someone else's business.`,
    })
    reason?: string | null,
  ): Promise<string> {
    return ctx.services.businesses.delete(businessActor(ctx), id, reason);
  }

  @Auth("MEMBER")
  @Mutation(() => BusinessRecommendation, {
    description:
      "Recommends a business: once per member (a second time changes nothing). Verified members (FORBIDDEN otherwise); BAD_USER_INPUT for one's own business.",
  })
  recommendBusiness(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<BusinessRecommendation> {
    return ctx.services.businesses.recommend(businessActor(ctx), id);
  }

  @Auth("MEMBER")
  @Mutation(() => BusinessRecommendation, {
    description:
      "Takes the signed-in member's recommendation of a business back (none is fine). Verified members.",
  })
  unrecommendBusiness(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<BusinessRecommendation> {
    return ctx.services.businesses.unrecommend(businessActor(ctx), id);
  }

  @Auth("MEMBER")
  @Mutation(() => Business, {
    description:
      "Sets a business's logo (its owner only): the profile photo's rules (JPEG, PNG, WebP, GIF or AVIF by content, at most 5 MB and 40 megapixels), stored as WebP within 512 px at a new `logo` address, the old logo deleted.",
  })
  async uploadBusinessLogo(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Arg("file", () => GraphQLUpload, {
      description:
        "The image, sent as a GraphQL multipart request (one file, at most 5,242,880 bytes; header `apollo-require-preflight: true`). Too large: PAYLOAD_TOO_LARGE.",
    })
    file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<Business> {
    return asBusiness(await ctx.services.businessLogos.upload(businessActor(ctx), id, file));
  }

  @FieldResolver(() => String, { description: 'The category as people read it ("Automation").' })
  categoryLabel(@Root() b: Business): string {
    return categoryLabel(b.category);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Its website (https); null when none, or when the viewer is not verified.",
  })
  website(@Root() b: Business, @Ctx() ctx: Context): string | null {
    return seesContact(businessActor(ctx)) ? b.website : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Its phone number; null when none, or when the viewer is not verified.",
  })
  phone(@Root() b: Business, @Ctx() ctx: Context): string | null {
    return seesContact(businessActor(ctx)) ? b.phone : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "Its e-mail address; null when none, or when the viewer is not verified.",
  })
  email(@Root() b: Business, @Ctx() ctx: Context): string | null {
    return seesContact(businessActor(ctx)) ? b.email : null;
  }

  @FieldResolver(() => User, { description: "The member who runs it." })
  async owner(@Root() b: Business, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(b.ownerId)) ?? formerMember(b.ownerId);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the signed-in member may edit it (its owner).",
  })
  viewerCanEdit(@Root() b: Business, @Ctx() ctx: Context): boolean {
    return !!ctx.viewer && ctx.viewer.user.id === b.ownerId;
  }
}
