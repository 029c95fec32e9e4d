import { useId, useState, type FormEvent } from "react";
import { OPPORTUNITY_LIMITS as L } from "#common/limits";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { useFormFields } from "../../components/form/useFormFields";
import type { OpportunityInput, OpportunityType } from "../../gql/opportunities/graphql";
import { serverFieldErrors } from "../../lib/errors";
import { LinkBusinessField } from "./LinkBusinessField";
import { TYPES } from "./types";
import { FIELDS, toInput, validate, type FormValues } from "./validate";

interface OpportunityFormProps {
  initial: FormValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the input; throws the server's error (its field messages show beside the fields). */
  onSubmit(input: OpportunityInput): Promise<void>;
  onCancel(): void;
}

/** The post and edit form: counters, the server's rules checked first here, field errors. */
export function OpportunityForm({
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: OpportunityFormProps) {
  const { values, set, field, check, show, formRef, errors } = useFormFields<FormValues>(initial, {
    maxLength: { title: L.title, location: L.location, externalLink: L.externalLink },
  });
  const [busy, setBusy] = useState(false);
  const contactId = useId();

  const counter = (name: "title" | "location" | "description") =>
    `${values[name].length}/${L[name]} characters`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(validate(values))) return;
    setBusy(true);
    try {
      await onSubmit(toInput(values));
    } catch (error) {
      show(serverFieldErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="form opportunity-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label="Title"
        hint={counter("title")}
        placeholder="e.g. Junior CNC Programmer"
        {...field("title")}
      />

      <TypeField value={values.type} error={errors.type} onChange={(type) => set("type", type)} />
      {values.type === "SERVICE" && (
        <LinkBusinessField
          value={values.businessId}
          error={errors.businessId}
          onChange={(id) => set("businessId", id)}
        />
      )}

      <TextField
        label="Location"
        hint={counter("location")}
        placeholder="e.g. Mohali, Punjab or Remote"
        {...field("location")}
      />

      <TextAreaField
        label="Description"
        name="description"
        rows={6}
        value={values.description}
        maxLength={L.description}
        hint={counter("description")}
        error={errors.description}
        onChange={(e) => set("description", e.target.value)}
      />

      <TextField
        label="External Link (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        {...field("externalLink")}
      />

      <TextField
        label="Tags (optional)"
        hint={`Separate tags with commas, e.g. CNC, AutoCAD (at most ${L.tags})`}
        {...field("tags")}
      />

      <div className="checkbox-field">
        <input
          id={contactId}
          type="checkbox"
          checked={values.contactVisibility}
          onChange={(e) => set("contactVisibility", e.target.checked)}
        />
        <label htmlFor={contactId}>Show my contact information (e-mail and phone)</label>
      </div>

      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface TypeFieldProps {
  value: OpportunityType | "";
  error?: string;
  onChange(type: OpportunityType | ""): void;
}

function TypeField({ value, error, onChange }: TypeFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Type
      </label>
      <select
        id={id}
        name="type"
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value as OpportunityType | "")}
      >
        <option value="">Choose a type</option>
        {TYPES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
