import { Field, Float, Int, ObjectType } from "type-graphql";
import { User } from "../users/user.entity.js";

@ObjectType({ description: "A page of members, newest-relevant first, with an opaque cursor." })
export class MemberPage {
  @Field(() => [User])
  nodes: User[];

  @Field(() => Int, { description: "Total across all pages." })
  totalCount: number;

  @Field(() => String, {
    nullable: true,
    description: "Pass as `after` for the next page; null when none.",
  })
  endCursor: string | null;

  @Field(() => Boolean)
  hasNextPage: boolean;
}

@ObjectType({ description: "Verified members at one place." })
export class LocationCount {
  @Field(() => String, {
    description:
      "Stable key: the resolved place id, or `t:` and the text as typed when unresolved.",
  })
  id: string;

  @Field(() => String, { description: 'Display name, e.g. "Ludhiana, Punjab".' })
  name: string;

  @Field(() => Int)
  count: number;

  @Field(() => Float, { nullable: true, description: "City position only; null when unresolved." })
  latitude: number | null;

  @Field(() => Float, { nullable: true })
  longitude: number | null;
}

@ObjectType({ description: "How a smart search query was understood." })
export class SearchCriteria {
  @Field(() => [String], { description: 'Places understood ("Punjab", "Chandigarh").' })
  locations: string[];

  @Field(() => [Int])
  batchYears: number[];

  @Field(() => [String], {
    description: "Leftover words, searched in skills, bio, job title, company and name.",
  })
  keywords: string[];

  @Field(() => [String], {
    description: 'Trades and roles understood ("Mechanical", "Software engineer").',
  })
  roles: string[];

  @Field(() => [String], {
    description: 'Companies or kinds of employer ("Google", "Tech companies").',
  })
  employers: string[];

  @Field(() => Boolean)
  currentStudents: boolean;
}

@ObjectType()
export class SmartSearchResult {
  @Field(() => [User])
  results: User[];

  @Field(() => Int, { description: "Total across all pages." })
  count: number;

  @Field(() => String, { nullable: true })
  endCursor: string | null;

  @Field(() => Boolean)
  hasNextPage: boolean;

  @Field(() => SearchCriteria)
  criteria: SearchCriteria;

  @Field(() => [String], {
    description:
      'Computed from the data: "Did you mean Chandigarh?", "No match in Mohali yet: 12 in Chandigarh (Civil)".',
  })
  suggestions: string[];

  @Field(() => String, { description: 'One sentence, e.g. "Mechanical located in Punjab".' })
  interpretation: string;

  /** Computes the whole result set's places when the field is asked for. */
  loadLocations: () => Promise<LocationCount[]>;
}
