import DataLoader from "dataloader";
import type { Context } from "../../graphql/context.js";
import type { BusinessView } from "./business.repository.js";

const loaders = new WeakMap<object, DataLoader<string, BusinessView | null>>();

/**
 * The request's loader of businesses by id (an opportunity's linked business): one statement for
 * a page of opportunities, made on the request's first use.
 */
export function businessLoader(ctx: Context): DataLoader<string, BusinessView | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    const viewerId = ctx.viewer?.user.id ?? "00000000-0000-0000-0000-000000000000";
    loader = new DataLoader(async (ids: readonly string[]) => {
      const rows = await ctx.services.businesses.repository.byIds(viewerId, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    loaders.set(ctx, loader);
  }
  return loader;
}
