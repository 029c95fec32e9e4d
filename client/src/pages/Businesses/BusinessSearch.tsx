import { Search as SearchIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { SEARCH_LIMITS } from "#common/limits";
import type { BusinessCategory } from "../../gql/businesses/graphql";
import { CATEGORIES, isCategory } from "./categories";
import "../../components/form/form.css";

interface BusinessSearchProps {
  query: string;
  category: BusinessCategory | null;
  onSearch(text: string): void;
  onCategory(category: BusinessCategory | null): void;
}

/**
 * The words (sent on Enter or the button, not as typed) and the category (applied when chosen).
 * A search from elsewhere (Back, Clear) fills the box again.
 */
export function BusinessSearch({ query, category, onSearch, onCategory }: BusinessSearchProps) {
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  if (query !== shown) {
    setShown(query);
    setText(query);
  }
  const queryId = useId();
  const categoryId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <form
      className="card business-search"
      role="search"
      aria-label="Businesses"
      onSubmit={submit}
      noValidate
    >
      <div className="business-search__query">
        <label htmlFor={queryId} className="field__label">
          Search in plain words
        </label>
        <div className="business-search__row">
          <div className="search-box__field">
            <SearchIcon aria-hidden="true" size={20} className="search-box__icon" />
            <input
              id={queryId}
              type="search"
              className="input search-box__input"
              placeholder="tool rooms in Ludhiana"
              value={text}
              maxLength={SEARCH_LIMITS.query}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          <button type="submit" className="btn btn--primary">
            Search
          </button>
        </div>
      </div>
      <div className="business-search__category">
        <label htmlFor={categoryId} className="field__label">
          Category
        </label>
        <select
          id={categoryId}
          className="input"
          value={category ?? ""}
          onChange={(e) => onCategory(isCategory(e.target.value) ? e.target.value : null)}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
