import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { AlertFrequency } from "../../graphql/frequency.type.js";
import { pageArgsType, withPageInfo } from "../../paging/connection.types.js";
import type { PageArgs } from "../../paging/page.js";
import type { Preferences, UnsubscribeInfo } from "./notification.service.js";
import { MAX_READ_IDS, NOTIFICATION_PAGES } from "./notification.service.js";
import {
  Notification,
  NotificationConnection,
  NotificationPreferences,
  NotificationPreferencesInput,
  UnsubscribeLink,
  type NotificationKindEnum,
} from "./notification.types.js";

const NotificationPageArgs = pageArgsType(NOTIFICATION_PAGES, {
  items: "Notifications",
  after: "The `endCursor` of the previous page; omit for the first page.",
  defaultInSchema: false,
});

const toGraphQL = (p: Preferences): NotificationPreferences => ({
  savedSearches: p.saved_searches as AlertFrequency,
  opportunities: p.opportunities as AlertFrequency,
  messages: p.messages as AlertFrequency,
  events: p.events as AlertFrequency,
  verification: p.verification as AlertFrequency,
  mentorship: p.mentorship as AlertFrequency,
});

const link = (info: UnsubscribeInfo): UnsubscribeLink => ({
  ...info,
  frequency: info.frequency as AlertFrequency,
});

@Resolver(() => Notification)
export class NotificationResolver {
  @Auth("MEMBER")
  @Query(() => NotificationConnection, {
    description:
      "Your notifications, newest first, a page at a time, with the unread count. Any signed-in member, verified or not.",
  })
  async notifications(
    @Ctx() ctx: Context,
    @Args(() => NotificationPageArgs) page: PageArgs,
  ): Promise<NotificationConnection> {
    const result = await ctx.services.notifications.list(ctx.viewer!.user.id, page);
    return withPageInfo({
      ...result,
      nodes: result.nodes.map((n) => ({ ...n, kind: n.kind as NotificationKindEnum })),
    });
  }

  @Auth("MEMBER")
  @Query(() => Int, { description: "How many of your notifications are unread (the bell)." })
  unreadNotifications(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.notifications.unread(ctx.viewer!.user.id);
  }

  @Auth("MEMBER")
  @Query(() => NotificationPreferences, {
    description: "How often each kind of notification is e-mailed to you.",
  })
  async notificationPreferences(@Ctx() ctx: Context): Promise<NotificationPreferences> {
    return toGraphQL(await ctx.services.notifications.preferences(ctx.viewer!.user.id));
  }

  @Query(() => UnsubscribeLink, {
    description:
      'What the unsubscribe link of a notification e-mail turns off, for its page. No sign-in needed. A token this server did not sign: BAD_USER_INPUT "This unsubscribe link is not valid".',
  })
  async unsubscribeLink(
    @Arg("token", () => String, { description: "The token of the link (/unsubscribe/<token>)." })
    token: string,
    @Ctx() ctx: Context,
  ): Promise<UnsubscribeLink> {
    return link(await ctx.services.notifications.unsubscribeLink(token));
  }

  @Auth("MEMBER")
  @Mutation(() => Int, {
    description: `Marks your notifications read: these ids, or all when ids is omitted or null. Ids of other members' notifications change nothing. Returns the unread count. At most ${MAX_READ_IDS} ids; a malformed id is BAD_USER_INPUT.`,
  })
  markNotificationsRead(
    @Ctx() ctx: Context,
    @Arg("ids", () => [ID], {
      nullable: true,
      description: "The notifications to mark read; omit or null for all of them.",
    })
    ids?: string[] | null,
  ): Promise<number> {
    return ctx.services.notifications.markRead(ctx.viewer!.user.id, ids);
  }

  @Auth("MEMBER")
  @Mutation(() => NotificationPreferences, {
    description: "Sets how often each kind of notification is e-mailed to you (every preference).",
  })
  async updateNotificationPreferences(
    @Ctx() ctx: Context,
    @Arg("input", () => NotificationPreferencesInput, { description: "Every preference." })
    input: NotificationPreferencesInput,
  ): Promise<NotificationPreferences> {
    const saved = await ctx.services.notifications.setPreferences(ctx.viewer!.user.id, {
      saved_searches: input.savedSearches,
      opportunities: input.opportunities,
      messages: input.messages,
      events: input.events,
      verification: input.verification,
      mentorship: input.mentorship ?? undefined,
    });
    return toGraphQL(saved);
  }

  @Mutation(() => UnsubscribeLink, {
    description:
      "One-click unsubscribe from a notification e-mail's link: turns that preference OFF for the link's member. No sign-in needed; a bad token is BAD_USER_INPUT.",
  })
  async unsubscribe(
    @Arg("token", () => String, { description: "The token of the link (/unsubscribe/<token>)." })
    token: string,
    @Ctx() ctx: Context,
  ): Promise<UnsubscribeLink> {
    return link(await ctx.services.notifications.unsubscribe(token));
  }
}
