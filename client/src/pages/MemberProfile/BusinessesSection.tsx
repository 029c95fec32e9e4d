import { useQuery } from "@apollo/client/react";
import { MapPin } from "lucide-react";
import { Link } from "react-router-dom";
import { MemberBusinessesDocument } from "../../gql/businesses/graphql";
import { BusinessLogo } from "../Businesses/BusinessLogo";
import "../Businesses/Businesses.css";

/**
 * The "Businesses" section of a member page: the businesses they run, each a link to its page;
 * nothing when they run none (or while it loads).
 */
export function MemberBusinesses({ memberId, isSelf }: { memberId: string; isSelf: boolean }) {
  const { data } = useQuery(MemberBusinessesDocument, {
    variables: { id: memberId },
    fetchPolicy: "cache-and-network",
  });
  const businesses = data?.user?.businesses ?? [];
  if (businesses.length === 0) return null;
  return (
    <section className="card member__section" aria-labelledby="member-businesses">
      <h2 id="member-businesses">{isSelf ? "Your businesses" : "Businesses"}</h2>
      <ul className="member-businesses">
        {businesses.map((b) => (
          <li key={b.id} className="member-businesses__item">
            <BusinessLogo name={b.name} logo={b.logo} />
            <div>
              <Link to={`/businesses/${b.id}`} className="member-businesses__name">
                {b.name}
              </Link>
              <p className="muted member-businesses__meta">
                {b.categoryLabel}
                <span aria-hidden="true"> · </span>
                <MapPin aria-hidden="true" size={14} /> {b.location}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
