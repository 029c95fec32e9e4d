import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { BUSINESS_LIMITS as L } from "#common/limits";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { useFormFields } from "../../components/form/useFormFields";
import type { BusinessCategory, BusinessInput } from "../../gql/businesses/graphql";
import { serverFieldErrors } from "../../lib/errors";
import { CATEGORIES, isCategory } from "../Businesses/categories";
import {
  FIELDS,
  PHONE_MAX,
  toBusinessInput,
  validateBusiness,
  type BusinessFormValues,
} from "./businessForm";
import { ServicesField } from "./ServicesField";
import "../../components/form/form.css";

// The logo picker (and its image checks) loads after the form itself.
const LogoField = lazy(() => import("./LogoField"));

interface BusinessFieldsProps {
  initial: BusinessFormValues;
  /** The logo stored now (editing), or null. */
  logo: string | null;
  submitLabel: string;
  busyLabel: string;
  /** Saves the input and the chosen logo; throws the server's error (shown beside the fields). */
  onSubmit(input: BusinessInput, logo: File | null): Promise<void>;
  onCancel(): void;
}

/** The list and edit form: counters, the server's rules checked here first, field errors. */
export function BusinessFields(props: BusinessFieldsProps) {
  const { initial, logo, submitLabel, busyLabel, onSubmit, onCancel } = props;
  const form = useFormFields<BusinessFormValues>(initial, {
    maxLength: {
      name: L.name,
      location: L.location,
      website: L.website,
      phone: PHONE_MAX,
      email: L.email,
    },
  });
  const { values, set, field, check, show, formRef, errors } = form;
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(validateBusiness(values))) return;
    setBusy(true);
    try {
      await onSubmit(toBusinessInput(values), file);
    } catch (error) {
      show(serverFieldErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="form business-form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={submitLabel}
    >
      <TextField
        label="Business name"
        hint={`${values.name.length}/${L.name} characters`}
        placeholder="e.g. Sandhu Tool Room"
        autoComplete="organization"
        {...field("name")}
      />
      <CategorySelect
        value={values.category}
        error={errors.category}
        onChange={(c) => set("category", c)}
      />
      <TextAreaField
        label="Description (optional)"
        name="description"
        rows={6}
        value={values.description}
        maxLength={L.description}
        hint={`${values.description.length}/${L.description} characters: what you make or do, for whom.`}
        error={errors.description}
        onChange={(e) => set("description", e.target.value)}
      />
      <ServicesField
        services={values.services}
        error={errors.services}
        onChange={(s) => set("services", s)}
      />
      <TextField
        label="Location"
        hint="Your city, e.g. Ludhiana, Punjab: we find it on the map."
        placeholder="e.g. Focal Point, Ludhiana"
        autoComplete="address-level2"
        {...field("location")}
      />
      <ContactFields field={field} />
      <TextField
        label="Year founded (optional)"
        inputMode="numeric"
        placeholder="e.g. 2012"
        {...field("foundedYear")}
      />
      <Suspense fallback={null}>
        <LogoField name={values.name} current={logo} file={file} onFile={setFile} />
      </Suspense>

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

interface CategorySelectProps {
  value: BusinessCategory | "";
  error?: string;
  onChange(category: BusinessCategory | ""): void;
}

function CategorySelect({ value, error, onChange }: CategorySelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Category
      </label>
      <select
        id={id}
        name="category"
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(isCategory(e.target.value) ? e.target.value : "")}
      >
        <option value="">Choose a category</option>
        {CATEGORIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

type FieldProps = ReturnType<typeof useFormFields<BusinessFormValues>>["field"];

/** Website, phone and e-mail: optional, shown to verified members only. */
function ContactFields({ field }: { field: FieldProps }) {
  return (
    <fieldset className="business-form__group">
      <legend>Contact (shown to verified members)</legend>
      <TextField
        label="Website (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="An https:// address."
        {...field("website")}
      />
      <TextField
        label="Business phone (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="+91 98765 43210"
        {...field("phone")}
      />
      <TextField
        label="Business e-mail (optional)"
        type="email"
        autoComplete="email"
        {...field("email")}
      />
    </fieldset>
  );
}
