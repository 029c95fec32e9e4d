import type { FormEvent } from "react";
import { TextField } from "../../components/form/TextField";
import { OTP_LENGTH, sanitizeOtp } from "../../lib/validation";

interface OtpStepProps {
  email: string;
  code: string;
  onCodeChange(code: string): void;
  onVerify(): void;
  onBack(): void;
  onResend(): void;
  verifying: boolean;
  resending: boolean;
}

export function OtpStep({
  email,
  code,
  onCodeChange,
  onVerify,
  onBack,
  onResend,
  verifying,
  resending,
}: OtpStepProps) {
  const complete = code.length === OTP_LENGTH;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete && !verifying) onVerify();
  }

  return (
    <form className="form" onSubmit={handleSubmit} noValidate>
      <p className="muted">
        We sent a 6-digit code to <strong className="break-all">{email}</strong>
      </p>
      <TextField
        label="Enter OTP"
        name="otp"
        className="input--otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="••••••"
        value={code}
        autoFocus
        hint="OTP valid for 10 minutes"
        onChange={(event) => onCodeChange(sanitizeOtp(event.target.value))}
      />
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={!complete || verifying}
      >
        {verifying ? "Verifying…" : "Verify & Continue"}
      </button>
      <div className="split-actions">
        <button type="button" className="btn btn--link" onClick={onBack}>
          Back to email
        </button>
        <button type="button" className="btn btn--link" onClick={onResend} disabled={resending}>
          {resending ? "Sending…" : "Resend OTP"}
        </button>
      </div>
    </form>
  );
}
