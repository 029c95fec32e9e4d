import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Brand } from "../../components/Brand";
import { Spinner } from "../../components/Spinner";
import { LogoutDocument } from "../../gql/graphql";
import type { SessionUser } from "../../session/context";
import { takeReturnPath } from "../../session/returnTo";
import { useSession } from "../../session/useSession";
import "../Login/Login.css";

/** A session a redirect or a link sign-in obtained, not yet this browser's. */
export interface NewSession {
  token: string;
  user: SessionUser;
  isNewUser: boolean;
}

/**
 * Hands a new session over to the browser. When another member is signed in here, it asks first
 * ("You are signed in as X. Continue as Y?"): a sign-in link someone else sent must not silently
 * swap the account. Keeping the current member revokes the new session on the server.
 */
export function HandOver({ next }: { next: NewSession | null }) {
  const { status, me, signIn } = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const started = useRef(false);
  // The member's answer when another member is signed in here.
  const [choice, setChoice] = useState<"continue" | "stay" | null>(null);

  const finish = useCallback(
    async ({ token, user, isNewUser }: NewSession) => {
      await signIn(token, user);
      // Where the guard stopped the member before the sign-in (kept in sessionStorage).
      const from = takeReturnPath();
      if (isNewUser)
        navigate("/profile/complete", { replace: true, state: from ? { from } : undefined });
      else navigate(from ?? "/dashboard", { replace: true });
    },
    [signIn, navigate],
  );

  const switching = Boolean(next && status === "authenticated" && me && me.id !== next.user.id);
  const ready = next !== null && status !== "loading";

  useEffect(() => {
    if (!ready || started.current) return;
    if (switching && choice !== "continue") return;
    started.current = true;
    if (next) void finish(next);
  }, [ready, switching, choice, next, finish]);

  if (!next || !me || !ready || !switching || choice !== null) {
    return <Spinner fullPage label="Signing you in" />;
  }

  const stay = () => {
    setChoice("stay");
    // The new session is not wanted here: it ends on the server too.
    client
      .mutate({
        mutation: LogoutDocument,
        context: { headers: { Authorization: `Bearer ${next.token}` } },
      })
      .catch((error: unknown) => console.warn("Could not revoke the unused session", error));
    navigate("/dashboard", { replace: true });
  };

  return (
    <div className="page-shell page-shell--auth">
      <main id="main" tabIndex={-1} className="auth-page">
        <section className="card auth-card" aria-labelledby="switch-title">
          <Brand to="/" centered />
          <h1 id="switch-title" className="auth-card__title">
            Switch account?
          </h1>
          <p className="auth-card__subtitle">
            You are signed in as <strong className="break-all">{me.fullName}</strong> (
            <span className="break-all">{me.email}</span>). Continue as{" "}
            <strong className="break-all">{next.user.fullName}</strong> (
            <span className="break-all">{next.user.email}</span>)?
          </p>
          <div className="form">
            <button
              type="button"
              className="btn btn--primary btn--block"
              onClick={() => setChoice("continue")}
            >
              Continue as {next.user.fullName}
            </button>
            <button type="button" className="btn btn--secondary btn--block" onClick={stay}>
              Stay signed in as {me.fullName}
            </button>
          </div>
        </section>
      </main>
    </div>
  );
}
