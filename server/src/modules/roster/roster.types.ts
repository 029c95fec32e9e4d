import { Field, ID, Int, ObjectType } from "type-graphql";
import { PagedList } from "../../paging/connection.types.js";
import type { RosterProblem } from "./roster-columns.js";
import type { RosterImport, RosterMatch, RosterPreview } from "./roster.service.js";

@ObjectType("RosterEntry", {
  description:
    "One line of the centre's roster, as an admin imported it: unique by the roll number's letters and digits. Admins only.",
})
export class RosterEntryType {
  @Field(() => ID, { description: "The entry's id; also the cursor of `rosterEntries`." })
  id: string;
  @Field(() => String, { description: "The roll number as the roster writes it, upper-cased." })
  rollNumber: string;
  @Field(() => String, { description: "The name on the roster." })
  fullName: string;
  @Field(() => Int, { nullable: true, description: "The batch year, when the roster gives one." })
  batchYear: number | null;
  @Field(() => String, { nullable: true, description: "The trade, when the roster gives one." })
  trade: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The e-mail address, lower-cased, when the roster gives one.",
  })
  email: string | null;
  @Field(() => Date, { description: "When the entry was first imported (UTC)." })
  createdAt: Date;
  @Field(() => Date, { description: "When an import last changed the entry (UTC)." })
  updatedAt: Date;
}

@ObjectType("RosterProblem", {
  description: "A roster row that cannot be imported: its line (the header is line 1) and why.",
})
export class RosterProblemType implements RosterProblem {
  @Field(() => Int, { description: "The row's line in the file; the header is line 1." })
  line: number;
  @Field(() => String, { description: "Why the row cannot be imported, in a sentence." })
  reason: string;
}

@ObjectType("RosterMatch", {
  description:
    "A pending member whose roll number and name are on the roster: verified by an import (or would be).",
})
export class RosterMatchType implements RosterMatch {
  @Field(() => ID, { description: "The member's user id." })
  userId: string;
  @Field(() => String, { description: "The member's full name." })
  fullName: string;
  @Field(() => String, { description: "The member's roll number, as the member typed it." })
  rollNumber: string;
}

const LISTED = "at most 1,000 listed; the count is always whole";

@ObjectType({
  description: "What importing a roster would do (a dry run: nothing changes).",
})
export class RosterPreviewResult implements RosterPreview {
  @Field(() => Int, { description: "Rows read, the header not counted (blank lines skipped)." })
  rows: number;
  @Field(() => Int, { description: "Rows that can be imported." })
  valid: number;
  @Field(() => Int, { description: "Rows that cannot be imported." })
  invalidCount: number;
  @Field(() => [RosterProblemType], {
    description: `The rows that cannot be imported, in file order (${LISTED} in invalidCount).`,
  })
  invalid: RosterProblemType[];
  @Field(() => [RosterMatchType], {
    description: `The pending members the import would verify (${LISTED.replace("; the count is always whole", "")}).`,
  })
  wouldVerify: RosterMatchType[];
}

@ObjectType({ description: "What an import of a roster did." })
export class RosterImportResult implements RosterImport {
  @Field(() => Int, { description: "New roster entries (roll numbers not on the roster before)." })
  imported: number;
  @Field(() => Int, { description: "Entries whose name, batch year, trade or e-mail changed." })
  updated: number;
  @Field(() => Int, { description: "Rows that could not be imported (left out)." })
  invalidCount: number;
  @Field(() => [RosterProblemType], {
    description: `The rows left out, with their line and reason (${LISTED} in invalidCount).`,
  })
  invalid: RosterProblemType[];
  @Field(() => [RosterMatchType], {
    description:
      "The pending members this import verified (each told, and each verification in the audit log).",
  })
  verifiedNow: RosterMatchType[];
}

@ObjectType({
  description:
    "A page of the roster, newest entry first (then by id), with a cursor to the next page.",
})
export class RosterEntryPage extends PagedList {
  @Field(() => [RosterEntryType], { description: "The entries of this page, at most `first`." })
  nodes: RosterEntryType[];
  @Field(() => Int, { description: "Entries matching the search, on every page." })
  totalCount: number;
}
