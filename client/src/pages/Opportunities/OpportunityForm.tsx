import { useId, useState, type FormEvent } from "react";
import { OPPORTUNITY_LIMITS as L } from "#common/limits";
import { TextField } from "../../components/form/TextField";
import { hasFieldErrors, useFieldErrors } from "../../components/form/useFieldErrors";
import type { OpportunityInput, OpportunityType } from "../../gql/graphql";
import { serverFieldErrors } from "../../lib/errors";
import { TYPES } from "./types";
import { FIELDS, toInput, validate, type Field, type FormValues } from "./validate";

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
  const [values, setValues] = useState<FormValues>(initial);
  const [busy, setBusy] = useState(false);
  const { formRef, errors, show, clear } = useFieldErrors<Field>();
  const ids = { type: useId(), description: useId(), contact: useId() };

  function set<K extends keyof FormValues>(name: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    clear(name);
  }

  const counter = (name: "title" | "location" | "description") =>
    `${values[name].length}/${L[name]} characters`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    show(found);
    if (hasFieldErrors(found)) return;
    setBusy(true);
    try {
      await onSubmit(toInput(values));
    } catch (error) {
      show(serverFieldErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (id: string, error?: string, hint = false) =>
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined;

  return (
    <form ref={formRef} className="form opportunity-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label="Title"
        name="title"
        value={values.title}
        maxLength={L.title}
        hint={counter("title")}
        error={errors.title}
        placeholder="e.g. Junior CNC Programmer"
        onChange={(e) => set("title", e.target.value)}
      />

      <div className="field">
        <label className="field__label" htmlFor={ids.type}>
          Type
        </label>
        <select
          id={ids.type}
          name="type"
          className="input"
          value={values.type}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={describedBy(ids.type, errors.type)}
          onChange={(e) => set("type", e.target.value as OpportunityType | "")}
        >
          <option value="">Choose a type</option>
          {TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        <p id={`${ids.type}-error`} className="field__error" aria-live="polite">
          {errors.type}
        </p>
      </div>

      <TextField
        label="Location"
        name="location"
        value={values.location}
        maxLength={L.location}
        hint={counter("location")}
        error={errors.location}
        placeholder="e.g. Mohali, Punjab or Remote"
        onChange={(e) => set("location", e.target.value)}
      />

      <div className="field">
        <label className="field__label" htmlFor={ids.description}>
          Description
        </label>
        <textarea
          id={ids.description}
          name="description"
          className="input"
          rows={6}
          value={values.description}
          maxLength={L.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(ids.description, errors.description, true)}
          onChange={(e) => set("description", e.target.value)}
        />
        <p id={`${ids.description}-hint`} className="field__hint">
          {counter("description")}
        </p>
        <p id={`${ids.description}-error`} className="field__error" aria-live="polite">
          {errors.description}
        </p>
      </div>

      <TextField
        label="External Link (optional)"
        name="externalLink"
        type="url"
        inputMode="url"
        value={values.externalLink}
        maxLength={L.externalLink}
        error={errors.externalLink}
        placeholder="https://"
        onChange={(e) => set("externalLink", e.target.value)}
      />

      <TextField
        label="Tags (optional)"
        name="tags"
        value={values.tags}
        hint={`Separate tags with commas, e.g. CNC, AutoCAD (at most ${L.tags})`}
        error={errors.tags}
        onChange={(e) => set("tags", e.target.value)}
      />

      <div className="checkbox-field">
        <input
          id={ids.contact}
          type="checkbox"
          checked={values.contactVisibility}
          onChange={(e) => set("contactVisibility", e.target.checked)}
        />
        <label htmlFor={ids.contact}>Show my contact information (e-mail and phone)</label>
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
