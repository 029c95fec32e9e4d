import { CloudOff, RefreshCw } from "lucide-react";
import { StatusCard } from "../components/StatusCard/StatusCard";
import { usePageTitle } from "../lib/usePageTitle";

interface SessionErrorPageProps {
  onRetry(): void;
  onSignOut(): void;
}

/** Shown when the stored session could not be checked because the server is unreachable. */
export function SessionErrorPage({ onRetry, onSignOut }: SessionErrorPageProps) {
  usePageTitle("Can't reach ISTC Connect");
  return (
    <main id="main" tabIndex={-1} className="center-page">
      <StatusCard icon={<CloudOff size={28} />} title="Can't reach ISTC Connect">
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
      </StatusCard>
    </main>
  );
}
