import DataLoader from "dataloader";
import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context.js";
import { canonicalRollNumber } from "../users/roll-number.js";
import { User } from "../users/user.entity.js";
import type { RosterEntry } from "./roster-entry.entity.js";
import { RosterEntryType } from "./roster.types.js";

/** One loader per request: the entries of a page of members in one statement. */
const loaders = new WeakMap<Context, DataLoader<string, RosterEntry | null>>();

function loaderFor(ctx: Context) {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (keys: readonly string[]) => {
      const found = new Map(
        (await ctx.services.roster.byRollKeys(keys)).map((e) => [e.rollKey, e]),
      );
      return keys.map((k) => found.get(k) ?? null);
    });
    loaders.set(ctx, loader);
  }
  return loader;
}

/** User.rosterEntry: what the roster says of the member's roll number, for the admin's list. */
@Resolver(() => User)
export class UserRosterResolver {
  @FieldResolver(() => RosterEntryType, {
    nullable: true,
    description:
      "The roster's entry for the member's roll number (same letters and digits), whatever its name: beside a pending member, the admin reads \"Roster: Harpreet Singh Bedi, 2018, Tool and Die\" and decides. Admins only; null for anyone else and when the roster has no such roll number.",
  })
  async rosterEntry(@Root() user: User, @Ctx() ctx: Context): Promise<RosterEntry | null> {
    if (!ctx.viewer?.roles.has("ADMIN") || !user.rollNumber) return null;
    const key = canonicalRollNumber(user.rollNumber);
    return key ? loaderFor(ctx).load(key) : null;
  }
}
