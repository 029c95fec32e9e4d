import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import { type TestUser } from "../../../../tests/client/fixtures";
import { renderApp } from "../../../../tests/client/render";
import {
  EmailStatusDocument,
  SendSignInCodeDocument,
  VerifySignInCodeDocument,
  type SendCodeInput,
} from "../../gql/graphql";

// What the Login tests share: the mocked operations of the sign-in flow and the walk to each step.
export const EXISTING = "asha@example.com";
export const NEW = "new.member@example.com";

export function emailStatusMock(email: string, isNewUser: boolean) {
  return {
    request: { query: EmailStatusDocument, variables: { email } },
    result: { data: { emailStatus: { __typename: "EmailStatus", isNewUser } } },
  };
}

export interface CodeRules {
  codeLength: number;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export const SERVER_RULES: CodeRules = {
  codeLength: 6,
  expiresInSeconds: 600,
  resendAfterSeconds: 60,
};

export function sentPayload(rules: Partial<CodeRules> = {}) {
  return {
    data: { sendSignInCode: { __typename: "SendCodePayload", ...SERVER_RULES, ...rules } },
  };
}

export function sendCodeMock(input: SendCodeInput, rules: Partial<CodeRules> = {}) {
  return sendAnswers(input, { result: sentPayload(rules) });
}

/** The send mutation for this input, answered as given (a spy, an error, several times...). */
export function sendAnswers(
  input: SendCodeInput,
  answer: Omit<MockLink.MockedResponse, "request">,
): MockLink.MockedResponse {
  return { request: { query: SendSignInCodeDocument, variables: { input } }, ...answer };
}

export function verifyMock(
  email: string,
  code: string,
  payload: { user: TestUser; isNewUser: boolean; message: string; token?: string },
) {
  return {
    request: { query: VerifySignInCodeDocument, variables: { input: { email, code } } },
    result: {
      data: {
        verifySignInCode: {
          __typename: "AuthPayload",
          token: payload.token ?? "session-token-123",
          isNewUser: payload.isNewUser,
          message: payload.message,
          user: payload.user,
        },
      },
    },
  };
}

export type User = ReturnType<typeof renderApp>["user"];

export async function submitEmail(user: User, email: string) {
  const input = await screen.findByLabelText("Email");
  await user.clear(input);
  if (email) await user.type(input, email);
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

/** Walks an existing member to the code step. */
export async function reachOtpStep(user: User) {
  await submitEmail(user, EXISTING);
  return (await screen.findByLabelText("Enter OTP")) as HTMLInputElement;
}

export const resendButton = () =>
  screen.getByRole("button", { name: /^Resend OTP/ }) as HTMLButtonElement;
