import { Field, ID, Int, ObjectType } from "type-graphql";
import { Opportunity } from "./opportunity.entity.js";

export { OpportunityType, type OpportunityTypeValue } from "./opportunity-type.js";

@ObjectType({ description: "Who posted an opportunity, from their current profile." })
export class OpportunityPoster {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  fullName: string;

  @Field(() => String, { nullable: true })
  profileImage: string | null;

  @Field(() => Boolean)
  isVerified: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Null unless the opportunity's contactVisibility is on.",
  })
  email: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Null unless the opportunity's contactVisibility is on (or none is set).",
  })
  phoneNumber: string | null;
}

@ObjectType()
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page." })
  endCursor: string | null;
}

@ObjectType({ description: "The counts shown on the board (there is no collab counter)." })
export class OpportunityStats {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  jobs: number;

  @Field(() => Int)
  internships: number;

  @Field(() => Int)
  freelance: number;

  @Field(() => Int)
  services: number;

  @Field(() => Int, { description: "Opportunities the signed-in member posted." })
  myPosts: number;
}

@ObjectType({ description: "A page of the board, newest first." })
export class OpportunityConnection {
  @Field(() => [Opportunity])
  nodes: Opportunity[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;
}
