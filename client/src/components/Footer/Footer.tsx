import { Mail, MapPin } from "lucide-react";
import { useAppInfo } from "../../lib/useAppInfo";
import "./Footer.css";

/** Site footer with the contact-admin e-mail and the postal line from the server. */
export function Footer() {
  const { appInfo: info, loading, error } = useAppInfo();

  return (
    <footer className="site-footer">
      <div className="container">
        <p className="site-footer__brand">ISTC Connect</p>
        {info ? (
          <>
            <p className="site-footer__line">
              <Mail aria-hidden="true" size={16} />
              <span>
                Contact admin: <a href={`mailto:${info.contactEmail}`}>{info.contactEmail}</a>
              </span>
            </p>
            <p className="site-footer__line">
              <MapPin aria-hidden="true" size={16} />
              <span>{info.postalAddress}</span>
            </p>
          </>
        ) : loading ? (
          <p className="site-footer__line site-footer__quiet">Loading contact details…</p>
        ) : error ? (
          <p className="site-footer__line site-footer__quiet">
            Contact details are unavailable right now.
          </p>
        ) : null}
        <p className="site-footer__note site-footer__quiet">
          For all ISTCians - current students and alumni.
        </p>
      </div>
    </footer>
  );
}
