import { Field, ID, Int, ObjectType } from "type-graphql";
import { PagedList } from "../../paging/connection.types.js";
import { Opportunity } from "./opportunity.entity.js";

export { OpportunityType, type OpportunityTypeValue } from "./opportunity-type.js";

@ObjectType({ description: "Who posted an opportunity, from their current profile." })
export class OpportunityPoster {
  @Field(() => ID, { description: "The poster's user id (the same as `postedBy`)." })
  id: string;

  @Field(() => String, {
    description: 'The poster\'s current full name; "Former member" if the account is gone.',
  })
  fullName: string;

  @Field(() => String, {
    nullable: true,
    description: "The poster's photo address (`/images/<id>.webp`); null when none.",
  })
  profileImage: string | null;

  @Field(() => Boolean, { description: "Whether the poster is a verified member now." })
  isVerified: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "The poster's e-mail address; null unless the opportunity's contactVisibility is on and the contact rule lets you see it (you are the poster, verified or an admin; see contactWithheld).",
  })
  email: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The poster's phone number; null unless the opportunity's contactVisibility is on, the contact rule lets you see it (as email) and the poster has one.",
  })
  phoneNumber: string | null;

  @Field(() => Boolean, {
    description:
      "True when the contact rule hides the poster's e-mail and phone from you (a member pending verification): they are null whatever contactVisibility says.",
  })
  contactWithheld: boolean;
}

@ObjectType({ description: "The counts shown on the board (there is no collab counter)." })
export class OpportunityStats {
  @Field(() => Int, {
    description: "Every opportunity on the board, of every kind (Collab included).",
  })
  total: number;

  @Field(() => Int, { description: "Opportunities of type JOB." })
  jobs: number;

  @Field(() => Int, { description: "Opportunities of type INTERNSHIP." })
  internships: number;

  @Field(() => Int, { description: "Opportunities of type FREELANCE." })
  freelance: number;

  @Field(() => Int, { description: "Opportunities of type SERVICE." })
  services: number;

  @Field(() => Int, { description: "Opportunities the signed-in member posted." })
  myPosts: number;
}

@ObjectType({ description: "A page of the board, newest first (then by id)." })
export class OpportunityConnection extends PagedList {
  @Field(() => [Opportunity], { description: "The posts of this page, at most `first`." })
  nodes: Opportunity[];
}
