import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { AlertFrequency } from "../../graphql/frequency.type.js";
import { PagedList } from "../../paging/connection.types.js";

/** What a notification is about (GraphQL enum; REST uses the lower-case values). */
export enum NotificationKindEnum {
  SAVED_SEARCH = "saved_search",
  VERIFIED = "verified",
  OPPORTUNITIES = "opportunities",
  PENDING_MEMBERS = "pending_members",
  MESSAGE = "message",
  EVENT = "event",
  CONNECTION = "connection",
  MENTORSHIP = "mentorship",
}

registerEnumType(NotificationKindEnum, {
  name: "NotificationKind",
  description: "What a notification is about; its e-mail follows the matching preference.",
  valuesConfig: {
    SAVED_SEARCH: {
      description: "A member newly matches one of your saved searches (savedSearches).",
    },
    VERIFIED: { description: "An admin verified your account (verification)." },
    OPPORTUNITIES: { description: "New opportunities in your trade or city (opportunities)." },
    PENDING_MEMBERS: {
      description: "Admins: members are waiting for verification (verification).",
    },
    MESSAGE: { description: "A message for you (messages)." },
    EVENT: { description: "An event you follow (events)." },
    CONNECTION: {
      description: "A member asked to connect, or accepted your request (messages).",
    },
    MENTORSHIP: {
      description:
        "A mentorship request to you, its answer, its end, or a reminder to answer (mentorship).",
    },
  },
});

@ObjectType({
  description: "Something the network told you; shown in the bell and on /notifications.",
})
export class Notification {
  @Field(() => ID, { description: "The notification's id (a UUID)." })
  id: string;

  @Field(() => NotificationKindEnum, { description: "What it is about." })
  kind: NotificationKindEnum;

  @Field(() => String, { description: 'One line, e.g. "Asha Verma matches your saved search".' })
  title: string;

  @Field(() => String, { description: "A sentence or two of plain text." })
  body: string;

  @Field(() => String, { description: 'The app path it opens, e.g. "/user/<id>".' })
  url: string;

  @Field(() => Date, { description: "When it was made (UTC)." })
  createdAt: Date;

  @Field(() => Boolean, { description: "Whether you marked it read (markNotificationsRead)." })
  read: boolean;
}

@ObjectType({ description: "A page of your notifications, newest first, with the unread count." })
export class NotificationConnection extends PagedList {
  @Field(() => [Notification], { description: "The notifications of this page, newest first." })
  nodes: Notification[];

  @Field(() => Int, { description: "How many of all your notifications are unread (the bell)." })
  unread: number;
}

@ObjectType({
  description:
    "How often each kind of notification is e-mailed to you; in-app notifications always appear.",
})
export class NotificationPreferences {
  @Field(() => AlertFrequency, {
    description:
      "Saved-search matches (default INSTANT; a search's own alert can only make it slower).",
  })
  savedSearches: AlertFrequency;

  @Field(() => AlertFrequency, {
    description: "New opportunities in your trade or city (default WEEKLY).",
  })
  opportunities: AlertFrequency;

  @Field(() => AlertFrequency, { description: "Messages (default INSTANT)." })
  messages: AlertFrequency;

  @Field(() => AlertFrequency, { description: "Events (default INSTANT)." })
  events: AlertFrequency;

  @Field(() => AlertFrequency, {
    description:
      '"You are verified", and for admins the daily members-waiting notice (default INSTANT).',
  })
  verification: AlertFrequency;

  @Field(() => AlertFrequency, {
    description:
      "Mentorship: requests to you, answers to yours, ends and reminders (default INSTANT).",
  })
  mentorship: AlertFrequency;
}

@InputType({ description: "Every e-mail preference, as it should be now." })
export class NotificationPreferencesInput {
  @Field(() => AlertFrequency, { description: "Saved-search matches." })
  savedSearches: AlertFrequency;

  @Field(() => AlertFrequency, { description: "New opportunities in your trade or city." })
  opportunities: AlertFrequency;

  @Field(() => AlertFrequency, { description: "Messages from other members." })
  messages: AlertFrequency;

  @Field(() => AlertFrequency, { description: "Events you follow or attend." })
  events: AlertFrequency;

  @Field(() => AlertFrequency, {
    description: "Verification notices (members waiting, for admins).",
  })
  verification: AlertFrequency;

  @Field(() => AlertFrequency, {
    nullable: true,
    description: "Mentorship notices; omit or null to keep the current setting.",
  })
  mentorship?: AlertFrequency | null;
}

@ObjectType({ description: "What an unsubscribe link (from a notification e-mail) turns off." })
export class UnsubscribeLink {
  @Field(() => String, {
    description:
      "The preference it turns off, as REST spells it (saved_searches, opportunities, messages, events, verification, mentorship).",
  })
  kind: string;

  @Field(() => String, { description: 'The preference in words, e.g. "saved-search alerts".' })
  label: string;

  @Field(() => String, { description: 'The member\'s address, masked (e.g. "as***@gmail.com").' })
  email: string;

  @Field(() => AlertFrequency, { description: "The preference now (OFF once unsubscribed)." })
  frequency: AlertFrequency;
}
