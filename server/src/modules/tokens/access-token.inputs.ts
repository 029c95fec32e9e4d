import { IsIn, IsOptional, Matches, MaxLength } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { ACCESS_TOKEN_LIMITS } from "#common/limits";
import { TokenScopeEnum } from "./access-token.types.js";

export const EXPIRY_MESSAGE = `Expiry must be ${ACCESS_TOKEN_LIMITS.expiryDays.join(", ")} days, or none`;

@InputType({ description: "A new personal access token." })
export class CreateAccessTokenInput {
  @Field(() => String, {
    description: `What the token is for, e.g. "batch report script" (at most ${ACCESS_TOKEN_LIMITS.name} characters).`,
  })
  @Matches(/\S/, { message: "Token name is required" })
  @MaxLength(ACCESS_TOKEN_LIMITS.name, {
    message: `Token name must be at most ${ACCESS_TOKEN_LIMITS.name} characters`,
  })
  name: string;

  @Field(() => TokenScopeEnum, { description: "READ (queries only) or READ_WRITE." })
  scope: TokenScopeEnum;

  @Field(() => Int, {
    nullable: true,
    description: "Lifetime in days: 30, 90 or 365; null or omitted for a token that never expires.",
  })
  @IsOptional()
  @IsIn(ACCESS_TOKEN_LIMITS.expiryDays as number[], { message: EXPIRY_MESSAGE })
  expiresInDays?: number | null;
}
