import { Link } from "react-router-dom";

/** Header of the public pages: brand and a Sign In link. */
export function PublicHeader({ showSignIn = true }: { showSignIn?: boolean }) {
  return (
    <header className="public-header">
      <div className="container public-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            IC
          </span>
          <span className="brand__name">ISTC Connect</span>
        </Link>
        {showSignIn && (
          <Link to="/login" className="btn btn--primary">
            Sign In
          </Link>
        )}
      </div>
    </header>
  );
}
