import { Matches, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { PROFILE_LIMITS } from "../../../../common/limits.js";

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
