import { RefreshCw } from "lucide-react";

interface SessionErrorPageProps {
  onRetry(): void;
  onSignOut(): void;
}

/** Shown when the stored session could not be checked because the server is unreachable. */
export function SessionErrorPage({ onRetry, onSignOut }: SessionErrorPageProps) {
  return (
    <main className="center-page">
      <section className="card card--narrow" aria-labelledby="session-error-title">
        <h1 id="session-error-title">Can't reach ISTC Connect</h1>
        <p className="muted">
          We couldn't load your account because the server is not responding. Check your connection
          and try again. You are still signed in on this device.
        </p>
        <div className="actions">
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            <RefreshCw aria-hidden="true" size={18} />
            Retry
          </button>
          <button type="button" className="btn btn--ghost" onClick={onSignOut}>
            Sign out on this device
          </button>
        </div>
      </section>
    </main>
  );
}
