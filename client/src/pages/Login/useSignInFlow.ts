import type { ApolloClient } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useReducer, type Dispatch } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useFieldErrors } from "../../components/form/useFieldErrors";
import type { ShowToast } from "../../components/Toast/context";
import { useToast } from "../../components/Toast/useToast";
import {
  EmailStatusDocument,
  SendSignInCodeDocument,
  VerifySignInCodeDocument,
  type SendSignInCodeMutation,
  type SendSignInCodeMutationVariables,
  type VerifySignInCodeMutation,
} from "../../gql/graphql";
import {
  errorMessage,
  retryAfterSeconds,
  serverFieldErrors,
  type FieldErrors,
} from "../../lib/errors";
import { validateEmail } from "../../lib/validation";
import { returnPathFrom } from "../../session/returnTo";
import { useSession } from "../../session/useSession";
import {
  pendingFromAnswer,
  pendingFromRefusal,
  savePendingCode,
  usablePendingCode,
  type PendingCode,
} from "./pendingCode";
import {
  initialSignInState,
  signInReducer,
  type SignInAction,
  type SignInState,
  type TypedField,
} from "./signInState";

/** The server's messages about the sign-in inputs; verify names the code `otp` (its REST name). */
function loginFieldErrors(error: unknown): FieldErrors<TypedField> {
  const found = serverFieldErrors(error, ["email", "fullName", "code", "otp"]);
  return { email: found.email, fullName: found.fullName, code: found.code ?? found.otp };
}

/** The server refused a send because a code went out a moment ago (`extensions.codeSent`). */
const codeWasSent = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.codeSent === true);

/** What the steps of the flow share. */
interface Flow {
  state: SignInState;
  dispatch: Dispatch<SignInAction>;
  show(errors: FieldErrors<TypedField>): void;
  toast: ShowToast;
  client: ApolloClient;
  sendCode: ReturnType<
    typeof useMutation<SendSignInCodeMutation, SendSignInCodeMutationVariables>
  >[0];
}

function remember(flow: Flow, next: PendingCode | null) {
  flow.dispatch({ type: "pending", pending: next });
  savePendingCode(next);
}

/** Sends a sign-in code; resolves to whether the member can now enter one. */
async function send(flow: Flow, address: string, name?: string): Promise<boolean> {
  try {
    const { data } = await flow.sendCode({
      variables: { input: name ? { email: address, fullName: name } : { email: address } },
    });
    if (!data) throw new Error("No answer to the send");
    remember(flow, pendingFromAnswer(address, data.sendSignInCode, Date.now()));
    flow.toast({
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
      remember(flow, pendingFromRefusal(address, wait, Date.now(), flow.state.pending));
      return true;
    }
    flow.show(loginFieldErrors(error));
    flow.toast({
      variant: "error",
      title: "Oops!",
      description: errorMessage(error, "Failed to send OTP"),
    });
    return false;
  }
}

/** Asks whether the e-mail has an account; undefined when that failed (and was said). */
async function isNewEmail(flow: Flow, address: string): Promise<boolean | undefined> {
  flow.dispatch({ type: "checking", checking: true });
  try {
    const { data } = await flow.client.query({
      query: EmailStatusDocument,
      variables: { email: address },
      fetchPolicy: "no-cache",
    });
    if (!data) throw new Error("No e-mail status returned");
    return data.emailStatus.isNewUser;
  } catch (error) {
    flow.show(loginFieldErrors(error));
    flow.toast({
      variant: "error",
      title: "Error",
      description: errorMessage(error, "Failed to process request"),
    });
    return undefined;
  } finally {
    flow.dispatch({ type: "checking", checking: false });
  }
}

async function continueWithEmail(flow: Flow) {
  const address = flow.state.email.trim();
  const invalid = validateEmail(address);
  flow.show({ email: invalid });
  if (invalid) return;

  // The code sent a moment ago is still good: back to the code step, no second send.
  if (usablePendingCode(flow.state.pending, address, Date.now())) {
    flow.dispatch({ type: "goTo", step: "otp" });
    return;
  }

  const isNew = await isNewEmail(flow, address);
  if (isNew === undefined) return;
  flow.dispatch({ type: "isNewUser", isNewUser: isNew });
  if (isNew) {
    flow.dispatch({ type: "goTo", step: "name" });
    flow.toast({
      variant: "info",
      title: "Welcome!",
      description: "Please enter your name to create your account",
    });
  } else if (await send(flow, address)) {
    // Known e-mail: the code is sent right away.
    flow.dispatch({ type: "goTo", step: "otp" });
  }
}

async function sendWithName(flow: Flow) {
  const name = flow.state.fullName.trim();
  flow.show({ fullName: name ? undefined : "Please enter your name" });
  if (!name) return;
  if (await send(flow, flow.state.email.trim(), name)) flow.dispatch({ type: "goTo", step: "otp" });
}

async function resend(flow: Flow) {
  const { email, fullName, isNewUser } = flow.state;
  if (await send(flow, email.trim(), isNewUser ? fullName.trim() : undefined)) {
    flow.dispatch({ type: "type", field: "code", value: "" });
  }
}

type SignInResult = VerifySignInCodeMutation["verifySignInCode"];

/**
 * Sign-in in three steps: email -> (new users) name -> one-time code. The code's length, lifetime
 * and resend wait come from the server's answer; a code that is still valid is not asked for again.
 * The screen shows `state`; the handlers move the flow on.
 */
export function useSignInFlow() {
  const { signIn } = useSession();
  const toast = useToast();
  const client = useApolloClient();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().state);
  const [state, dispatch] = useReducer(signInReducer, undefined, initialSignInState);
  const { formRef, errors, show, clear } = useFieldErrors<TypedField>();
  const [sendCode, { loading: sending }] = useMutation(SendSignInCodeDocument);
  const [verifyCode, { loading: verifying }] = useMutation(VerifySignInCodeDocument);
  const flow: Flow = { state, dispatch, show, toast, client, sendCode };

  async function verify() {
    let result: SignInResult;
    try {
      const { data } = await verifyCode({
        variables: { input: { email: state.email.trim(), code: state.code } },
      });
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
    remember(flow, null);
    const incomplete = result.isNewUser || !result.user.profileCompleted;
    dispatch({
      type: "destination",
      destination: incomplete
        ? { to: "/profile/complete", state: returnTo ? { from: returnTo } : undefined }
        : { to: returnTo ?? "/dashboard" },
    });
    await signIn(result.token, result.user);
    welcome(toast, result, incomplete, () => navigate("/profile/complete"));
  }

  return {
    state,
    returnTo,
    formRef,
    errors,
    sending,
    verifying,
    /** The member types into a step's field (its error goes). */
    type(field: TypedField, value: string) {
      dispatch({ type: "type", field, value });
      clear(field);
    },
    continueWithEmail: () => continueWithEmail(flow),
    sendWithName: () => sendWithName(flow),
    resend: () => resend(flow),
    verify,
    backToEmail(clearCode: boolean) {
      if (clearCode) dispatch({ type: "type", field: "code", value: "" });
      show({});
      dispatch({ type: "goTo", step: "email" });
    },
  };
}

function welcome(
  toast: ShowToast,
  result: SignInResult,
  incomplete: boolean,
  completeProfile: () => void,
) {
  if (incomplete) {
    toast({
      variant: "success",
      title: result.message,
      description: "Let's complete your profile!",
      duration: 5000,
      action: { label: "Complete Profile", onClick: completeProfile },
    });
  } else {
    toast({ variant: "success", title: result.message, description: "Great to see you again!" });
  }
}
