import { Navigate, useSearchParams } from "react-router-dom";
import { Brand } from "../../components/Brand";
import { Footer } from "../../components/Footer/Footer";
import { Spinner } from "../../components/Spinner";
import { useAppInfo } from "../../lib/useAppInfo";
import { usePageTitle } from "../../lib/usePageTitle";
import { rememberReturnPath } from "../../session/returnTo";
import { useSession } from "../../session/useSession";
import { EmailStep } from "./EmailStep";
import { googleErrorText } from "./googleErrors";
import "./Login.css";
import { NameStep } from "./NameStep";
import { OtpStep } from "./OtpStep";
import { useSignInFlow } from "./useSignInFlow";

/** The sign-in screen: the step the flow (useSignInFlow) is at, in the auth card. */
export default function Login() {
  usePageTitle("Sign in");
  const { status, notice } = useSession();
  const [searchParams] = useSearchParams();
  const { appInfo } = useAppInfo();
  const flow = useSignInFlow();
  const { state, formRef, errors, returnTo } = flow;

  if (status === "loading") return <Spinner fullPage label="Loading your session" />;
  if (status === "authenticated") {
    const to = state.destination ?? { to: returnTo ?? "/dashboard" };
    return <Navigate to={to.to} state={to.state} replace />;
  }

  const errorCode = searchParams.get("error");
  const googleAlert = errorCode ? googleErrorText(errorCode) : undefined;
  const googleEnabled = appInfo?.googleSignInEnabled ?? true;
  const email = state.email.trim();

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

          {state.step === "email" && (
            <EmailStep
              formRef={formRef}
              email={state.email}
              error={errors.email}
              onEmailChange={(value) => flow.type("email", value)}
              onContinue={flow.continueWithEmail}
              busy={state.checking || flow.sending}
              googleEnabled={googleEnabled}
              onGoogle={() => rememberReturnPath(returnTo)}
              alert={googleAlert}
              focus={state.moved}
            />
          )}
          {state.step === "name" && (
            <NameStep
              formRef={formRef}
              email={email}
              fullName={state.fullName}
              error={errors.fullName}
              onFullNameChange={(value) => flow.type("fullName", value)}
              onSend={flow.sendWithName}
              onBack={() => flow.backToEmail(false)}
              busy={flow.sending}
            />
          )}
          {state.step === "otp" && state.pending && (
            <OtpStep
              formRef={formRef}
              email={email}
              pending={state.pending}
              code={state.code}
              error={errors.code}
              onCodeChange={(value) => flow.type("code", value)}
              onVerify={flow.verify}
              onBack={() => flow.backToEmail(true)}
              onResend={flow.resend}
              verifying={flow.verifying}
              resending={flow.sending}
            />
          )}
        </section>
      </main>
      <Footer />
    </div>
  );
}
