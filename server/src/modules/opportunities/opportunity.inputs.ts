import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from "class-validator";
import { Field, ID, InputType } from "type-graphql";
import { OPPORTUNITY_LIMITS as L } from "#common/limits";
import { EXTERNAL_LINK_MESSAGE } from "./external-link.js";
import { OpportunityType } from "./opportunity-type.js";

/** Tags beyond this many are refused outright (before trimming and de-duplication). */
const RAW_TAGS_CAP = 50;

/** What a poster sends when posting, and again (in full) when editing. */
@InputType({
  description:
    "An opportunity's fields, for posting and (in full) for editing. Text is trimmed before it is stored.",
})
export class OpportunityInput {
  @Field(() => String, { description: `The title: not blank, at most ${L.title} characters.` })
  @Matches(/\S/, { message: "Title is required" })
  @MaxLength(L.title, { message: `Title must be at most ${L.title} characters` })
  title: string;

  @Field(() => OpportunityType, { description: "What kind of opportunity it is." })
  @IsIn(Object.values(OpportunityType), {
    message: "Type must be one of Job, Internship, Freelance, Collab, Service",
  })
  type: OpportunityType;

  @Field(() => String, {
    description: `Where it is, e.g. "Remote" or "Pune": not blank, at most ${L.location} characters.`,
  })
  @Matches(/\S/, { message: "Location is required" })
  @MaxLength(L.location, { message: `Location must be at most ${L.location} characters` })
  location: string;

  @Field(() => String, {
    description: `The text of the post: not blank, at most ${L.description} characters.`,
  })
  @Matches(/\S/, { message: "Description is required" })
  @MaxLength(L.description, { message: `Description must be at most ${L.description} characters` })
  description: string;

  @Field(() => String, {
    nullable: true,
    description: `An absolute http:// or https:// address, at most ${L.externalLink} characters; empty, null or omitted for none.`,
  })
  @IsOptional()
  @IsString({ message: EXTERNAL_LINK_MESSAGE })
  @MaxLength(L.externalLink, {
    message: `External link must be at most ${L.externalLink} characters`,
  })
  externalLink?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: `Tags, each trimmed (inner spaces collapsed); empties and repeats (ignoring case) dropped; then at most ${L.tags} of at most ${L.tag} characters. Omitted or null: no tags.`,
  })
  @IsOptional()
  @ArrayMaxSize(RAW_TAGS_CAP, { message: `At most ${L.tags} tags` })
  tags?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: true,
    description:
      "Whether members see the poster's e-mail and phone number with the post; true when omitted or null.",
  })
  @IsOptional()
  @IsBoolean()
  contactVisibility?: boolean | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "A Service post's business: one of the poster's own businesses (BAD_USER_INPUT otherwise, or for another type); null or omitted for none.",
  })
  @IsOptional()
  @MaxLength(100, { message: "Choose one of your businesses" })
  businessId?: string | null;
}
