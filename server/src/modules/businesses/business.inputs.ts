import { Field, InputType, Int } from "type-graphql";
import { ArrayMaxSize, IsOptional, MaxLength } from "class-validator";
import { BUSINESS_LIMITS as L } from "#common/limits";
import { BusinessCategory } from "./business.types.js";

// The exact limits are checked by the service after cleaning (control characters out, trimmed),
// with a message naming the field; these caps only refuse absurd input early.

@InputType({
  description:
    "A business's fields. Name and location required; the website https only; the year founded not in the future.",
})
export class BusinessInput {
  @Field(() => String, { description: `The name, 1 to ${L.name} characters.` })
  @MaxLength(L.name * 2, { message: `The name must be at most ${L.name} characters` })
  name: string;

  @Field(() => BusinessCategory, { description: "The category." })
  category: BusinessCategory;

  @Field(() => String, {
    description: `What it does, plain text, at most ${L.description} characters.`,
  })
  @MaxLength(L.description * 2, {
    message: `The description must be at most ${L.description} characters`,
  })
  description: string;

  @Field(() => [String], {
    description: `Services or products offered: at most ${L.services} tags of ${L.serviceMin} to ${L.service} characters (repeats ignoring case dropped).`,
  })
  @ArrayMaxSize(L.services * 4, { message: `List at most ${L.services} services or products` })
  @MaxLength(L.service * 4, {
    each: true,
    message: `Each service must be ${L.serviceMin} to ${L.service} characters`,
  })
  services: string[];

  @Field(() => String, {
    description: `Where it is, read by the gazetteer like a profile's location (1 to ${L.location} characters).`,
  })
  @MaxLength(L.location * 2, { message: `The location must be at most ${L.location} characters` })
  location: string;

  @Field(() => String, {
    nullable: true,
    description: `Its website: an https:// address, at most ${L.website} characters.`,
  })
  @IsOptional()
  @MaxLength(L.website * 2, { message: `The website must be at most ${L.website} characters` })
  website?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Its phone number, with the country code (8 to 15 digits).",
  })
  @IsOptional()
  @MaxLength(80, { message: "Enter the phone number with its country code, e.g. +91 98765 43210" })
  phone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Its e-mail address, at most ${L.email} characters.`,
  })
  @IsOptional()
  @MaxLength(L.email * 2, { message: `The e-mail address must be at most ${L.email} characters` })
  email?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `The year it was founded, ${L.foundedYearMin} to the current year.`,
  })
  foundedYear?: number | null;
}
