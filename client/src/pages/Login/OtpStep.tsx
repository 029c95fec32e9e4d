import { useRef, type FormEvent, type Ref } from "react";
import { TextField } from "../../components/form/TextField";
import { useFocusOnMount } from "../../lib/useFocusOnMount";
import { formatWait, useNow } from "../../lib/useNow";
import type { PendingCode } from "./pendingCode";

interface OtpStepProps {
  formRef: Ref<HTMLFormElement>;
  email: string;
  pending: PendingCode;
  code: string;
  error?: string;
  onCodeChange(code: string): void;
  onVerify(): void;
  onBack(): void;
  onResend(): void;
  verifying: boolean;
  resending: boolean;
}

/** "10 minutes", "1 minute", "45 seconds": the code's lifetime as the server gave it. */
function lifetime(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** Keeps only digits, at most `length` of them. */
export const sanitizeCode = (value: string, length: number) =>
  value.replace(/\D/g, "").slice(0, length);

export function OtpStep({
  formRef,
  email,
  pending,
  code,
  error,
  onCodeChange,
  onVerify,
  onBack,
  onResend,
  verifying,
  resending,
}: OtpStepProps) {
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input);
  const now = useNow(Math.max(pending.resendAt, pending.expiresAt ?? 0));

  const { codeLength, lifetimeSeconds, expiresAt, resendAt } = pending;
  const complete = code.length === codeLength;
  const expired = expiresAt !== null && now >= expiresAt;
  const resendWait = resendAt - now;
  const hint = expired
    ? "This code has expired. Please request a new one with Resend OTP."
    : lifetimeSeconds !== null
      ? `OTP valid for ${lifetime(lifetimeSeconds)}`
      : "Enter the code from the most recent e-mail we sent you.";

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete && !verifying) onVerify();
  }

  return (
    <form ref={formRef} className="form" onSubmit={handleSubmit} noValidate>
      <p className="muted">
        We sent a {codeLength}-digit code to <strong className="break-all">{email}</strong>
      </p>
      <TextField
        ref={input}
        label="Enter OTP"
        name="otp"
        className="input--otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={"•".repeat(codeLength)}
        maxLength={codeLength}
        value={code}
        error={error}
        hint={hint}
        onChange={(event) => onCodeChange(sanitizeCode(event.target.value, codeLength))}
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
        <button
          type="button"
          className="btn btn--link"
          onClick={onResend}
          disabled={resending || resendWait > 0}
        >
          {resending
            ? "Sending…"
            : resendWait > 0
              ? `Resend OTP in ${formatWait(resendWait)}`
              : "Resend OTP"}
        </button>
      </div>
    </form>
  );
}
