import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { pageArgsType, withPageInfo } from "../../paging/connection.types.js";
import type { AuditActor } from "../admin/audit-log.js";
import { Message } from "../messages/message.types.js";
import { User } from "../users/user.entity.js";
import { REPORT_PAGES } from "./report.service.js";
import {
  Report,
  ReportActionEnum,
  ReportInput,
  ReportPage,
  ReportStatusEnum,
} from "./safety.types.js";

const ReportPageArgs = pageArgsType(REPORT_PAGES, {
  items: "Reports",
  after: "The endCursor of the previous page; omitted for the newest reports.",
  defaultInSchema: false,
});

const USER_ID = "The member (NOT_FOUND when unknown; BAD_USER_INPUT for oneself).";

const actorOf = (ctx: Context): AuditActor =>
  ctx.viewer!.system
    ? { userId: null, name: ctx.viewer!.user.fullName }
    : { userId: ctx.viewer!.user.id, name: ctx.viewer!.user.fullName };

/** Blocks, reports and the moderation queue: thin over BlockService and ReportService. */
@Resolver(() => Report)
export class SafetyResolver {
  @Auth("MEMBER")
  @Mutation(() => Boolean, {
    description:
      "Blocks a member: your connection and any request between you are removed, and neither of you can ask the other to connect or message them. They are not told. Again is the same answer.",
  })
  blockMember(
    @Arg("userId", () => ID, { description: USER_ID }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.blocks.block(ctx.viewer!.user.id, userId);
  }

  @Auth("MEMBER")
  @Mutation(() => Boolean, {
    description:
      "Lifts your block of a member (the connection is not restored: either may ask again).",
  })
  unblockMember(
    @Arg("userId", () => ID, { description: USER_ID }) userId: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return ctx.services.blocks.unblock(ctx.viewer!.user.id, userId);
  }

  @Auth("MEMBER")
  @Query(() => [User], { description: "The members you blocked, most recent first." })
  async blockedMembers(@Ctx() ctx: Context): Promise<User[]> {
    const ids = await ctx.services.blocks.blockedIds(ctx.viewer!.user.id);
    const users = await ctx.loaders.user.loadMany(ids);
    return users.filter((u): u is User => u instanceof User);
  }

  @Auth("MEMBER")
  @Mutation(() => Report, {
    description:
      "Reports a message of one of your conversations or a member to the admins, with a reason (at most 1,000 characters). The member is not told. At most 30 a day.",
  })
  reportContent(
    @Arg("input", () => ReportInput, { description: "What is reported, and why." })
    input: ReportInput,
    @Ctx() ctx: Context,
  ): Promise<Report> {
    return ctx.services.reports.report(ctx.viewer!.user.id, input) as Promise<Report>;
  }

  @Auth("ADMIN")
  @Query(() => ReportPage, {
    description: "The moderation queue: reports of a status (OPEN when omitted), newest first.",
  })
  async reports(
    @Arg("status", () => ReportStatusEnum, { nullable: true, description: "OPEN or RESOLVED." })
    status: ReportStatusEnum | null,
    @Args(() => ReportPageArgs) page: InstanceType<typeof ReportPageArgs>,
    @Ctx() ctx: Context,
  ): Promise<ReportPage> {
    const found = await ctx.services.reports.list(status, page);
    return withPageInfo({ ...found, items: found.nodes }) as unknown as ReportPage;
  }

  @Auth("ADMIN")
  @Mutation(() => Report, {
    description:
      "Resolves an open report: DISMISS, REMOVE_MESSAGE (the message's text is gone for both members) or SUSPEND_MEMBER (back to pending verification). Written to the admin audit log. CONFLICT when already resolved.",
  })
  resolveReport(
    @Arg("id", () => ID, { description: "The report (NOT_FOUND when unknown)." }) id: string,
    @Arg("action", () => ReportActionEnum, {
      description: "What to do: DISMISS, REMOVE_MESSAGE (message reports) or SUSPEND_MEMBER.",
    })
    action: ReportActionEnum,
    @Arg("note", () => String, {
      nullable: true,
      description: "A note for the log (at most 1,000 characters).",
    })
    note: string | null,
    @Ctx() ctx: Context,
  ): Promise<Report> {
    return ctx.services.reports.resolve(actorOf(ctx), id, action, note) as Promise<Report>;
  }

  @FieldResolver(() => User, { nullable: true, description: "Who reported it (null if gone)." })
  async reporter(@Root() r: Report, @Ctx() ctx: Context): Promise<User | null> {
    return r.reporterId ? ctx.loaders.user.load(r.reporterId) : null;
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: "The member reported (the sender of a reported message); null if gone.",
  })
  async reportedMember(@Root() r: Report, @Ctx() ctx: Context): Promise<User | null> {
    return r.reportedUserId ? ctx.loaders.user.load(r.reportedUserId) : null;
  }

  @Auth("ADMIN")
  @FieldResolver(() => [Message], {
    description:
      "Admins: up to 20 messages of the reported message's conversation around it, oldest first (empty for a report about a member).",
  })
  messages(@Root() r: Report, @Ctx() ctx: Context): Promise<Message[]> {
    return ctx.services.reports.context(r) as Promise<Message[]>;
  }
}

/** User.viewerBlocked: whether the signed-in member blocked this member. */
@Resolver(() => User)
export class UserBlockResolver {
  @FieldResolver(() => Boolean, {
    nullable: true,
    description:
      "Whether the signed-in member blocked this member (the member page's Unblock). Null for visitors and on the member's own record.",
  })
  async viewerBlocked(@Root() user: User, @Ctx() ctx: Context): Promise<boolean | null> {
    if (!ctx.viewer || ctx.viewer.system || ctx.viewer.user.id === user.id) return null;
    // The connection loader reads blocks in the same statement (one look-up for both fields).
    return (await ctx.loaders.connection.load(user.id)).viewerBlocked ?? false;
  }
}
