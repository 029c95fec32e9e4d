import { useId, type ReactNode } from "react";
import "./form.css";

/** What a field's control gets from its frame: its id and the accessible wiring. */
export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FieldProps {
  label: string;
  /** Validation message (the form's own or the server's `extensions.field` one). */
  error?: string;
  /** Shown under the control, e.g. a format or a character count. */
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and validation message wired up for assistive technology: the
 * message describes the control (`aria-describedby`), marks it invalid, and is announced when it
 * appears (its container is a polite live region that is always present). TextField and
 * TextAreaField are this frame around an input and a textarea.
 */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** The control's class: the shared `input` look plus the caller's own. */
export const controlClass = (className?: string) => ["input", className].filter(Boolean).join(" ");
