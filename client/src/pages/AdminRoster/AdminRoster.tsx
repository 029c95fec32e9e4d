import { useApolloClient } from "@apollo/client/react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../lib/usePageTitle";
import { RosterList } from "./RosterList";
import { RosterUpload } from "./RosterUpload";
import { useRosterImport } from "./useRosterImport";
import "./AdminRoster.css";

/**
 * /admin/roster: import the centre's roster (preview first, then import, with a progress bar) and
 * keep its entries. Members whose roll number and name match it are verified.
 */
export default function AdminRoster() {
  usePageTitle("Roster");
  const client = useApolloClient();
  const { flow, choose, preview, runImport } = useRosterImport(() => {
    // The roster and the member list (verifications, "Roster:" lines) changed.
    void client.refetchQueries({ include: ["RosterEntries", "AdminUsers", "AdminStats"] });
  });
  return (
    <div className="admin-roster">
      <Link to="/admin" className="btn btn--link admin-roster__back">
        <ArrowLeft aria-hidden="true" size={18} /> Back to Admin Panel
      </Link>
      <div>
        <h1>Roster</h1>
        <p className="muted">
          The centre&rsquo;s list of who studied there. A member whose roll number and name are on
          it is verified the moment they complete their profile.
        </p>
      </div>
      <RosterUpload flow={flow} onChoose={choose} onPreview={preview} onImport={runImport} />
      <RosterList />
    </div>
  );
}
