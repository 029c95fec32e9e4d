import { ArgsType, Field, Int, ObjectType } from "type-graphql";
import type { Connection, PageArgs, PageSizes } from "./page.js";

/**
 * The GraphQL side of the paging kit (page.ts): the arguments of a paged field and the fields every
 * page type shares. A page type extends `PagedList` and adds its `nodes` (and `totalCount` when it
 * counts); its resolver answers `withPageInfo(connection)`.
 */

@ObjectType({ description: "Where a page of a list ends, and whether another follows." })
export class PageInfo {
  @Field(() => Boolean, { description: "Whether another page follows this one." })
  hasNextPage: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "Pass as `after` for the next page (an opaque cursor); null on the last page (hasNextPage false).",
  })
  endCursor: string | null;
}

/** The paging fields of every page type: `hasNextPage`, `endCursor` and the same in `pageInfo`. */
@ObjectType({
  description:
    "The paging fields every page type shares (not in the schema: only its subtypes are).",
})
export abstract class PagedList {
  @Field(() => Boolean, { description: "Whether another page follows this one." })
  hasNextPage: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "Pass as `after` for the next page (an opaque cursor); null on the last page (hasNextPage false).",
  })
  endCursor: string | null;

  @Field(() => PageInfo, {
    description: "hasNextPage and endCursor again, where Relay-style clients look for them.",
  })
  pageInfo: PageInfo;
}

/** A page as its GraphQL type answers it: the connection, with `pageInfo` filled in. */
export function withPageInfo<C extends Connection<unknown>>(page: C): C & { pageInfo: PageInfo } {
  return { ...page, pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor } };
}

interface PageArgsText {
  /** What the list holds, capitalised, for the description of `first` ("Posts", "Entries"). */
  items: string;
  /** The description of `after`. */
  after: string;
  /**
   * Whether the schema states the default (`first: Int! = 20`); else `first: Int`, null meaning
   * the default. Each list keeps the argument type it was released with.
   */
  defaultInSchema: boolean;
}

/** The `first` and `after` arguments of a paged field, described with the list's sizes. */
export function pageArgsType(sizes: PageSizes, text: PageArgsText) {
  const first = `${text.items} per page, 1 to ${sizes.maxSize} (BAD_USER_INPUT otherwise); ${sizes.defaultSize} when omitted.`;

  @ArgsType()
  class PageArgsType implements PageArgs {
    @Field(
      () => Int,
      text.defaultInSchema
        ? { defaultValue: sizes.defaultSize, description: first }
        : { nullable: true, description: first },
    )
    first?: number | null;

    @Field(() => String, { nullable: true, description: text.after })
    after?: string | null;
  }
  return PageArgsType;
}
