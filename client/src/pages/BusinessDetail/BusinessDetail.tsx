import { useQuery } from "@apollo/client/react";
import {
  ArrowLeft,
  BadgeCheck,
  CalendarDays,
  CircleAlert,
  Globe,
  Lock,
  Mail,
  MapPin,
  Pencil,
  Phone,
  Trash2,
} from "lucide-react";
import { useId } from "react";
import { Link, useParams } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { Spinner } from "../../components/Spinner";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { BusinessDocument, type BusinessDetailFragment } from "../../gql/businesses/graphql";
import { errorMessage, hasErrorCode } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import { BusinessLogo } from "../Businesses/BusinessLogo";
import { RecommendButton } from "./RecommendButton";
import { useDeleteBusiness } from "./useDeleteBusiness";
import "../Businesses/Businesses.css";

/**
 * /businesses/:id: a business with its logo, the "ISTCian-run" badge, its owner, what it offers,
 * its contact details (verified members only), Recommend, and the owner's and admins' tools.
 */
export default function BusinessDetail() {
  const { businessId = "" } = useParams();
  const { me, isAdmin, isVerified } = useMe();
  const { data, error, refetch } = useQuery(BusinessDocument, {
    variables: { id: businessId },
    fetchPolicy: "cache-and-network",
  });
  const b = data?.business ?? undefined;
  const own = Boolean(b && me && b.owner.id === me.id);
  const asAdmin = Boolean(b && isAdmin && !own);
  const removal = useDeleteBusiness(b, asAdmin);
  usePageTitle(b?.name ?? "Business");

  if (!b && (error || data)) {
    const missing = !error || hasErrorCode(error, "NOT_FOUND");
    return (
      <StatusCard
        icon={<CircleAlert size={32} />}
        title={missing ? "Business not found" : "Couldn't load the business"}
      >
        <p>
          {missing
            ? "This business does not exist, or it has been removed."
            : errorMessage(error, "Check your connection and try again.")}
        </p>
        <div className="actions">
          {!missing && (
            <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
              Try again
            </button>
          )}
          <Link to="/businesses" className="btn btn--secondary">
            All businesses
          </Link>
        </div>
      </StatusCard>
    );
  }
  if (!b) return <Spinner heading label="Loading business" />;

  return (
    <article className="business-detail" aria-labelledby="business-title">
      <Link to="/businesses" className="btn btn--ghost btn--small back-link">
        <ArrowLeft aria-hidden="true" size={16} /> All businesses
      </Link>
      <div className="card business-detail__main">
        <div className="business-detail__head">
          <BusinessLogo name={b.name} logo={b.logo} size="lg" />
          <div className="business-detail__title">
            <h1 id="business-title">{b.name}</h1>
            <div className="business-card__badges">
              <span className="badge category-badge">{b.categoryLabel}</span>
              <span className="badge istcian-run-badge">
                <BadgeCheck aria-hidden="true" size={14} /> ISTCian-run
              </span>
            </div>
          </div>
        </div>
        <p className="business-detail__meta muted">
          <span>
            <MapPin aria-hidden="true" size={16} /> {b.placeName ?? b.location}
          </span>
          {b.foundedYear && (
            <span>
              <CalendarDays aria-hidden="true" size={16} /> Founded in {b.foundedYear}
            </span>
          )}
        </p>
        {own && b.latitude == null && <NotOnMap location={b.location} />}
        <RecommendButton business={b} canRecommend={isVerified && !own} />
        <OwnerTools business={b} own={own} asAdmin={asAdmin} onRemove={removal.ask} />

        <h2 className="business-detail__heading">About</h2>
        <p className="business-detail__description">{b.description}</p>
        {b.services.length > 0 && (
          <>
            <h2 className="business-detail__heading">Services and products</h2>
            <ul className="tag-list" aria-label="Services and products">
              {b.services.map((s) => (
                <li key={s} className="tag">
                  {s}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <div className="business-detail__side">
        <ContactDetails business={b} />
        <Owner business={b} />
      </div>

      <ConfirmDialog {...removal.dialog} />
    </article>
  );
}

/** Edit and Delete for the owner; Remove (admin) for an admin. */
function OwnerTools(props: {
  business: BusinessDetailFragment;
  own: boolean;
  asAdmin: boolean;
  onRemove(): void;
}) {
  const { business: b, own, asAdmin, onRemove } = props;
  if (!b.viewerCanEdit && !own && !asAdmin) return null;
  return (
    <div className="actions">
      {b.viewerCanEdit && (
        <Link to={`/businesses/${b.id}/edit`} className="btn btn--secondary btn--small">
          <Pencil aria-hidden="true" size={16} /> Edit
        </Link>
      )}
      {(own || asAdmin) && (
        <button type="button" className="btn btn--danger-outline btn--small" onClick={onRemove}>
          <Trash2 aria-hidden="true" size={16} /> {asAdmin ? "Remove (admin)" : "Delete"}
        </button>
      )}
    </div>
  );
}

/** Website, phone and e-mail: the server sends them to verified members only. */
function ContactDetails({ business: b }: { business: BusinessDetailFragment }) {
  const headingId = useId();
  const { isVerified } = useMe();
  const any = b.website || b.phone || b.email;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Contact
      </h2>
      {!isVerified ? (
        <p className="muted">
          <Lock aria-hidden="true" size={16} /> Contact details are shown to verified members.
        </p>
      ) : !any ? (
        <p className="muted">This business has not given contact details.</p>
      ) : (
        <ul className="contact-list">
          {b.website && (
            <li>
              <Globe aria-hidden="true" size={16} />
              <a
                href={b.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="break-all"
              >
                {b.website.replace(/^https:\/\//, "").replace(/\/$/, "")}
              </a>
            </li>
          )}
          {b.phone && (
            <li>
              <Phone aria-hidden="true" size={16} />
              <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`}>{b.phone}</a>
            </li>
          )}
          {b.email && (
            <li>
              <Mail aria-hidden="true" size={16} />
              <a href={`mailto:${b.email}`} className="break-all">
                {b.email}
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

/** Who runs it, linking to their profile. */
function Owner({ business: b }: { business: BusinessDetailFragment }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Run by
      </h2>
      <p className="business-owner">
        <Avatar name={b.owner.fullName} src={b.owner.profileImage} size="sm" />
        <Link to={`/user/${b.owner.id}`}>{b.owner.fullName}</Link>
      </p>
    </section>
  );
}

/** To the owner: the location typed was not found by the gazetteer. */
function NotOnMap({ location }: { location: string }) {
  return (
    <p className="note is-amber" role="note">
      We could not find “{location}” on the map, so this business is listed as typed but not shown
      on the map. Edit it to give a city, e.g. Ludhiana, Punjab.
    </p>
  );
}
