import { Plus, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";

interface Props {
  label: string;
  /** What one tag is called in messages and buttons, e.g. "topic". */
  noun: string;
  values: string[];
  onChange(values: string[]): void;
  max: number;
  minLength?: number;
  maxLength: number;
  /** Offered as the member types (a datalist). */
  suggestions?: readonly string[];
  hint?: string;
  /** The form's or the server's message about the tags. */
  error?: string;
}

/**
 * Free tags: type one and press Enter (or Add); each shows as a chip with its Remove button. A tag
 * is trimmed, kept once whatever its case, and refused with a message when too short, too long or
 * one too many.
 */
export function TagsField(props: Props) {
  const { label, noun, values, onChange, max, minLength = 1, maxLength, suggestions } = props;
  const id = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? props.error;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");

  function add() {
    const tag = text.trim().replace(/\s+/g, " ");
    if (!tag) return;
    if (values.some((v) => v.toLowerCase() === tag.toLowerCase())) {
      setProblem(`“${tag}” is already there`);
      return;
    }
    if (values.length >= max) {
      setProblem(`At most ${max} ${noun}s`);
      return;
    }
    if (tag.length < minLength || tag.length > maxLength) {
      setProblem(`A ${noun} is ${minLength} to ${maxLength} characters`);
      return;
    }
    onChange([...values, tag]);
    setText("");
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="field tags-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {values.length > 0 && (
        <ul className="tags-field__list" aria-label={`${label}: ${values.length} of ${max}`}>
          {values.map((tag) => (
            <li key={tag} className="tags-field__tag">
              {tag}
              <button
                type="button"
                className="tags-field__remove"
                aria-label={`Remove ${noun} ${tag}`}
                onClick={() => {
                  onChange(values.filter((v) => v !== tag));
                  setProblem(null);
                }}
              >
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="tags-field__entry">
        <input
          id={id}
          className="input"
          value={text}
          maxLength={maxLength}
          list={suggestions?.length ? `${id}-options` : undefined}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn--secondary" onClick={add}>
          <Plus aria-hidden="true" size={16} /> Add<span className="sr-only"> {noun}</span>
        </button>
      </div>
      {suggestions && suggestions.length > 0 && (
        <datalist id={`${id}-options`}>
          {suggestions
            .filter((s) => !values.some((v) => v.toLowerCase() === s.toLowerCase()))
            .map((s) => (
              <option key={s} value={s} />
            ))}
        </datalist>
      )}
      <p id={`${id}-hint`} className="field__hint">
        {props.hint ? `${props.hint} ` : ""}
        {values.length}/{max}
      </p>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
