import { useMutation, useQuery } from "@apollo/client/react";
import { useParams, Link } from "react-router-dom";
import { Brand } from "../../components/Brand";
import { Spinner } from "../../components/Spinner";
import {
  UnsubscribeDocument,
  UnsubscribeLinkDocument,
  type UnsubscribeLinkFieldsFragment,
} from "../../gql/graphql";
import { errorMessage, hasErrorCode } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import "../Login/Login.css";
import "./Notifications.css";

const INVALID = "This unsubscribe link is not valid";

/**
 * `/unsubscribe/:token`, the page of an e-mail's List-Unsubscribe link (public: no sign-in). Opening
 * it changes nothing (mail scanners open links): it asks, and the button turns those e-mails off.
 * The e-mail's one-click POST to the same address (RFC 8058) is the server's, not this page's.
 */
export default function Unsubscribe() {
  usePageTitle("Unsubscribe");
  const { token = "" } = useParams();
  const link = useQuery(UnsubscribeLinkDocument, {
    variables: { token },
    fetchPolicy: "network-only",
  });
  const [unsubscribe, done] = useMutation(UnsubscribeDocument);

  return (
    <div className="page-shell page-shell--auth">
      <main id="main" tabIndex={-1} className="auth-page">
        <section className="card auth-card" aria-labelledby="unsubscribe-title">
          <Brand to="/" centered />
          <h1 id="unsubscribe-title" className="auth-card__title">
            {done.data ? "Unsubscribed" : "Unsubscribe"}
          </h1>
          {done.data ? (
            <Unsubscribed link={done.data.unsubscribe} />
          ) : link.error && !link.data ? (
            <LinkFailed error={link.error} onRetry={() => link.refetch().catch(() => undefined)} />
          ) : !link.data ? (
            <Spinner label="Loading the link" />
          ) : (
            <>
              <p className="unsubscribe__question">
                Stop e-mailing {link.data.unsubscribeLink.label} to{" "}
                <strong className="break-all">{link.data.unsubscribeLink.email}</strong>?
              </p>
              {link.data.unsubscribeLink.frequency === "OFF" && (
                <p className="muted text-center">
                  These e-mails are already off; nothing more will be sent.
                </p>
              )}
              {done.error && (
                <p className="alert is-red" role="alert">
                  {errorMessage(done.error, "Could not unsubscribe. Please try again.")}
                </p>
              )}
              <div className="form">
                <button
                  type="button"
                  className="btn btn--primary btn--block"
                  disabled={done.loading}
                  onClick={() => unsubscribe({ variables: { token } }).catch(() => undefined)}
                >
                  {done.loading ? "Unsubscribing…" : "Unsubscribe"}
                </button>
                <Link to="/settings/notifications" className="btn btn--link">
                  Choose e-mails in Settings instead
                </Link>
              </div>
            </>
          )}
        </section>
      </main>
    </div>
  );
}

function Unsubscribed({ link }: { link: UnsubscribeLinkFieldsFragment }) {
  return (
    <p className="unsubscribe__question" role="status">
      You will no longer get {link.label} by e-mail. Change your preferences any time in{" "}
      <Link to="/settings/notifications">Settings</Link>.
    </p>
  );
}

/** A forged, damaged or outdated link says so; anything else may be tried again. */
function LinkFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if (hasErrorCode(error, "BAD_USER_INPUT")) {
    return (
      <>
        <p className="alert is-red" role="alert">
          {errorMessage(error, INVALID)}
        </p>
        <p className="muted text-center">
          Copy the whole link from the e-mail, or change your e-mails in{" "}
          <Link to="/settings/notifications">Settings</Link> after signing in.
        </p>
      </>
    );
  }
  return (
    <div className="alert is-red" role="alert">
      <p>{errorMessage(error, "Could not load this link.")}</p>
      <button type="button" className="btn btn--small btn--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
