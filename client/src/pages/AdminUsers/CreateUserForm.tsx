import { useMutation } from "@apollo/client/react";
import { useState, type FormEvent } from "react";
import { ACCOUNT_LIMITS, ADMIN_LIMITS, PROFILE_LIMITS } from "#common/limits";
import { TextField } from "../../components/form/TextField";
import { hasFieldErrors, useFieldErrors } from "../../components/form/useFieldErrors";
import { useToast } from "../../components/Toast/useToast";
import { AdminStatsDocument } from "../../gql/graphql";
import {
  AdminAuditLogDocument,
  AdminUsersDocument,
  CreateUserDocument,
} from "../../gql/admin/graphql";
import { errorMessage, serverFieldErrors, type FieldErrors } from "../../lib/errors";
import { validateEmail } from "../../lib/validation";

const FIELDS = [
  "email",
  "fullName",
  "rollNumber",
  "course",
  "trade",
  "currentLocation",
  "occupation",
  "companyOrganization",
  "phoneNumber",
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = Object.fromEntries(FIELDS.map((f) => [f, ""])) as Values;
const MAX: Record<Field, number> = {
  email: ACCOUNT_LIMITS.email,
  fullName: ACCOUNT_LIMITS.fullName,
  rollNumber: PROFILE_LIMITS.rollNumber,
  course: ADMIN_LIMITS.course,
  trade: PROFILE_LIMITS.trade,
  currentLocation: PROFILE_LIMITS.currentLocation,
  occupation: ADMIN_LIMITS.occupation,
  companyOrganization: ADMIN_LIMITS.companyOrganization,
  phoneNumber: ADMIN_LIMITS.phoneNumber,
};
const LABELS: Record<Field, string> = {
  email: "Email *",
  fullName: "Full Name *",
  rollNumber: "Roll Number",
  course: "Course",
  trade: "Trade",
  currentLocation: "Current Location",
  occupation: "Occupation",
  companyOrganization: "Company / Organization",
  phoneNumber: "Phone Number",
};

function validate(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  errors.email = validateEmail(values.email);
  if (!values.fullName.trim()) errors.fullName = "Full name is required";
  return errors;
}

/** The Add New User form: e-mail and name required, the rest optional. */
export function CreateUserForm({ onDone }: { onDone: () => void }) {
  const toast = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [isVerified, setIsVerified] = useState(false);
  const { formRef, errors, show, clear } = useFieldErrors<Field>();
  const [createUser, { loading }] = useMutation(CreateUserDocument, {
    refetchQueries: [AdminStatsDocument, AdminUsersDocument, AdminAuditLogDocument],
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    show(found);
    if (hasFieldErrors(found)) return;
    const input = Object.fromEntries(FIELDS.map((f) => [f, values[f].trim() || null])) as Record<
      Field,
      string | null
    >;
    try {
      const { data } = await createUser({
        variables: {
          input: { ...input, email: input.email!, fullName: input.fullName!, isVerified },
        },
      });
      toast({
        variant: "success",
        title: `User ${data?.createUser.fullName ?? input.fullName} created successfully!`,
      });
      setValues(EMPTY);
      setIsVerified(false);
      onDone();
    } catch (error) {
      show(serverFieldErrors(error, FIELDS));
      toast({ variant: "error", title: errorMessage(error, "Failed to create user") });
    }
  }

  return (
    <form ref={formRef} className="form admin-create" onSubmit={handleSubmit} noValidate>
      <div className="admin-create__grid">
        {FIELDS.map((name) => (
          <TextField
            key={name}
            label={LABELS[name]}
            name={name}
            type={name === "email" ? "email" : name === "phoneNumber" ? "tel" : "text"}
            value={values[name]}
            maxLength={MAX[name]}
            error={errors[name]}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [name]: value }));
              clear(name);
            }}
          />
        ))}
      </div>
      <label className="admin-create__check">
        <input
          type="checkbox"
          checked={isVerified}
          onChange={(event) => setIsVerified(event.target.checked)}
        />
        Mark as verified ISTCian
      </label>
      <p className="muted admin-create__hint">
        With roll number, trade and location the profile counts as complete. The member signs in
        later with a code sent to this e-mail.
      </p>
      <div className="admin-create__actions">
        <button type="submit" className="btn btn--primary" disabled={loading}>
          {loading ? "Creating…" : "Create User"}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
