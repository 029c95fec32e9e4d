import type { GraphQLResolveInfo, SelectionSetNode } from "graphql";
import { Arg, Ctx, FieldResolver, Info, Int, Query, Resolver, Root } from "type-graphql";
import { PAGE_SIZES, SEARCH_LIMITS } from "#common/limits";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { withPageInfo } from "../../paging/connection.types.js";
import { User } from "../users/user.entity.js";
import { LocationCount, MemberPage, SmartSearchResult } from "./search.types.js";
import { RELATED_PAGE, searcherOf } from "./search.service.js";
import { roleLabels } from "./parsed-query.js";

/** Whether a field's selection asks for `name` (directly, or through inline or named fragments). */
function asks(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const within = (set: SelectionSetNode | undefined): boolean =>
    !!set &&
    set.selections.some((s) => {
      if (s.kind === "Field") return s.name.value === name;
      if (s.kind === "InlineFragment") return within(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      return within(info.fragments[s.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((f) => within(f.selectionSet));
}

@Resolver(() => SmartSearchResult)
export class SearchResolver {
  @Query(() => MemberPage, {
    description:
      "Verified members by full name, a page at a time. Public: needs no sign-in; contact fields follow the contact rule of User (null for visitors).",
  })
  async directory(
    @Arg("filter", () => String, {
      nullable: true,
      description: `Text found (case- and accent-insensitive, as a substring) in full name, roll number, trade or current location; at most ${SEARCH_LIMITS.query} characters. Blank: every verified member.`,
    })
    filter: string | null,
    @Arg("first", () => Int, {
      defaultValue: PAGE_SIZES.directory.defaultSize,
      description: `Members per page, 1 to ${PAGE_SIZES.directory.maxSize} (BAD_USER_INPUT otherwise); ${PAGE_SIZES.directory.defaultSize} when omitted.`,
    })
    first: number,
    @Arg("after", () => String, {
      nullable: true,
      description: "The `endCursor` of the previous page; omit for the first page.",
    })
    after: string | null,
    @Arg("offset", () => Int, {
      nullable: true,
      description:
        "Skip this many members, 0 or more (REST paging); a non-zero offset with after is BAD_USER_INPUT.",
    })
    offset: number | null,
    @Ctx() ctx: Context,
  ): Promise<MemberPage> {
    return withPageInfo(await ctx.services.search.directory(filter, { first, after, offset }));
  }

  @Auth("MEMBER")
  @Query(() => SmartSearchResult, {
    description:
      'Natural-language search over verified members ("mechanical engineers in Punjab", "2019 batch at Google", "electricians near me", "my batchmates": the signed-in member\'s own place and batch year), most relevant first. For signed-in members; contact fields follow the contact rule of User.',
  })
  async smartSearch(
    @Arg("query", () => String, {
      description: `What to look for, in plain words: places, trades and roles, batch years, employers, other keywords. Not blank, at most ${SEARCH_LIMITS.smartQuery} characters (BAD_USER_INPUT otherwise).`,
    })
    query: string,
    @Arg("first", () => Int, {
      defaultValue: PAGE_SIZES.smartSearch.defaultSize,
      description: `Members per page, 1 to ${PAGE_SIZES.smartSearch.maxSize} (BAD_USER_INPUT otherwise); ${PAGE_SIZES.smartSearch.defaultSize} when omitted.`,
    })
    first: number,
    @Arg("after", () => String, {
      nullable: true,
      description:
        "The `endCursor` of the previous page, with the same query; omit for the first page.",
    })
    after: string | null,
    @Arg("placeId", () => String, {
      nullable: true,
      description:
        "Only members at this place: a `LocationCount.id` (from `locations` or `searchLocations`); null: anywhere.",
    })
    placeId: string | null,
    @Arg("offset", () => Int, {
      nullable: true,
      description:
        "Skip this many members, 0 or more (REST paging); a non-zero offset with after is BAD_USER_INPUT.",
    })
    offset: number | null,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<SmartSearchResult> {
    const r = await ctx.services.search.smartSearch(
      query,
      { first, after, offset },
      placeId,
      ctx.viewer ? searcherOf(ctx.viewer.user) : undefined,
      // The map's places, read with the page when the answer asks for them (`locations`).
      { withPlaces: asks(info, "locations") },
    );
    return {
      results: r.nodes,
      count: r.totalCount,
      endCursor: r.endCursor,
      hasNextPage: r.hasNextPage,
      criteria: {
        locations: [
          // "near X" and "near me" say their radius: "within 30 km of Mohali".
          ...r.parsed.places.map((p) => (p.id.startsWith("near:") ? p.display : p.name)),
          ...r.parsed.notPlaces.map((p) => `Outside ${p.name}`),
        ],
        batchYears: r.parsed.batchYears,
        keywords: r.parsed.keywords,
        roles: roleLabels(r.parsed),
        employers: [
          ...r.parsed.employers.map((e) => e.label),
          // Kinds left out: "Private sector" (not government, not a PSU), or "Not a PSU".
          ...(r.parsed.notEmployers ?? []).map((e) => `Not at ${e.label}`),
          ...(r.parsed.notEmployerKinds.includes("government")
            ? ["Private sector"]
            : r.parsed.notEmployerKinds.includes("psu")
              ? ["Not a PSU"]
              : []),
        ],
        currentStudents: r.parsed.currentStudents,
      },
      suggestions: r.suggestions,
      interpretation: r.interpretation,
      broader: r.broader,
      filter: r.filter,
      places: r.places,
      relatedFilter: r.related,
      placeId,
    };
  }

  /**
   * The related members' first `first` (null: any size read already, else the default), read once
   * for `related` and `relatedCount` together.
   */
  private relatedOf(result: SmartSearchResult, ctx: Context, first: number | null) {
    const pages = (result.relatedPages ??= new Map());
    const known = first == null ? pages.values().next().value : pages.get(first);
    if (known) return known;
    const size = first ?? RELATED_PAGE.defaultSize;
    const page = ctx.services.search.related(result.relatedFilter, size, result.placeId);
    pages.set(size, page);
    return page;
  }

  @FieldResolver(() => [User], {
    description: `Related members, after the results: when the query asked for crafts inside a trade ("electricians"), the first members of that trade (or broader role) who are not among the results, most relevant first; empty otherwise. Not counted in \`count\`.`,
  })
  async related(
    @Root() result: SmartSearchResult,
    @Arg("first", () => Int, {
      defaultValue: RELATED_PAGE.defaultSize,
      description: `How many related members, 1 to ${RELATED_PAGE.maxSize} (BAD_USER_INPUT otherwise); ${RELATED_PAGE.defaultSize} when omitted. Not paged: \`relatedCount\` says how many there are.`,
    })
    first: number,
    @Ctx() ctx: Context,
  ): Promise<User[]> {
    return (await this.relatedOf(result, ctx, first)).nodes;
  }

  @FieldResolver(() => Int, {
    description:
      "How many related members there are (see `related`), across all of them; 0 when the query asked for no craft.",
  })
  async relatedCount(@Root() result: SmartSearchResult, @Ctx() ctx: Context): Promise<number> {
    return (await this.relatedOf(result, ctx, null)).totalCount;
  }

  @FieldResolver(() => [LocationCount], {
    description:
      "Places of the whole result set (every page, ignoring placeId), biggest first; members without a location are left out.",
  })
  locations(@Root() result: SmartSearchResult, @Ctx() ctx: Context): Promise<LocationCount[]> {
    // Read with the page when the search could (see SearchService.smartSearch), else apart.
    return result.places
      ? Promise.resolve(result.places)
      : ctx.services.search.locationCounts(result.filter);
  }

  @Auth("MEMBER")
  @Query(() => [LocationCount], {
    description:
      "Verified members per place, biggest first (then by name); members without a location are left out. For signed-in members.",
  })
  searchLocations(@Ctx() ctx: Context): Promise<LocationCount[]> {
    return ctx.services.search.locationCounts();
  }
}
