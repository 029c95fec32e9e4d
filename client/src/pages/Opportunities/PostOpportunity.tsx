import { useMutation, useQuery } from "@apollo/client/react";
import { CircleAlert } from "lucide-react";
import { Link, useNavigate } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { useToast } from "../../components/Toast/useToast";
import { PostOpportunityDocument, ViewerCanPostDocument } from "../../gql/opportunities/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { AccessRestricted } from "./AccessRestricted";
import { forgetBoard } from "./cache";
import { OpportunityForm } from "./OpportunityForm";
import { EMPTY_FORM } from "./validate";
import "./Opportunities.css";

export default function PostOpportunity() {
  usePageTitle("Post Opportunity");
  const navigate = useNavigate();
  const toast = useToast();
  // Whether the member may post, and why not, is the server's answer (its rule and its words).
  const { data, error } = useQuery(ViewerCanPostDocument, { fetchPolicy: "network-only" });
  const [post] = useMutation(PostOpportunityDocument, { update: forgetBoard });

  if (error) {
    return (
      <StatusCard icon={<CircleAlert size={32} />} title="Failed to load">
        <p>{errorMessage(error, "Please try again")}</p>
      </StatusCard>
    );
  }
  const permission = data?.viewerCanPost;
  if (!permission) return <Spinner heading label="Loading" />;
  if (!permission.allowed) {
    return (
      <AccessRestricted message={permission.reason ?? ""}>
        {permission.refusal === "PROFILE_INCOMPLETE" ? (
          <Link to="/profile/complete" className="btn btn--primary">
            Complete Profile
          </Link>
        ) : (
          <Link to="/opportunities" className="btn btn--secondary">
            Browse Opportunities
          </Link>
        )}
      </AccessRestricted>
    );
  }

  return (
    <section className="card card--form" aria-labelledby="post-title">
      <h1 id="post-title">Post Opportunity</h1>
      <p className="muted">Share a job, internship, freelance work, collaboration or service.</p>
      <OpportunityForm
        initial={EMPTY_FORM}
        submitLabel="Post Opportunity"
        busyLabel="Posting…"
        onCancel={() => navigate("/opportunities")}
        onSubmit={async (input) => {
          try {
            const { data } = await post({ variables: { input } });
            toast({ variant: "success", title: "Opportunity Posted!" });
            navigate(`/opportunities/${data!.postOpportunity.id}`);
          } catch (error) {
            toast({
              variant: "error",
              title: "Failed to post",
              description: errorMessage(error, "Please try again"),
            });
            throw error;
          }
        }}
      />
    </section>
  );
}
