import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { pageArgsType, withPageInfo } from "../../paging/connection.types.js";
import { DELETED_MEMBER } from "../account/member-data.js";
import { User } from "../users/user.entity.js";
import { CONVERSATION_PAGES, THREAD_PAGES, type MessageEventView } from "./message.service.js";
import {
  Conversation,
  ConversationPage,
  Message,
  MessageEvent,
  MessagePage,
  SendMessageInput,
} from "./message.types.js";

const ConversationPageArgs = pageArgsType(CONVERSATION_PAGES, {
  items: "Conversations",
  after: "The endCursor of the previous page; omitted for the newest conversations.",
  defaultInSchema: false,
});

const CONVERSATION_ID =
  "The conversation's id (NOT_FOUND when unknown or not one of the signed-in member's).";
const BEFORE = "The `before` of the page shown (older messages); omitted for the newest page.";
const LIMIT = `Messages per page, 1 to ${THREAD_PAGES.maxSize}; ${THREAD_PAGES.defaultSize} when omitted.`;

/** A member who deleted their account, as their conversations and messages still show them. */
const formerMember = (id: string) =>
  Object.assign(new User(), { id, fullName: DELETED_MEMBER, skills: [] });

/** Conversations and messages: thin over MessageService, the signed-in member's own only. */
@Resolver(() => Message)
export class MessageResolver {
  @Auth("MEMBER")
  @Query(() => ConversationPage, {
    description:
      "The signed-in member's conversations, the most recent message first, with unread counts.",
  })
  async conversations(
    @Args(() => ConversationPageArgs) page: InstanceType<typeof ConversationPageArgs>,
    @Ctx() ctx: Context,
  ): Promise<ConversationPage> {
    const found = await ctx.services.messages.conversations(ctx.viewer!.user.id, page);
    return withPageInfo({ ...found, items: found.nodes }) as unknown as ConversationPage;
  }

  @Auth("MEMBER")
  @Query(() => Conversation, {
    nullable: true,
    description: "One of the signed-in member's conversations (NOT_FOUND for anyone else's).",
  })
  conversation(
    @Arg("id", () => ID, { description: CONVERSATION_ID }) id: string,
    @Ctx() ctx: Context,
  ): Promise<Conversation> {
    return ctx.services.messages.conversation(ctx.viewer!.user.id, id) as Promise<Conversation>;
  }

  @Auth("MEMBER")
  @Query(() => Conversation, {
    nullable: true,
    description:
      "The signed-in member's conversation with a member; null when they have not written yet.",
  })
  conversationWith(
    @Arg("userId", () => ID, { description: "The other member." }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<Conversation | null> {
    return ctx.services.messages.conversationWith(
      ctx.viewer!.user.id,
      userId,
    ) as Promise<Conversation | null>;
  }

  @Auth("MEMBER")
  @Query(() => MessagePage, {
    description:
      "A page of a conversation's messages, oldest first (the newest page unless `before` is given). Reading does not mark it read: markConversationRead does.",
  })
  messages(
    @Arg("conversationId", () => ID, { description: CONVERSATION_ID }) conversationId: string,
    @Arg("before", () => String, { nullable: true, description: BEFORE }) before: string | null,
    @Arg("limit", () => Int, { nullable: true, description: LIMIT }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<MessagePage> {
    return ctx.services.messages.messages(ctx.viewer!.user.id, conversationId, {
      before,
      limit,
    }) as Promise<MessagePage>;
  }

  @Auth("MEMBER")
  @Query(() => Int, {
    description:
      "How many of the signed-in member's conversations hold unread messages (the header's badge).",
  })
  unreadConversationCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.messages.unreadConversationCount(ctx.viewer!.user.id);
  }

  @Auth("VERIFIED")
  @Mutation(() => Message, {
    description:
      "Sends a message to a connection (FORBIDDEN unless connected; BAD_USER_INPUT when blank or over 2,000 characters; at most 60 a minute: RATE_LIMITED with retryAfter). The other member sees it live and is notified.",
  })
  sendMessage(
    @Arg("input", () => SendMessageInput, { description: "Whom to write to, and the text." })
    input: SendMessageInput,
    @Ctx() ctx: Context,
  ): Promise<Message> {
    return ctx.services.messages.send(ctx.viewer!.user, input) as Promise<Message>;
  }

  @Auth("MEMBER")
  @Mutation(() => Conversation, {
    description:
      "Marks a conversation read up to its last message: its unread count is 0, and the other member sees their messages as seen.",
  })
  markConversationRead(
    @Arg("conversationId", () => ID, { description: CONVERSATION_ID }) conversationId: string,
    @Ctx() ctx: Context,
  ): Promise<Conversation> {
    return ctx.services.messages.markRead(
      ctx.viewer!.user.id,
      conversationId,
    ) as Promise<Conversation>;
  }

  @Auth("MEMBER")
  @Subscription(() => MessageEvent, {
    description:
      "The signed-in member's message events (new messages either way, conversations read), over graphql-ws on /graphql; of one conversation when conversationId is given (NOT_FOUND unless theirs).",
    subscribe: ({ args, context }) => {
      const ctx = context as Context;
      return ctx.services.messages.subscribe(
        ctx.viewer!.user.id,
        (args as { conversationId?: string | null }).conversationId ?? null,
      );
    },
  })
  messageEvents(
    @Root() event: MessageEventView,
    @Arg("conversationId", () => ID, {
      nullable: true,
      description: "Only this conversation's events.",
    })
    _conversationId: string | null,
  ): MessageEvent {
    return event as MessageEvent;
  }

  @FieldResolver(() => User, { description: "Who sent it." })
  async sender(@Root() m: Message, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(m.senderId)) ?? formerMember(m.senderId);
  }

  @FieldResolver(() => Boolean, { description: "Whether the signed-in member sent it." })
  mine(@Root() m: Message, @Ctx() ctx: Context): boolean {
    return ctx.viewer?.user.id === m.senderId;
  }
}

/** A conversation's other member, and its messages (REST reads them after marking it read). */
@Resolver(() => Conversation)
export class ConversationResolver {
  @FieldResolver(() => User, {
    description: "The other member (contact details by the contact rule, as everywhere).",
  })
  async otherMember(@Root() c: Conversation, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(c.otherMemberId)) ?? formerMember(c.otherMemberId);
  }

  @FieldResolver(() => MessagePage, {
    description:
      "A page of the conversation's messages, oldest first, as `Query.messages` (one conversation at a time: meant for a single conversation, not for lists).",
  })
  thread(
    @Root() c: Conversation,
    @Arg("before", () => String, { nullable: true, description: BEFORE }) before: string | null,
    @Arg("limit", () => Int, { nullable: true, description: LIMIT }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<MessagePage> {
    return ctx.services.messages.messages(ctx.viewer!.user.id, c.id, {
      before,
      limit,
    }) as Promise<MessagePage>;
  }
}
