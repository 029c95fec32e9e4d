import { Field, Float, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { BUSINESS_LIMITS as L } from "#common/limits";
import { PageInfo } from "../../paging/connection.types.js";
import { BUSINESS_CATEGORIES } from "./business-category.js";

/** A business's category (GraphQL enum; REST speaks the labels). */
export enum BusinessCategory {
  MANUFACTURING = "MANUFACTURING",
  TOOL_ROOM_AND_DIES = "TOOL_ROOM_AND_DIES",
  AUTOMATION = "AUTOMATION",
  ELECTRICAL = "ELECTRICAL",
  CONSTRUCTION = "CONSTRUCTION",
  SOFTWARE_AND_IT = "SOFTWARE_AND_IT",
  TRAINING = "TRAINING",
  TRADING_AND_RETAIL = "TRADING_AND_RETAIL",
  SERVICES = "SERVICES",
  OTHER = "OTHER",
}
registerEnumType(BusinessCategory, {
  name: "BusinessCategory",
  description: "What a business does, as the directory groups businesses (categoryLabel reads it).",
  valuesConfig: Object.fromEntries(
    BUSINESS_CATEGORIES.map((c) => [c.name, { description: `The category "${c.label}".` }]),
  ),
});

@ObjectType({
  description:
    "A business an ISTCian runs, listed in the business directory. Seen by signed-in members; the website, phone and e-mail only by verified members.",
})
export class Business {
  @Field(() => ID, { description: "The business's id (a UUID)." })
  id: string;

  @Field(() => String, { description: `Its name, at most ${L.name} characters.` })
  name: string;

  @Field(() => BusinessCategory, { description: "Its category." })
  category: BusinessCategory;

  @Field(() => String, {
    description: 'The category as people read it, e.g. "Tool Room and Dies".',
  })
  categoryLabel: string;

  @Field(() => String, {
    description: `What it does, plain text, at most ${L.description} characters.`,
  })
  description: string;

  @Field(() => [String], {
    description: `The services or products it offers (at most ${L.services} tags).`,
  })
  services: string[];

  @Field(() => String, { description: "Where it is, as its owner wrote it." })
  location: string;

  @Field(() => String, {
    nullable: true,
    description: "The place the gazetteer reads the location as; null when unknown.",
  })
  placeName: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "Latitude of the place read; null when unknown (then it is not on the map).",
  })
  latitude: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Longitude of the place read; null when unknown (then it is not on the map).",
  })
  longitude: number | null;

  @Field(() => Int, { nullable: true, description: "The year it was founded, when given." })
  foundedYear: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The address of its logo (a WebP image, like User.profileImage); null when none.",
  })
  logo: string | null;

  @Field(() => Int, { description: "How many verified members recommend it." })
  recommendations: number;

  @Field(() => Boolean, { description: "Whether the signed-in member recommends it." })
  viewerRecommended: boolean;

  @Field(() => Date, { description: "When it was listed." })
  createdAt: Date;

  @Field(() => Date, { description: "When its listing last changed." })
  updatedAt: Date;

  /** The owner's id; `owner` resolves it. */
  ownerId: string;
  /** The contact fields; the field resolvers show them to verified viewers only. */
  website: string | null;
  phone: string | null;
  email: string | null;
}

@ObjectType({ description: "A page of businesses, with what the query was understood as." })
export class BusinessList {
  @Field(() => [Business], { description: "The businesses of this page, at most `first`." })
  nodes: Business[];

  @Field(() => Int, { description: "How many businesses match, across every page." })
  totalCount: number;

  @Field(() => PageInfo, { description: "Whether another page follows, and its cursor." })
  pageInfo: PageInfo;

  @Field(() => String, {
    nullable: true,
    description:
      'What the query was understood as, e.g. "Tool Room and Dies businesses in Ludhiana"; null without a query.',
  })
  interpretation: string | null;
}

@ObjectType({ description: "A place on the business map, with how many businesses are there." })
export class BusinessLocation {
  @Field(() => String, { description: "The gazetteer's id of the place." })
  placeId: string;

  @Field(() => String, { description: "The place's name." })
  name: string;

  @Field(() => Float, { description: "The place's latitude." })
  latitude: number;

  @Field(() => Float, { description: "The place's longitude." })
  longitude: number;

  @Field(() => Int, { description: "How many of the businesses found are there." })
  count: number;
}

@ObjectType({ description: "A business's recommendations after the signed-in member's change." })
export class BusinessRecommendation {
  @Field(() => Int, { description: "How many verified members recommend it now." })
  recommendations: number;

  @Field(() => Boolean, { description: "Whether the signed-in member recommends it now." })
  viewerRecommended: boolean;
}
