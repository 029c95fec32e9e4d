import { useRef, type FormEvent, type Ref } from "react";
import { ACCOUNT_LIMITS } from "#common/limits";
import { TextField } from "../../components/form/TextField";
import { useFocusOnMount } from "../../lib/useFocusOnMount";
import { GOOGLE_UNAVAILABLE } from "./googleErrors";

interface EmailStepProps {
  formRef: Ref<HTMLFormElement>;
  email: string;
  error?: string;
  onEmailChange(email: string): void;
  onContinue(): void;
  /** A check or a send is in flight: the address cannot change under it. */
  busy: boolean;
  googleEnabled: boolean;
  onGoogle(): void;
  /** Message from a failed Google redirect (`/login?error=...`). */
  alert?: string;
  /** Focus the field (coming back from another step). */
  focus: boolean;
}

export function EmailStep({
  formRef,
  email,
  error,
  onEmailChange,
  onContinue,
  busy,
  googleEnabled,
  onGoogle,
  alert,
  focus,
}: EmailStepProps) {
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input, focus);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onContinue();
  }

  return (
    <>
      {alert && (
        <p className="alert is-red" role="alert">
          {alert}
        </p>
      )}
      <form ref={formRef} className="form" onSubmit={handleSubmit} noValidate aria-busy={busy}>
        <TextField
          ref={input}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={ACCOUNT_LIMITS.email}
          value={email}
          error={error}
          readOnly={busy}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? "Please wait…" : "Continue"}
        </button>
      </form>

      <div className="divider" role="separator">
        <span>OR</span>
      </div>

      {googleEnabled ? (
        <a className="btn btn--secondary btn--block" href="/api/auth/google" onClick={onGoogle}>
          <GoogleMark />
          Continue with Google
        </a>
      ) : (
        <>
          <button
            type="button"
            className="btn btn--secondary btn--block"
            disabled
            aria-describedby="google-unavailable"
          >
            <GoogleMark />
            Continue with Google
          </button>
          <p id="google-unavailable" className="field__hint text-center">
            {alert === GOOGLE_UNAVAILABLE ? "Google sign-in is turned off." : GOOGLE_UNAVAILABLE}
          </p>
        </>
      )}
    </>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
