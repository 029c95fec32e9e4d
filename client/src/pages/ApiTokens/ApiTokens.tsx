import { useQuery } from "@apollo/client/react";
import { KeyRound } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { AccessTokensDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { NewTokenForm } from "./NewTokenForm";
import { TokenList } from "./TokenList";
import "./ApiTokens.css";

/** Personal access tokens for scripts: create (secret shown once), list, revoke. */
export default function ApiTokens() {
  usePageTitle("API tokens");
  const toast = useToast();
  const { data, loading, error, refetch } = useQuery(AccessTokensDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const secretRef = useRef<HTMLInputElement>(null);

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      toast({ variant: "success", title: "Token copied!" });
    } catch {
      secretRef.current?.select();
      toast({
        variant: "error",
        title: "Copy failed",
        description: "Select the token and copy it.",
      });
    }
  }

  return (
    <section className="card tokens" aria-labelledby="tokens-title">
      <h1 id="tokens-title" className="tokens__title">
        <KeyRound aria-hidden="true" size={24} /> API tokens
      </h1>
      <p className="muted">
        Tokens let your scripts use ISTC Connect as you: send one as{" "}
        <code>Authorization: Bearer &lt;token&gt;</code> to <code>/graphql</code> or any{" "}
        <code>/api</code> path. A read-only token can never change anything. Treat a token like a
        password; revoke it when you no longer need it. <Link to="/profile">Back to profile</Link>
      </p>

      {created && (
        <div className="tokens__created" role="status">
          <p>
            <strong>Your new token &ldquo;{created.name}&rdquo;.</strong> Copy it now: you will not
            see it again.
          </p>
          <div className="tokens__secret">
            <input
              ref={secretRef}
              className="input"
              readOnly
              value={created.token}
              aria-label="New API token"
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" className="btn btn--primary" onClick={copy}>
              Copy
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setCreated(null)}>
              Done
            </button>
          </div>
        </div>
      )}

      <h2 className="tokens__subtitle">New token</h2>
      <NewTokenForm onCreated={(token, name) => setCreated({ token, name })} />

      <h2 className="tokens__subtitle">Your tokens</h2>
      {error && !data ? (
        <div className="note is-red" role="alert">
          <span>{errorMessage(error, "Failed to load your tokens")}</span>
          <button type="button" className="btn btn--small btn--secondary" onClick={() => refetch()}>
            Try again
          </button>
        </div>
      ) : loading && !data ? (
        <Spinner label="Loading tokens" />
      ) : (
        <TokenList tokens={data?.accessTokens ?? []} />
      )}
    </section>
  );
}
