import { EVENT_LIMITS as L } from "#common/limits";
import { isUuid } from "../../db/sql-values.js";
import { badInput, forbidden, notFound } from "../../errors.js";
import { cleanParagraphs } from "../users/names.js";
import type { Role } from "../users/user.policy.js";

/** The member acting, as the request context holds them. */
export interface EventActor {
  id: string;
  fullName: string;
  profileCompleted: boolean;
  batchYear: number | null;
  trade: string | null;
  roles: ReadonlySet<Role>;
}

/** What the rules read of an event. */
export interface EventFacts {
  id: string;
  organizerId: string;
  coOrganizerIds: readonly string[];
  audienceBatchYear: number | null;
  audienceTrade: string | null;
  cancelledAt: Date | null;
}

export const EVENT_NOT_FOUND = "Event not found";
export const NOT_VERIFIED_MESSAGE =
  "Only verified ISTCians can see and join events. Please wait for admin verification.";
export const ORGANISE_NOT_VERIFIED_MESSAGE =
  "Only verified ISTCians can organise events. Please wait for admin verification.";
export const INCOMPLETE_PROFILE_MESSAGE = "Please complete your profile to organise events.";
export const EDIT_FORBIDDEN_MESSAGE = "Only the event's organisers can edit it.";
export const CANCEL_FORBIDDEN_MESSAGE = "Only the event's organiser or an admin can cancel it.";
export const CO_ORGANIZERS_FORBIDDEN_MESSAGE =
  "Only the event's organiser can change its co-organisers.";
export const CANCELLED_MESSAGE = "This event was cancelled.";
export const REASON_REQUIRED_MESSAGE =
  "Please give a reason for cancelling this event: its organiser and members going are told it.";

const isAdmin = (actor: EventActor) => actor.roles.has("ADMIN");
const isVerified = (actor: EventActor) => actor.roles.has("VERIFIED");
export const isOrganizer = (actor: Pick<EventActor, "id">, event: EventFacts) =>
  event.organizerId === actor.id;
export const isOrganiserOrCo = (actor: Pick<EventActor, "id">, event: EventFacts) =>
  isOrganizer(actor, event) || event.coOrganizerIds.includes(actor.id);

/** Whether a member is in an event's audience: the batch year and trade given must be theirs. */
export function inAudience(
  member: { batchYear: number | null; trade: string | null },
  event: Pick<EventFacts, "audienceBatchYear" | "audienceTrade">,
): boolean {
  if (event.audienceBatchYear !== null && member.batchYear !== event.audienceBatchYear)
    return false;
  if (
    event.audienceTrade !== null &&
    (member.trade ?? "").trim().toLowerCase() !== event.audienceTrade.toLowerCase()
  )
    return false;
  return true;
}

/** Events are for verified members (admins count): a pending member is FORBIDDEN, with why. */
export function assertVerified(actor: EventActor): void {
  if (!isVerified(actor)) throw forbidden(NOT_VERIFIED_MESSAGE);
}

/** Organising needs a verified member with a completed profile (the profile named first). */
export function assertCanOrganise(actor: EventActor): void {
  if (!isVerified(actor)) throw forbidden(ORGANISE_NOT_VERIFIED_MESSAGE);
  if (!actor.profileCompleted) throw forbidden(INCOMPLETE_PROFILE_MESSAGE);
}

/** Who sees an event: its audience, its organisers and admins. */
export const canSee = (actor: EventActor, event: EventFacts) =>
  isAdmin(actor) ||
  isOrganiserOrCo(actor, event) ||
  (isVerified(actor) && inAudience(actor, event));

/** An event the viewer may not see is NOT_FOUND, as an unknown one, so ids reveal nothing. */
export function assertSees<T extends EventFacts>(
  actor: EventActor,
  event: T | null | undefined,
): asserts event is T {
  if (!event || !canSee(actor, event)) throw notFound(EVENT_NOT_FOUND);
}

/** The organiser and co-organisers edit, while verified and the event stands. */
export const canEdit = (actor: EventActor, event: EventFacts) =>
  isOrganiserOrCo(actor, event) && isVerified(actor) && event.cancelledAt === null;

/** The organiser cancels, and an admin any event, while it stands. */
export const canCancel = (actor: EventActor, event: EventFacts) =>
  event.cancelledAt === null && (isOrganizer(actor, event) || isAdmin(actor));

export function assertCanEdit(actor: EventActor, event: EventFacts): void {
  if (event.cancelledAt !== null && isOrganiserOrCo(actor, event))
    throw forbidden(CANCELLED_MESSAGE);
  if (!isOrganiserOrCo(actor, event)) throw forbidden(EDIT_FORBIDDEN_MESSAGE);
  if (!isVerified(actor)) throw forbidden(ORGANISE_NOT_VERIFIED_MESSAGE);
}

export function assertCanCancel(actor: EventActor, event: EventFacts): void {
  if (!isOrganizer(actor, event) && !isAdmin(actor)) throw forbidden(CANCEL_FORBIDDEN_MESSAGE);
}

export function assertCanManageCoOrganizers(actor: EventActor, event: EventFacts): void {
  if (!isOrganizer(actor, event)) throw forbidden(CO_ORGANIZERS_FORBIDDEN_MESSAGE);
  if (event.cancelledAt !== null) throw forbidden(CANCELLED_MESSAGE);
}

/** An admin cancelling someone else's event: a moderation, which needs a reason and is audited. */
export const cancelsAsAdmin = (actor: EventActor, event: EventFacts) =>
  !isOrganizer(actor, event) && isAdmin(actor);

/** The reason given, cleaned; required when an admin cancels someone else's event. */
export function cancelReason(
  actor: EventActor,
  event: EventFacts,
  reason: string | null | undefined,
): string | null {
  const text = cleanParagraphs(reason ?? "");
  if (!text && cancelsAsAdmin(actor, event)) throw badInput(REASON_REQUIRED_MESSAGE, "reason");
  if (text.length > L.cancelReason)
    throw badInput(`The reason must be at most ${L.cancelReason} characters`, "reason");
  return text || null;
}

/** A well-formed id, else NOT_FOUND (a malformed id is an unknown one). */
export function assertEventId(id: string): void {
  if (!isUuid(id)) throw notFound(EVENT_NOT_FOUND);
}
