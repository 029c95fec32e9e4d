import { forbidden } from "../../graphql/errors.js";
import type { Role } from "../users/user.policy.js";

/** The member acting: their record's flags and roles, as the request context holds them. */
export interface Actor {
  id: string;
  profileCompleted: boolean;
  isVerified: boolean;
  roles: ReadonlySet<Role>;
}

export const NOT_VERIFIED_MESSAGE =
  "Only verified ISTCians can post opportunities. Please wait for admin verification.";
export const INCOMPLETE_PROFILE_MESSAGE = "Please complete your profile to post opportunities.";
export const EDIT_FORBIDDEN_MESSAGE = "Only the member who posted this opportunity can edit it.";
export const DELETE_FORBIDDEN_MESSAGE =
  "Only the member who posted this opportunity or an admin can delete it.";

/**
 * Posting needs a completed profile and a verified member (admins count as verified). The profile
 * comes first, as the post screen words it: an incomplete profile is asked to be completed.
 */
export function assertCanPost(actor: Actor): void {
  if (!actor.profileCompleted) throw forbidden(INCOMPLETE_PROFILE_MESSAGE);
  if (!actor.roles.has("VERIFIED")) throw forbidden(NOT_VERIFIED_MESSAGE);
}

export const canEdit = (actor: Pick<Actor, "id">, opportunity: { postedById: string }) =>
  opportunity.postedById === actor.id;

export const canDelete = (
  actor: Pick<Actor, "id" | "roles">,
  opportunity: { postedById: string },
) => canEdit(actor, opportunity) || actor.roles.has("ADMIN");

/** Only the poster edits. */
export function assertCanEdit(actor: Pick<Actor, "id">, opportunity: { postedById: string }): void {
  if (!canEdit(actor, opportunity)) throw forbidden(EDIT_FORBIDDEN_MESSAGE);
}

/** The poster or an admin deletes. */
export function assertCanDelete(
  actor: Pick<Actor, "id" | "roles">,
  opportunity: { postedById: string },
): void {
  if (!canDelete(actor, opportunity)) throw forbidden(DELETE_FORBIDDEN_MESSAGE);
}
