import { useMutation, useQuery } from "@apollo/client/react";
import { Laptop } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import {
  MySessionsDocument,
  RevokeOtherSessionsDocument,
  RevokeSessionDocument,
  type MySessionsQuery,
} from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";

type SessionRow = MySessionsQuery["mySessions"][number];

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The browsers and devices signed in as the member: sign one out, or every other. */
export function SessionList() {
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(MySessionsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [confirming, setConfirming] = useState<SessionRow | "others" | null>(null);
  const options = { refetchQueries: [MySessionsDocument], awaitRefetchQueries: true };
  const [revoke, revoking] = useMutation(RevokeSessionDocument, options);
  const [revokeOthers, revokingOthers] = useMutation(RevokeOtherSessionsDocument, options);
  const busy = revoking.loading || revokingOthers.loading;

  async function confirm() {
    const target = confirming;
    try {
      if (target === "others") {
        const res = await revokeOthers();
        const n = res.data?.revokeOtherSessions ?? 0;
        toast({
          variant: "success",
          title: n === 1 ? "1 other session signed out" : `${n} other sessions signed out`,
        });
      } else if (target) {
        await revoke({ variables: { id: target.id } });
        toast({ variant: "success", title: `${target.device} signed out` });
      }
    } catch (e) {
      toast({
        variant: "error",
        title: "Error",
        description: errorMessage(e, "Failed to sign out"),
      });
    } finally {
      setConfirming(null);
    }
  }

  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  return (
    <section className="card account-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      {error && !data ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Failed to load your sessions")}</span>
          <button type="button" className="btn btn--small btn--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : loading && !data ? (
        <Spinner label="Loading sessions" />
      ) : (
        <>
          <SessionItems sessions={sessions} onSignOut={setConfirming} />
          {others > 0 ? (
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setConfirming("others")}
            >
              Sign out all other devices
            </button>
          ) : (
            <p className="muted">You are signed in on this device only.</p>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === "others" ? "Sign out all other devices?" : "Sign out this device?"}
        message={
          confirming === "others"
            ? "Every other browser and device signed in as you is signed out at once. This one stays signed in; API tokens keep working."
            : `${confirming?.device ?? "It"} is signed out at once.`
        }
        confirmLabel="Sign out"
        busy={busy}
        busyLabel="Signing out…"
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

/** One row per session: its device and dates; the others with a Sign out button. */
function SessionItems({
  sessions,
  onSignOut,
}: {
  sessions: SessionRow[];
  onSignOut(session: SessionRow): void;
}) {
  return (
    <ul className="account-sessions" aria-label="Signed-in devices">
      {sessions.map((s) => (
        <li key={s.id} className="account-sessions__item">
          <Laptop aria-hidden="true" size={20} className="account-sessions__icon" />
          <div className="account-sessions__main">
            <strong>{s.device}</strong>
            {s.current && <span className="badge">This device</span>}
            <span className="muted account-sessions__dates">
              Signed in {when(s.createdAt)} · last seen {when(s.lastSeenAt)}
            </span>
          </div>
          {!s.current && (
            <button
              type="button"
              className="btn btn--small btn--ghost"
              onClick={() => onSignOut(s)}
              aria-label={`Sign out ${s.device}, signed in ${when(s.createdAt)}`}
            >
              Sign out
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
