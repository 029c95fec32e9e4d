import { CalendarSync, Copy, RefreshCw, Trash2 } from "lucide-react";
import { useId } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { Spinner } from "../../components/Spinner";
import { errorMessage } from "../../lib/errors";
import { useCalendarFeed } from "./useCalendarFeed";

/**
 * The member's private calendar feed: a secret address calendar apps subscribe to, listing the
 * events they are going to. Copy it, make a new one (the old one stops working) or turn it off.
 */
export function CalendarFeedPanel() {
  const headingId = useId();
  const urlId = useId();
  const f = useCalendarFeed();

  return (
    <section className="card calendar-feed" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        <CalendarSync aria-hidden="true" size={20} /> Your calendar feed
      </h2>
      <p className="muted">
        Subscribe to this private address in Google Calendar, Outlook or Apple Calendar: it lists
        the events you are going to and keeps them up to date. Keep it to yourself.
      </p>
      {f.loading && !f.data ? (
        <Spinner label="Loading your calendar feed" />
      ) : f.error && !f.data ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(f.error, "Could not load your calendar feed.")}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => f.refetch().catch(() => undefined)}
          >
            Try again
          </button>
        </div>
      ) : f.feed ? (
        <>
          <label className="field__label" htmlFor={urlId}>
            Feed address
          </label>
          <input
            id={urlId}
            className="input calendar-feed__url"
            readOnly
            value={f.feed.url}
            onFocus={(e) => e.target.select()}
          />
          <div className="actions">
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => void f.copy(f.feed!.url)}
            >
              <Copy aria-hidden="true" size={16} /> Copy address
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => f.setConfirming("renew")}
            >
              <RefreshCw aria-hidden="true" size={16} /> Make a new address
            </button>
            <button
              type="button"
              className="btn btn--danger-outline btn--small"
              onClick={() => f.setConfirming("revoke")}
            >
              <Trash2 aria-hidden="true" size={16} /> Turn off
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={f.creating}
          onClick={() => void f.make()}
        >
          <CalendarSync aria-hidden="true" size={16} />{" "}
          {f.creating ? "Making…" : "Get my feed address"}
        </button>
      )}
      <ConfirmDialog
        open={f.confirming === "renew"}
        title="Make a new feed address?"
        message="The current address stops working: calendars subscribed to it no longer update until you subscribe them to the new one."
        confirmLabel="Make a new address"
        busyLabel="Making…"
        busy={f.creating}
        onConfirm={() => void f.make()}
        onCancel={() => f.setConfirming(null)}
      />
      <ConfirmDialog
        open={f.confirming === "revoke"}
        title="Turn off your calendar feed?"
        message="The address stops working: calendars subscribed to it no longer update. You can get a new address later."
        confirmLabel="Turn off"
        busyLabel="Turning off…"
        destructive
        busy={f.revoking}
        onConfirm={() => void f.turnOff()}
        onCancel={() => f.setConfirming(null)}
      />
    </section>
  );
}
