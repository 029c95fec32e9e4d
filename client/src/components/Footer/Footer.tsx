import { useQuery } from "@apollo/client/react";
import { Mail, MapPin } from "lucide-react";
import { FooterAppInfoDocument } from "../../gql/graphql";

/** Site footer with the contact-admin e-mail and the postal line from the server. */
export function Footer() {
  const { data, loading, error } = useQuery(FooterAppInfoDocument);
  const info = data?.appInfo;

  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
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
          <p className="site-footer__line muted">Loading contact details…</p>
        ) : error ? (
          <p className="site-footer__line muted">Contact details are unavailable right now.</p>
        ) : null}
        <p className="site-footer__note">For all ISTCians - current students and alumni.</p>
      </div>
    </footer>
  );
}
