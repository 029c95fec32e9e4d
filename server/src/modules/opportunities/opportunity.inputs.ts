import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  isURL,
  Matches,
  MaxLength,
} from "class-validator";
import { Field, InputType } from "type-graphql";
import { OPPORTUNITY_LIMITS as L } from "../../../../common/limits.js";
import { OpportunityType } from "./opportunity-type.js";

/** Tags beyond this many are refused outright (before trimming and de-duplication). */
const RAW_TAGS_CAP = 50;

export const EXTERNAL_LINK_MESSAGE =
  "External link must be a web address starting with http:// or https://";

/** What a poster sends when posting, and again (in full) when editing. */
@InputType()
export class OpportunityInput {
  @Field(() => String)
  @Matches(/\S/, { message: "Title is required" })
  @MaxLength(L.title, { message: `Title must be at most ${L.title} characters` })
  title: string;

  @Field(() => OpportunityType)
  @IsIn(Object.values(OpportunityType), {
    message: "Type must be one of Job, Internship, Freelance, Collab, Service",
  })
  type: OpportunityType;

  @Field(() => String)
  @Matches(/\S/, { message: "Location is required" })
  @MaxLength(L.location, { message: `Location must be at most ${L.location} characters` })
  location: string;

  @Field(() => String)
  @Matches(/\S/, { message: "Description is required" })
  @MaxLength(L.description, { message: `Description must be at most ${L.description} characters` })
  description: string;

  @Field(() => String, {
    nullable: true,
    description: "An http(s) address; empty or omitted for none.",
  })
  @IsOptional()
  @IsString({ message: EXTERNAL_LINK_MESSAGE })
  @MaxLength(L.externalLink, {
    message: `External link must be at most ${L.externalLink} characters`,
  })
  externalLink?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: `Trimmed; empties and repeats dropped; at most ${L.tags} of at most ${L.tag} characters.`,
  })
  @IsOptional()
  @ArrayMaxSize(RAW_TAGS_CAP, { message: `At most ${L.tags} tags` })
  tags?: string[] | null;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  @IsOptional()
  @IsBoolean()
  contactVisibility?: boolean | null;
}

/** An absolute http(s) address (the service checks it after trimming; empty means none). */
export const isWebLink = (value: string): boolean =>
  /^https?:\/\//i.test(value) &&
  isURL(value, { protocols: ["http", "https"], require_protocol: true });
