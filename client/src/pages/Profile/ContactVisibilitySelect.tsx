import { Field } from "../../components/form/Field";
import type { ContactVisibility } from "../../gql/graphql";

const OPTIONS: { value: ContactVisibility; label: string }[] = [
  { value: "VERIFIED" as ContactVisibility, label: "Verified members" },
  { value: "CONNECTIONS" as ContactVisibility, label: "My connections only" },
  { value: "NOBODY" as ContactVisibility, label: "Nobody" },
];

const isVisibility = (v: string): v is ContactVisibility => OPTIONS.some((o) => o.value === v);

/** Who sees the member's e-mail, phone number and WhatsApp link (the server applies it). */
export function ContactVisibilitySelect({
  value,
  onChange,
}: {
  value: ContactVisibility;
  onChange(value: ContactVisibility): void;
}) {
  return (
    <Field
      label="Who can see my contact details"
      hint="Your e-mail, phone number and WhatsApp. Admins always can."
    >
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          onChange={(e) => isVisibility(e.target.value) && onChange(e.target.value)}
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
