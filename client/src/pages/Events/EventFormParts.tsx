import { useId } from "react";
import { TextField } from "../../components/form/TextField";
import type { useFormFields } from "../../components/form/useFormFields";
import type { EventKind } from "../../gql/events/graphql";
import type { FieldErrors } from "../../lib/errors";
import { formInstants, type AudienceChoice, type EventFormValues, type Field } from "./eventForm";
import { KINDS } from "./kinds";
import { formatDateTime, sameClock, timeZones, viewerZone, zoneCity } from "./time";

type Form = ReturnType<typeof useFormFields<EventFormValues>>;

interface PartProps {
  values: EventFormValues;
  errors: FieldErrors<Field>;
  set: Form["set"];
  field: Form["field"];
}

interface SelectProps<T extends string> {
  label: string;
  name: string;
  value: T;
  error?: string;
  hint?: string;
  options: { value: T; label: string }[];
  onChange(value: T): void;
}

/** A labelled select with its hint and error, wired like TextField. */
function SelectField<T extends string>(props: SelectProps<T>) {
  const id = useId();
  const { label, name, value, error, hint, options, onChange } = props;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** The kind; left alone, the server chooses (a batch's event is a reunion, a link only is online). */
export function KindSelect(props: {
  value: EventKind | "";
  error?: string;
  onChange(kind: EventKind | ""): void;
}) {
  return (
    <SelectField<EventKind | "">
      label="Kind"
      name="kind"
      {...props}
      options={[{ value: "", label: "Choose for me" }, ...KINDS]}
      hint="Choose for me: a reunion for a batch, online for a link only, else a meet-up."
    />
  );
}

/** Start and end, each a date and a time, on the clock of the chosen zone; the viewer's time too. */
export function WhenFields({ values, errors, set, field }: PartProps) {
  const here = viewerZone();
  const { startsAt, endsAt } = formInstants(values);
  const differs = startsAt && !sameClock(startsAt, values.timezone, here);
  return (
    <fieldset className="event-form__group">
      <legend>When</legend>
      <div className="event-form__pair">
        <TextField label="Start date" type="date" {...field("startDate")} />
        <TextField label="Start time" type="time" {...field("startTime")} />
      </div>
      <div className="event-form__pair">
        <TextField
          label="End date"
          type="date"
          hint="Blank: the same day as the start."
          {...field("endDate")}
        />
        <TextField label="End time" type="time" {...field("endTime")} />
      </div>
      <SelectField
        label="Time zone"
        name="timezone"
        value={values.timezone}
        error={errors.timezone}
        options={timeZones().map((z) => ({ value: z, label: z.replace(/_/g, " ") }))}
        hint="The event's own clock: an event abroad keeps its local time."
        onChange={(zone) => set("timezone", zone)}
      />
      <p className="event-form__local" aria-live="polite">
        {differs && startsAt
          ? `Your time (${zoneCity(here)}): starts ${formatDateTime(startsAt, here)}` +
            (endsAt ? `, ends ${formatDateTime(endsAt, here)}` : "")
          : startsAt
            ? "The same as your own time."
            : ""}
      </p>
    </fieldset>
  );
}

const AUDIENCES: { value: AudienceChoice; label: string }[] = [
  { value: "everyone", label: "Every verified member" },
  { value: "batch", label: "A batch year" },
  { value: "trade", label: "A trade" },
];

/** Who sees the event: everyone, one batch (a reunion is seen only by it) or one trade. */
export function AudienceFields({ values, set, field }: PartProps) {
  const name = useId();
  return (
    <fieldset className="event-form__group">
      <legend>Who is it for?</legend>
      <div className="event-form__choices">
        {AUDIENCES.map((a) => (
          <label key={a.value} className="event-form__choice">
            <input
              type="radio"
              name={name}
              value={a.value}
              checked={values.audience === a.value}
              onChange={() => set("audience", a.value)}
            />
            {a.label}
          </label>
        ))}
      </div>
      {values.audience === "batch" && (
        <TextField
          label="Batch year"
          inputMode="numeric"
          hint="Only this batch sees the event and is invited."
          {...field("batchYear")}
        />
      )}
      {values.audience === "trade" && (
        <TextField
          label="Trade"
          hint="Only members of this trade see the event and are invited."
          {...field("trade")}
        />
      )}
    </fieldset>
  );
}
