import { Link } from "react-router-dom";
import { PublicHeader } from "../../components/PublicHeader";

export default function NotFound() {
  return (
    <div className="page-shell">
      <PublicHeader showSignIn={false} />
      <main id="main" className="center-page">
        <section className="card card--narrow placeholder" aria-labelledby="not-found-title">
          <p className="placeholder__code" aria-hidden="true">
            404
          </p>
          <h1 id="not-found-title">Page not found</h1>
          <p className="muted">
            There is no page at this address. It may have moved, or the link may be mistyped.
          </p>
          <Link to="/" className="btn btn--primary">
            Go to the home page
          </Link>
        </section>
      </main>
    </div>
  );
}
