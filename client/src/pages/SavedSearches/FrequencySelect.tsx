import type { Ref } from "react";
import { Field } from "../../components/form/Field";
import type { AlertFrequency } from "../../gql/graphql";
import { FREQUENCY_OPTIONS, isFrequency } from "../../lib/frequency";

interface FrequencySelectProps {
  label: string;
  value: AlertFrequency;
  onChange(value: AlertFrequency): void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** The accessible name when the visible label alone is not enough (several on a page). */
  "aria-label"?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select of the e-mail frequencies: Instant, Daily, Weekly, Off. */
export function FrequencySelect({
  label,
  value,
  onChange,
  hint,
  error,
  disabled,
  "aria-label": ariaLabel,
  ref,
}: FrequencySelectProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          ref={ref}
          className="input"
          value={value}
          disabled={disabled}
          aria-label={ariaLabel}
          onChange={(e) => isFrequency(e.target.value) && onChange(e.target.value)}
        >
          {FREQUENCY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
