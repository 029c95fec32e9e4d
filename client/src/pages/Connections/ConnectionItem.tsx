import { Check, MessageSquare, Undo2, UserMinus, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import type { ConnectionRowFragment } from "../../gql/graphql";
import type { ConnectionActions } from "./useConnectionActions";

/** Where the Message button leads: the conversation with the member (a new one if none yet). */
export const messagePath = (userId: string) => `/messages/to/${userId}`;

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

export type ConnectionKind = "incoming" | "outgoing" | "connected";

interface Props {
  connection: ConnectionRowFragment;
  kind: ConnectionKind;
  actions: ConnectionActions;
}

/** One request or connection: who, their note, and what the member can do with it. */
export function ConnectionItem({ connection: c, kind, actions }: Props) {
  const [confirming, setConfirming] = useState(false);
  const details = [c.user.trade, c.user.currentLocation].filter(Boolean).join(" · ");
  const since =
    kind === "incoming" ? "Asked on" : kind === "outgoing" ? "Sent on" : "Connected since";

  return (
    <li className="card connection">
      <Avatar name={c.user.fullName} src={c.user.profileImage} size="md" />
      <div className="connection__main">
        <p className="connection__name">
          <Link to={`/user/${c.user.id}`}>{c.user.fullName}</Link>
        </p>
        {details && <p className="muted connection__details">{details}</p>}
        {c.note && (
          <blockquote className="connection__note">
            <span className="sr-only">Note: </span>
            {c.note}
          </blockquote>
        )}
        <p className="muted connection__time">
          {since} <time dateTime={c.createdAt}>{day(c.createdAt)}</time>
        </p>
      </div>
      <div className="connection__actions">
        {kind === "incoming" && (
          <>
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={actions.busy}
              onClick={() => void actions.accept(c)}
              aria-label={`Accept ${c.user.fullName}`}
            >
              <Check aria-hidden="true" size={16} /> Accept
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={actions.busy}
              onClick={() => void actions.decline(c)}
              aria-label={`Decline ${c.user.fullName}`}
            >
              <X aria-hidden="true" size={16} /> Decline
            </button>
          </>
        )}
        {kind === "outgoing" && (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={actions.busy}
            onClick={() => void actions.withdraw(c)}
            aria-label={`Withdraw the request to ${c.user.fullName}`}
          >
            <Undo2 aria-hidden="true" size={16} /> Withdraw
          </button>
        )}
        {kind === "connected" && (
          <>
            <Link
              to={messagePath(c.user.id)}
              className="btn btn--primary btn--small"
              aria-label={`Message ${c.user.fullName}`}
            >
              <MessageSquare aria-hidden="true" size={16} /> Message
            </Link>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={actions.busy}
              onClick={() => setConfirming(true)}
              aria-label={`Remove ${c.user.fullName}`}
            >
              <UserMinus aria-hidden="true" size={16} /> Remove
            </button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remove connection?"
        message={`${c.user.fullName} will no longer be one of your connections. You can ask to connect again later.`}
        confirmLabel="Remove"
        busyLabel="Removing…"
        destructive
        busy={actions.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void actions.remove(c).then((done) => {
            if (!done) setConfirming(false);
          })
        }
      />
    </li>
  );
}
