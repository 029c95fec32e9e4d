import { IsInt, IsOptional, Matches, Max, MaxLength, Min } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { PROFILE_LIMITS } from "../../../../common/limits.js";
import { FIRST_BATCH_YEAR, lastBatchYear } from "./roll-number.js";

const BATCH_YEAR_MESSAGE = `Batch year must be a year from ${FIRST_BATCH_YEAR} to next year`;

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

  @Field(() => Int, {
    nullable: true,
    description:
      "The batch year; when omitted, the year the roll number starts with (e.g. ISTC-2019-... -> 2019).",
  })
  @IsOptional()
  @IsInt({ message: BATCH_YEAR_MESSAGE })
  @Min(FIRST_BATCH_YEAR, { message: BATCH_YEAR_MESSAGE })
  @Max(lastBatchYear(), { message: BATCH_YEAR_MESSAGE })
  batchYear?: number | null;
}
