import { OPPORTUNITY_LIMITS as L } from "#common/limits";
import { badInput, forbidden } from "../../errors.js";
import { cleanParagraphs } from "../users/names.js";
import type { Role } from "../users/user.policy.js";

/** The member acting: their record's flags and roles, as the request context holds them. */
export interface MemberActor {
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

export const SIGNED_OUT_MESSAGE = "Please sign in to post opportunities.";

/** Why a viewer may not post, or edit a post: a code the screens branch on. */
export type PostingRefusal = "SIGNED_OUT" | "PROFILE_INCOMPLETE" | "NOT_VERIFIED" | "NOT_POSTER";

/** Whether the viewer may post (or edit a post) and, when not, why, in the post screen's words. */
export type PostingPermission =
  | { allowed: true; reason: null; refusal: null }
  | { allowed: false; reason: string; refusal: PostingRefusal };

const isPoster = (actor: Pick<MemberActor, "id">, opportunity: Post) =>
  opportunity.postedById === actor.id;

const ALLOWED: PostingPermission = { allowed: true, reason: null, refusal: null };
const refused = (refusal: PostingRefusal, reason: string): PostingPermission => ({
  allowed: false,
  reason,
  refusal,
});

/**
 * Whether `actor` may post now: signed in, with a completed profile, and verified (admins count).
 * The profile comes first, as the post screen words it.
 */
export function postingPermission(actor: MemberActor | null): PostingPermission {
  if (!actor) return refused("SIGNED_OUT", SIGNED_OUT_MESSAGE);
  if (!actor.profileCompleted) return refused("PROFILE_INCOMPLETE", INCOMPLETE_PROFILE_MESSAGE);
  if (!actor.roles.has("VERIFIED")) return refused("NOT_VERIFIED", NOT_VERIFIED_MESSAGE);
  return ALLOWED;
}

/** Whether `actor` may edit `opportunity` now: the poster, with the standing posting needs. */
export function editPermission(actor: MemberActor | null, opportunity: Post): PostingPermission {
  if (actor && !isPoster(actor, opportunity)) return refused("NOT_POSTER", EDIT_FORBIDDEN_MESSAGE);
  return postingPermission(actor);
}

/**
 * Posting needs a completed profile and a verified member (admins count as verified). The profile
 * comes first, as the post screen words it: an incomplete profile is asked to be completed.
 */
export function assertCanPost(actor: MemberActor): void {
  const permission = postingPermission(actor);
  if (!permission.allowed) throw forbidden(permission.reason);
}

/** Editing is the poster's, with the standing posting needs (a member unverified again may not). */
export const canEdit = (actor: MemberActor, opportunity: Post) =>
  editPermission(actor, opportunity).allowed;

export const canDelete = (actor: Pick<MemberActor, "id" | "roles">, opportunity: Post) =>
  isPoster(actor, opportunity) || actor.roles.has("ADMIN");

/** An admin deleting someone else's post: a moderation, which needs a reason and tells the poster. */
export const removesAsAdmin = (actor: Pick<MemberActor, "id" | "roles">, opportunity: Post) =>
  !isPoster(actor, opportunity) && actor.roles.has("ADMIN");

/** Only the poster edits, and only with the standing to post (the same messages as posting). */
export function assertCanEdit(actor: MemberActor, opportunity: Post): void {
  const permission = editPermission(actor, opportunity);
  if (!permission.allowed) throw forbidden(permission.reason);
}

/** The poster or an admin deletes. */
export function assertCanDelete(actor: Pick<MemberActor, "id" | "roles">, opportunity: Post): void {
  if (!canDelete(actor, opportunity)) throw forbidden(DELETE_FORBIDDEN_MESSAGE);
}

/**
 * The reason an admin gives for removing someone else's post, cleaned (names.ts): required then, at most
 * `removalReason` characters. The poster deleting their own post gives none (null).
 */
export function removalReason(
  actor: Pick<MemberActor, "id" | "roles">,
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
