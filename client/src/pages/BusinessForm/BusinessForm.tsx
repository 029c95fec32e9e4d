import { useQuery } from "@apollo/client/react";
import { CircleAlert, Lock } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { BUSINESS_LIMITS } from "#common/limits";
import { Spinner } from "../../components/Spinner";
import { StatusCard } from "../../components/StatusCard/StatusCard";
import { BusinessDocument, MyBusinessesDocument } from "../../gql/businesses/graphql";
import { errorMessage, hasErrorCode } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { useMe } from "../../session/useMe";
import { BusinessFields } from "./BusinessFields";
import { businessFormValues, EMPTY_BUSINESS } from "./businessForm";
import { useSaveBusiness } from "./useSaveBusiness";
import "../Businesses/Businesses.css";

/** /businesses/new and /businesses/:businessId/edit. */
export default function BusinessForm() {
  const { businessId } = useParams();
  return businessId ? <EditBusiness id={businessId} /> : <NewBusiness />;
}

/** Listing a business: verified members with a complete profile, up to three businesses each. */
function NewBusiness() {
  usePageTitle("List your business");
  const navigate = useNavigate();
  const { isVerified, isProfileComplete } = useMe();
  const allowed = isVerified && isProfileComplete;
  const { data, error } = useQuery(MyBusinessesDocument, {
    skip: !allowed,
    fetchPolicy: "network-only",
  });
  const save = useSaveBusiness(null);

  if (!allowed) return <CannotList profileComplete={isProfileComplete} />;
  if (!data && !error) return <Spinner heading label="Loading" />;
  if ((data?.myBusinesses.length ?? 0) >= BUSINESS_LIMITS.perMember) {
    return (
      <StatusCard icon={<CircleAlert size={32} />} title="You have listed the most businesses">
        <p>
          You can list at most {BUSINESS_LIMITS.perMember} businesses. Delete one to list another.
        </p>
        <Link to="/businesses" className="btn btn--secondary">
          Business Directory
        </Link>
      </StatusCard>
    );
  }

  return (
    <section className="card card--form business-form-card" aria-labelledby="new-business-title">
      <h1 id="new-business-title">List your business</h1>
      <p className="muted">
        Fellow ISTCians find it by what you do and where, and verified members see how to reach you.
      </p>
      <BusinessFields
        initial={EMPTY_BUSINESS}
        logo={null}
        submitLabel="List business"
        busyLabel="Saving…"
        onCancel={() => navigate("/businesses")}
        onSubmit={save}
      />
    </section>
  );
}

/** Editing one's own business. */
function EditBusiness({ id }: { id: string }) {
  usePageTitle("Edit business");
  const navigate = useNavigate();
  const { data, error } = useQuery(BusinessDocument, {
    variables: { id },
    fetchPolicy: "network-only",
  });
  const save = useSaveBusiness(id);

  const b = data?.business;
  if (error || (data && !b)) {
    const missing = !error || hasErrorCode(error, "NOT_FOUND");
    return (
      <StatusCard icon={<CircleAlert size={32} />} title="Business not found">
        <p>
          {missing
            ? "This business does not exist, or it has been removed."
            : errorMessage(error, "Check your connection and try again.")}
        </p>
        <Link to="/businesses" className="btn btn--secondary">
          All businesses
        </Link>
      </StatusCard>
    );
  }
  if (!b) return <Spinner heading label="Loading business" />;
  if (!b.viewerCanEdit) {
    return (
      <StatusCard icon={<Lock size={32} />} title="You can't edit this business">
        <p>Only the member who listed a business can edit it.</p>
        <Link to={`/businesses/${b.id}`} className="btn btn--secondary">
          Back to the business
        </Link>
      </StatusCard>
    );
  }

  return (
    <section className="card card--form business-form-card" aria-labelledby="edit-business-title">
      <h1 id="edit-business-title">Edit business</h1>
      <BusinessFields
        initial={businessFormValues(b)}
        logo={b.logo}
        submitLabel="Save changes"
        busyLabel="Saving…"
        onCancel={() => navigate(`/businesses/${b.id}`)}
        onSubmit={save}
      />
    </section>
  );
}

/** Why the member cannot list a business yet (the server refuses them with FORBIDDEN). */
function CannotList({ profileComplete }: { profileComplete: boolean }) {
  return (
    <StatusCard icon={<Lock size={32} />} title="You can't list a business yet">
      <p>
        {profileComplete
          ? "Businesses are listed by verified ISTCians. Your profile is under review by admins: once you are verified, you can list yours."
          : "Businesses are listed by verified ISTCians with a complete profile. Please complete your profile first."}
      </p>
      <div className="actions">
        {!profileComplete && (
          <Link to="/profile/complete" className="btn btn--primary">
            Complete Profile
          </Link>
        )}
        <Link to="/businesses" className="btn btn--secondary">
          Browse businesses
        </Link>
      </div>
    </StatusCard>
  );
}
