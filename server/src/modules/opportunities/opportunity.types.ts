import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
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
      "The poster's e-mail address; null unless the opportunity's contactVisibility is on and the contact rule lets you see it (the poster, an admin, or a verified member as the poster's contact setting allows; see contactWithheld).",
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
      "True when the contact rule hides the poster's e-mail and phone from you (you are pending verification, or the poster's own contact setting keeps them to their connections or to nobody): they are null whatever contactVisibility says.",
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

export enum PostingRefusal {
  SIGNED_OUT = "SIGNED_OUT",
  PROFILE_INCOMPLETE = "PROFILE_INCOMPLETE",
  NOT_VERIFIED = "NOT_VERIFIED",
  NOT_POSTER = "NOT_POSTER",
}
registerEnumType(PostingRefusal, {
  name: "PostingRefusal",
  description:
    "Why the viewer may not post, or edit a post: what a screen offers next depends on it.",
  valuesConfig: {
    SIGNED_OUT: { description: "Nobody is signed in." },
    PROFILE_INCOMPLETE: {
      description: "The member's profile is not complete (roll number, trade, location).",
    },
    NOT_VERIFIED: { description: "The member is not (or no longer) verified by an admin." },
    NOT_POSTER: { description: "Only the member who posted an opportunity edits it." },
  },
});

@ObjectType({
  description:
    "Whether the viewer may post an opportunity (or edit one) now and, when not, why: the server's rule, so screens do not copy it.",
})
export class PostingPermission {
  @Field(() => Boolean, { description: "Whether the viewer may do it now." })
  allowed: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Why not, in a sentence to show as it is (e.g. "Please complete your profile to post opportunities."); null when allowed.',
  })
  reason: string | null;

  @Field(() => PostingRefusal, {
    nullable: true,
    description:
      "Why not, as a code to branch on (e.g. to offer Complete Profile); null when allowed.",
  })
  refusal: PostingRefusal | null;
}
