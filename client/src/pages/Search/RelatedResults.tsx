import { ResultCard } from "../../components/MemberCard/ResultCard";
import type { SmartSearchQuery } from "../../gql/graphql";

type SearchResult = SmartSearchQuery["smartSearch"];

/**
 * Members who only share the trade (or a broader role) of the crafts asked for: after the results,
 * under their own heading and count, never in "Found N". When more exist than are shown, the
 * broader search lists them all.
 */
export function RelatedResults({
  result,
  onBroaden,
}: {
  result: SearchResult;
  onBroaden(query: string): void;
}) {
  if (result.relatedCount === 0) return null;
  const broader = result.broader;
  return (
    <section className="search-related" aria-labelledby="search-related-title">
      <h2 id="search-related-title" className="search-related__title">
        Related <span className="search-related__count">({result.relatedCount})</span>
      </h2>
      <p className="muted">
        {broader
          ? `Others in ${broader.label}, not what you asked for exactly.`
          : "Others close to what you asked for."}
      </p>
      <ul className="member-grid" aria-label="Related members">
        {result.related.map((member) => (
          <ResultCard key={member.id} member={member} />
        ))}
      </ul>
      {broader && result.relatedCount > result.related.length && (
        <button
          type="button"
          className="btn btn--secondary search-related__all"
          onClick={() => onBroaden(broader.query)}
        >
          Show all {broader.label.toLowerCase()}
        </button>
      )}
    </section>
  );
}
