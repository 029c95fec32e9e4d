import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { Brand } from "../../components/Brand";
import { Footer } from "../../components/Footer/Footer";
import { useFieldErrors } from "../../components/form/useFieldErrors";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import {
  EmailStatusDocument,
  SendSignInCodeDocument,
  VerifySignInCodeDocument,
} from "../../gql/graphql";
import {
  errorMessage,
  retryAfterSeconds,
  serverFieldErrors,
  type FieldErrors,
} from "../../lib/errors";
import { useAppInfo } from "../../lib/useAppInfo";
import { usePageTitle } from "../../lib/usePageTitle";
import { validateEmail } from "../../lib/validation";
import { rememberReturnPath, returnPathFrom } from "../../session/returnTo";
import { useSession } from "../../session/useSession";
import { EmailStep } from "./EmailStep";
import { googleErrorText } from "./googleErrors";
import "./Login.css";
import { NameStep } from "./NameStep";
import { OtpStep } from "./OtpStep";
import {
  loadPendingCode,
  pendingFromAnswer,
  pendingFromRefusal,
  savePendingCode,
  usablePendingCode,
  type PendingCode,
} from "./pendingCode";

type Step = "email" | "name" | "otp";
type Field = "email" | "fullName" | "code";

/** Where a successful sign-in leads (and the location state that goes along). */
interface Destination {
  to: string;
  state?: { from: string };
}

/** The server's messages about the sign-in inputs; verify names the code `otp` (its REST name). */
function loginFieldErrors(error: unknown): FieldErrors<Field> {
  const found = serverFieldErrors(error, ["email", "fullName", "code", "otp"]);
  return { email: found.email, fullName: found.fullName, code: found.code ?? found.otp };
}

/** The server refused a send because a code went out a moment ago (`extensions.codeSent`). */
const codeWasSent = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.codeSent === true);

/**
 * Sign-in in three steps: email -> (new users) name -> one-time code. The code's length, lifetime
 * and resend wait come from the server's answer; a code that is still valid is not asked for again.
 */
