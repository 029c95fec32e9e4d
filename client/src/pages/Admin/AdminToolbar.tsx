import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { ADMIN_LIMITS } from "#common/limits";
import type { AdminUsersFilter } from "../../gql/admin/graphql";

export const STATUS_FILTERS: Record<
  string,
  { label: string; filter: Omit<AdminUsersFilter, "search"> }
> = {
  all: { label: "All members", filter: { status: "ALL" } },
  pending: { label: "Pending verification", filter: { status: "PENDING" } },
  verified: { label: "Verified", filter: { status: "VERIFIED" } },
  complete: { label: "Profile complete", filter: { status: "ALL", profileCompleted: true } },
  incomplete: { label: "Profile incomplete", filter: { status: "ALL", profileCompleted: false } },
};

interface AdminToolbarProps {
  status: string;
  onSearch(search: string): void;
  onStatus(status: string): void;
}

/** The member search (sent on submit) and the status filter (applied at once). */
export function AdminToolbar({ status, onSearch, onStatus }: AdminToolbarProps) {
  const [typed, setTyped] = useState("");

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }

  return (
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
          onChange={(event) => onStatus(event.target.value)}
        >
          {Object.entries(STATUS_FILTERS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
