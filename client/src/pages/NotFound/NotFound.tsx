import { Link } from "react-router-dom";
import { PublicHeader } from "../../components/PublicHeader";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { usePageTitle } from "../../lib/usePageTitle";

export default function NotFound() {
  usePageTitle("Page not found");
  return (
    <div className="page-shell">
      <PublicHeader showSignIn={false} />
      <main id="main" tabIndex={-1} className="center-page">
        <StatusCard icon="404" title="Page not found">
          <p className="muted">
            There is no page at this address. It may have moved, or the link may be mistyped.
          </p>
          <Link to="/" className="btn btn--primary">
            Go to the home page
          </Link>
        </StatusCard>
      </main>
    </div>
  );
}
