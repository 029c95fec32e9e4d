import { Sparkles } from "lucide-react";

/** The spec's examples, each running its query. */
export const EXAMPLE_QUERIES = [
  "software engineers in Chandigarh",
  "2020 batch students",
  "mechanical engineers from Punjab",
  "people working in tech companies",
  "students from 2019 in Delhi",
  "civil engineers in Mohali",
];

export function ExampleChips({ onPick }: { onPick(query: string): void }) {
  return (
    <section className="search-examples" aria-labelledby="search-examples-title">
      <h2 id="search-examples-title" className="search-examples__title">
        <Sparkles aria-hidden="true" size={18} /> Try one of these
      </h2>
      <ul className="search-examples__list">
        {EXAMPLE_QUERIES.map((query) => (
          <li key={query}>
            <button type="button" className="example-chip" onClick={() => onPick(query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
