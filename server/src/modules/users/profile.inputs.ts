import { ArrayMaxSize, IsOptional, Matches, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { PROFILE_EDIT_LIMITS, PROFILE_LIMITS } from "#common/limits";
import { ContactVisibilityEnum } from "./contact-visibility.type.js";

const max = (limit: number, label: string) =>
  MaxLength(limit, { message: `${label} must be at most ${limit} characters` });

/**
 * The profile edit (`PUT /api/profile/update`). Every field is optional: an omitted field keeps its
 * value; an empty string (or an empty list) clears an optional field. Roll number, trade and location
 * cannot be cleared. Links, skills and texts are normalised by the service (profile-fields.ts).
 */
@InputType({
  description:
    "A profile edit: every field optional; omitted keeps the value, an empty string, empty list or null clears an optional field (null keeps roll number, trade and location). Text is trimmed; lengths count characters after trimming.",
})
export class UpdateProfileInput {
  @Field(() => String, {
    nullable: true,
    description: `A new roll number, at most ${PROFILE_LIMITS.rollNumber} characters; cannot be cleared. Upper-cased; CONFLICT if another member has the same number (compared by its letters and digits); a verified member who changes it (other than in its separators or case) is pending again.`,
  })
  @IsOptional()
  @Matches(/\S/, { message: "Roll number is required" })
  @max(PROFILE_LIMITS.rollNumber, "Roll number")
  rollNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The trade, at most ${PROFILE_LIMITS.trade} characters; cannot be cleared.`,
  })
  @IsOptional()
  @Matches(/\S/, { message: "Trade is required" })
  @max(PROFILE_LIMITS.trade, "Trade")
  trade?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Where the member lives now, at most ${PROFILE_LIMITS.currentLocation} characters; cannot be cleared.`,
  })
  @IsOptional()
  @Matches(/\S/, { message: "Current location is required" })
  @max(PROFILE_LIMITS.currentLocation, "Current location")
  currentLocation?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The job title, at most ${PROFILE_EDIT_LIMITS.jobTitle} characters; empty clears it.`,
  })
  @IsOptional()
  jobTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The company, at most ${PROFILE_EDIT_LIMITS.company} characters; empty clears it.`,
  })
  @IsOptional()
  company?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: `The whole list of skills, replacing the old one: each entry split on commas, trimmed; empties and case-insensitive duplicates dropped (first spelling kept). At most ${PROFILE_EDIT_LIMITS.skills} skills of at most ${PROFILE_EDIT_LIMITS.skill} characters; an empty list clears them.`,
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

  @Field(() => String, {
    nullable: true,
    description: `An absolute http(s) URL, at most ${PROFILE_EDIT_LIMITS.linkedinUrl} characters ("linkedin.com/in/x" gets https://); empty clears it.`,
  })
  @IsOptional()
  linkedinUrl?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `A wa.me or api.whatsapp.com link, or a phone number with country code (a 10-digit Indian mobile gets 91), at most ${PROFILE_EDIT_LIMITS.whatsappLink} characters; stored as https://wa.me/<8 to 15 digits>. Empty clears it.`,
  })
  @IsOptional()
  whatsappLink?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `About the member, at most ${PROFILE_EDIT_LIMITS.bio} characters; line breaks kept (at most two in a row), other control characters removed. Empty clears it.`,
  })
  @IsOptional()
  bio?: string | null;

  @Field(() => ContactVisibilityEnum, {
    nullable: true,
    description:
      "Who sees the member's e-mail, phone number and WhatsApp link: VERIFIED (every verified member, the default), CONNECTIONS (only connections) or NOBODY; null or omitted keeps it.",
  })
  @IsOptional()
  contactVisibility?: ContactVisibilityEnum | null;
}
