import type { Context } from "../../graphql/context.js";
import { canSeeContact, contactNeedsConnection, type ContactOwner } from "./user.policy.js";

/**
 * The contact rule (user.policy.ts, canSeeContact) for a request: it looks up whether the viewer
 * and the member are connected only when the member's setting makes it matter, through the
 * request's connection DataLoader (one statement per list, whatever its length).
 */
export async function contactShown(ctx: Context, member: ContactOwner): Promise<boolean> {
  const connected = contactNeedsConnection(ctx.viewer, member)
    ? (await ctx.loaders.connection.load(member.id)).state === "CONNECTED"
    : false;
  return canSeeContact(ctx.viewer, member, { connected });
}
