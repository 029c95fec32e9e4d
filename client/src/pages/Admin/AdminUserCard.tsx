import { BadgeCheck, CircleCheck, Hourglass, Trash2 } from "lucide-react";
import type { AdminUserCard_UserFragment } from "../../gql/admin/graphql";

interface AdminUserCardProps {
  user: AdminUserCard_UserFragment;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onToggle: () => void;
  /** Opens the account deletion; absent on the admin's own card. */
  onErase?: () => void;
}

const orNA = (value: string | null | undefined) => value || "N/A";

/** One member in the admin list: badges, details (N/A when empty) and the verification toggle. */
export function AdminUserCard({
  user,
  selected,
  busy,
  onSelect,
  onToggle,
  onErase,
}: AdminUserCardProps) {
  const titleId = `admin-user-${user.id}`;
  return (
    <li className="card admin-user" aria-labelledby={titleId}>
      <div className="admin-user__head">
        <input
          type="checkbox"
          className="admin-user__select"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${user.fullName}`}
        />
        <h2 id={titleId} className="admin-user__name">
          {user.fullName}
        </h2>
        <span className={user.isVerified ? "badge is-green" : "badge is-amber"}>
          {user.isVerified ? (
            <BadgeCheck aria-hidden="true" size={14} />
          ) : (
            <Hourglass aria-hidden="true" size={14} />
          )}
          {user.isVerified ? "Verified" : "Pending"}
        </span>
        {user.profileCompleted && (
          <span className="badge is-blue">
            <CircleCheck aria-hidden="true" size={14} />
            Profile Complete
          </span>
        )}
      </div>
      <dl className="admin-user__details">
        <div>
          <dt>Email</dt>
          <dd className="break-all">{orNA(user.email)}</dd>
        </div>
        <div>
          <dt>Roll</dt>
          <dd>{orNA(user.rollNumber)}</dd>
        </div>
        <div>
          <dt>Trade</dt>
          <dd>{orNA(user.trade)}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{orNA(user.currentLocation)}</dd>
        </div>
      </dl>
      {user.pendingReason && <p className="admin-user__reason">{user.pendingReason}</p>}
      {!user.isVerified && user.rosterEntry && (
        <p className="admin-user__roster">
          Roster:{" "}
          {[user.rosterEntry.fullName, user.rosterEntry.batchYear, user.rosterEntry.trade]
            .filter(Boolean)
            .join(", ")}
        </p>
      )}
      <div className="admin-user__actions">
        <button
          type="button"
          className={
            user.isVerified ? "btn btn--secondary btn--small" : "btn btn--primary btn--small"
          }
          onClick={onToggle}
          disabled={busy}
        >
          {user.isVerified ? "Unverify" : "Verify as ISTCian"}
        </button>
        {onErase && (
          <button
            type="button"
            className="btn btn--danger-outline btn--small"
            onClick={onErase}
            disabled={busy}
            aria-label={`Delete the account of ${user.fullName}`}
          >
            <Trash2 aria-hidden="true" size={14} /> Delete account
          </button>
        )}
      </div>
    </li>
  );
}
