import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import {
  OpportunityDocument,
  UpdateOpportunityDocument,
  type OpportunityDetailFragment,
} from "../../gql/opportunities/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { AccessRestricted } from "./AccessRestricted";
import { forgetBoard } from "./cache";
import { OpportunityForm } from "./OpportunityForm";
import type { FormValues } from "./validate";
import "./Opportunities.css";

const formValues = (o: OpportunityDetailFragment): FormValues => ({
  title: o.title,
  type: o.type,
  location: o.location,
  description: o.description,
  externalLink: o.externalLink ?? "",
  tags: o.tags.join(", "),
  contactVisibility: o.contactVisibility,
  businessId: o.business?.id ?? "",
});

export default function EditOpportunity() {
  usePageTitle("Edit Opportunity");
  const { opportunityId = "" } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, error } = useQuery(OpportunityDocument, {
    variables: { id: opportunityId },
    fetchPolicy: "network-only",
  });
  const [update] = useMutation(UpdateOpportunityDocument, { update: forgetBoard });

  useEffect(() => {
    if (!error) return;
    toast({ variant: "error", title: "Failed to load opportunity" });
    navigate("/opportunities", { replace: true });
  }, [error, navigate, toast]);

  const o = data?.opportunity;
  if (!o) return <Spinner heading label="Loading opportunity" />;
  // The server says whether the viewer may edit and why not: not the poster, or a poster without
  // the standing posting needs (the post screen's words).
  const permission = o.viewerEditPermission;
  if (!permission.allowed) {
    return (
      <AccessRestricted message={permission.reason ?? ""}>
        {permission.refusal === "PROFILE_INCOMPLETE" && (
          <Link to="/profile/complete" className="btn btn--primary">
            Complete Profile
          </Link>
        )}
        <Link to={`/opportunities/${o.id}`} className="btn btn--secondary">
          Back to the opportunity
        </Link>
      </AccessRestricted>
    );
  }

  return (
    <section className="card card--form" aria-labelledby="edit-title">
      <h1 id="edit-title">Edit Opportunity</h1>
      <OpportunityForm
        initial={formValues(o)}
        submitLabel="Save Changes"
        busyLabel="Saving…"
        onCancel={() => navigate(`/opportunities/${o.id}`)}
        onSubmit={async (input) => {
          try {
            await update({ variables: { id: o.id, input } });
            toast({ variant: "success", title: "Opportunity updated!" });
            navigate(`/opportunities/${o.id}`);
          } catch (err) {
            toast({
              variant: "error",
              title: "Failed to update",
              description: errorMessage(err, "Please try again"),
            });
            throw err;
          }
        }}
      />
    </section>
  );
}
