import { forwardRef, useId } from "react";
import "../form/form.css";

/** A reason the confirmation asks for (e.g. an admin removing someone else's post). */
export interface ReasonOptions {
  label: string;
  maxLength: number;
  /** Shown when the member confirms with nothing typed (unless `optional`). */
  requiredMessage?: string;
  /** The text may stay empty (e.g. the note of a connection request): confirming passes "". */
  optional?: boolean;
  /** A line under the field besides the count (e.g. who will read it). */
  hint?: string;
  /** The server's message about the reason, if it refused it. */
  error?: string;
}

interface ReasonFieldProps {
  options: ReasonOptions;
  value: string;
  /** Whether the member confirmed with nothing typed. */
  missing: boolean;
  onChange(value: string): void;
}

/** The reason's text area, with its count and its error. */
export const ReasonField = forwardRef<HTMLTextAreaElement, ReasonFieldProps>(function ReasonField(
  { options, value, missing, onChange },
  ref,
) {
  const id = useId();
  const error = missing ? options.requiredMessage : options.error;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {options.label}
      </label>
      <textarea
        ref={ref}
        id={id}
        name="reason"
        className="input"
        rows={4}
        required={!options.optional}
        value={value}
        maxLength={options.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {options.hint && <>{options.hint} </>}
        {value.length}/{options.maxLength}
      </p>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
});
