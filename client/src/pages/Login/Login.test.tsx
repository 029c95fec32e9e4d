import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  buildUser,
  graphQLError,
  appInfoMocks,
  meMock,
  type TestUser,
} from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import {
  EmailStatusDocument,
  SendSignInCodeDocument,
  VerifySignInCodeDocument,
  type SendCodeInput,
} from "../../gql/graphql";

const EXISTING = "asha@example.com";
const NEW = "new.member@example.com";

function emailStatusMock(email: string, isNewUser: boolean) {
  return {
    request: { query: EmailStatusDocument, variables: { email } },
    result: { data: { emailStatus: { __typename: "EmailStatus", email, isNewUser } } },
  };
}

function sentPayload(input: SendCodeInput) {
  return {
    data: {
      sendSignInCode: {
        __typename: "SendCodePayload",
        email: input.email,
        isNewUser: Boolean(input.fullName),
        expiresInSeconds: 600,
        message: "Code sent",
      },
    },
  };
}

function sendCodeMock(input: SendCodeInput) {
  return {
    request: { query: SendSignInCodeDocument, variables: { input } },
    result: sentPayload(input),
  };
}

function verifyMock(
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

type User = ReturnType<typeof renderApp>["user"];

async function submitEmail(user: User, email: string) {
  const input = await screen.findByLabelText("Email");
  await user.clear(input);
  if (email) await user.type(input, email);
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

/** Walks an existing member to the code step. */
async function reachOtpStep(user: User) {
  await submitEmail(user, EXISTING);
  return screen.findByLabelText("Enter OTP");
}

describe("Login", () => {
  it("shows the welcome texts and the e-mail step", async () => {
    renderApp({ route: "/login" });

    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(screen.getByText("For all ISTCians - current students and alumni!")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByText("OR")).toBeTruthy();
  });

  it("requires an e-mail and describes the error on the input", async () => {
    const { user } = renderApp({ route: "/login" });

    await submitEmail(user, "");

    const input = screen.getByLabelText("Email");
    const message = screen.getByText("Email is required");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(message.id);
  });

  it("refuses a malformed e-mail", async () => {
    const { user } = renderApp({ route: "/login" });

    await submitEmail(user, "not-an-email");

    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("asks a new e-mail for a name, then sends the code and shows the OTP step", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [emailStatusMock(NEW, true), sendCodeMock({ email: NEW, fullName: "Ravi Kumar" })],
    });

    await submitEmail(user, NEW);

    const nameInput = await screen.findByLabelText("Your Name");
    expect(await screen.findByText("Welcome!")).toBeTruthy();
    expect(screen.getByText("Please enter your name to create your account")).toBeTruthy();
    expect(screen.getByText(NEW)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(screen.getByText("Please enter your name")).toBeTruthy();
    expect(nameInput.getAttribute("aria-invalid")).toBe("true");

    await user.type(nameInput, "Ravi Kumar");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));

    expect(await screen.findByLabelText("Enter OTP")).toBeTruthy();
    expect(await screen.findByText("OTP Sent!")).toBeTruthy();
    expect(screen.getByText(`Check your email at ${NEW}`)).toBeTruthy();
    expect(screen.getByText("OTP valid for 10 minutes")).toBeTruthy();
  });

  it("goes back from the name step to the e-mail step", async () => {
    const { user } = renderApp({ route: "/login", mocks: [emailStatusMock(NEW, true)] });

    await submitEmail(user, NEW);
    await screen.findByLabelText("Your Name");
    await user.click(screen.getByRole("button", { name: "Back" }));

    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe(NEW);
  });

  it("sends the code to a known e-mail right away and skips the name step", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [emailStatusMock(EXISTING, false), sendCodeMock({ email: EXISTING })],
    });

    await submitEmail(user, EXISTING);

    expect(await screen.findByLabelText("Enter OTP")).toBeTruthy();
    expect(screen.queryByLabelText("Your Name")).toBeNull();
    expect(await screen.findByText(`Check your email at ${EXISTING}`)).toBeTruthy();
  });

  it("keeps only digits in the code and enables Verify with exactly 6 of them", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [emailStatusMock(EXISTING, false), sendCodeMock({ email: EXISTING })],
    });
    const otp = (await reachOtpStep(user)) as HTMLInputElement;
    const verify = screen.getByRole("button", { name: "Verify & Continue" }) as HTMLButtonElement;

    expect(otp.getAttribute("inputmode")).toBe("numeric");
    expect(otp.getAttribute("autocomplete")).toBe("one-time-code");
    expect(verify.disabled).toBe(true);

    await user.type(otp, "12a-3 45");
    expect(otp.value).toBe("12345");
    expect(verify.disabled).toBe(true);

    await user.type(otp, "6789");
    expect(otp.value).toBe("123456");
    expect(verify.disabled).toBe(false);
  });

  it("returns to the e-mail step from the code step and clears the code", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendCodeMock({ email: EXISTING }),
        emailStatusMock(EXISTING, false),
        sendCodeMock({ email: EXISTING }),
      ],
    });
    const otp = await reachOtpStep(user);
    await user.type(otp, "123456");

    await user.click(screen.getByRole("button", { name: "Back to email" }));
    expect(screen.queryByLabelText("Enter OTP")).toBeNull();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe(EXISTING);

    await user.click(screen.getByRole("button", { name: "Continue" }));
    const again = (await screen.findByLabelText("Enter OTP")) as HTMLInputElement;
    expect(again.value).toBe("");
  });

  it("sends the code again with Resend OTP", async () => {
    const sent = vi.fn(() => sentPayload({ email: EXISTING }));
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        {
          request: { query: SendSignInCodeDocument, variables: { input: { email: EXISTING } } },
          result: sent,
          maxUsageCount: 2,
        },
      ],
    });
    await reachOtpStep(user);
    await screen.findByText("OTP Sent!");
    expect(sent).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Resend OTP" }));

    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(`Check your email at ${EXISTING}`)).toBeTruthy();
    expect(screen.getByLabelText("Enter OTP")).toBeTruthy();
  });

  it("resends with the name a new member typed", async () => {
    const input = { email: NEW, fullName: "Ravi Kumar" };
    const sent = vi.fn(() => sentPayload(input));
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(NEW, true),
        {
          request: { query: SendSignInCodeDocument, variables: { input } },
          result: sent,
          maxUsageCount: 2,
        },
      ],
    });
    await submitEmail(user, NEW);
    await user.type(await screen.findByLabelText("Your Name"), "Ravi Kumar");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByLabelText("Enter OTP");

    await user.click(screen.getByRole("button", { name: "Resend OTP" }));

    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
  });

  it("shows the server's message when sending the code fails", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        {
          request: { query: SendSignInCodeDocument, variables: { input: { email: EXISTING } } },
          result: graphQLError(
            "Too many codes requested. Try again in 10 minutes.",
            "RATE_LIMITED",
          ),
        },
      ],
    });

    await submitEmail(user, EXISTING);

    expect(await screen.findByText("Oops!")).toBeTruthy();
    expect(screen.getByText("Too many codes requested. Try again in 10 minutes.")).toBeTruthy();
    expect(screen.queryByLabelText("Enter OTP")).toBeNull();
    expect(screen.getByLabelText("Email")).toBeTruthy();
  });

  it("falls back to 'Failed to send OTP' when the server cannot be reached", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        {
          request: { query: SendSignInCodeDocument, variables: { input: { email: EXISTING } } },
          error: new TypeError("Failed to fetch"),
        },
      ],
    });

    await submitEmail(user, EXISTING);

    expect(await screen.findByText("Failed to send OTP")).toBeTruthy();
  });

  it("says 'Failed to process request' when the e-mail probe fails", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        {
          request: { query: EmailStatusDocument, variables: { email: EXISTING } },
          error: new TypeError("Failed to fetch"),
        },
      ],
    });

    await submitEmail(user, EXISTING);

    expect(await screen.findByText("Error")).toBeTruthy();
    expect(screen.getByText("Failed to process request")).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
  });

  it("shows the server's message when the code is wrong, and stays on the code step", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendCodeMock({ email: EXISTING }),
        {
          request: {
            query: VerifySignInCodeDocument,
            variables: { input: { email: EXISTING, code: "000000" } },
          },
          result: graphQLError("That code is not right. 4 tries left.", "BAD_USER_INPUT"),
        },
      ],
    });
    await user.type(await reachOtpStep(user), "000000");

    await user.click(screen.getByRole("button", { name: "Verify & Continue" }));

    expect(await screen.findByText("That code is not right. 4 tries left.")).toBeTruthy();
    expect(screen.getByText("Verification failed")).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
    expect(screen.getByLabelText("Enter OTP")).toBeTruthy();
  });

  it("signs a returning member in: stores the token and opens the dashboard", async () => {
    const member = buildUser({ fullName: "Asha Verma", profileCompleted: true });
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendCodeMock({ email: EXISTING }),
        verifyMock(EXISTING, "123456", {
          user: member,
          isNewUser: false,
          message: "Welcome back, Asha!",
          token: "tok-returning",
        }),
      ],
    });
    await user.type(await reachOtpStep(user), "123456");

    await user.click(screen.getByRole("button", { name: "Verify & Continue" }));

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBe("tok-returning");
    expect(currentLocation()).toBe("/dashboard");
    const toast = screen.getByRole("status", { name: "Notifications" });
    expect(within(toast).getByText("Welcome back, Asha!")).toBeTruthy();
    expect(within(toast).getByText("Great to see you again!")).toBeTruthy();
  });

  it("sends a new member to complete the profile, with a Complete Profile action", async () => {
    const member = buildUser({
      email: NEW,
      fullName: "Ravi Kumar",
      rollNumber: null,
      trade: null,
      currentLocation: null,
      profileCompleted: false,
    });
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(NEW, true),
        sendCodeMock({ email: NEW, fullName: "Ravi Kumar" }),
        verifyMock(NEW, "654321", { user: member, isNewUser: true, message: "Account created!" }),
      ],
    });
    await submitEmail(user, NEW);
    await user.type(await screen.findByLabelText("Your Name"), "Ravi Kumar");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await user.type(await screen.findByLabelText("Enter OTP"), "654321");

    await user.click(screen.getByRole("button", { name: "Verify & Continue" }));

    expect(await screen.findByRole("heading", { name: "Complete your profile" })).toBeTruthy();
    expect(currentLocation()).toBe("/profile/complete");
    expect(localStorage.getItem("token")).toBe("session-token-123");
    const toast = screen.getByRole("status", { name: "Notifications" });
    expect(within(toast).getByText("Account created!")).toBeTruthy();
    expect(within(toast).getByText("Let's complete your profile!")).toBeTruthy();
    expect(within(toast).getByRole("button", { name: "Complete Profile" })).toBeTruthy();
  });

  it("links Continue with Google to the server's sign-in redirect", async () => {
    renderApp({ route: "/login" });

    const google = await screen.findByRole("link", { name: "Continue with Google" });
    expect(google.getAttribute("href")).toBe("/api/auth/google");
  });

  it("disables Google sign-in when the server has it turned off", async () => {
    renderApp({ route: "/login", mocks: appInfoMocks({ googleSignInEnabled: false }) });

    const google = (await screen.findByRole("button", {
      name: "Continue with Google",
    })) as HTMLButtonElement;
    expect(google.disabled).toBe(true);
    expect(
      screen.getByText(
        "Google sign-in is not available on this server. Please continue with your e-mail.",
      ),
    ).toBeTruthy();
  });

  it.each([
    [
      "google_unavailable",
      "Google sign-in is not available on this server. Please continue with your e-mail.",
    ],
    [
      "google_email_unverified",
      "Your Google account's e-mail address is not verified. Please continue with your e-mail.",
    ],
    ["google_failed", "Google sign-in failed. Please try again."],
  ])("explains ?error=%s", async (code, text) => {
    renderApp({ route: `/login?error=${code}` });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(text);
  });

  it("sends a signed-in member to the dashboard", async () => {
    const member = buildUser({ fullName: "Asha Verma" });
    renderApp({
      route: "/login",
      token: "stored",
      mocks: [meMock(member)],
    });

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
  });
});
