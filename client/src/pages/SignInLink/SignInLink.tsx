import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { Brand } from "../../components/Brand";
import { SignInWithLinkDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { HandOver, type NewSession } from "../AuthSuccess/HandOver";
import "../Login/Login.css";

const INCOMPLETE =
  "This sign-in link is incomplete. Please open it from the e-mail again, or sign in with a code.";
const UNAVAILABLE = "Sign-in is temporarily unavailable. Please try again in a moment.";

/**
 * `/auth/link?email=...&token=...`: the one-time link of the "sign-in codes paused" e-mail. The
 * token leaves the address bar at once; it is traded for a session with a POST only when the member
 * presses Sign in (a mail scanner that opens links does not spend it), then HandOver asks before
 * replacing another member's session.
 */
export default function SignInLink() {
  usePageTitle("Sign in with your link");
  const [params] = useSearchParams();
  const [link] = useState(() => ({
    email: params.get("email")?.trim() ?? "",
    token: params.get("token") ?? "",
  }));
  const [signInWithLink, { loading }] = useMutation(SignInWithLinkDocument);
  const [next, setNext] = useState<NewSession | null>(null);
  const [problem, setProblem] = useState<string | null>(
    link.email && link.token ? null : INCOMPLETE,
  );
  const [spent, setSpent] = useState(!link.email || !link.token);

  useEffect(() => {
    // Out of the address bar, the history and any Referer.
    window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);

  if (next) return <HandOver next={next} />;

  async function handleSignIn() {
    setProblem(null);
    try {
      const { data } = await signInWithLink({ variables: link });
      if (!data) throw new Error("The server returned no session");
      const { token, user, isNewUser } = data.signInWithLink;
      setNext({ token, user, isNewUser });
    } catch (error) {
      // Refused (used, expired, forged, another address's): the link is of no more use.
      if (CombinedGraphQLErrors.is(error)) setSpent(true);
      setProblem(errorMessage(error, UNAVAILABLE));
    }
  }

  return (
    <div className="page-shell page-shell--auth">
      <main id="main" tabIndex={-1} className="auth-page">
        <section className="card auth-card" aria-labelledby="link-title">
          <Brand to="/" centered />
          <h1 id="link-title" className="auth-card__title">
            Sign in with your link
          </h1>
          {!spent && (
            <p className="auth-card__subtitle">
              This one-time link signs in <strong className="break-all">{link.email}</strong>, even
              while sign-in codes are paused for it.
            </p>
          )}
          {problem && (
            <p className="alert is-red" role="alert">
              {problem}
            </p>
          )}
          <div className="form">
            {!spent && (
              <button
                type="button"
                className="btn btn--primary btn--block"
                onClick={handleSignIn}
                disabled={loading}
              >
                {loading ? "Signing in…" : "Sign in"}
              </button>
            )}
            <Link to="/login" className={spent ? "btn btn--primary btn--block" : "btn btn--link"}>
              Back to sign in
            </Link>
          </div>
        </section>
      </main>
    </div>
  );
}
