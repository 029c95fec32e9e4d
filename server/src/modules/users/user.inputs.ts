import { Matches, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";

/** Limits shared with the client forms. */
export const PROFILE_LIMITS = { rollNumber: 30, trade: 100, currentLocation: 100 } as const;

@InputType()
export class CompleteProfileInput {
  @Field(() => String)
  @Matches(/\S/, { message: "Roll number is required" })
  @MaxLength(PROFILE_LIMITS.rollNumber, {
    message: `Roll number must be at most ${PROFILE_LIMITS.rollNumber} characters`,
  })
  rollNumber: string;

  @Field(() => String)
  @Matches(/\S/, { message: "Trade is required" })
  @MaxLength(PROFILE_LIMITS.trade, {
    message: `Trade must be at most ${PROFILE_LIMITS.trade} characters`,
  })
  trade: string;

  @Field(() => String)
  @Matches(/\S/, { message: "Current location is required" })
  @MaxLength(PROFILE_LIMITS.currentLocation, {
    message: `Current location must be at most ${PROFILE_LIMITS.currentLocation} characters`,
  })
  currentLocation: string;
}
