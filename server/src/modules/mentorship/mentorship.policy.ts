import { isUuid } from "../../db/sql-values.js";
import { forbidden, notFound } from "../../errors.js";
import type { Role } from "../users/user.policy.js";
import type { MentorshipStatusValue } from "./mentorship.entity.js";

/** The member acting, as the request context holds them. */
export interface MentorshipActor {
  id: string;
  fullName: string;
  profileCompleted: boolean;
  roles: ReadonlySet<Role>;
}

/** What the rules read of a request. */
export interface RequestFacts {
  id: string;
  mentorId: string;
  menteeId: string;
  status: MentorshipStatusValue;
}

export const REQUEST_NOT_FOUND = "Mentorship request not found";
export const NO_MENTOR = "No mentor with that id";
export const NOT_A_MENTOR = "You are not a mentor yet";
export const NOT_VERIFIED_MESSAGE =
  "Only verified ISTCians can take part in mentorship. Please wait for admin verification.";
export const INCOMPLETE_PROFILE_MESSAGE = "Please complete your profile to offer mentorship.";
export const SELF_REQUEST = "You can't ask yourself for mentorship";
export const PAUSED = "This mentor isn't taking requests right now";
export const FULL = "This mentor has no open place right now";
export const ALREADY_OPEN = "You already have an open request with this mentor";
export const BLOCKED = "You can't ask this member for mentorship";
export const BLOCKED_ANSWER = "You can't mentor this member";
export const ONLY_MENTOR_ANSWERS = "Only the mentor can answer this request";
export const ALREADY_ANSWERED = "This request has already been answered";
export const NOT_OPEN = "This mentorship has already ended";
export const FEEDBACK_NOT_YET = "You can leave feedback once the mentorship has ended";
export const FEEDBACK_TWICE = "You have already left feedback";
export const ONLY_MENTEE_FEEDBACK = "Only the mentee can leave feedback";

const isVerified = (actor: MentorshipActor) => actor.roles.has("VERIFIED");

/** Asking for mentorship needs a verified member (admins count); a pending member is FORBIDDEN. */
export function assertVerified(actor: MentorshipActor): void {
  if (!isVerified(actor)) throw forbidden(NOT_VERIFIED_MESSAGE);
}

/** Offering to mentor needs a verified member with a completed profile. */
export function assertMayMentor(actor: MentorshipActor): void {
  if (!isVerified(actor)) throw forbidden(NOT_VERIFIED_MESSAGE);
  if (!actor.profileCompleted) throw forbidden(INCOMPLETE_PROFILE_MESSAGE);
}

/** Only the mentor and the mentee see a request: anyone else's, unknown or malformed is NOT_FOUND. */
export function assertParty<T extends RequestFacts>(
  viewerId: string,
  row: T | null | undefined,
): asserts row is T {
  if (!row || (row.mentorId !== viewerId && row.menteeId !== viewerId))
    throw notFound(REQUEST_NOT_FOUND);
}

/** Only the mentor answers: the mentee is FORBIDDEN (they see it, they don't answer it). */
export function assertMentor<T extends RequestFacts>(
  viewerId: string,
  row: T | null | undefined,
): asserts row is T {
  assertParty(viewerId, row);
  if (row.mentorId !== viewerId) throw forbidden(ONLY_MENTOR_ANSWERS);
}

/** Only the mentee leaves feedback: the mentor is FORBIDDEN. */
export function assertMentee<T extends RequestFacts>(
  viewerId: string,
  row: T | null | undefined,
): asserts row is T {
  assertParty(viewerId, row);
  if (row.menteeId !== viewerId) throw forbidden(ONLY_MENTEE_FEEDBACK);
}

/** A well-formed request id, else NOT_FOUND (a malformed id is an unknown one). */
export function assertRequestId(id: unknown): asserts id is string {
  if (!isUuid(id)) throw notFound(REQUEST_NOT_FOUND);
}
