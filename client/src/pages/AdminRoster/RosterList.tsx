import { useMutation } from "@apollo/client/react";
import { Search, Trash2 } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { ROSTER_LIMITS } from "#common/limits";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import {
  DeleteRosterEntryDocument,
  RosterEntriesDocument,
  type RosterEntriesQuery,
} from "../../gql/admin/graphql";
import { errorMessage } from "../../lib/errors";
import { usePagedQuery } from "../../lib/usePagedQuery";

type Entry = RosterEntriesQuery["rosterEntries"]["nodes"][number];
const PAGE_SIZE = 20;
const FETCH_FAILED = { variant: "error", title: "Failed to load the roster" } as const;

/** The roster's entries: searched on submit, a page at a time, each deleted after a confirmation. */
export function RosterList() {
  const toast = useToast();
  const [search, setSearch] = useState("");
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const { data, loading, error, refetch, loadMore, loadingMore } = usePagedQuery(
    RosterEntriesDocument,
    {
      variables: { search: search || null, first: PAGE_SIZE },
      notifyOnNetworkStatusChange: true,
      pageEnd: ({ rosterEntries }) => rosterEntries,
      onLoadMoreError: () => toast(FETCH_FAILED),
    },
  );
  const [remove, { loading: removing }] = useMutation(DeleteRosterEntryDocument);

  useEffect(() => {
    if (error) toast(FETCH_FAILED);
  }, [error, toast]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove({
        variables: { id: deleting.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: "RosterEntry", id: deleting.id }) });
          cache.gc();
        },
      });
      toast({ variant: "success", title: "Roster entry deleted" });
      await refetch();
    } catch (err) {
      toast({
        variant: "error",
        title: "Error",
        description: errorMessage(err, "Failed to delete"),
      });
    } finally {
      setDeleting(null);
    }
  }

  const page = data?.rosterEntries;
  const entries = page?.nodes ?? [];
  return (
    <section className="card admin-roster__list" aria-labelledby="roster-list-title">
      <h2 id="roster-list-title" className="card__title">
        The roster{page ? ` (${page.totalCount.toLocaleString("en-IN")})` : ""}
      </h2>
      <RosterSearch onSearch={setSearch} />
      {loading && !data ? (
        <Spinner label="Loading the roster" />
      ) : error && !data ? (
        <div className="admin-roster__empty" role="alert">
          <p>Failed to load the roster</p>
          <button type="button" className="btn btn--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : entries.length === 0 ? (
        <p className="admin-roster__empty">
          {search ? "No roster entries match." : "The roster is empty: import a file above."}
        </p>
      ) : (
        <RosterEntries entries={entries} onDelete={setDeleting} />
      )}
      {page?.hasNextPage && (
        <button
          type="button"
          className="btn btn--secondary btn--block"
          onClick={loadMore}
          disabled={loadingMore}
        >
          {loadingMore ? "Loading…" : "Load more"}
        </button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete roster entry"
        message={`Delete ${deleting?.fullName} (${deleting?.rollNumber}) from the roster? Members it verified stay verified.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        destructive
        busy={removing}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/** The search box, sent on submit. */
function RosterSearch({ onSearch }: { onSearch(search: string): void }) {
  const [typed, setTyped] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }
  return (
    <form role="search" className="admin-roster__search" onSubmit={submit}>
      <label htmlFor="roster-search" className="field__label">
        Search the roster
      </label>
      <div className="admin-roster__search-row">
        <input
          id="roster-search"
          type="search"
          className="input"
          placeholder="Name or roll number"
          maxLength={ROSTER_LIMITS.search}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          <Search aria-hidden="true" size={18} /> Search
        </button>
      </div>
    </form>
  );
}

function RosterEntries({ entries, onDelete }: { entries: Entry[]; onDelete(entry: Entry): void }) {
  return (
    <ul className="admin-roster__entries">
      {entries.map((entry) => (
        <li key={entry.id} className="admin-roster__entry">
          <div>
            <span className="admin-roster__entry-name">{entry.fullName}</span>
            <span className="muted">
              {[entry.rollNumber, entry.batchYear, entry.trade, entry.email]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </div>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-label={`Delete ${entry.fullName} (${entry.rollNumber})`}
            onClick={() => onDelete(entry)}
          >
            <Trash2 aria-hidden="true" size={16} /> Delete
          </button>
        </li>
      ))}
    </ul>
  );
}
