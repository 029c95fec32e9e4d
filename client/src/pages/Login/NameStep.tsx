import { useRef, type FormEvent, type Ref } from "react";
import { ACCOUNT_LIMITS } from "#common/limits";
import { TextField } from "../../components/form/TextField";
import { useFocusOnMount } from "../../lib/useFocusOnMount";

interface NameStepProps {
  formRef: Ref<HTMLFormElement>;
  email: string;
  fullName: string;
  error?: string;
  onFullNameChange(name: string): void;
  onSend(): void;
  onBack(): void;
  busy: boolean;
}

export function NameStep({
  formRef,
  email,
  fullName,
  error,
  onFullNameChange,
  onSend,
  onBack,
  busy,
}: NameStepProps) {
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSend();
  }

  return (
    <form ref={formRef} className="form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
      <p className="muted">
        Creating a new account for <strong className="break-all">{email}</strong>
      </p>
      <TextField
        ref={input}
        label="Your Name"
        name="fullName"
        autoComplete="name"
        maxLength={ACCOUNT_LIMITS.fullName}
        value={fullName}
        error={error}
        readOnly={busy}
        onChange={(event) => onFullNameChange(event.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? "Sending…" : "Send OTP"}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onBack} disabled={busy}>
        Back
      </button>
    </form>
  );
}
