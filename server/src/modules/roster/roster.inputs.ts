import { Field, InputType } from "type-graphql";

/** One row of a roster sent as data; every value is text, checked (with its line) by the import. */
@InputType({
  description:
    "One roster row sent as data rather than in a file. Every value is text and checked by the import: a row that cannot be used is reported with its line (the first row is line 2, as under a header), not refused with the request.",
})
export class RosterRowInput {
  @Field(() => String, { nullable: true, description: "The roll number (required by the row)." })
  rollNumber?: string | null;
  @Field(() => String, { nullable: true, description: "The full name (required by the row)." })
  fullName?: string | null;
  @Field(() => String, { nullable: true, description: 'The batch year, e.g. "2018".' })
  batchYear?: string | null;
  @Field(() => String, { nullable: true, description: 'The trade, e.g. "Tool and Die".' })
  trade?: string | null;
  @Field(() => String, { nullable: true, description: "An e-mail address." })
  email?: string | null;
}
