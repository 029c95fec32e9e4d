import { X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { BUSINESS_LIMITS as L } from "#common/limits";
import { addServices } from "./businessForm";

interface ServicesFieldProps {
  services: string[];
  error?: string;
  onChange(services: string[]): void;
}

/**
 * The services or products offered, as tags: type one and press Enter or Add (commas split
 * several); each tag has its own Remove button.
 */
export function ServicesField({ services, error, onChange }: ServicesFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const full = services.length >= L.services;

  function add() {
    if (!draft.trim()) return;
    onChange(addServices(services, draft));
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Services and products
      </label>
      <div className="services-field__row">
        <input
          id={id}
          name="services"
          className="input"
          value={draft}
          maxLength={L.service * 4}
          placeholder="e.g. CNC job work"
          disabled={full}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
        />
        <button type="button" className="btn btn--secondary" onClick={add} disabled={full}>
          Add
        </button>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {services.length}/{L.services} services, each {L.serviceMin} to {L.service} characters.
        Press Enter to add one.
      </p>
      {services.length > 0 && (
        <ul className="tag-list services-field__tags" aria-label="Services added">
          {services.map((s) => (
            <li key={s} className="tag services-field__tag">
              {s}
              <button
                type="button"
                className="services-field__remove"
                aria-label={`Remove ${s}`}
                onClick={() => onChange(services.filter((x) => x !== s))}
              >
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
