import { useQuery } from "@apollo/client/react";
import {
  ArrowLeft,
  BadgeCheck,
  Building2,
  CalendarDays,
  ExternalLink,
  MapPin,
  Pencil,
  Trash2,
} from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { OpportunityDocument } from "../../gql/opportunities/graphql";
import { usePageTitle } from "../../lib/usePageTitle";
import { ContactCard } from "./ContactCard";
import { ShareButtons } from "./ShareButtons";
import { longDate, typeClass, typeLabel } from "./types";
import { useDeleteOpportunity } from "./useDeleteOpportunity";
import "./Opportunities.css";

export default function OpportunityDetail() {
  const { opportunityId = "" } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, error } = useQuery(OpportunityDocument, {
    variables: { id: opportunityId },
    fetchPolicy: "cache-and-network",
  });
  const o = data?.opportunity;
  const removal = useDeleteOpportunity(o);
  usePageTitle(o?.title ?? "Opportunity");

  useEffect(() => {
    if (!error) return;
    toast({ variant: "error", title: "Failed to load opportunity" });
    navigate("/opportunities", { replace: true });
  }, [error, navigate, toast]);

  if (!o) return <Spinner heading label="Loading opportunity" />;

  // What the viewer may do is the server's answer (viewerCan*), not worked out here.
  const asAdmin = o.viewerRemovesAsAdmin;
  return (
    <article className="opportunity-detail" aria-labelledby="opportunity-title">
      <Link to="/opportunities" className="btn btn--ghost btn--small back-link">
        <ArrowLeft aria-hidden="true" size={16} /> All opportunities
      </Link>
      <div className="card">
        <div className="opportunity-detail__top">
          <div className="opportunity-card__badges">
            <span className={typeClass(o.type)}>{typeLabel(o.type)}</span>
            {o.istcianPosted && (
              <span className="badge istcian-badge">
                <BadgeCheck aria-hidden="true" size={14} /> ISTCian Posted
              </span>
            )}
          </div>
          <div className="opportunity-detail__actions">
            {o.viewerCanEdit && (
              <Link to={`/opportunities/${o.id}/edit`} className="btn btn--secondary btn--small">
                <Pencil aria-hidden="true" size={16} /> Edit
              </Link>
            )}
            {o.viewerCanDelete && (
              <button
                type="button"
                className="btn btn--danger-outline btn--small"
                onClick={removal.ask}
              >
                <Trash2 aria-hidden="true" size={16} /> {asAdmin ? "Remove (admin)" : "Delete"}
              </button>
            )}
            <ShareButtons opportunity={o} />
          </div>
        </div>

        <h1 id="opportunity-title" className="opportunity-detail__title">
          {o.title}
        </h1>
        <p className="opportunity-detail__meta muted">
          <span>
            <MapPin aria-hidden="true" size={16} /> {o.location}
          </span>
          <span>
            <CalendarDays aria-hidden="true" size={16} /> Posted on {longDate(o.createdAt)}
          </span>
        </p>
        {o.business && (
          <p className="opportunity-detail__business">
            <Building2 aria-hidden="true" size={16} /> Offered by{" "}
            <Link to={`/businesses/${o.business.id}`}>{o.business.name}</Link>
            <span className="badge istcian-badge">ISTCian-run</span>
          </p>
        )}

        <h2 className="opportunity-detail__heading">Description</h2>
        <p className="opportunity-detail__description">{o.description}</p>

        <TagList tags={o.tags} />

        {o.externalLink && (
          <a
            className="btn btn--primary external-link"
            href={o.externalLink}
            target="_blank"
            rel="noopener noreferrer nofollow"
          >
            <ExternalLink aria-hidden="true" size={16} /> View External Link
          </a>
        )}
      </div>

      {o.contactVisibility && <ContactCard poster={o.poster} />}

      <ConfirmDialog {...removal.dialog} />
    </article>
  );
}

function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <>
      <h2 className="opportunity-detail__heading">Tags</h2>
      <ul className="tag-list" aria-label="Tags">
        {tags.map((tag) => (
          <li key={tag} className="tag">
            {tag}
          </li>
        ))}
      </ul>
    </>
  );
}
