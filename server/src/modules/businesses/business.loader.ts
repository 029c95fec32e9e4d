import DataLoader from "dataloader";
import type { Context } from "../../graphql/context.js";
import type { BusinessView } from "./business.repository.js";

const NOBODY = "00000000-0000-0000-0000-000000000000";
const byId = new WeakMap<object, DataLoader<string, BusinessView | null>>();
const byOwner = new WeakMap<object, DataLoader<string, BusinessView[]>>();

/**
 * The request's loader of businesses by id (an opportunity's linked business): one statement for
 * a page of opportunities, made on the request's first use.
 */
export function businessLoader(ctx: Context): DataLoader<string, BusinessView | null> {
  let loader = byId.get(ctx);
  if (!loader) {
    const viewerId = ctx.viewer?.user.id ?? NOBODY;
    loader = new DataLoader(async (ids: readonly string[]) => {
      const rows = await ctx.services.businesses.repository.byIds(viewerId, ids);
      const found = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => found.get(id) ?? null);
    });
    byId.set(ctx, loader);
  }
  return loader;
}

/** The request's loader of members' businesses (User.businesses): one statement for a page. */
export function ownerBusinessLoader(ctx: Context): DataLoader<string, BusinessView[]> {
  let loader = byOwner.get(ctx);
  if (!loader) {
    const viewerId = ctx.viewer?.user.id ?? NOBODY;
    loader = new DataLoader(async (owners: readonly string[]) => {
      const rows = await ctx.services.businesses.repository.ofOwners(viewerId, owners);
      return owners.map((o) => rows.filter((r) => r.ownerId === o));
    });
    byOwner.set(ctx, loader);
  }
  return loader;
}
