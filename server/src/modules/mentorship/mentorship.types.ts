import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { MENTORSHIP_LIMITS as L } from "#common/limits";
import { PagedList } from "../../paging/connection.types.js";

/** Where a request stands (GraphQL enum; REST and the database use the lower-case values). */
export enum MentorshipStatus {
  PENDING = "pending",
  ACTIVE = "active",
  DECLINED = "declined",
  WITHDRAWN = "withdrawn",
  ENDED = "ended",
}

registerEnumType(MentorshipStatus, {
  name: "MentorshipStatus",
  description: "Where a mentorship request stands.",
  valuesConfig: {
    PENDING: {
      description: "Asked; waiting for the mentor to accept or decline. It holds a place.",
    },
    ACTIVE: { description: "Accepted: the mentorship is under way and the two are connected." },
    DECLINED: { description: "The mentor declined the request." },
    WITHDRAWN: { description: "The mentee withdrew the request before an answer." },
    ENDED: { description: "The mentorship was active and one of the two ended it." },
  },
});

/** The viewer's side of a request (GraphQL enum; REST uses the lower-case values). */
export enum MentorshipRole {
  MENTOR = "mentor",
  MENTEE = "mentee",
}

registerEnumType(MentorshipRole, {
  name: "MentorshipRole",
  description: "A side of a mentorship: the one who guides or the one who asked.",
  valuesConfig: {
    MENTOR: { description: "The member who offers to mentor and answers requests." },
    MENTEE: { description: "The member who asked for mentorship." },
  },
});

@ObjectType({
  description:
    "A member's offer to mentor: topics, how many mentees at once, open places, availability and languages.",
})
export class MentorProfile {
  /** The mentor's id (the `user` field loads them). */
  userId: string;

  @Field(() => Boolean, {
    description: "Whether the member mentors now; false keeps the profile but stops new requests.",
  })
  isMentor: boolean;

  @Field(() => Boolean, {
    description: "Whether mentoring is paused: not listed and no new requests, open ones continue.",
  })
  paused: boolean;

  @Field(() => [String], {
    description: `What the mentor can help with: 1 to ${L.topics} free tags, e.g. "Jobs abroad" or "CNC".`,
  })
  topics: string[];

  @Field(() => Int, {
    description: `How many mentees the mentor takes at once (${L.capacity.min} to ${L.capacity.max}).`,
  })
  capacity: number;

  @Field(() => Int, {
    description:
      "Places free now: capacity less the active mentorships and pending requests (0 means Full).",
  })
  openSlots: number;

  @Field(() => String, {
    nullable: true,
    description: `When and how the mentor is available (at most ${L.availability} characters); null when not said.`,
  })
  availability: string | null;

  @Field(() => [String], { description: "The languages the mentor guides in (may be empty)." })
  languages: string[];

  @Field(() => Int, {
    description: "How many different members this mentor has mentored (active or ended).",
  })
  mentoredCount: number;
}

@ObjectType({ description: "A mentee's request to a mentor and, once accepted, the mentorship." })
export class MentorshipRequest {
  @Field(() => ID, { description: "The request's id (a UUID)." })
  id: string;

  mentorId: string;
  menteeId: string;

  @Field(() => String, {
    description: `What the mentee would like help with (plain text, at most ${L.goal} characters).`,
  })
  goal: string;

  @Field(() => MentorshipStatus, { description: "Where the request stands now." })
  status: MentorshipStatus;

  @Field(() => Date, { description: "When the mentee asked (UTC)." })
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: "When the mentor accepted or declined, or the mentee withdrew (UTC); null before.",
  })
  answeredAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "When the active mentorship was ended (UTC); null until then.",
  })
  endedAt: Date | null;

  @Field(() => Boolean, {
    description:
      "Whether the mentee has left feedback; the rating and note themselves are seen only by admins.",
  })
  feedbackGiven: boolean;
}

@ObjectType({ description: "A page of mentors, open places first, with how the query was read." })
export class MentorList extends PagedList {
  @Field(() => [MentorProfile], { description: "The mentors of this page." })
  nodes: MentorProfile[];

  @Field(() => Int, { description: "How many mentors match, across every page." })
  totalCount: number;

  @Field(() => String, {
    nullable: true,
    description:
      'How the plain-language query was read, e.g. "Machinists in Canada"; null without a query.',
  })
  interpretation: string | null;
}

@ObjectType({ description: "A mentee's private feedback on an ended mentorship (admins only)." })
export class MentorshipFeedback {
  @Field(() => MentorshipRequest, { description: "The mentorship the feedback is about." })
  request: MentorshipRequest;

  @Field(() => Int, { description: "The mentee's rating, 1 (poor) to 5 (excellent)." })
  rating: number;

  @Field(() => String, {
    nullable: true,
    description: "The mentee's note, plain text; null when they left none.",
  })
  note: string | null;

  @Field(() => Date, { description: "When the feedback was left (UTC)." })
  createdAt: Date;
}

@ObjectType({ description: "A page of mentorship feedback, newest first." })
export class MentorshipFeedbackList extends PagedList {
  @Field(() => [MentorshipFeedback], { description: "The feedback of this page, newest first." })
  nodes: MentorshipFeedback[];

  @Field(() => Int, { description: "How much feedback there is, across every page." })
  totalCount: number;
}

@ObjectType({ description: "The mentorship programme at a glance, for admins." })
export class MentorshipOverview {
  @Field(() => Int, { description: "Verified members mentoring now, not paused." })
  mentors: number;

  @Field(() => Int, { description: "Mentorships under way (ACTIVE)." })
  active: number;

  @Field(() => Int, { description: "Requests waiting for a mentor's answer (PENDING)." })
  waiting: number;

  @Field(() => Int, { description: "Mentorships that have ended (ENDED)." })
  ended: number;
}
