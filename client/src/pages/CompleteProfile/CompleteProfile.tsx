import { useMutation } from "@apollo/client/react";
import { Hourglass } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { TextField } from "../../components/form/TextField";
import { useToast } from "../../components/Toast/useToast";
import { CompleteProfileDocument } from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { useSession } from "../../session/useSession";
import { PROFILE_LIMITS } from "../../../../common/limits";

type Field = "rollNumber" | "trade" | "currentLocation";
type Values = Record<Field, string>;

const REQUIRED: Record<Field, string> = {
  rollNumber: "Roll number is required",
  trade: "Trade is required",
  currentLocation: "Current location is required",
};

function validate(values: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  for (const field of Object.keys(REQUIRED) as Field[]) {
    if (!values[field].trim()) errors[field] = REQUIRED[field];
  }
  return errors;
}

export default function CompleteProfile() {
  const { user, updateUser } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [values, setValues] = useState<Values>({
    rollNumber: user?.rollNumber ?? "",
    trade: user?.trade ?? "",
    currentLocation: user?.currentLocation ?? "",
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [completeProfile, { loading }] = useMutation(CompleteProfileDocument);

  function field(name: Field) {
    return {
      name,
      value: values[name],
      maxLength: PROFILE_LIMITS[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    try {
      const { data } = await completeProfile({
        variables: {
          input: {
            rollNumber: values.rollNumber.trim(),
            trade: values.trade.trim(),
            currentLocation: values.currentLocation.trim(),
          },
        },
      });
      if (!data) throw new Error("No profile returned");
      updateUser({ ...data.completeProfile, profileCompleted: true });
    } catch (error) {
      toast({
        variant: "error",
        title: "Error",
        description: errorMessage(error, "Failed to update profile"),
      });
      return;
    }
    toast({ variant: "success", title: "Profile completed!" });
    navigate("/dashboard");
  }

  return (
    <section className="card card--narrow" aria-labelledby="complete-title">
      <h1 id="complete-title">Complete your profile</h1>
      <p className="muted">Tell fellow ISTCians who you are. All three fields are required.</p>
      <form className="form" onSubmit={handleSubmit} noValidate>
        <TextField label="Roll Number" autoComplete="off" {...field("rollNumber")} />
        <TextField label="Trade" placeholder="e.g. Electronics" {...field("trade")} />
        <TextField
          label="Current Location"
          placeholder="e.g. Chandigarh"
          autoComplete="address-level2"
          {...field("currentLocation")}
        />
        <p className="note note--blue">
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
