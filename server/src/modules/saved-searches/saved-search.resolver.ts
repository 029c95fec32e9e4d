import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { SaveSearchInput, UpdateSavedSearchInput } from "./saved-search.inputs.js";
import { SavedSearch } from "./saved-search.types.js";

const ID_DESCRIPTION = "The saved search's id (NOT_FOUND when unknown or another member's).";

/** Saved searches: thin over SavedSearchService, the signed-in member's own only. */
@Resolver(() => SavedSearch)
export class SavedSearchResolver {
  @Auth("MEMBER")
  @Query(() => [SavedSearch], {
    description: "The signed-in member's saved searches, newest first (at most 20).",
  })
  savedSearches(@Ctx() ctx: Context): Promise<SavedSearch[]> {
    return ctx.services.savedSearches.list(ctx.viewer!.user.id) as Promise<SavedSearch[]>;
  }

  @Auth("MEMBER")
  @Query(() => SavedSearch, {
    description: "One of the signed-in member's saved searches (NOT_FOUND for another member's).",
  })
  savedSearch(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<SavedSearch> {
    return ctx.services.savedSearches.get(ctx.viewer!.user.id, id) as Promise<SavedSearch>;
  }

  @Auth("MEMBER")
  @Mutation(() => SavedSearch, {
    description:
      "Saves a search with an alert frequency. At most 20 per member (CONFLICT: delete one first). The members it finds now are known: only members who match later are alerted of.",
  })
  saveSearch(
    @Arg("input", () => SaveSearchInput, { description: "The query and its alert." })
    input: SaveSearchInput,
    @Ctx() ctx: Context,
  ): Promise<SavedSearch> {
    return ctx.services.savedSearches.save(ctx.viewer!.user, input) as Promise<SavedSearch>;
  }

  @Auth("MEMBER")
  @Mutation(() => SavedSearch, {
    description: "Changes a saved search's query or alert (NOT_FOUND for another member's).",
  })
  updateSavedSearch(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Arg("input", () => UpdateSavedSearchInput, { description: "What to change." })
    input: UpdateSavedSearchInput,
    @Ctx() ctx: Context,
  ): Promise<SavedSearch> {
    return ctx.services.savedSearches.update(ctx.viewer!.user, id, input) as Promise<SavedSearch>;
  }

  @Auth("MEMBER")
  @Mutation(() => ID, {
    description:
      "Deletes a saved search and its matches; returns its id (NOT_FOUND for another member's).",
  })
  deleteSavedSearch(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return ctx.services.savedSearches.delete(ctx.viewer!.user.id, id);
  }

  @Auth("MEMBER")
  @Mutation(() => SavedSearch, {
    description:
      "The member looked at the search's results: newMatches becomes 0, lastViewedAt now (NOT_FOUND for another member's).",
  })
  markSavedSearchSeen(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<SavedSearch> {
    return ctx.services.savedSearches.markSeen(ctx.viewer!.user.id, id) as Promise<SavedSearch>;
  }
}
