import { useMutation } from "@apollo/client/react";
import { Hourglass } from "lucide-react";
import type { FormEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { PROFILE_LIMITS } from "#common/limits";
import { TextField } from "../../components/form/TextField";
import { useFormFields } from "../../components/form/useFormFields";
import { useToast } from "../../components/Toast/useToast";
import { CompleteProfileDocument } from "../../gql/graphql";
import { errorMessage, serverFieldErrors, type FieldErrors } from "../../lib/errors";
import { usePageTitle } from "../../lib/usePageTitle";
import { returnPathFrom } from "../../session/returnTo";
import { useMe } from "../../session/useMe";

const FIELDS = ["rollNumber", "trade", "currentLocation"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const REQUIRED: Record<Field, string> = {
  rollNumber: "Roll number is required",
  trade: "Trade is required",
  currentLocation: "Current location is required",
};

function validate(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of FIELDS) if (!values[field].trim()) errors[field] = REQUIRED[field];
  return errors;
}

export default function CompleteProfile() {
  usePageTitle("Complete your profile");
  const { me } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { values, field, check, show, formRef } = useFormFields<Values>(
    {
      rollNumber: me?.rollNumber ?? "",
      trade: me?.trade ?? "",
      currentLocation: me?.currentLocation ?? "",
    },
    { maxLength: PROFILE_LIMITS },
  );
  // The answer (the member with the SessionUser fields) updates `me` in the cache: the header and
  // the dashboard follow without any copy of the member here.
  const [completeProfile, { loading }] = useMutation(CompleteProfileDocument);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(validate(values))) return;

    try {
      await completeProfile({
        variables: {
          input: {
            rollNumber: values.rollNumber.trim(),
            trade: values.trade.trim(),
            currentLocation: values.currentLocation.trim(),
          },
        },
      });
    } catch (error) {
      show(serverFieldErrors(error, FIELDS));
      toast({
        variant: "error",
        title: "Error",
        description: errorMessage(error, "Failed to update profile"),
      });
      return;
    }
    toast({ variant: "success", title: "Profile completed!" });
    navigate(returnPathFrom(location.state) ?? "/dashboard");
  }

  return (
    <section className="card card--narrow" aria-labelledby="complete-title">
      <h1 id="complete-title">Complete your profile</h1>
      <p className="muted">Tell fellow ISTCians who you are. All three fields are required.</p>
      <form ref={formRef} className="form" onSubmit={handleSubmit} noValidate>
        <TextField label="Roll Number" autoComplete="off" {...field("rollNumber")} />
        <TextField label="Trade" placeholder="e.g. Electronics" {...field("trade")} />
        <TextField
          label="Current Location"
          placeholder="e.g. Chandigarh"
          autoComplete="address-level2"
          {...field("currentLocation")}
        />
        <p className="note is-blue">
          <Hourglass aria-hidden="true" size={18} />
          <span>
            Your profile stays &lsquo;Pending Verification&rsquo; until an admin verifies it.
          </span>
        </p>
        <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
          {loading ? "Saving…" : "Complete Profile"}
        </button>
      </form>
    </section>
  );
}
