import { Flag } from "lucide-react";
import { useState } from "react";
import { LoadMore } from "../../components/LoadMore/LoadMore";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { ReportsDocument, type ReportStatus } from "../../gql/admin/graphql";
import { errorMessage } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { ReportCard } from "./ReportCard";
import "./Moderation.css";

export const REPORTS_PAGE_SIZE = 20;

const TABS: { status: ReportStatus; label: string }[] = [
  { status: "OPEN", label: "Open" },
  { status: "RESOLVED", label: "Resolved" },
];

/** The moderation queue of /admin: reports of members and messages, open or resolved. */
export function ModerationQueue() {
  const toast = useToast();
  const [status, setStatus] = useState<ReportStatus>("OPEN");
  const { data, loading, error, refetch, loadMore, loadingMore } = usePagedQuery(ReportsDocument, {
    variables: { status, first: REPORTS_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
    pageEnd: (d) => d.reports,
    onLoadMoreError: (e) =>
      toast({
        variant: "error",
        title: "Could not load more reports",
        description: errorMessage(e, "Please try again"),
      }),
  });
  const page = data?.reports;

  return (
    <section className="card moderation" aria-labelledby="moderation-title">
      <div className="moderation__head">
        <h2 id="moderation-title" className="card__title">
          <Flag aria-hidden="true" size={18} /> Moderation queue
        </h2>
        <div className="moderation__tabs" role="group" aria-label="Reports to show">
          {TABS.map((tab) => (
            <button
              key={tab.status}
              type="button"
              className={`btn btn--small ${status === tab.status ? "btn--primary" : "btn--secondary"}`}
              aria-pressed={status === tab.status}
              onClick={() => setStatus(tab.status)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      {error && !page ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Could not load the reports.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : loading && !page ? (
        <Spinner label="Loading reports" />
      ) : page && page.items.length === 0 ? (
        <p className="muted">
          {status === "OPEN"
            ? "No open reports. Nothing needs a look."
            : "No resolved reports yet."}
        </p>
      ) : page ? (
        <>
          <ul
            className="moderation__list"
            aria-label={`${status === "OPEN" ? "Open" : "Resolved"} reports`}
          >
            {page.items
              .filter((r) => r.status === status)
              .map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  onResolved={() => refetch().catch(() => undefined)}
                />
              ))}
          </ul>
          <LoadMore
            hasMore={page.hasNextPage}
            loading={loadingMore}
            onLoadMore={loadMore}
            label="Show more reports"
          />
        </>
      ) : null}
    </section>
  );
}
