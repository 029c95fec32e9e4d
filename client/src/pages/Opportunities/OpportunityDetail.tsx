import { useMutation, useQuery } from "@apollo/client/react";
import {
  ArrowLeft,
  BadgeCheck,
  CalendarDays,
  ExternalLink,
  Lock,
  Mail,
  MapPin,
  Pencil,
  Phone,
  Trash2,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import { DeleteOpportunityDocument, OpportunityDocument } from "../../gql/graphql";
import { errorMessage, serverFieldErrors } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { forgetBoard } from "./cache";
import { DeleteDialog } from "./DeleteDialog";
import { ShareButtons } from "./ShareButtons";
import { longDate, typeClass, typeLabel } from "./types";
import "./Opportunities.css";

export default function OpportunityDetail() {
  const { opportunityId = "" } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [reasonError, setReasonError] = useState<string>();
  const { data, error } = useQuery(OpportunityDocument, {
    variables: { id: opportunityId },
    fetchPolicy: "cache-and-network",
  });
  const [remove, { loading: deleting }] = useMutation(DeleteOpportunityDocument, {
    update: forgetBoard,
  });
  const o = data?.opportunity;
  usePageTitle(o?.title ?? "Opportunity");

  useEffect(() => {
    if (!error) return;
    toast({ variant: "error", title: "Failed to load opportunity" });
    navigate("/opportunities", { replace: true });
  }, [error, navigate, toast]);

  if (!o) return <Spinner heading label="Loading opportunity" />;

  // What the viewer may do is the server's answer (viewerCan*), not worked out here.
  const asAdmin = o.viewerRemovesAsAdmin;

  async function confirmDelete(reason?: string) {
    setReasonError(undefined);
    try {
      await remove({ variables: { id: o!.id, reason: reason ?? null } });
    } catch (err) {
      const { reason: refused } = serverFieldErrors(err, ["reason"] as const);
      if (refused) return setReasonError(refused);
      toast({
        variant: "error",
        title: asAdmin ? "Failed to remove opportunity" : "Failed to delete opportunity",
        description: errorMessage(err, "Please try again"),
      });
      return;
    }
    setConfirming(false);
    toast(
      asAdmin
        ? {
            variant: "success",
            title: "Opportunity removed",
            description: "The poster is told by e-mail, with your reason.",
          }
        : { variant: "success", title: "Opportunity deleted successfully" },
    );
    navigate("/opportunities", { replace: true });
  }

  const { poster } = o;
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
                onClick={() => {
                  setReasonError(undefined);
                  setConfirming(true);
                }}
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

        <h2 className="opportunity-detail__heading">Description</h2>
        <p className="opportunity-detail__description">{o.description}</p>

        {o.tags.length > 0 && (
          <>
            <h2 className="opportunity-detail__heading">Tags</h2>
            <ul className="tag-list" aria-label="Tags">
              {o.tags.map((tag) => (
                <li key={tag} className="tag">
                  {tag}
                </li>
              ))}
            </ul>
          </>
        )}

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

      {o.contactVisibility && (
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
              <span>Contact details are visible to verified ISTCians</span>
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
                  <a href={`tel:${poster.phoneNumber.replace(/[^\d+]/g, "")}`}>
                    {poster.phoneNumber}
                  </a>
                </li>
              )}
            </ul>
          ) : (
            <p className="muted">Contact information not available</p>
          )}
        </section>
      )}

      <DeleteDialog
        open={confirming}
        busy={deleting}
        asAdmin={asAdmin}
        reasonError={reasonError}
        onConfirm={(reason) => void confirmDelete(reason)}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
