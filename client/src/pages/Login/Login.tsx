import { Brand } from "../../components/Brand";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { Footer } from "../../components/Footer/Footer";
import { Spinner } from "../../components/Spinner";
import { useToast } from "../../components/Toast/useToast";
import {
  EmailStatusDocument,
  LoginAppInfoDocument,
  SendSignInCodeDocument,
  VerifySignInCodeDocument,
} from "../../gql/graphql";
import { errorMessage } from "../../lib/errors";
import { useSession } from "../../session/useSession";
import { EmailStep } from "./EmailStep";
import { googleErrorText } from "./googleErrors";
import { NameStep } from "./NameStep";
import { OtpStep } from "./OtpStep";

type Step = "email" | "name" | "otp";

/** Sign-in in three steps: email -> (new users) name -> one-time code. */
export default function Login() {
  const { status, isAuthenticated, login } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const client = useApolloClient();
  const [searchParams] = useSearchParams();

  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [fullName, setFullName] = useState("");
  const [isNewUser, setIsNewUser] = useState(false);
  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);
  // Set once this page signs the user in, so it navigates itself instead of redirecting.
  const signedInHere = useRef(false);

  const { data: appInfo } = useQuery(LoginAppInfoDocument);
  const [sendCode, { loading: sending }] = useMutation(SendSignInCodeDocument);
  const [verifyCode, { loading: verifying }] = useMutation(VerifySignInCodeDocument);

  if (status === "loading") return <Spinner fullPage label="Loading your session" />;
  if (isAuthenticated && !signedInHere.current) return <Navigate to="/dashboard" replace />;

  const errorCode = searchParams.get("error");
  const googleAlert = errorCode ? googleErrorText(errorCode) : undefined;
  const googleEnabled = appInfo?.appInfo.googleSignInEnabled ?? true;

  /** Sends a sign-in code; resolves to whether it was sent. */
  async function send(address: string, name?: string): Promise<boolean> {
    try {
      await sendCode({
        variables: { input: name ? { email: address, fullName: name } : { email: address } },
      });
      toast({
        variant: "success",
        title: "OTP Sent!",
        description: `Check your email at ${address}`,
      });
      return true;
    } catch (error) {
      toast({
        variant: "error",
        title: "Oops!",
        description: errorMessage(error, "Failed to send OTP"),
      });
      return false;
    }
  }

  async function handleContinue(address: string) {
    setEmail(address);
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
      setStep("name");
      toast({
        variant: "info",
        title: "Welcome!",
        description: "Please enter your name to create your account",
      });
    } else if (await send(address)) {
      // Known e-mail: the code is sent right away.
      setStep("otp");
    }
  }

  async function handleSendWithName(name: string) {
    if (await send(email, name)) setStep("otp");
  }

  async function handleResend() {
    if (await send(email, isNewUser ? fullName.trim() : undefined)) setCode("");
  }

  function backToEmail() {
    setCode("");
    setStep("email");
  }

  async function handleVerify() {
    let result;
    try {
      const { data } = await verifyCode({ variables: { input: { email, code } } });
      if (!data) throw new Error("No sign-in result returned");
      result = data.verifySignInCode;
    } catch (error) {
      toast({
        variant: "error",
        title: "Verification failed",
        description: errorMessage(error, "Invalid OTP"),
      });
      return;
    }

    signedInHere.current = true;
    login(result.token, result.user);
    if (result.isNewUser || !result.user.profileCompleted) {
      toast({
        variant: "success",
        title: result.message,
        description: "Let's complete your profile!",
        duration: 5000,
        action: { label: "Complete Profile", onClick: () => navigate("/profile/complete") },
      });
      navigate("/profile/complete", { replace: true });
    } else {
      toast({ variant: "success", title: result.message, description: "Great to see you again!" });
      navigate("/dashboard", { replace: true });
    }
  }

  return (
    <div className="page-shell page-shell--auth">
      <main id="main" className="auth-page">
        <section className="card auth-card" aria-labelledby="login-title">
          <Brand to="/" centered />
          <h1 id="login-title" className="auth-card__title">
            Welcome to ISTC Connect!
          </h1>
          <p className="auth-card__subtitle">For all ISTCians - current students and alumni!</p>

          {step === "email" && (
            <EmailStep
              email={email}
              onEmailChange={setEmail}
              onContinue={handleContinue}
              busy={checking || sending}
              googleEnabled={googleEnabled}
              alert={googleAlert}
            />
          )}
          {step === "name" && (
            <NameStep
              email={email}
              fullName={fullName}
              onFullNameChange={setFullName}
              onSend={handleSendWithName}
              onBack={() => setStep("email")}
              busy={sending}
            />
          )}
          {step === "otp" && (
            <OtpStep
              email={email}
              code={code}
              onCodeChange={setCode}
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
