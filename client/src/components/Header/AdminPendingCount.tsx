import { useQuery } from "@apollo/client/react";
import { AdminStatsDocument } from "../../gql/graphql";

/**
 * How many members wait for verification, beside the Admin nav item (rendered for admins only).
 * Shares the AdminStats query with /admin/users, so verifying anywhere updates both.
 */
export function AdminPendingCount() {
  const { data } = useQuery(AdminStatsDocument);
  const pending = data?.adminStats.unverifiedUsers ?? 0;
  if (pending === 0) return null;
  return (
    <span className="app-nav__count">
      {pending > 99 ? "99+" : pending}
      <span className="sr-only"> pending verification</span>
    </span>
  );
}
