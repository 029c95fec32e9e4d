import { IsInt, IsOptional, Matches, Max, MaxLength, Min } from "class-validator";
import { Field, InputType, Int } from "type-graphql";
import { PROFILE_LIMITS } from "#common/limits";
import { FIRST_BATCH_YEAR, lastBatchYear } from "./roll-number.js";

const BATCH_YEAR_MESSAGE = `Batch year must be a year from ${FIRST_BATCH_YEAR} to next year`;

@InputType({
  description: "The three fields a profile needs to be complete, and optionally the batch year.",
})
export class CompleteProfileInput {
  @Field(() => String, {
    description: `The roll number, not blank, at most ${PROFILE_LIMITS.rollNumber} characters; with letters or digits; stored trimmed and upper-cased. CONFLICT if another member has the same number (compared by its letters and digits: ISTC2021MT001 is ISTC-2021-MT-001).`,
  })
  @Matches(/\S/, { message: "Roll number is required" })
  @MaxLength(PROFILE_LIMITS.rollNumber, {
    message: `Roll number must be at most ${PROFILE_LIMITS.rollNumber} characters`,
  })
  rollNumber: string;

  @Field(() => String, {
    description: `The trade, e.g. "Mechanical": not blank, at most ${PROFILE_LIMITS.trade} characters; stored trimmed.`,
  })
  @Matches(/\S/, { message: "Trade is required" })
  @MaxLength(PROFILE_LIMITS.trade, {
    message: `Trade must be at most ${PROFILE_LIMITS.trade} characters`,
  })
  trade: string;

  @Field(() => String, {
    description: `Where the member lives now, e.g. "Ludhiana, Punjab": not blank, at most ${PROFILE_LIMITS.currentLocation} characters; stored trimmed.`,
  })
  @Matches(/\S/, { message: "Current location is required" })
  @MaxLength(PROFILE_LIMITS.currentLocation, {
    message: `Current location must be at most ${PROFILE_LIMITS.currentLocation} characters`,
  })
  currentLocation: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "The batch year, from 1960 to next year; when omitted, the year the roll number starts with (e.g. ISTC-2019-... -> 2019), else the one stored.",
  })
  @IsOptional()
  @IsInt({ message: BATCH_YEAR_MESSAGE })
  @Min(FIRST_BATCH_YEAR, { message: BATCH_YEAR_MESSAGE })
  @Max(lastBatchYear(), { message: BATCH_YEAR_MESSAGE })
  batchYear?: number | null;
}
