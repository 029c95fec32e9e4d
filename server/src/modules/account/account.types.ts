import { Field, ID, ObjectType } from "type-graphql";

@ObjectType({
  description:
    "A browser or device signed in as the member (API tokens are listed apart, in accessTokens).",
})
export class SessionInfo {
  @Field(() => ID, { description: "The session's id, for signing it out." })
  id: string;

  @Field(() => Date, { description: "When it signed in (UTC)." })
  createdAt: Date;

  @Field(() => Date, { description: "When it was last used (UTC), to the minute." })
  lastSeenAt: Date;

  @Field(() => String, {
    nullable: true,
    description:
      "The browser's User-Agent as it signed in (at most 512 characters); null when none was sent.",
  })
  userAgent: string | null;

  @Field(() => String, {
    description: 'A readable name for it, e.g. "Chrome on Android", or "Unknown device".',
  })
  device: string;

  @Field(() => Boolean, { description: "True for the session making this request." })
  current: boolean;
}
