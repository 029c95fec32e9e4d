import { IsEmail, IsOptional, Matches, MaxLength } from "class-validator";
import { ArgsType, Field, InputType } from "type-graphql";
import { ACCOUNT_LIMITS, SIGN_IN_CODE_LENGTH } from "../../../../common/limits.js";

const EMAIL_MESSAGE = "Please enter a valid email address";

@ArgsType()
export class EmailStatusArgs {
  @Field(() => String)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(ACCOUNT_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;
}

@InputType()
export class SendCodeInput {
  @Field(() => String)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(ACCOUNT_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;

  @Field(() => String, {
    nullable: true,
    description: "Required for a new address; used only when the account is created.",
  })
  @IsOptional()
  @MaxLength(ACCOUNT_LIMITS.fullName, {
    message: `Name must be at most ${ACCOUNT_LIMITS.fullName} characters`,
  })
  fullName?: string | null;
}

@InputType()
export class VerifyCodeInput {
  @Field(() => String)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(ACCOUNT_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;

  @Field(() => String, { description: "The code from the e-mail (`codeLength` digits)." })
  @Matches(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), {
    message: `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from your e-mail`,
  })
  code: string;
}

@ArgsType()
export class ExchangeCodeArgs {
  @Field(() => String, {
    description: "The one-time `token` of `/auth/success?token=...` (valid 60 seconds, once).",
  })
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: "This sign-in link has expired or was already used. Please sign in again.",
  })
  code: string;
}
