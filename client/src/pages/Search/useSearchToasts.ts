import { useCallback, useEffect, useRef } from "react";
import { useToast } from "../../components/Toast/useToast";
import { errorMessage } from "../../lib/errors";

interface SearchAnswer {
  query: string;
  placeId: string | null;
  loading: boolean;
  error: unknown;
  count: number | undefined;
}

/**
 * One toast per search: 'Search failed' or 'No results found'. `again()` lets the next answer to
 * the same search toast once more (the member ran it again).
 */
export function useSearchToasts({ query, placeId, loading, error, count }: SearchAnswer) {
  const toast = useToast();
  const toasted = useRef<string | null>(null);
  const searchKey = `${query}\n${placeId ?? ""}`;
  useEffect(() => {
    if (!query || loading || toasted.current === searchKey) return;
    if (error) {
      toasted.current = searchKey;
      toast({
        title: "Search failed",
        description: errorMessage(error, "Please try again"),
        variant: "error",
      });
    } else if (count !== undefined) {
      toasted.current = searchKey;
      if (count === 0) {
        toast({ title: "No results found", description: "Try different search terms" });
      }
    }
  }, [query, loading, error, count, searchKey, toast]);

  return useCallback(() => {
    toasted.current = null;
  }, []);
}
