import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { LocationCount, MemberPage, SmartSearchResult } from "./search.types.js";

@Resolver(() => SmartSearchResult)
export class SearchResolver {
  @Query(() => MemberPage, {
    description:
      "Verified members by name; filter = case-insensitive contains on full name, roll number, trade, current location. Public; contact fields follow the User privacy rule.",
  })
  directory(
    @Arg("filter", () => String, { nullable: true }) filter: string | null,
    @Arg("first", () => Int, { defaultValue: 24 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Arg("offset", () => Int, {
      nullable: true,
      description: "Skip this many (REST paging); not with after.",
    })
    offset: number | null,
    @Ctx() ctx: Context,
  ): Promise<MemberPage> {
    return ctx.services.search.directory(filter, { first, after, offset });
  }

  @Auth("MEMBER")
  @Query(() => SmartSearchResult, {
    description:
      "Natural-language search over verified members. Blank query -> BAD_USER_INPUT. placeId restricts results to one LocationCount.id.",
  })
  async smartSearch(
    @Arg("query", () => String) query: string,
    @Arg("first", () => Int, { defaultValue: 20 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Arg("placeId", () => String, { nullable: true }) placeId: string | null,
    @Arg("offset", () => Int, {
      nullable: true,
      description: "Skip this many (REST paging); not with after.",
    })
    offset: number | null,
    @Ctx() ctx: Context,
  ): Promise<SmartSearchResult> {
    const r = await ctx.services.search.smartSearch(query, { first, after, offset }, placeId);
    return {
      results: r.nodes,
      count: r.totalCount,
      endCursor: r.endCursor,
      hasNextPage: r.hasNextPage,
      criteria: {
        locations: r.parsed.places.map((p) => p.name),
        batchYears: r.parsed.batchYears,
        keywords: r.parsed.keywords,
        roles: r.parsed.roles.map((x) => x.label),
        employers: r.parsed.employers.map((e) => e.label),
        currentStudents: r.parsed.currentStudents,
      },
      suggestions: r.suggestions,
      interpretation: r.interpretation,
      loadLocations: r.locations,
    };
  }

  @FieldResolver(() => [LocationCount], {
    description: "Places of the whole result set (ignoring placeId), biggest first.",
  })
  locations(@Root() result: SmartSearchResult): Promise<LocationCount[]> {
    return result.loadLocations();
  }

  @Auth("MEMBER")
  @Query(() => [LocationCount], { description: "Verified members per place, biggest first." })
  searchLocations(@Ctx() ctx: Context): Promise<LocationCount[]> {
    return ctx.services.search.locationCounts();
  }
}
