import { useQuery } from "@apollo/client/react";
import { History } from "lucide-react";
import { AdminAuditLogDocument } from "../../gql/admin/graphql";

const VERBS: Record<string, (target: string) => string> = {
  VERIFY: (t) => `verified ${t}`,
  UNVERIFY: (t) => `unverified ${t}`,
  CREATE_USER: (t) => `created the account of ${t}`,
  PROMOTE: (t) => `made ${t} an admin`,
  DEMOTE: (t) => `removed the admin role of ${t}`,
  REMOVE_OPPORTUNITY: (t) => `removed an opportunity posted by ${t}`,
  CLEAR_DUPLICATE_ROLL_NUMBER: (t) => `cleared the duplicate roll number of ${t}`,
};

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The latest entries of the admin audit log. */
export function AuditPanel() {
  const { data, loading, error } = useQuery(AdminAuditLogDocument, { variables: { first: 8 } });
  const entries = data?.adminAuditLog.nodes ?? [];
  return (
    <section className="card admin-audit" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title" className="card__title">
        <History aria-hidden="true" size={18} /> Recent admin activity
      </h2>
      {loading && !data ? (
        <p className="muted">Loading activity…</p>
      ) : error && !data ? (
        <p className="muted">The activity log could not be loaded.</p>
      ) : entries.length === 0 ? (
        <p className="muted">No admin actions yet.</p>
      ) : (
        <ol className="admin-audit__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span>
                <strong>{entry.actorName}</strong>{" "}
                {(VERBS[entry.action] ?? ((t: string) => `${entry.action} ${t}`))(entry.targetName)}
              </span>
              <time dateTime={entry.createdAt} className="muted">
                {when.format(new Date(entry.createdAt))}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
