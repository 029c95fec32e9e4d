import { Field, Float, Int, ObjectType } from "type-graphql";
import { PagedList } from "../../paging/connection.types.js";
import { User } from "../users/user.entity.js";
import type { Filter } from "./search-planner.js";

@ObjectType({
  description: "A page of the directory, by full name (then id), with an opaque cursor.",
})
export class MemberPage extends PagedList {
  @Field(() => [User], {
    description: "The verified members of this page, at most `first`.",
  })
  nodes: User[];

  @Field(() => Int, { description: "Members matching the filter, across all pages." })
  totalCount: number;
}

@ObjectType({
  description:
    "Verified members at one place: the place their current location resolves to, else the text as typed.",
})
export class LocationCount {
  @Field(() => String, {
    description:
      "Stable key: the resolved place id, or `t:` and the text as typed when unresolved.",
  })
  id: string;

  @Field(() => String, { description: 'Display name, e.g. "Ludhiana, Punjab".' })
  name: string;

  @Field(() => Int, { description: "How many verified members are at this place." })
  count: number;

  @Field(() => Float, {
    nullable: true,
    description:
      "The place's latitude in decimal degrees (the city's position, not the member's); null when unresolved.",
  })
  latitude: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "The place's longitude in decimal degrees (the city's position, not the member's); null when unresolved.",
  })
  longitude: number | null;
}

@ObjectType({ description: "How a smart search query was understood." })
export class SearchCriteria {
  @Field(() => [String], {
    description:
      'Places understood ("Punjab", "Chandigarh"); near a city reads "within 30 km of Mohali", a place left out "Outside Punjab".',
  })
  locations: string[];

  @Field(() => [Int], { description: 'Batch years understood ("2019 batch" -> 2019).' })
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

  @Field(() => Boolean, {
    description: 'Whether the query asks for current students ("students in Pune").',
  })
  currentStudents: boolean;
}

@ObjectType({
  description:
    'The broader reading of a query that asked for crafts or professions inside a trade ("electricians" inside Electrical).',
})
export class BroaderReading {
  @Field(() => String, {
    description: 'The trades or roles the crafts belong to, e.g. "Electrical".',
  })
  label: string;

  @Field(() => String, {
    description:
      'The query that asks for them whole, to search again ("electrical in Mohali" for "electricians in Mohali").',
  })
  query: string;
}

@ObjectType({
  description:
    "A page of smart search results, most relevant first (then by name and id), with how the query was understood.",
})
export class SmartSearchResult {
  @Field(() => [User], {
    description: "The verified members of this page, at most `first`, most relevant first.",
  })
  results: User[];

  @Field(() => Int, {
    description: "Members matching the query (and placeId, if given), across all pages.",
  })
  count: number;

  @Field(() => String, {
    nullable: true,
    description: "Pass as `after` for the next page (an opaque cursor); null when none follows.",
  })
  endCursor: string | null;

  @Field(() => Boolean, { description: "Whether another page follows this one." })
  hasNextPage: boolean;

  @Field(() => SearchCriteria, { description: "How the query was understood." })
  criteria: SearchCriteria;

  @Field(() => [String], {
    description:
      'Computed from the data: "Did you mean Chandigarh?", "No match in Mohali yet: 12 in Chandigarh (Civil)".',
  })
  suggestions: string[];

  @Field(() => String, { description: 'One sentence, e.g. "Mechanical located in Punjab".' })
  interpretation: string;

  @Field(() => BroaderReading, {
    nullable: true,
    description:
      'When the query asked for crafts inside a trade ("electricians"): the whole trade\'s reading ("Show all electrical"); null otherwise.',
  })
  broader: BroaderReading | null;

  /** The whole result set's filter (not a field): `locations` counts its places when asked for. */
  filter: Filter;

  /** The filter's places, when the search's own statement read them (not a field): `locations`. */
  places?: LocationCount[];

  /** The related members' filter (not a field): `related` and `relatedCount` read it when asked for. */
  relatedFilter: Filter | null;

  /** The placeId the results were narrowed to (not a field): related members are narrowed alike. */
  placeId: string | null;

  /** The related members read so far, per page size (not a field): one read for both fields. */
  relatedPages?: Map<number, Promise<{ nodes: User[]; totalCount: number }>>;
}
