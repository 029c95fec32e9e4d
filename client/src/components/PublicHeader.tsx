import { Link } from "react-router-dom";
import { Brand } from "./Brand";
import "./PublicHeader.css";

/** Header of the public pages: brand and a Sign In link. */
export function PublicHeader({ showSignIn = true }: { showSignIn?: boolean }) {
  return (
    <header className="public-header">
      <div className="container public-header__inner">
        <Brand to="/" />
        {showSignIn && (
          <Link to="/login" className="btn btn--primary">
            Sign In
          </Link>
        )}
      </div>
    </header>
  );
}
