import { useQuery } from "@apollo/client/react";
import { OpportunityStatsDocument } from "../../gql/opportunities/graphql";

const CARDS = [
  { key: "total", label: "Total" },
  { key: "jobs", label: "Jobs" },
  { key: "internships", label: "Internships" },
  { key: "freelance", label: "Freelance" },
  { key: "services", label: "Services" },
  { key: "myPosts", label: "My Posts" },
] as const;

/** The six counters of the board; a dash while loading or if the counts fail. */
export function StatCards() {
  const { data } = useQuery(OpportunityStatsDocument, { fetchPolicy: "cache-and-network" });
  const stats = data?.opportunityStats;
  return (
    <dl className="stat-cards" aria-label="Opportunity statistics">
      {CARDS.map(({ key, label }) => (
        <div key={key} className="card stat-card">
          <dt>{label}</dt>
          <dd aria-busy={stats ? undefined : true}>{stats ? stats[key] : "–"}</dd>
        </div>
      ))}
    </dl>
  );
}
