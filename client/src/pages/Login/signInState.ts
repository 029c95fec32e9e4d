import { loadPendingCode, type PendingCode } from "./pendingCode";

export type Step = "email" | "name" | "otp";
export type TypedField = "email" | "fullName" | "code";

/** Where a successful sign-in leads (and the location state that goes along). */
export interface Destination {
  to: string;
  state?: { from: string };
}

/** Everything the sign-in screen remembers between renders. */
export interface SignInState {
  step: Step;
  /** Whether the member moved between steps (then the new step's field takes the focus). */
  moved: boolean;
  email: string;
  fullName: string;
  isNewUser: boolean;
  code: string;
  /** The e-mail's status is being asked. */
  checking: boolean;
  /** The code sent last (kept across reloads), if it may still be entered. */
  pending: PendingCode | null;
  destination: Destination | null;
}

export type SignInAction =
  | { type: "type"; field: TypedField; value: string }
  | { type: "goTo"; step: Step }
  | { type: "checking"; checking: boolean }
  | { type: "isNewUser"; isNewUser: boolean }
  | { type: "pending"; pending: PendingCode | null }
  | { type: "destination"; destination: Destination };

export function initialSignInState(): SignInState {
  return {
    step: "email",
    moved: false,
    email: "",
    fullName: "",
    isNewUser: false,
    code: "",
    checking: false,
    pending: loadPendingCode(),
    destination: null,
  };
}

export function signInReducer(state: SignInState, action: SignInAction): SignInState {
  switch (action.type) {
    case "type":
      return { ...state, [action.field]: action.value };
    case "goTo":
      return { ...state, step: action.step, moved: true };
    case "checking":
      return { ...state, checking: action.checking };
    case "isNewUser":
      return { ...state, isNewUser: action.isNewUser };
    case "pending":
      return { ...state, pending: action.pending };
    case "destination":
      return { ...state, destination: action.destination };
  }
}
