import { Lock } from "lucide-react";
import { Link } from "react-router-dom";
import { StatusCard } from "../../components/StatusCard/StatusCard";

/**
 * Why the member cannot organise yet: verified members with a complete profile organise events
 * (the server refuses anyone else with FORBIDDEN; this says so before the form).
 */
export function CannotOrganise({ profileComplete }: { profileComplete: boolean }) {
  return (
    <StatusCard icon={<Lock size={32} />} title="You can't organise events yet">
      <p>
        {profileComplete
          ? "Events are organised by verified ISTCians. Your profile is under review by admins: once you are verified, you can organise one."
          : "Events are organised by verified ISTCians with a complete profile. Please complete your profile first."}
      </p>
      <div className="actions">
        {!profileComplete && (
          <Link to="/profile/complete" className="btn btn--primary">
            Complete Profile
          </Link>
        )}
        <Link to="/events" className="btn btn--secondary">
          Browse events
        </Link>
      </div>
    </StatusCard>
  );
}
