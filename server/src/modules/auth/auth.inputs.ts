import { IsEmail, IsOptional, Matches, MaxLength } from "class-validator";
import { ArgsType, Field, InputType } from "type-graphql";

const EMAIL_MESSAGE = "Please enter a valid email address";

@ArgsType()
export class EmailStatusArgs {
  @Field(() => String)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  email: string;
}

@InputType()
export class SendCodeInput {
  @Field(() => String)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  email: string;

  @Field(() => String, {
    nullable: true,
    description: "Required for a new address; used only when the account is created.",
  })
  @IsOptional()
  @MaxLength(100, { message: "Name must be at most 100 characters" })
  fullName?: string | null;
}

@InputType()
export class VerifyCodeInput {
  @Field(() => String)
  @IsEmail({}, { message: EMAIL_MESSAGE })
  @MaxLength(254, { message: EMAIL_MESSAGE })
  email: string;

  @Field(() => String, { description: "The 6-digit code from the e-mail." })
  @Matches(/^\d{6}$/, { message: "Enter the 6-digit code from your e-mail" })
  code: string;
}
