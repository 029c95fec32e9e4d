import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { useToast } from "../../components/Toast/useToast";
import {
  ResolveReportDocument,
  type ReportAction,
  type ReportRowFragment,
} from "../../gql/admin/graphql";
import { errorMessage } from "../../lib/errors";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

const ACTIONS: Record<
  ReportAction,
  { label: string; title: string; message: (r: ReportRowFragment) => string; done: string }
> = {
  DISMISS: {
    label: "Dismiss",
    title: "Dismiss this report?",
    message: () => "Nothing changes for the member; the report moves to Resolved.",
    done: "Report dismissed",
  },
  REMOVE_MESSAGE: {
    label: "Remove message",
    title: "Remove the reported message?",
    message: (r) =>
      `The message of ${r.message?.sender.fullName ?? "the member"} will read "removed by an admin" for both members.`,
    done: "Message removed",
  },
  SUSPEND_MEMBER: {
    label: "Suspend member",
    title: "Suspend this member?",
    message: (r) =>
      `${r.reportedMember?.fullName ?? "The member"} goes back to pending verification and loses access to members-only features until verified again. This is recorded in the audit log.`,
    done: "Member suspended",
  },
};

/** One report: who reported whom and why, the messages around the reported one, and the actions. */
export function ReportCard({
  report: r,
  onResolved,
}: {
  report: ReportRowFragment;
  onResolved(): void;
}) {
  const toast = useToast();
  const [action, setAction] = useState<ReportAction | null>(null);
  const [resolve, { loading }] = useMutation(ResolveReportDocument);
  const available = (Object.keys(ACTIONS) as ReportAction[]).filter(
    (a) =>
      (a !== "REMOVE_MESSAGE" || (r.message && !r.message.removed)) &&
      (a !== "SUSPEND_MEMBER" || r.reportedMember),
  );

  async function confirm(note?: string) {
    if (!action) return;
    try {
      await resolve({ variables: { id: r.id, action, ...(note ? { note } : {}) } });
      toast({ variant: "success", title: ACTIONS[action].done });
      setAction(null);
      onResolved();
    } catch (error) {
      toast({
        variant: "error",
        title: "Could not resolve the report",
        description: errorMessage(error, "Please try again"),
      });
      setAction(null);
    }
  }

  return (
    <li className="report">
      <p className="report__who">
        <strong>{r.reporter?.fullName ?? "A member"}</strong> reported{" "}
        {r.reportedMember ? (
          <Link to={`/user/${r.reportedMember.id}`}>{r.reportedMember.fullName}</Link>
        ) : (
          "a member"
        )}
        {r.message ? " for a message" : ""}
        <time dateTime={r.createdAt} className="muted report__time">
          {when.format(new Date(r.createdAt))}
        </time>
      </p>
      <p className="report__reason">
        <span className="sr-only">Reason: </span>
        {r.reason}
      </p>
      <ReportMessages report={r} />
      {r.status === "RESOLVED" ? (
        <p className="muted report__outcome">
          {r.action ? ACTIONS[r.action].done : "Resolved"}
          {r.resolvedAt && <> on {when.format(new Date(r.resolvedAt))}</>}
          {r.note && <>: {r.note}</>}
        </p>
      ) : (
        <div className="report__actions">
          {available.map((a) => (
            <button
              key={a}
              type="button"
              className={`btn btn--small ${a === "DISMISS" ? "btn--secondary" : "btn--danger"}`}
              onClick={() => setAction(a)}
              disabled={loading}
            >
              {ACTIONS[a].label}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={action !== null}
        role="dialog"
        title={action ? ACTIONS[action].title : ""}
        message={action ? ACTIONS[action].message(r) : ""}
        reason={{ label: "Note for the record (optional)", maxLength: 1000, optional: true }}
        confirmLabel={action ? ACTIONS[action].label : ""}
        destructive={action !== "DISMISS"}
        busy={loading}
        onCancel={() => setAction(null)}
        onConfirm={(note) => void confirm(note)}
      />
    </li>
  );
}

/** The reported message among the messages around it (what the admins judge). */
function ReportMessages({ report: r }: { report: ReportRowFragment }) {
  const context = r.messages.length > 0 ? r.messages : r.message ? [r.message] : [];
  if (context.length === 0) return null;
  return (
    <ol className="report__messages" aria-label="The reported message in its conversation">
      {context.map((m) => (
        <li key={m.id} className={m.id === r.message?.id ? "report__message--reported" : undefined}>
          <span className="report__sender">{m.sender.fullName}</span>{" "}
          {m.id === r.message?.id && <span className="badge is-red">Reported</span>}{" "}
          <span className={m.removed ? "muted" : undefined}>
            {m.removed ? "(removed by an admin)" : m.body}
          </span>
        </li>
      ))}
    </ol>
  );
}
