import { useQuery } from "@apollo/client/react";
import { ArrowLeft, BadgeCheck, Hourglass, IdCard, Terminal, UserPlus, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useToast } from "../../components/Toast/useToast";
import { AdminStatsDocument } from "../../gql/graphql";
import { usePageTitle } from "../../lib/usePageTitle";
import { CreateUserForm } from "./CreateUserForm";
import "./AdminUsers.css";

/** /admin/users: the four counters, the Add New User form, and a note for scripts. */
export default function AdminUsers() {
  usePageTitle("User Management");
  const toast = useToast();
  const [formOpen, setFormOpen] = useState(false);
  const { data, loading, error } = useQuery(AdminStatsDocument);

  useEffect(() => {
    if (error) toast({ variant: "error", title: "Failed to load user statistics" });
  }, [error, toast]);

  const stats = data?.adminStats;
  const counters = [
    { label: "Total Users", value: stats?.totalUsers, icon: Users },
    { label: "Verified Users", value: stats?.verifiedUsers, icon: BadgeCheck },
    { label: "Unverified Users", value: stats?.unverifiedUsers, icon: Hourglass },
    { label: "Completed Profiles", value: stats?.completedProfiles, icon: IdCard },
  ];

  return (
    <div className="admin-users">
      <Link to="/admin" className="btn btn--link admin-users__back">
        <ArrowLeft aria-hidden="true" size={18} /> Back to Admin Panel
      </Link>
      <h1>User Management</h1>

      <ul className="admin-users__stats" aria-label="User statistics" aria-busy={loading}>
        {counters.map(({ label, value, icon: Icon }) => (
          <li key={label} className="card admin-users__stat">
            <Icon aria-hidden="true" size={22} />
            <span className="admin-users__stat-value">{value ?? (loading ? "…" : "–")}</span>
            <span className="admin-users__stat-label">{label}</span>
          </li>
        ))}
      </ul>

      <section className="card" aria-labelledby="admin-add-title">
        <div className="admin-users__add-head">
          <h2 id="admin-add-title" className="card__title">
            <UserPlus aria-hidden="true" size={20} /> New member
          </h2>
          <button
            type="button"
            className="btn btn--primary"
            aria-expanded={formOpen}
            aria-controls="admin-add-form"
            onClick={() => setFormOpen((open) => !open)}
          >
            {formOpen ? "Hide form" : "Add New User"}
          </button>
        </div>
        <div id="admin-add-form" hidden={!formOpen}>
          {formOpen && <CreateUserForm onDone={() => setFormOpen(false)} />}
        </div>
      </section>

      <section className="note is-blue admin-users__scripts" aria-labelledby="admin-scripts-title">
        <Terminal aria-hidden="true" size={18} />
        <div>
          <h2 id="admin-scripts-title">Managing users from scripts</h2>
          <p>
            Scripts can do everything on this page through the GraphQL API at <code>/graphql</code>,
            signed in as an admin (an <code>Authorization: Bearer</code> token). The REST paths
            under <code>/api/admin/users</code> also accept the server&rsquo;s{" "}
            <code>ADMIN_API_KEY</code> in an <code>X-Admin-Key</code> header; the key is set by
            whoever runs the server and is never shown in the app. Every change is recorded in the
            admin activity log.
          </p>
        </div>
      </section>
    </div>
  );
}
