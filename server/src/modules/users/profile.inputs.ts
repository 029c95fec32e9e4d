import { ArrayMaxSize, IsOptional, Matches, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { PROFILE_EDIT_LIMITS, PROFILE_LIMITS } from "../../../../common/limits.js";

const max = (limit: number, label: string) =>
  MaxLength(limit, { message: `${label} must be at most ${limit} characters` });

/**
 * The profile edit (`PUT /api/profile/update`). Every field is optional: an omitted field keeps its
 * value; an empty string (or an empty list) clears an optional field. Roll number, trade and location
 * cannot be cleared. Links, skills and texts are normalised by the service (profile-fields.ts).
 */
@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/\S/, { message: "Roll number is required" })
  @max(PROFILE_LIMITS.rollNumber, "Roll number")
  rollNumber?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/\S/, { message: "Trade is required" })
  @max(PROFILE_LIMITS.trade, "Trade")
  trade?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/\S/, { message: "Current location is required" })
  @max(PROFILE_LIMITS.currentLocation, "Current location")
  currentLocation?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  jobTitle?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  company?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: "Split on commas, trimmed; empties and case-insensitive duplicates dropped.",
  })
  @IsOptional()
  // A generous bound on raw entries before splitting; the service caps the skills themselves.
  @ArrayMaxSize(PROFILE_EDIT_LIMITS.skills * 4, {
    message: `Add at most ${PROFILE_EDIT_LIMITS.skills} skills`,
  })
  @MaxLength(PROFILE_EDIT_LIMITS.skills * (PROFILE_EDIT_LIMITS.skill + 2), {
    each: true,
    message: `Each skill must be at most ${PROFILE_EDIT_LIMITS.skill} characters`,
  })
  skills?: string[] | null;

  @Field(() => String, { nullable: true, description: "An http(s) URL." })
  @IsOptional()
  linkedinUrl?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A wa.me link or a phone number; stored as https://wa.me/<digits>.",
  })
  @IsOptional()
  whatsappLink?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  bio?: string | null;
}
