import { Lightbulb } from "lucide-react";

/** The server's suggestions ("No one in Mohali yet: 12 in Chandigarh", "Did you mean ...?"). */
export function Suggestions({ suggestions }: { suggestions: string[] }) {
  if (suggestions.length === 0) return null;
  return (
    <aside className="search-suggestions" aria-labelledby="search-suggestions-title">
      <h2 id="search-suggestions-title" className="search-suggestions__title">
        <Lightbulb aria-hidden="true" size={18} /> Suggestions
      </h2>
      <ul>
        {suggestions.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </aside>
  );
}
