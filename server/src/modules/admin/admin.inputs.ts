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
import { ACCOUNT_LIMITS, ADMIN_LIMITS, PROFILE_LIMITS } from "../../../../common/limits.js";
import { AdminUserStatus } from "./admin.types.js";

const max = (n: number, label: string) =>
  MaxLength(n, { message: `${label} must be at most ${n} characters` });

@InputType({ description: "Filters of the admin member list." })
export class AdminUsersFilter {
  @Field(() => AdminUserStatus, { defaultValue: AdminUserStatus.ALL })
  status: AdminUserStatus = AdminUserStatus.ALL;

  @Field(() => Boolean, {
    nullable: true,
    description: "true: completed profiles only; false: incomplete only.",
  })
  @IsOptional()
  profileCompleted?: boolean | null;

  @Field(() => String, { nullable: true, description: "Part of a name, e-mail or roll number." })
  @IsOptional()
  @max(ADMIN_LIMITS.search, "Search")
  search?: string | null;
}

@InputType()
export class SetVerificationInput {
  @Field(() => [ID])
  @ArrayMinSize(1, { message: "Select at least one member" })
  @ArrayMaxSize(ADMIN_LIMITS.bulk, {
    message: `Select at most ${ADMIN_LIMITS.bulk} members at once`,
  })
  userIds: string[];

  @Field(() => Boolean)
  @IsBoolean()
  isVerified: boolean;
}

const optional = (n: number, label: string) => [IsOptional(), max(n, label)];
const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** The spec's create-user payload: e-mail and name required, the rest optional. */
@InputType()
export class CreateUserInput {
  @Field(() => String)
  @IsEmail({}, { message: "Please enter a valid email address" })
  @MaxLength(ACCOUNT_LIMITS.email, { message: "Please enter a valid email address" })
  email: string;

  @Field(() => String)
  @Matches(/\S/, { message: "Full name is required" })
  @max(ACCOUNT_LIMITS.fullName, "Full name")
  fullName: string;

  @Field(() => String, { nullable: true })
  @apply(...optional(PROFILE_LIMITS.rollNumber, "Roll number"))
  rollNumber?: string | null;

  @Field(() => String, { nullable: true })
  @apply(...optional(ADMIN_LIMITS.course, "Course"))
  course?: string | null;

  @Field(() => String, { nullable: true })
  @apply(...optional(PROFILE_LIMITS.trade, "Trade"))
  trade?: string | null;

  @Field(() => String, { nullable: true })
  @apply(...optional(PROFILE_LIMITS.currentLocation, "Current location"))
  currentLocation?: string | null;

  @Field(() => String, { nullable: true })
  @apply(...optional(ADMIN_LIMITS.occupation, "Occupation"))
  occupation?: string | null;

  @Field(() => String, { nullable: true })
  @apply(...optional(ADMIN_LIMITS.companyOrganization, "Company or organization"))
  companyOrganization?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^\s*$|^\+?[0-9][0-9 ()-]{5,18}$/, {
    message: "Phone number may contain digits, spaces, brackets and dashes, and start with +",
  })
  phoneNumber?: string | null;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean()
  isVerified: boolean = false;
}
