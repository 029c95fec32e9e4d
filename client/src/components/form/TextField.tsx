import { useId, type InputHTMLAttributes, type Ref } from "react";
import "./form.css";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Validation message (the form's own or the server's `extensions.field` one). */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and validation message wired up for assistive technology: the
 * message describes the input (`aria-describedby`), marks it invalid, and is announced when it
 * appears (its container is a polite live region that is always present).
 */
export function TextField({ label, error, hint, className, ref, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={["input", className].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
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
