import { FileSpreadsheet, GraduationCap, UserCog } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { AdminUsersDocument, type AdminUsersQuery } from "../../gql/admin/graphql";
import { useMe } from "../../session/useMe";
import { usePagedQuery } from "../../lib/usePagedQuery";
import { usePageTitle } from "../../lib/usePageTitle";
import { useSelection } from "../../lib/useSelection";
import { AdminToolbar, STATUS_FILTERS } from "./AdminToolbar";
import { AdminUserCard } from "./AdminUserCard";
import { AuditPanel } from "./AuditPanel";
import { BulkActions } from "./BulkActions";
import { EraseMemberDialog } from "./EraseMemberDialog";
import { useErasure } from "./useErasure";
import { useVerification } from "./useVerification";
import "../../components/form/form.css";
import "./Admin.css";

// The moderation queue comes after the member list: its code loads on demand.
const ModerationQueue = lazy(() =>
  import("./ModerationQueue").then((m) => ({ default: m.ModerationQueue })),
);

const PAGE_SIZE = 20;
const FETCH_FAILED = { variant: "error", title: "Failed to fetch users" } as const;

/** The admin page has no hasNextPage: a cursor means another page. */
const adminUsersEnd = ({ adminUsers }: AdminUsersQuery) => ({
  hasNextPage: adminUsers.hasNextPage,
  endCursor: adminUsers.endCursor,
});

export default function Admin() {
  usePageTitle("Admin Panel");
  const toast = useToast();
  const [status, setStatus] = useState("all");
  const [search, setSearch] = useState("");
  const selection = useSelection();
  const { busy, change } = useVerification();
  const erasure = useErasure();
  const { me } = useMe();
  const filter = { ...STATUS_FILTERS[status].filter, search: search || null };
  const { data, loading, error, refetch, loadMore, loadingMore } = usePagedQuery(
    AdminUsersDocument,
    {
      variables: { filter, first: PAGE_SIZE },
      notifyOnNetworkStatusChange: true,
      pageEnd: adminUsersEnd,
      onLoadMoreError: () => toast(FETCH_FAILED),
    },
  );

  useEffect(() => {
    if (error) toast(FETCH_FAILED);
  }, [error, toast]);

  const page = data?.adminUsers;
  const users = page?.nodes ?? [];
  const selected = selection.of(users);

  // A new search or filter starts with nothing selected.
  const andClearSelection = (set: (value: string) => void) => (value: string) => {
    set(value);
    selection.clear();
  };

  async function verifySelected() {
    if (selected.length && (await change(selected, true))) selection.clear();
  }

  return (
    <div className="admin">
      <AdminTop />

      <div className="admin__layout">
        <section aria-labelledby="admin-members-title" className="admin__members">
          <h2 id="admin-members-title" className="sr-only">
            Members
          </h2>
          <AdminToolbar
            status={status}
            onSearch={andClearSelection(setSearch)}
            onStatus={andClearSelection(setStatus)}
          />

          {users.length > 0 && (
            <BulkActions
              shown={users.length}
              totalCount={page?.totalCount}
              selectedCount={selected.length}
              busy={busy.size > 0}
              onSelectAll={(on) =>
                on ? selection.setAll(users.map((u) => u.id)) : selection.clear()
              }
              onVerify={verifySelected}
            />
          )}

          {loading && !data ? (
            <Spinner label="Loading members" />
          ) : error && !data ? (
            <ListFailed onRetry={() => void refetch()} />
          ) : users.length === 0 ? (
            <div className="card admin__empty">
              <p>{search || status !== "all" ? "No members match." : "No members yet."}</p>
            </div>
          ) : (
            <ul className="admin__list">
              {users.map((user) => (
                <AdminUserCard
                  key={user.id}
                  user={user}
                  selected={selection.has(user.id)}
                  busy={busy.has(user.id)}
                  onSelect={(on) => selection.toggle(user.id, on)}
                  onToggle={() => change([user], !user.isVerified)}
                  onErase={user.id === me?.id ? undefined : () => erasure.ask(user)}
                />
              ))}
            </ul>
          )}

          {page?.endCursor && <LoadMoreButton loading={loadingMore} onClick={loadMore} />}
        </section>

        <AuditPanel />
      </div>
      <EraseMemberDialog erasure={erasure} />
    </div>
  );
}

/** The title, the way to user management, and the moderation queue. */
function AdminTop() {
  return (
    <>
      <div className="admin__top">
        <div>
          <h1>Admin Panel</h1>
          <p className="muted">
            Verify ISTCians, answer reports and keep the member list in order.
          </p>
        </div>
        <div className="admin__top-links">
          <Link to="/admin/roster" className="btn btn--secondary">
            <FileSpreadsheet aria-hidden="true" size={18} /> Roster
          </Link>
          <Link to="/admin/users" className="btn btn--secondary">
            <UserCog aria-hidden="true" size={18} /> User Management
          </Link>
          <Link to="/admin/mentorship" className="btn btn--secondary">
            <GraduationCap aria-hidden="true" size={18} /> Mentorship
          </Link>
        </div>
      </div>
      <Suspense fallback={<Spinner label="Loading reports" />}>
        <ModerationQueue />
      </Suspense>
    </>
  );
}

function ListFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div className="card admin__empty" role="alert">
      <p>Failed to fetch users</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick(): void }) {
  return (
    <button
      type="button"
      className="btn btn--secondary btn--block"
      onClick={onClick}
      disabled={loading}
    >
      {loading ? "Loading…" : "Load more"}
    </button>
  );
}
