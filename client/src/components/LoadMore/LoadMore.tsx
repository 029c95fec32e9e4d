import { useEffect, useRef } from "react";
import { Spinner } from "../Spinner";
import "./LoadMore.css";

interface LoadMoreProps {
  /** Whether another page exists. */
  hasMore: boolean;
  /** A page is on its way. */
  loading: boolean;
  onLoadMore(): void;
  /** What the button says, e.g. "Show more ISTCians". */
  label?: string;
}

/**
 * The end of an endless list: the next page loads when this comes into view
 * (IntersectionObserver), and a button does the same for keyboards, old browsers and anyone who
 * prefers to ask.
 */
export function LoadMore({ hasMore, loading, onLoadMore, label = "Load more" }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ loading, onLoadMore });
  useEffect(() => {
    latest.current = { loading, onLoadMore };
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !latest.current.loading) {
          latest.current.onLoadMore();
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  if (!hasMore) return null;
  return (
    <div className="load-more" ref={sentinel}>
      {loading ? (
        <Spinner label="Loading more" />
      ) : (
        <button type="button" className="btn btn--secondary" onClick={onLoadMore}>
          {label}
        </button>
      )}
    </div>
  );
}
