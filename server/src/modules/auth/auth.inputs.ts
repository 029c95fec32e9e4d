import { IsEmail, IsOptional, Matches, MaxLength } from "class-validator";
import { ArgsType, Field, InputType } from "type-graphql";
import { ACCOUNT_LIMITS, SIGN_IN_CODE_LENGTH } from "#common/limits";

const EMAIL_MESSAGE = "Please enter a valid email address";

@ArgsType()
export class EmailStatusArgs {
  @Field(() => String, {
    description: `The e-mail address to look up (at most ${ACCOUNT_LIMITS.email} characters).`,
  })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(ACCOUNT_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;
}

@InputType({ description: "Where to send a sign-in code, and the name for a new account." })
export class SendCodeInput {
  @Field(() => String, {
    description: `The e-mail address (at most ${ACCOUNT_LIMITS.email} characters); case and surrounding spaces do not matter.`,
  })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(ACCOUNT_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;

  @Field(() => String, {
    nullable: true,
    description: `The full name, at most ${ACCOUNT_LIMITS.fullName} characters: required for a new address (BAD_USER_INPUT without it), ignored for an existing account.`,
  })
  @IsOptional()
  @MaxLength(ACCOUNT_LIMITS.fullName, {
    message: `Name must be at most ${ACCOUNT_LIMITS.fullName} characters`,
  })
  fullName?: string | null;
}

@InputType({ description: "An e-mailed sign-in code and the address it was sent to." })
export class VerifyCodeInput {
  @Field(() => String, {
    description: "The address the code was sent to (as given to `sendSignInCode`).",
  })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(ACCOUNT_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;

  @Field(() => String, {
    description:
      "The code from the e-mail (`codeLength` digits). Five wrong tries end the code; too many wrong codes pause code sign-in for the address (RATE_LIMITED).",
  })
  @Matches(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), {
    message: `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from your e-mail`,
  })
  code: string;
}

@ArgsType()
export class ExchangeCodeArgs {
  @Field(() => String, {
    description:
      "The one-time `token` of `/auth/success?token=...` (valid 60 seconds, once, and only from the browser that finished the Google sign-in: its HttpOnly `istc_sign_in` cookie).",
  })
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: "This sign-in link has expired or was already used. Please sign in again.",
  })
  code: string;
}

@ArgsType()
export class SignInLinkArgs {
  @Field(() => String, {
    description: "The address the link was e-mailed to (the `email` of `/auth/link?email=...`).",
  })
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(ACCOUNT_LIMITS.email, { message: EMAIL_MESSAGE })
  email: string;

  @Field(() => String, {
    description: "The one-time `token` of `/auth/link?...&token=...` (valid 30 minutes, once).",
  })
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: `This sign-in link has expired, was already used, or is not for this address. Each link works once, within 30 minutes. Please sign in again.`,
  })
  token: string;
}
