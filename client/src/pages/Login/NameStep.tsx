import { useState, type FormEvent } from "react";
import { TextField } from "../../components/form/TextField";

interface NameStepProps {
  email: string;
  fullName: string;
  onFullNameChange(name: string): void;
  onSend(fullName: string): void;
  onBack(): void;
  busy: boolean;
}

export function NameStep({
  email,
  fullName,
  onFullNameChange,
  onSend,
  onBack,
  busy,
}: NameStepProps) {
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = fullName.trim();
    if (!name) {
      setError("Please enter your name");
      return;
    }
    setError(undefined);
    onSend(name);
  }

  return (
    <form className="form" onSubmit={handleSubmit} noValidate>
      <p className="muted">
        Creating a new account for <strong className="break-all">{email}</strong>
      </p>
      <TextField
        label="Your Name"
        name="fullName"
        autoComplete="name"
        value={fullName}
        error={error}
        autoFocus
        onChange={(event) => {
          onFullNameChange(event.target.value);
          if (error) setError(undefined);
        }}
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
