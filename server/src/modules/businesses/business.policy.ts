import { BUSINESS_LIMITS as L } from "#common/limits";
import { isUuid } from "../../db/sql-values.js";
import { badInput, forbidden, notFound } from "../../errors.js";
import { cleanParagraphs } from "../users/names.js";
import type { Role } from "../users/user.policy.js";

/** The member acting, as the request context holds them. */
export interface BusinessActor {
  id: string;
  fullName: string;
  profileCompleted: boolean;
  roles: ReadonlySet<Role>;
}

export const BUSINESS_NOT_FOUND = "Business not found";
export const LIST_NOT_VERIFIED_MESSAGE =
  "Only verified ISTCians can list businesses. Please wait for admin verification.";
export const INCOMPLETE_PROFILE_MESSAGE = "Please complete your profile to list a business.";
export const EDIT_FORBIDDEN_MESSAGE = "Only the business's owner can edit it.";
export const DELETE_FORBIDDEN_MESSAGE = "Only the business's owner or an admin can remove it.";
export const RECOMMEND_NOT_VERIFIED_MESSAGE =
  "Only verified ISTCians can recommend businesses. Please wait for admin verification.";
export const OWN_RECOMMENDATION_MESSAGE = "You can't recommend your own business";
export const REASON_REQUIRED_MESSAGE =
  "Please give a reason for removing this business: its owner is told it.";

const isVerified = (actor: Pick<BusinessActor, "roles">) => actor.roles.has("VERIFIED");
const isAdmin = (actor: Pick<BusinessActor, "roles">) => actor.roles.has("ADMIN");

/** Whether the viewer sees a business's website, phone and e-mail: verified members only. */
export const seesContact = (actor: Pick<BusinessActor, "roles">) => isVerified(actor);

export const isOwner = (actor: Pick<BusinessActor, "id">, business: { ownerId: string }) =>
  business.ownerId === actor.id;

/** Listing a business needs a verified member with a completed profile. */
export function assertCanList(actor: BusinessActor): void {
  if (!isVerified(actor)) throw forbidden(LIST_NOT_VERIFIED_MESSAGE);
  if (!actor.profileCompleted) throw forbidden(INCOMPLETE_PROFILE_MESSAGE);
}

/** The owner edits (and uploads the logo); anyone else is FORBIDDEN. */
export function assertCanEdit(actor: BusinessActor, business: { ownerId: string }): void {
  if (!isOwner(actor, business)) throw forbidden(EDIT_FORBIDDEN_MESSAGE);
}

/** An admin removing someone else's business: a moderation, with a reason, audited. */
export const removesAsAdmin = (actor: BusinessActor, business: { ownerId: string }) =>
  !isOwner(actor, business) && isAdmin(actor);

/**
 * Who may delete: the owner, or an admin with a reason (5 to 500 characters). The cleaned reason
 * (null for the owner when none was given); FORBIDDEN for anyone else.
 */
export function deleteReason(
  actor: BusinessActor,
  business: { ownerId: string },
  reason: string | null | undefined,
): string | null {
  if (!isOwner(actor, business) && !isAdmin(actor)) throw forbidden(DELETE_FORBIDDEN_MESSAGE);
  const text = cleanParagraphs(String(reason ?? ""));
  if (!removesAsAdmin(actor, business)) return text.slice(0, L.removalReason) || null;
  if (!text) throw badInput(REASON_REQUIRED_MESSAGE, "reason");
  const n = [...text].length;
  if (n < L.removalReasonMin || n > L.removalReason)
    throw badInput(
      `The reason must be ${L.removalReasonMin} to ${L.removalReason} characters`,
      "reason",
    );
  return text;
}

/** Recommending is for verified members (checked before the business is looked up). */
export function assertVerifiedRecommender(actor: BusinessActor): void {
  if (!isVerified(actor)) throw forbidden(RECOMMEND_NOT_VERIFIED_MESSAGE);
}

/** Recommending: verified members, never their own business. */
export function assertCanRecommend(actor: BusinessActor, business: { ownerId: string }): void {
  assertVerifiedRecommender(actor);
  if (isOwner(actor, business)) throw badInput(OWN_RECOMMENDATION_MESSAGE, "id");
}

/** A well-formed id, else NOT_FOUND (a malformed id is an unknown one). */
export function assertBusinessId(id: string): void {
  if (!isUuid(id)) throw notFound(BUSINESS_NOT_FOUND);
}
