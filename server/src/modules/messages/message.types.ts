import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { IsOptional, MaxLength } from "class-validator";
import { MESSAGE_LIMITS as L } from "#common/limits";
import { PagedList } from "../../paging/connection.types.js";

/** A message as the service reads it (messages.service.ts); the GraphQL type adds `mine` and `sender`. */
@ObjectType({
  description:
    "A private message between two connected members. Only the two members see it (and admins, when it is reported).",
})
export class Message {
  @Field(() => ID, { description: "The message's id (a UUID)." })
  id: string;

  @Field(() => ID, { description: "The conversation it belongs to." })
  conversationId: string;

  @Field(() => String, {
    description: `Plain text as sent (at most ${L.body} characters, control characters removed, trimmed); never HTML. Empty when an admin removed it.`,
  })
  body: string;

  @Field(() => Date, { description: "When it was sent (UTC)." })
  sentAt: Date;

  @Field(() => ID, { description: "Who sent it." })
  senderId: string;

  /** Whether the member it was sent to has read it (`seen`). */
  @Field(() => Boolean, {
    description:
      "Whether the member it was sent to has read it: on the viewer's own messages, the other member has seen it.",
  })
  seen: boolean;

  @Field(() => Boolean, { description: "Removed by an admin after a report (body is empty)." })
  removed: boolean;
}

@ObjectType({
  description:
    "A one-to-one conversation between the signed-in member and another member, as the signed-in member sees it.",
})
export class Conversation {
  @Field(() => ID, { description: "The conversation's id (a UUID)." })
  id: string;

  /** The other member's id; `otherMember` resolves it. */
  otherMemberId: string;

  @Field(() => Message, {
    nullable: true,
    description: "The newest message (null only for a conversation whose messages are all gone).",
  })
  lastMessage: Message | null;

  @Field(() => Int, {
    description:
      "Messages to the signed-in member not read yet (stored per member: counting needs no scan).",
  })
  unreadCount: number;

  @Field(() => Date, {
    description: "When the last message was sent (UTC); when it began if none.",
  })
  updatedAt: Date;
}

@ObjectType({ description: "A page of the signed-in member's conversations, newest first." })
export class ConversationPage extends PagedList {
  @Field(() => [Conversation], { description: "The conversations of this page, newest first." })
  items: Conversation[];
}

@ObjectType({
  description:
    "A page of a conversation's messages, oldest first; pass `before` for the page of older ones.",
})
export class MessagePage {
  @Field(() => [Message], { description: "The messages of this page, oldest first." })
  messages: Message[];

  @Field(() => Boolean, { description: "Whether older messages come before this page." })
  hasMore: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Pass as `before` for the page of older messages; null when there are none.",
  })
  before: string | null;
}

/** What happened in a conversation (the subscription's events). */
export enum MessageEventKind {
  MESSAGE = "MESSAGE",
  SEEN = "SEEN",
}

registerEnumType(MessageEventKind, {
  name: "MessageEventKind",
  description: "What happened in a conversation.",
  valuesConfig: {
    MESSAGE: { description: "A new message (sent by either member)." },
    SEEN: { description: "A member read the conversation up to its last message." },
  },
});

@ObjectType({
  description: "Something that happened in one of the signed-in member's conversations.",
})
export class MessageEvent {
  @Field(() => MessageEventKind, { description: "What happened." })
  kind: MessageEventKind;

  @Field(() => ID, { description: "The conversation it happened in." })
  conversationId: string;

  @Field(() => Message, { nullable: true, description: "The new message (kind MESSAGE)." })
  message: Message | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "When the conversation was read (kind SEEN): messages sent up to then have been seen.",
  })
  seenAt: Date | null;

  /** Who read the conversation (kind SEEN). */
  @Field(() => ID, {
    nullable: true,
    description: "Who read the conversation (kind SEEN): the viewer or the other member.",
  })
  readerId: string | null;
}

@InputType({
  description:
    "A message to a connection: name the member (toUserId) or the conversation (conversationId), one of the two.",
})
export class SendMessageInput {
  @Field(() => ID, {
    nullable: true,
    description: "The member to write to (a conversation is started if there is none).",
  })
  toUserId?: string | null;

  @Field(() => ID, { nullable: true, description: "The conversation to write in." })
  conversationId?: string | null;

  @Field(() => String, {
    description: `The text, at most ${L.body} characters (control characters removed, trimmed; blank is refused).`,
  })
  @IsOptional()
  @MaxLength(L.body * 2, { message: `Keep the message to 2,000 characters or fewer` })
  body: string;
}
