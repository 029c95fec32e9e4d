import { BadgeCheck, MapPin, ThumbsUp } from "lucide-react";
import { Link } from "react-router-dom";
import type { BusinessCardFragment } from "../../gql/businesses/graphql";
import { BusinessLogo } from "./BusinessLogo";
import { recommendationsText } from "./categories";

/** How many services a card shows before "+N more". */
const SERVICES_ON_CARD = 5;

/** A business in the list: logo, name, category, where, what it offers, its recommendations. */
export function BusinessCard({ business: b }: { business: BusinessCardFragment }) {
  const shown = b.services.slice(0, SERVICES_ON_CARD);
  const more = b.services.length - shown.length;
  return (
    <li className="card business-card">
      <div className="business-card__head">
        <BusinessLogo name={b.name} logo={b.logo} />
        <div className="business-card__title">
          <h2>
            <Link to={`/businesses/${b.id}`}>{b.name}</Link>
          </h2>
          <p className="business-card__category">{b.categoryLabel}</p>
        </div>
      </div>
      <div className="business-card__badges">
        <span className="badge istcian-run-badge">
          <BadgeCheck aria-hidden="true" size={14} /> ISTCian-run
        </span>
        {b.viewerRecommended && <span className="badge is-green">You recommend it</span>}
      </div>
      <p className="business-card__line">
        <MapPin aria-hidden="true" size={16} /> <span>{b.placeName ?? b.location}</span>
      </p>
      {shown.length > 0 && (
        <ul className="tag-list" aria-label={`Services of ${b.name}`}>
          {shown.map((s) => (
            <li key={s} className="tag">
              {s}
            </li>
          ))}
          {more > 0 && <li className="tag tag--more">+{more} more</li>}
        </ul>
      )}
      <p className="business-card__line muted">
        <ThumbsUp aria-hidden="true" size={16} />{" "}
        <span>{recommendationsText(b.recommendations)}</span>
      </p>
    </li>
  );
}
