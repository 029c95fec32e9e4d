import { GraphQLUpload } from "graphql-upload-minimal";
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { ROSTER_LIMITS } from "#common/limits";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { pageArgsType, withPageInfo } from "../../paging/connection.types.js";
import type { PageArgs } from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import type { AuditActor } from "../admin/audit-log.js";
import type { RosterUpload } from "./roster-file.js";
import type { RosterSource } from "./roster-reader.js";
import { RosterRowInput } from "./roster.inputs.js";
import { RosterEntryPage, RosterImportResult, RosterPreviewResult } from "./roster.types.js";

const RosterPageArgs = pageArgsType(LIST_PAGES.adminLists, {
  items: "Entries",
  after:
    "The `endCursor` of the previous page; omit for the first page. A cursor whose entry no longer exists is BAD_USER_INPUT: start again.",
  defaultInSchema: true,
});

const FILE = `A CSV (comma, semicolon or tab separated, UTF-8) or Excel .xlsx file (its first sheet), at most ${ROSTER_LIMITS.maxBytes.toLocaleString("en")} bytes (PAYLOAD_TOO_LARGE) and ${ROSTER_LIMITS.maxRows.toLocaleString("en")} rows, sent as a GraphQL multipart request (header \`apollo-require-preflight: true\`). Its first line names the columns, matched loosely: roll_number ("Roll No"), full_name ("Name"), and optionally batch_year ("Batch", "Year"), trade ("Course") and email ("E-mail"). Give the file or rows, not both.`;
const ROWS = `The roster as rows instead of a file (at most ${ROSTER_LIMITS.maxRows.toLocaleString("en")}); give the file or rows, not both.`;

const sourceOf = (
  file: Promise<RosterUpload> | null | undefined,
  rows: RosterRowInput[] | null | undefined,
): RosterSource => ({
  file,
  rows: rows?.map((r) => ({
    roll_number: r.rollNumber,
    full_name: r.fullName,
    batch_year: r.batchYear,
    trade: r.trade,
    email: r.email,
  })),
});

const actorOf = (ctx: Context): AuditActor => ({
  userId: ctx.viewer!.system ? null : ctx.viewer!.user.id,
  name: ctx.viewer!.user.fullName,
});

@Resolver()
export class RosterResolver {
  @Auth("ADMIN")
  @Mutation(() => RosterPreviewResult, {
    description:
      "A dry run of importRoster: rows read, valid rows, each invalid row with its line and reason, and the pending members it would verify. Nothing changes. A file that cannot be read, or without a roll number or name column, is BAD_USER_INPUT. Admins only.",
  })
  previewRoster(
    @Arg("file", () => GraphQLUpload, { nullable: true, description: FILE })
    file: Promise<RosterUpload> | null,
    @Arg("rows", () => [RosterRowInput], { nullable: true, description: ROWS })
    rows: RosterRowInput[] | null,
    @Ctx() ctx: Context,
  ): Promise<RosterPreviewResult> {
    return ctx.services.roster.preview(sourceOf(file, rows));
  }

  @Auth("ADMIN")
  @Mutation(() => RosterImportResult, {
    description:
      "Imports a roster: a new roll number is added, a changed row updates its entry, an unchanged one is left alone (the same file twice changes nothing); invalid rows are left out and reported. Pending members whose roll number and name match are verified (audited, and told). Admins only.",
  })
  importRoster(
    @Arg("file", () => GraphQLUpload, { nullable: true, description: FILE })
    file: Promise<RosterUpload> | null,
    @Arg("rows", () => [RosterRowInput], { nullable: true, description: ROWS })
    rows: RosterRowInput[] | null,
    @Ctx() ctx: Context,
  ): Promise<RosterImportResult> {
    return ctx.services.roster.import(actorOf(ctx), sourceOf(file, rows));
  }

  @Auth("ADMIN")
  @Query(() => RosterEntryPage, {
    description:
      "The roster, newest entry first, a page at a time, searched by name or roll number. Admins only (an API token needs READ_WRITE).",
  })
  async rosterEntries(
    @Arg("search", () => String, {
      nullable: true,
      description: `Part of a name or roll number (case-insensitive, literal), or a roll number written any way; at most ${ROSTER_LIMITS.search} characters.`,
    })
    search: string | null,
    @Args(() => RosterPageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<RosterEntryPage> {
    return withPageInfo(await ctx.services.roster.list(search, page));
  }

  @Auth("ADMIN")
  @Mutation(() => ID, {
    description:
      "Deletes one roster entry (members it verified stay verified) and answers its id; NOT_FOUND if it is not there. Admins only.",
  })
  deleteRosterEntry(
    @Arg("id", () => ID, { description: "The entry's id." }) id: string,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return ctx.services.roster.remove(id);
  }
}
