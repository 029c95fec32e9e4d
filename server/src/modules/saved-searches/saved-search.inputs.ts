import { IsOptional, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import { SAVED_SEARCH_LIMITS as L } from "#common/limits";
import { AlertFrequency } from "../../graphql/frequency.type.js";

const QUERY_TOO_LONG = `Keep the search under ${L.query} characters`;

@InputType({ description: "A search to keep, and how often to be e-mailed of its new matches." })
export class SaveSearchInput {
  @Field(() => String, {
    description: `The smart-search query: refused as smart search refuses it (blank, no letters or digits, over ${L.query} characters).`,
  })
  @MaxLength(L.query, { message: QUERY_TOO_LONG })
  query: string;

  @Field(() => AlertFrequency, { description: "How often to e-mail its new matches." })
  alert: AlertFrequency;
}

@InputType({ description: "What to change of a saved search; omitted or null fields stay." })
export class UpdateSavedSearchInput {
  @Field(() => String, {
    nullable: true,
    description: `A new query (refused as smart search refuses it); the members it finds now are not alerted of.`,
  })
  @IsOptional()
  @MaxLength(L.query, { message: QUERY_TOO_LONG })
  query?: string | null;

  @Field(() => AlertFrequency, { nullable: true, description: "A new alert frequency." })
  @IsOptional()
  alert?: AlertFrequency | null;
}
