import { useMutation } from "@apollo/client/react";
import { Link, useNavigate } from "react-router-dom";
import { useToast } from "../../components/Toast/useToast";
import { PostOpportunityDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import { AccessRestricted } from "./AccessRestricted";
import { forgetBoard } from "./cache";
import { INCOMPLETE_PROFILE, NOT_VERIFIED } from "./messages";
import { OpportunityForm } from "./OpportunityForm";
import { EMPTY_FORM } from "./validate";
import "./Opportunities.css";

export default function PostOpportunity() {
  usePageTitle("Post Opportunity");
  const { isProfileComplete, isVerified, isAdmin } = useMe();
  const navigate = useNavigate();
  const toast = useToast();
  const [post] = useMutation(PostOpportunityDocument, { update: forgetBoard });

  if (!isProfileComplete) {
    return (
      <AccessRestricted message={INCOMPLETE_PROFILE}>
        <Link to="/profile/complete" className="btn btn--primary">
          Complete Profile
        </Link>
      </AccessRestricted>
    );
  }
  if (!isVerified && !isAdmin) {
    return (
      <AccessRestricted message={NOT_VERIFIED}>
        <Link to="/opportunities" className="btn btn--secondary">
          Browse Opportunities
        </Link>
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
