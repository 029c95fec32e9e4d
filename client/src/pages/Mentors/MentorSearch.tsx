import { Search as SearchIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { SEARCH_LIMITS } from "#common/limits";

interface Props {
  query: string;
  topic: string | null;
  /** The topics to choose from. */
  topics: readonly string[];
  onSearch(next: { q?: string | null; topic?: string | null }): void;
}

/**
 * The plain-language box (Enter or Search runs it) and the topic filter (applies at once). A new
 * search from elsewhere (Back, a topic chip) fills them again.
 */
export function MentorSearch({ query, topic, topics, onSearch }: Props) {
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  if (query !== shown) {
    setShown(query);
    setText(query);
  }
  const id = useId();
  // A topic from a link that is not among the suggestions is still offered, so the select shows it.
  const options = topic && !topics.includes(topic) ? [topic, ...topics] : topics;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ q: text });
  }

  return (
    <form className="mentor-search" role="search" onSubmit={submit} noValidate>
      <div className="mentor-search__query">
        <label htmlFor={`${id}-q`} className="field__label">
          What would you like help with?
        </label>
        <div className="mentor-search__field">
          <SearchIcon aria-hidden="true" size={20} className="mentor-search__icon" />
          <input
            id={`${id}-q`}
            type="search"
            className="input"
            placeholder="e.g. CNC mentors in Canada"
            maxLength={SEARCH_LIMITS.query}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="btn btn--primary">
            Search
          </button>
        </div>
      </div>
      <div className="mentor-search__topic">
        <label htmlFor={`${id}-topic`} className="field__label">
          Topic
        </label>
        <select
          id={`${id}-topic`}
          className="input"
          value={topic ?? ""}
          onChange={(e) => onSearch({ topic: e.target.value || null })}
        >
          <option value="">Any topic</option>
          {options.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
