import { OPPORTUNITY_LIMITS as L } from "#common/limits";
import { badInput, forbidden } from "../../errors.js";
import { cleanParagraphs } from "../users/names.js";
import type { Role } from "../users/user.policy.js";

/** The member acting: their record's flags and roles, as the request context holds them. */
export interface Actor {
  id: string;
  /** For the audit log when an admin removes a post. */
  fullName: string;
  profileCompleted: boolean;
  isVerified: boolean;
  roles: ReadonlySet<Role>;
}

type Post = { postedById: string };

export const NOT_VERIFIED_MESSAGE =
  "Only verified ISTCians can post opportunities. Please wait for admin verification.";
export const INCOMPLETE_PROFILE_MESSAGE = "Please complete your profile to post opportunities.";
export const EDIT_FORBIDDEN_MESSAGE = "Only the member who posted this opportunity can edit it.";
export const DELETE_FORBIDDEN_MESSAGE =
  "Only the member who posted this opportunity or an admin can delete it.";
export const REASON_REQUIRED_MESSAGE =
  "Please give a reason for removing this post: the poster is told it by e-mail.";

/** Why the member may not post (or edit) now, in the post screen's words; null when they may. */
function standingRefusal(actor: Actor): string | null {
  if (!actor.profileCompleted) return INCOMPLETE_PROFILE_MESSAGE;
  if (!actor.roles.has("VERIFIED")) return NOT_VERIFIED_MESSAGE;
  return null;
}

/**
 * Posting needs a completed profile and a verified member (admins count as verified). The profile
 * comes first, as the post screen words it: an incomplete profile is asked to be completed.
 */
export function assertCanPost(actor: Actor): void {
  const refusal = standingRefusal(actor);
  if (refusal) throw forbidden(refusal);
}

const isPoster = (actor: Pick<Actor, "id">, opportunity: Post) =>
  opportunity.postedById === actor.id;

/** Editing is the poster's, with the standing posting needs (a member unverified again may not). */
export const canEdit = (actor: Actor, opportunity: Post) =>
  isPoster(actor, opportunity) && standingRefusal(actor) === null;

export const canDelete = (actor: Pick<Actor, "id" | "roles">, opportunity: Post) =>
  isPoster(actor, opportunity) || actor.roles.has("ADMIN");

/** An admin deleting someone else's post: a moderation, which needs a reason and tells the poster. */
export const removesAsAdmin = (actor: Pick<Actor, "id" | "roles">, opportunity: Post) =>
  !isPoster(actor, opportunity) && actor.roles.has("ADMIN");

/** Only the poster edits, and only with the standing to post (the same messages as posting). */
export function assertCanEdit(actor: Actor, opportunity: Post): void {
  if (!isPoster(actor, opportunity)) throw forbidden(EDIT_FORBIDDEN_MESSAGE);
  assertCanPost(actor);
}

/** The poster or an admin deletes. */
export function assertCanDelete(actor: Pick<Actor, "id" | "roles">, opportunity: Post): void {
  if (!canDelete(actor, opportunity)) throw forbidden(DELETE_FORBIDDEN_MESSAGE);
}

/**
 * The reason an admin gives for removing someone else's post, cleaned (names.ts): required then, at most
 * `removalReason` characters. The poster deleting their own post gives none (null).
 */
export function removalReason(
  actor: Pick<Actor, "id" | "roles">,
  opportunity: Post,
  reason: string | null | undefined,
): string | null {
  if (!removesAsAdmin(actor, opportunity)) return null;
  const text = cleanParagraphs(reason ?? "");
  if (!text) throw badInput(REASON_REQUIRED_MESSAGE, "reason");
  if (text.length > L.removalReason) {
    throw badInput(`The reason must be at most ${L.removalReason} characters`, "reason");
  }
  return text;
}
