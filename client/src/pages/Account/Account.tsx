import { UserCog } from "lucide-react";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../lib/usePageTitle";
import { DeleteAccount } from "./DeleteAccount";
import { DownloadData } from "./DownloadData";
import { SessionList } from "./SessionList";
import "./Account.css";

/** /settings/account: download my data, the devices signed in, delete my account. */
export default function Account() {
  usePageTitle("Account");
  return (
    <div className="account-page">
      <section className="card account-section" aria-labelledby="account-title">
        <h1 id="account-title" className="account-page__title">
          <UserCog aria-hidden="true" size={24} /> Account
        </h1>
        <p className="muted">
          Your data and where you are signed in. Notification e-mails are in{" "}
          <Link to="/settings/notifications">notification settings</Link>; tokens for scripts in{" "}
          <Link to="/profile/api-tokens">API tokens</Link>.
        </p>
      </section>
      <DownloadData />
      <SessionList />
      <DeleteAccount />
    </div>
  );
}
