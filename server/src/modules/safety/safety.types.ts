import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { IsOptional, MaxLength } from "class-validator";
import { MESSAGE_LIMITS as L } from "#common/limits";
import { PagedList } from "../../paging/connection.types.js";
import { Message } from "../messages/message.types.js";

/** Where a report stands (GraphQL enum; REST uses the lower-case values). */
export enum ReportStatusEnum {
  OPEN = "open",
  RESOLVED = "resolved",
}

registerEnumType(ReportStatusEnum, {
  name: "ReportStatus",
  description: "Where a report stands in the admins' moderation queue.",
  valuesConfig: {
    OPEN: { description: "Waiting for an admin." },
    RESOLVED: { description: "An admin resolved it with an action." },
  },
});

/** What an admin did about a report (GraphQL enum; REST uses the lower-case values). */
export enum ReportActionEnum {
  DISMISS = "dismiss",
  REMOVE_MESSAGE = "remove_message",
  SUSPEND_MEMBER = "suspend_member",
}

registerEnumType(ReportActionEnum, {
  name: "ReportAction",
  description: "What an admin does about a report; each is written to the admin audit log.",
  valuesConfig: {
    DISMISS: { description: "Nothing to act on." },
    REMOVE_MESSAGE: {
      description:
        "Removes the reported message: both members see it as removed, its text is gone (a report about a member: BAD_USER_INPUT).",
    },
    SUSPEND_MEMBER: {
      description:
        "Puts the reported member back to pending verification (the admin unverify action, audit-logged as UNVERIFY).",
    },
  },
});

@ObjectType({
  description:
    "A member or a message reported to the admins. Its reporter sees what they filed; admins see the queue.",
})
export class Report {
  @Field(() => ID, { description: "The report's id (a UUID)." })
  id: string;

  @Field(() => ReportStatusEnum, { description: "Open or resolved." })
  status: ReportStatusEnum;

  @Field(() => String, {
    description: `Why it was reported (at most ${L.reportReason} characters).`,
  })
  reason: string;

  @Field(() => Date, { description: "When it was reported (UTC)." })
  createdAt: Date;

  reporterId: string | null;
  reportedUserId: string | null;

  @Field(() => Message, {
    nullable: true,
    description: "The reported message, if a message was reported.",
  })
  message: Message | null;

  @Field(() => ReportActionEnum, {
    nullable: true,
    description: "What the admin did (resolved reports).",
  })
  action: ReportActionEnum | null;

  @Field(() => Date, { nullable: true, description: "When it was resolved (UTC)." })
  resolvedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The admin's note when resolving." })
  note: string | null;
}

@ObjectType({ description: "A page of the moderation queue, newest first." })
export class ReportPage extends PagedList {
  @Field(() => [Report], { description: "The reports of this page, newest first." })
  items: Report[];
}

@InputType({
  description:
    "A report to the admins: a message (messageId, from one of your conversations) or a member (userId), with a reason.",
})
export class ReportInput {
  @Field(() => ID, { nullable: true, description: "The member reported." })
  userId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The message reported (its sender is the member reported).",
  })
  messageId?: string | null;

  @Field(() => String, {
    description: `Why (plain text, at most ${L.reportReason} characters; blank is refused).`,
  })
  @IsOptional()
  @MaxLength(L.reportReason * 2, { message: "Keep the reason to 1,000 characters or fewer" })
  reason: string;
}
