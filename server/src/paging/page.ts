import { badInput } from "../errors.js";

/**
 * The paging kit every paged list uses (directory, smart search, opportunities, the admin lists):
 * what a caller asks for (`PageArgs`), how big a page may be (`PageSizes`), and the one shape a page
 * answers (`Connection`), built by `toConnection` from the rows read with `LIMIT first + 1`. The
 * cursors themselves are cursor.ts's. No transport types here: services use it.
 */

/** What a caller asks of a paged list: how many items, and the `endCursor` of the page before. */
export interface PageArgs {
  /** Items on the page; the list's default when null or omitted. */
  first?: number | null;
  /** The previous page's `endCursor`; null or omitted for the first page. */
  after?: string | null;
}

/** A list's page sizes (from common/limits.ts) and the words of its refusal. */
export interface PageSizes {
  /** Items on a page when `first` is omitted. */
  defaultSize: number;
  /** The most items one request may ask for. */
  maxSize: number;
  /** The BAD_USER_INPUT message (on `first`) for a size outside 1..maxSize. */
  message: string;
}

/** One page of a list: the shape every paged list answers. */
export interface Connection<T> {
  /** The items of this page, at most `first`. */
  nodes: T[];
  /** Items matching the list's filter across every page, for lists that count them. */
  totalCount?: number;
  /** Whether another page follows this one. */
  hasNextPage: boolean;
  /** The cursor to pass as `after` for the next page; null on the last page. */
  endCursor: string | null;
}

/** A page of a list that counts its matches. */
export type CountedConnection<T> = Connection<T> & { totalCount: number };

/** The page size asked for (the default when omitted), or BAD_USER_INPUT on `first`. */
export function pageSize(first: number | null | undefined, sizes: PageSizes): number {
  const size = first ?? sizes.defaultSize;
  if (!Number.isInteger(size) || size < 1 || size > sizes.maxSize) {
    throw badInput(sizes.message, "first");
  }
  return size;
}

/**
 * A page from the rows read with `LIMIT first + 1`: the extra row only says that another page follows.
 * `endCursor` is the last shown row's cursor when one does, and null on the last page.
 */
export function toConnection<T>(
  rows: readonly T[],
  first: number,
  cursorOf: (last: T) => string,
): Connection<T>;
export function toConnection<T>(
  rows: readonly T[],
  first: number,
  cursorOf: (last: T) => string,
  totalCount: number,
): CountedConnection<T>;
export function toConnection<T>(
  rows: readonly T[],
  first: number,
  cursorOf: (last: T) => string,
  totalCount?: number,
): Connection<T> {
  const nodes = rows.slice(0, first);
  const hasNextPage = rows.length > first && nodes.length > 0;
  return {
    nodes,
    ...(totalCount === undefined ? {} : { totalCount }),
    hasNextPage,
    endCursor: hasNextPage ? cursorOf(nodes[nodes.length - 1]) : null,
  };
}

/** The same page with its nodes mapped (e.g. ids to loaded records), keeping the paging fields. */
export async function mapNodes<C extends Connection<unknown>, U>(
  page: C,
  load: (nodes: C["nodes"]) => Promise<U[]>,
): Promise<Omit<C, "nodes"> & { nodes: U[] }> {
  return { ...page, nodes: await load(page.nodes) };
}
