import type { DocumentNode, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";

/** Where a page ends: whether another follows, and the cursor that fetches it. */
export interface PageEnd {
  hasNextPage: boolean;
  endCursor?: string | null;
}

export type PagedQueryOptions<TData, TVariables extends OperationVariables> = useQuery.Options<
  TData,
  TVariables
> & {
  /** Reads the end of the current page from the query's data. */
  pageEnd: (data: TData) => PageEnd | undefined;
  /** Called when a further page fails; the pages already shown stay. */
  onLoadMoreError?: (error: unknown) => void;
};

/**
 * `useQuery` for a paged field. The cache's field policy (lib/paging.ts) appends each further
 * page, so a screen only calls `loadMore`: it fetches the page after `endCursor`, once at a time.
 */
export function usePagedQuery<TData, TVariables extends OperationVariables>(
  document: DocumentNode | TypedDocumentNode<TData, TVariables>,
  { pageEnd, onLoadMoreError, ...options }: PagedQueryOptions<TData, TVariables>,
) {
  const result = useQuery<TData, TVariables>(
    document,
    options as useQuery.Options<TData, TVariables>,
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const busy = useRef(false);
  const end = result.data ? pageEnd(result.data as TData) : undefined;
  const hasNextPage = Boolean(end?.hasNextPage);
  const { fetchMore } = result;
  const cursor = end?.endCursor ?? null;
  const onError = useRef(onLoadMoreError);
  useEffect(() => {
    onError.current = onLoadMoreError;
  });

  const loadMore = useCallback(async () => {
    if (!hasNextPage || !cursor || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: cursor } as unknown as Partial<TVariables> });
    } catch (error) {
      onError.current?.(error);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [hasNextPage, cursor, fetchMore]);

  return { ...result, loadMore, loadingMore, hasNextPage };
}
