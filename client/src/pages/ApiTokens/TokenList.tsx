import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useToast } from "../../components/Toast/useToast";
import {
  AccessTokensDocument,
  RevokeAccessTokenDocument,
  type AccessTokenRowFragment,
} from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";

const date = (iso: string | null, none: string) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, {
        year: "numeric",
        month: "short",
        day: "numeric",
      })
    : none;

const expired = (t: AccessTokenRowFragment) =>
  t.expiresAt !== null && new Date(t.expiresAt).getTime() <= Date.now();

/** The member's tokens, each revocable after a confirmation in place. */
export function TokenList({ tokens }: { tokens: AccessTokenRowFragment[] }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [revoke, { loading }] = useMutation(RevokeAccessTokenDocument, {
    refetchQueries: [AccessTokensDocument],
    awaitRefetchQueries: true,
  });

  async function handleRevoke(token: AccessTokenRowFragment) {
    try {
      await revoke({ variables: { id: token.id } });
      toast({
        variant: "success",
        title: "Token revoked",
        description: `"${token.name}" no longer works.`,
      });
    } catch (error) {
      toast({
        variant: "error",
        title: "Error",
        description: errorMessage(error, "Failed to revoke token"),
      });
    } finally {
      setConfirming(null);
    }
  }

  if (tokens.length === 0) {
    return <p className="muted tokens__empty">You have no API tokens yet.</p>;
  }
  return (
    <ul className="tokens__list" aria-label="Your API tokens">
      {tokens.map((t) => (
        <li key={t.id} className="tokens__item">
          <div className="tokens__main">
            <strong className="tokens__name">{t.name}</strong>
            <code className="tokens__prefix">{t.prefix}…</code>
            <span className={`badge ${t.scope === "READ" ? "badge--muted" : ""}`}>
              {t.scope === "READ" ? "Read only" : "Read and write"}
            </span>
            {expired(t) && <span className="badge badge--muted">Expired</span>}
          </div>
          <dl className="tokens__facts">
            <div>
              <dt>Created</dt>
              <dd>{date(t.createdAt, "")}</dd>
            </div>
            <div>
              <dt>Last used</dt>
              <dd>{date(t.lastUsedAt, "Never")}</dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>{date(t.expiresAt, "Never")}</dd>
            </div>
          </dl>
          {confirming === t.id ? (
            <div className="tokens__confirm" role="group" aria-label={`Revoke ${t.name}?`}>
              <span>Scripts using it stop at once.</span>
              <button
                type="button"
                className="btn btn--small btn--danger"
                disabled={loading}
                onClick={() => handleRevoke(t)}
              >
                {loading ? "Revoking…" : "Revoke"}
              </button>
              <button
                type="button"
                className="btn btn--small btn--ghost"
                onClick={() => setConfirming(null)}
              >
                Cancel
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn--small btn--secondary"
              aria-label={`Revoke ${t.name}`}
              onClick={() => setConfirming(t.id)}
            >
              Revoke
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
