import { Search as SearchIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import "../../components/form/form.css";

/** The query box: Enter or the Search button runs it. It shows the search in the URL. */
export function SearchBox({ query, onSearch }: { query: string; onSearch(text: string): void }) {
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  // A new search from elsewhere (an example, a suggestion, Back) fills the box.
  if (query !== shown) {
    setShown(query);
    setText(query);
  }
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <form className="search-box" role="search" onSubmit={submit} noValidate>
      <label htmlFor={id} className="sr-only">
        Search ISTCians
      </label>
      <div className="search-box__field">
        <SearchIcon aria-hidden="true" size={20} className="search-box__icon" />
        <input
          id={id}
          type="search"
          className="input search-box__input"
          placeholder="e.g. mechanical engineers from Punjab"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <button type="submit" className="btn btn--primary">
        Search
      </button>
    </form>
  );
}
