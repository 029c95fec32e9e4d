import { Lock, Mail, Phone } from "lucide-react";
import { Avatar } from "../../components/Avatar";
import type { OpportunityDetailFragment } from "../../gql/opportunities/graphql";
import { useMe } from "../../session/useMe";

/** The poster's contact details, as far as the server lets the viewer see them. */
export function ContactCard({ poster }: { poster: OpportunityDetailFragment["poster"] }) {
  const { isVerified, isAdmin } = useMe();
  return (
    <section className="card contact-card" aria-labelledby="contact-title">
      <h2 id="contact-title" className="card__title">
        Contact Information
      </h2>
      <p className="contact-card__poster">
        <Avatar name={poster.fullName} src={poster.profileImage} size="sm" />
        <span>{poster.fullName}</span>
      </p>
      {poster.contactWithheld ? (
        <p className="note is-blue">
          <Lock aria-hidden="true" size={18} />
          <span>
            {isVerified || isAdmin
              ? `${poster.fullName} shares contact details with fewer members`
              : "Contact details are visible to verified ISTCians"}
          </span>
        </p>
      ) : poster.email || poster.phoneNumber ? (
        <ul className="contact-card__list">
          {poster.email && (
            <li>
              <Mail aria-hidden="true" size={16} />
              <a href={`mailto:${poster.email}`}>{poster.email}</a>
            </li>
          )}
          {poster.phoneNumber && (
            <li>
              <Phone aria-hidden="true" size={16} />
              <a href={`tel:${poster.phoneNumber.replace(/[^\d+]/g, "")}`}>{poster.phoneNumber}</a>
            </li>
          )}
        </ul>
      ) : (
        <p className="muted">Contact information not available</p>
      )}
    </section>
  );
}
