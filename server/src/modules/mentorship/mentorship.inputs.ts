import { Field, ID, InputType, Int } from "type-graphql";
import { MENTORSHIP_LIMITS as L } from "#common/limits";

@InputType({ description: "The signed-in member's offer to mentor, as it should be now." })
export class MentorProfileInput {
  @Field(() => Boolean, {
    description: "True to mentor; false to stop (the profile is kept, open mentorships continue).",
  })
  isMentor: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: "True to pause new requests for a while; omitted or null means not paused.",
  })
  paused?: boolean | null;

  @Field(() => [String], {
    description: `1 to ${L.topics} topics, each ${L.topicMinLength} to ${L.topicLength} characters (trimmed; repeats in any case dropped, the first spelling kept).`,
  })
  topics: string[];

  @Field(() => Int, {
    description: `How many mentees at once, ${L.capacity.min} to ${L.capacity.max}.`,
  })
  capacity: number;

  @Field(() => String, {
    nullable: true,
    description: `When and how you are available, at most ${L.availability} characters; blank means not said.`,
  })
  availability?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: `Up to ${L.languages} languages, each at most ${L.languageLength} characters.`,
  })
  languages?: string[] | null;
}

@InputType({ description: "A request for mentorship: the mentor and what you'd like help with." })
export class MentorshipRequestInput {
  @Field(() => ID, {
    description:
      'The mentor\'s member id (NOT_FOUND "No mentor with that id" when they do not mentor).',
  })
  mentorId: string;

  @Field(() => String, {
    description: `Your goal, 1 to ${L.goal} characters of plain text (trimmed, control characters removed).`,
  })
  goal: string;
}

@InputType({ description: "The mentee's private feedback on an ended mentorship." })
export class MentorshipFeedbackInput {
  @Field(() => ID, { description: "The mentorship request's id." })
  requestId: string;

  @Field(() => Int, { description: "A rating from 1 (poor) to 5 (excellent)." })
  rating: number;

  @Field(() => String, {
    nullable: true,
    description: `An optional note, at most ${L.feedbackNote} characters; seen only by admins.`,
  })
  note?: string | null;
}
