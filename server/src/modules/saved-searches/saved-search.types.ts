import { Field, ID, Int, ObjectType } from "type-graphql";
import { AlertFrequency } from "../../graphql/frequency.type.js";

@ObjectType({
  description:
    "A smart-search query the member keeps: they are told of members who newly match it (verified members only, never themselves, once per member), as often as `alert` says.",
})
export class SavedSearch {
  @Field(() => ID, { description: "The saved search's id (a UUID)." })
  id: string;

  @Field(() => String, {
    description:
      "The query, as smart search reads it (spaces collapsed); open it as /search?q=<query>.",
  })
  query: string;

  @Field(() => AlertFrequency, {
    description:
      "How often new matches are e-mailed: at once, in the daily or weekly digest, or never (OFF: matches are still counted in newMatches, no notification).",
  })
  alert: AlertFrequency;

  @Field(() => Date, { description: "When it was saved (UTC)." })
  createdAt: Date;

  @Field(() => Int, {
    description:
      "Members who newly matched since the member last looked (markSavedSearchSeen), or since it was saved; members found when it was saved do not count.",
  })
  newMatches: number;

  @Field(() => Date, {
    nullable: true,
    description: "When the member last looked at its results (markSavedSearchSeen); null: never.",
  })
  lastViewedAt: Date | null;
}
