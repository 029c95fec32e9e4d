import { BadgeCheck, MapPin } from "lucide-react";
import { Link } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import type { OpportunityCardFragment } from "../../gql/opportunities/graphql";
import { ShareButtons } from "./ShareButtons";
import { typeClass, typeLabel } from "./types";

/** Cards show at most this many tags (spec). */
const CARD_TAGS = 3;

export function OpportunityCard({ opportunity: o }: { opportunity: OpportunityCardFragment }) {
  return (
    <li className="card opportunity-card">
      <div className="opportunity-card__badges">
        <span className={typeClass(o.type)}>{typeLabel(o.type)}</span>
        {o.istcianPosted && (
          <span className="badge istcian-badge">
            <BadgeCheck aria-hidden="true" size={14} /> ISTCian
          </span>
        )}
      </div>
      <h2 className="opportunity-card__title">
        <Link to={`/opportunities/${o.id}`}>{o.title}</Link>
      </h2>
      <p className="opportunity-card__location muted">
        <MapPin aria-hidden="true" size={16} /> {o.location}
      </p>
      <p className="opportunity-card__description">{o.description}</p>
      {o.tags.length > 0 && (
        <ul className="tag-list" aria-label="Tags">
          {o.tags.slice(0, CARD_TAGS).map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="opportunity-card__footer">
        <span className="opportunity-card__poster">
          <Avatar name={o.poster.fullName} src={o.poster.profileImage} size="sm" />
          <span>{o.poster.fullName}</span>
        </span>
        <ShareButtons opportunity={o} compact />
      </div>
    </li>
  );
}
