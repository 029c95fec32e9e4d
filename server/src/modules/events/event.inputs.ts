import { Field, InputType, Int } from "type-graphql";
import { IsOptional, MaxLength } from "class-validator";
import { EVENT_LIMITS as L } from "#common/limits";
import { EventKind } from "./event.types.js";

// The exact limits are checked by the service after cleaning (control characters out, trimmed),
// with a message naming the field; these caps only refuse absurd input early.

@InputType({ description: "Who an event is for; both null (or omitted): every verified member." })
export class EventAudienceInput {
  @Field(() => Int, {
    nullable: true,
    description: "Only members of this batch year (1950 to next year).",
  })
  batchYear?: number | null;

  @Field(() => String, {
    nullable: true,
    description: `Only members of this trade (as profiles spell it, case ignored; at most ${L.trade} characters).`,
  })
  @IsOptional()
  @MaxLength(L.trade * 2, { message: `Keep the trade to ${L.trade} characters or fewer` })
  trade?: string | null;
}

@InputType({
  description:
    "An event's fields. A place, an online link (https), or both; the end after the start; the start not in the past.",
})
export class EventInput {
  @Field(() => String, { description: `The title, 1 to ${L.title} characters.` })
  @MaxLength(L.title * 2, { message: `The title must be at most ${L.title} characters` })
  title: string;

  @Field(() => String, {
    description: `The description, plain text with links, 1 to ${L.description} characters.`,
  })
  @MaxLength(L.description * 2, {
    message: `The description must be at most ${L.description} characters`,
  })
  description: string;

  @Field(() => EventKind, {
    nullable: true,
    description:
      "What it is; when omitted REUNION for a batch-year audience, ONLINE with only an online link, else MEETUP.",
  })
  kind?: EventKind | null;

  @Field(() => Date, { description: "When it starts (ISO 8601 with an offset); not in the past." })
  startsAt: Date;

  @Field(() => Date, { description: "When it ends (ISO 8601 with an offset); after the start." })
  endsAt: Date;

  @Field(() => String, {
    nullable: true,
    description:
      'The IANA time zone it is held in, e.g. "America/Toronto"; Asia/Kolkata when omitted.',
  })
  @IsOptional()
  @MaxLength(100, { message: "Unknown time zone" })
  timezone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Where, as free text read by the gazetteer like profiles' locations (at most ${L.location} characters).`,
  })
  @IsOptional()
  @MaxLength(L.location * 2, { message: `The place must be at most ${L.location} characters` })
  location?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `An online link (https only, at most ${L.onlineUrl} characters).`,
  })
  @IsOptional()
  @MaxLength(L.onlineUrl * 2, {
    message: `The online link must be at most ${L.onlineUrl} characters`,
  })
  onlineUrl?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "How many may go, at least 1; omitted: no limit.",
  })
  capacity?: number | null;

  @Field(() => EventAudienceInput, {
    nullable: true,
    description: "Who it is for; omitted: every verified member.",
  })
  audience?: EventAudienceInput | null;
}
