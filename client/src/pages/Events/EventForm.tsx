import { useState, type FormEvent } from "react";
import { EVENT_LIMITS as L } from "#common/limits";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { useFormFields } from "../../components/form/useFormFields";
import type { EventInput } from "../../gql/events/graphql";
import { serverFieldErrors } from "../../lib/errors";
import {
  FIELDS,
  placeServerErrors,
  toEventInput,
  validateEvent,
  type EventFormValues,
} from "./eventForm";
import { AudienceFields, KindSelect, WhenFields } from "./EventFormParts";
import "../../components/form/form.css";

interface EventFormProps {
  initial: EventFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the input; throws the server's error (its field messages show beside the fields). */
  onSubmit(input: EventInput): Promise<void>;
  onCancel(): void;
}

/** The organise and edit form: counters, the server's rules checked here first, field errors. */
export function EventForm({ initial, submitLabel, busyLabel, onSubmit, onCancel }: EventFormProps) {
  const form = useFormFields<EventFormValues>(initial, {
    maxLength: { title: L.title, location: L.location, onlineUrl: L.onlineUrl },
  });
  const { values, set, field, check, show, formRef, errors } = form;
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(validateEvent(values))) return;
    setBusy(true);
    try {
      await onSubmit(toEventInput(values));
    } catch (error) {
      show(placeServerErrors(serverFieldErrors(error, FIELDS), values.audience));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="form event-form"
      onSubmit={handleSubmit}
      noValidate
      aria-label={submitLabel}
    >
      <TextField
        label="Title"
        hint={`${values.title.length}/${L.title} characters`}
        placeholder="e.g. Batch of 2016: ten-year reunion"
        {...field("title")}
      />

      <KindSelect value={values.kind} error={errors.kind} onChange={(k) => set("kind", k)} />

      <TextAreaField
        label="Description"
        name="description"
        rows={6}
        value={values.description}
        maxLength={L.description}
        hint={`${values.description.length}/${L.description} characters. Plain text; links work.`}
        error={errors.description}
        onChange={(e) => set("description", e.target.value)}
      />

      <WhenFields values={values} errors={errors} set={set} field={field} />

      <fieldset className="event-form__group">
        <legend>Where</legend>
        <p className="field__hint">A place, an online link, or both.</p>
        <TextField
          label="Place (optional)"
          hint="A city or venue, e.g. Pune, Maharashtra: we find it on the map."
          placeholder="e.g. ISTC campus, Chandigarh"
          {...field("location")}
        />
        <TextField
          label="Online link (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="An https:// link to join online."
          {...field("onlineUrl")}
        />
      </fieldset>

      <TextField
        label="Capacity (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        hint="Blank for no limit. Beyond it, members who choose Going join a waitlist in order."
        {...field("capacity")}
      />

      <AudienceFields values={values} errors={errors} set={set} field={field} />

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
