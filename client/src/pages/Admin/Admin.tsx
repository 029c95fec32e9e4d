import { useMutation, useQuery } from "@apollo/client/react";
import { Search, UserCog } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { ADMIN_LIMITS } from "#common/limits";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import {
  AdminAuditLogDocument,
  AdminStatsDocument,
  AdminUsersDocument,
  SetVerificationDocument,
  type AdminUserRowFragment,
  type AdminUsersFilter,
} from "../../gql/graphql";
import { usePageTitle } from "../../lib/usePageTitle";
import { AdminUserCard } from "./AdminUserCard";
import { AuditPanel } from "./AuditPanel";
import "../../components/form/form.css";
import "./Admin.css";

const PAGE_SIZE = 20;
const STATUS_FILTERS: Record<string, { label: string; filter: Omit<AdminUsersFilter, "search"> }> =
  {
    all: { label: "All members", filter: { status: "ALL" } },
    pending: { label: "Pending verification", filter: { status: "PENDING" } },
    verified: { label: "Verified", filter: { status: "VERIFIED" } },
    complete: { label: "Profile complete", filter: { status: "ALL", profileCompleted: true } },
    incomplete: { label: "Profile incomplete", filter: { status: "ALL", profileCompleted: false } },
  };
const REFRESH = [AdminStatsDocument, AdminAuditLogDocument];

export default function Admin() {
  usePageTitle("Admin Panel");
  const toast = useToast();
  const [status, setStatus] = useState("all");
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const filter = { ...STATUS_FILTERS[status].filter, search: search || null };
  const { data, loading, error, fetchMore, refetch } = useQuery(AdminUsersDocument, {
    variables: { filter, first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const [setVerification] = useMutation(SetVerificationDocument, { refetchQueries: REFRESH });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (error) toast({ variant: "error", title: "Failed to fetch users" });
  }, [error, toast]);

  const page = data?.adminUsers;
  const users = page?.nodes ?? [];

  async function change(targets: AdminUserRowFragment[], isVerified: boolean) {
    const ids = targets.map((u) => u.id);
    setBusy((b) => new Set([...b, ...ids]));
    try {
      await setVerification({ variables: { input: { userIds: ids, isVerified } } });
      const verb = isVerified ? "verified" : "unverified";
      toast({
        variant: "success",
        title:
          targets.length === 1
            ? `User ${targets[0].fullName} ${verb} successfully`
            : `${targets.length} users ${verb} successfully`,
      });
      return true;
    } catch {
      toast({ variant: "error", title: "Failed to update verification status" });
      return false;
    } finally {
      setBusy((b) => new Set([...b].filter((id) => !ids.includes(id))));
    }
  }

  async function verifySelected() {
    const targets = users.filter((u) => selected.has(u.id));
    if (targets.length && (await change(targets, true))) setSelected(new Set());
  }

  function select(id: string, on: boolean) {
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(typed.trim());
    setSelected(new Set());
  }

  async function loadMore() {
    if (!page?.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          adminUsers: {
            ...fetchMoreResult.adminUsers,
            nodes: [...(previous.adminUsers?.nodes ?? []), ...fetchMoreResult.adminUsers.nodes],
          },
        }),
      });
    } catch {
      toast({ variant: "error", title: "Failed to fetch users" });
    } finally {
      setLoadingMore(false);
    }
  }

  const allOnPage = users.length > 0 && users.every((u) => selected.has(u.id));
  const selectedCount = users.filter((u) => selected.has(u.id)).length;

  return (
    <div className="admin">
      <div className="admin__top">
        <div>
          <h1>Admin Panel</h1>
          <p className="muted">Verify ISTCians and keep the member list in order.</p>
        </div>
        <Link to="/admin/users" className="btn btn--secondary">
          <UserCog aria-hidden="true" size={18} /> User Management
        </Link>
      </div>

      <div className="admin__layout">
        <section aria-labelledby="admin-members-title" className="admin__members">
          <h2 id="admin-members-title" className="sr-only">
            Members
          </h2>
          <div className="card admin__toolbar">
            <form role="search" className="admin__search" onSubmit={submitSearch}>
              <label htmlFor="admin-search" className="field__label">
                Search members
              </label>
              <div className="admin__search-row">
                <input
                  id="admin-search"
                  type="search"
                  className="input"
                  placeholder="Name, e-mail or roll number"
                  maxLength={ADMIN_LIMITS.search}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                />
                <button type="submit" className="btn btn--primary">
                  <Search aria-hidden="true" size={18} /> Search
                </button>
              </div>
            </form>
            <div className="admin__filter">
              <label htmlFor="admin-status" className="field__label">
                Status
              </label>
              <select
                id="admin-status"
                className="input"
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value);
                  setSelected(new Set());
                }}
              >
                {Object.entries(STATUS_FILTERS).map(([value, { label }]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {users.length > 0 && (
            <div className="admin__bulk" role="group" aria-label="Bulk actions">
              <label className="admin__bulk-all">
                <input
                  type="checkbox"
                  checked={allOnPage}
                  onChange={(event) =>
                    setSelected(event.target.checked ? new Set(users.map((u) => u.id)) : new Set())
                  }
                />
                Select all shown
              </label>
              <span aria-live="polite" className="muted">
                {selectedCount > 0 ? `${selectedCount} selected` : ""}
              </span>
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={selectedCount === 0 || busy.size > 0}
                onClick={verifySelected}
              >
                Verify selected
              </button>
              {page && (
                <span className="muted admin__count">
                  Showing {users.length} of {page.totalCount}
                </span>
              )}
            </div>
          )}

          {loading && !data ? (
            <Spinner label="Loading members" />
          ) : error && !data ? (
            <div className="card admin__empty" role="alert">
              <p>Failed to fetch users</p>
              <button type="button" className="btn btn--secondary" onClick={() => refetch()}>
                Try again
              </button>
            </div>
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
                  selected={selected.has(user.id)}
                  busy={busy.has(user.id)}
                  onSelect={(on) => select(user.id, on)}
                  onToggle={() => change([user], !user.isVerified)}
                />
              ))}
            </ul>
          )}

          {page?.endCursor && (
            <button
              type="button"
              className="btn btn--secondary btn--block"
              onClick={loadMore}
              disabled={loadingMore}
            >
              {loadingMore ? "Loading…" : "Load more"}
            </button>
          )}
        </section>

        <AuditPanel />
      </div>
    </div>
  );
}