export default function Login() {
  usePageTitle("Sign in");
  const { status, notice, signIn } = useSession();
  const toast = useToast();
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const returnTo = returnPathFrom(location.state);
  const { appInfo } = useAppInfo();

  const [step, setStep] = useState<Step>("email");
  // Whether the member moved between steps (then the new step's field takes the focus).
  const [moved, setMoved] = useState(false);
  const [email, setEmail] = useState("");
  const [fullName, setFullName] = useState("");
  const [isNewUser, setIsNewUser] = useState(false);
  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState<PendingCode | null>(loadPendingCode);
  const [destination, setDestination] = useState<Destination | null>(null);
  const { formRef, errors, show, clear } = useFieldErrors<Field>();

  const [sendCode, { loading: sending }] = useMutation(SendSignInCodeDocument);
  const [verifyCode, { loading: verifying }] = useMutation(VerifySignInCodeDocument);

  if (status === "loading") return <Spinner fullPage label="Loading your session" />;
  if (status === "authenticated") {
    const to = destination ?? { to: returnTo ?? "/dashboard" };
    return <Navigate to={to.to} state={to.state} replace />;
  }

  const errorCode = searchParams.get("error");
  const googleAlert = errorCode ? googleErrorText(errorCode) : undefined;
  const googleEnabled = appInfo?.googleSignInEnabled ?? true;

  function goTo(next: Step) {
    setStep(next);
    setMoved(true);
  }

  function remember(next: PendingCode | null) {
    setPending(next);
    savePendingCode(next);
  }

  /** Sends a sign-in code; resolves to whether the member can now enter one. */
  async function send(address: string, name?: string): Promise<boolean> {
    try {
      const { data } = await sendCode({
        variables: { input: name ? { email: address, fullName: name } : { email: address } },
      });
      if (!data) throw new Error("No answer to the send");
      remember(pendingFromAnswer(address, data.sendSignInCode, Date.now()));
      toast({
        variant: "success",
        title: "OTP Sent!",
        description: `Check your email at ${address}`,
      });
      return true;
    } catch (error) {
      // Too soon after the last code (from another tab, or a visit a moment ago): that one is on
      // its way, so the code step is all there is to say; nothing went wrong.
      const wait = retryAfterSeconds(error);
      if (wait !== undefined && codeWasSent(error)) {
        remember(pendingFromRefusal(address, wait, Date.now(), pending));
        return true;
      }
      show(loginFieldErrors(error));
      toast({
        variant: "error",
        title: "Oops!",
        description: errorMessage(error, "Failed to send OTP"),
      });
      return false;
    }
  }

  async function handleContinue() {
    const address = email.trim();
    const invalid = validateEmail(address);
    show({ email: invalid });
    if (invalid) return;

    // The code sent a moment ago is still good: back to the code step, no second send.
    if (usablePendingCode(pending, address, Date.now())) {
      goTo("otp");
      return;
    }

    setChecking(true);
    let isNew: boolean;
    try {
      const { data } = await client.query({
        query: EmailStatusDocument,
        variables: { email: address },
        fetchPolicy: "no-cache",
      });
      if (!data) throw new Error("No e-mail status returned");
      isNew = data.emailStatus.isNewUser;
    } catch (error) {
      show(loginFieldErrors(error));
      toast({
        variant: "error",
        title: "Error",
        description: errorMessage(error, "Failed to process request"),
      });
      return;
    } finally {
      setChecking(false);
    }

    setIsNewUser(isNew);
    if (isNew) {
      goTo("name");
      toast({
        variant: "info",
        title: "Welcome!",
        description: "Please enter your name to create your account",
      });
    } else if (await send(address)) {
      // Known e-mail: the code is sent right away.
      goTo("otp");
    }
  }

  async function handleSendWithName() {
    const name = fullName.trim();
    show({ fullName: name ? undefined : "Please enter your name" });
    if (!name) return;
    if (await send(email.trim(), name)) goTo("otp");
  }

  async function handleResend() {
    if (await send(email.trim(), isNewUser ? fullName.trim() : undefined)) setCode("");
  }

  function backToEmail() {
    setCode("");
    show({});
    goTo("email");
  }

  async function handleVerify() {
    let result;
    try {
      const { data } = await verifyCode({ variables: { input: { email: email.trim(), code } } });
      if (!data) throw new Error("No sign-in result returned");
      result = data.verifySignInCode;
    } catch (error) {
      show(loginFieldErrors(error));
      toast({
        variant: "error",
        title: "Verification failed",
        description: errorMessage(error, "Invalid OTP"),
      });
      return;
    }

    remember(null);
    const incomplete = result.isNewUser || !result.user.profileCompleted;
    setDestination(
      incomplete
        ? { to: "/profile/complete", state: returnTo ? { from: returnTo } : undefined }
        : { to: returnTo ?? "/dashboard" },
    );
    await signIn(result.token, result.user);
    if (incomplete) {
      toast({
        variant: "success",
        title: result.message,
        description: "Let's complete your profile!",
        duration: 5000,
        action: { label: "Complete Profile", onClick: () => navigate("/profile/complete") },
      });
    } else {
      toast({ variant: "success", title: result.message, description: "Great to see you again!" });
    }
  }

  return (
    <div className="page-shell page-shell--auth">
      <main id="main" tabIndex={-1} className="auth-page">
        <section className="card auth-card" aria-labelledby="login-title">
          <Brand to="/" centered />
          <h1 id="login-title" className="auth-card__title">
            Welcome to ISTC Connect!
          </h1>
          <p className="auth-card__subtitle">For all ISTCians - current students and alumni!</p>
          {notice && (
            <p className="alert is-blue" role="status">
              {notice}
            </p>
          )}

          {step === "email" && (
            <EmailStep
              formRef={formRef}
              email={email}
              error={errors.email}
              onEmailChange={(value) => {
                setEmail(value);
                clear("email");
              }}
              onContinue={handleContinue}
              busy={checking || sending}
              googleEnabled={googleEnabled}
              onGoogle={() => rememberReturnPath(returnTo)}
              alert={googleAlert}
              focus={moved}
            />
          )}
          {step === "name" && (
            <NameStep
              formRef={formRef}
              email={email.trim()}
              fullName={fullName}
              error={errors.fullName}
              onFullNameChange={(value) => {
                setFullName(value);
                clear("fullName");
              }}
              onSend={handleSendWithName}
              onBack={() => {
                show({});
                goTo("email");
              }}
              busy={sending}
            />
          )}
          {step === "otp" && pending && (
            <OtpStep
              formRef={formRef}
              email={email.trim()}
              pending={pending}
              code={code}
              error={errors.code}
              onCodeChange={(value) => {
                setCode(value);
                clear("code");
              }}
              onVerify={handleVerify}
              onBack={backToEmail}
              onResend={handleResend}
              verifying={verifying}
              resending={sending}
            />
          )}
        </section>
      </main>
      <Footer />
    </div>
  );
}
