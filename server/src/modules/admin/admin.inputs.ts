import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsEmail,
  IsOptional,
  Matches,
  MaxLength,
} from "class-validator";
import { Field, ID, InputType } from "type-graphql";
import { ACCOUNT_LIMITS, ADMIN_LIMITS, PROFILE_LIMITS } from "#common/limits";
import { AdminUserStatus } from "./admin.types.js";

const max = (n: number, label: string) =>
  MaxLength(n, { message: `${label} must be at most ${n} characters` });

@InputType({ description: "Filters of the admin member list; they combine (all must hold)." })
export class AdminUsersFilter {
  @Field(() => AdminUserStatus, {
    defaultValue: AdminUserStatus.ALL,
    description: "Verification state to list; ALL when omitted.",
  })
  status: AdminUserStatus = AdminUserStatus.ALL;

  @Field(() => Boolean, {
    nullable: true,
    description: "true: completed profiles only; false: incomplete only; null or omitted: both.",
  })
  @IsOptional()
  profileCompleted?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: `Part of a full name, e-mail or roll number, case-insensitive, matched literally (% and _ are not wildcards); at most ${ADMIN_LIMITS.search} characters; blank: no search.`,
  })
  @IsOptional()
  @max(ADMIN_LIMITS.search, "Search")
  search?: string | null;
}

@InputType({ description: "Members to verify or unverify together, all or none." })
export class SetVerificationInput {
  @Field(() => [ID], {
    description: `User ids, 1 to ${ADMIN_LIMITS.bulk} (repeats count once); NOT_FOUND, and nothing changes, if any id is unknown.`,
  })
  @ArrayMinSize(1, { message: "Select at least one member" })
  @ArrayMaxSize(ADMIN_LIMITS.bulk, {
    message: `Select at most ${ADMIN_LIMITS.bulk} members at once`,
  })
  userIds: string[];

  @Field(() => Boolean, {
    description:
      "true verifies (and clears the pending reason); false makes the members pending. Members already in that state are left as they are.",
  })
  @IsBoolean()
  isVerified: boolean;
}

const optional = (n: number, label: string) => [IsOptional(), max(n, label)];
const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** The spec's create-user payload: e-mail and name required, the rest optional. */
@InputType({
  description:
    "A member an admin creates: e-mail and full name required, the rest optional. Text is trimmed; blank optional fields are stored as null.",
})
export class CreateUserInput {
  @Field(() => String, {
    description: `The member's e-mail address (at most ${ACCOUNT_LIMITS.email} characters), stored trimmed and lower-cased; CONFLICT if an account has it.`,
  })
  @IsEmail({}, { message: "Please enter a valid email address" })
  @MaxLength(ACCOUNT_LIMITS.email, { message: "Please enter a valid email address" })
  email: string;

  @Field(() => String, {
    description: `The member's full name, not blank, at most ${ACCOUNT_LIMITS.fullName} characters.`,
  })
  @Matches(/\S/, { message: "Full name is required" })
  @max(ACCOUNT_LIMITS.fullName, "Full name")
  fullName: string;

  @Field(() => String, {
    nullable: true,
    description: `At most ${PROFILE_LIMITS.rollNumber} characters, stored upper-cased and unique by its letters and digits (CONFLICT if taken); sets the batch year it starts with.`,
  })
  @apply(...optional(PROFILE_LIMITS.rollNumber, "Roll number"))
  rollNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The course the member took, at most ${ADMIN_LIMITS.course} characters.`,
  })
  @apply(...optional(ADMIN_LIMITS.course, "Course"))
  course?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The member's trade, e.g. "Mechanical", at most ${PROFILE_LIMITS.trade} characters.`,
  })
  @apply(...optional(PROFILE_LIMITS.trade, "Trade"))
  trade?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Where the member lives now, e.g. "Ludhiana, Punjab", at most ${PROFILE_LIMITS.currentLocation} characters.`,
  })
  @apply(...optional(PROFILE_LIMITS.currentLocation, "Current location"))
  currentLocation?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The member's occupation, at most ${ADMIN_LIMITS.occupation} characters.`,
  })
  @apply(...optional(ADMIN_LIMITS.occupation, "Occupation"))
  occupation?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The company or organisation the member works for, at most ${ADMIN_LIMITS.companyOrganization} characters.`,
  })
  @apply(...optional(ADMIN_LIMITS.companyOrganization, "Company or organization"))
  companyOrganization?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A phone number: 6 to 19 digits, spaces, brackets and dashes, the first a digit, optionally after a leading +.",
  })
  @IsOptional()
  @Matches(/^\s*$|^\+?[0-9][0-9 ()-]{5,18}$/, {
    message: "Phone number may contain digits, spaces, brackets and dashes, and start with +",
  })
  phoneNumber?: string | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "Whether the account starts verified; false (pending) when omitted.",
  })
  @IsBoolean()
  isVerified: boolean = false;
}
