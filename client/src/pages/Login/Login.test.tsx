import type { MockLink } from "@apollo/client/testing";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_LIMITS } from "#common/limits";
import {
  appInfoMock,
  buildUser,
  graphQLError,
  meMock,
  type TestUser,
} from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import {
  EmailStatusDocument,
  MeDocument,
  SendSignInCodeDocument,
  VerifySignInCodeDocument,
  type SendCodeInput,
} from "../../gql/graphql";

const EXISTING = "asha@example.com";
const NEW = "new.member@example.com";

function emailStatusMock(email: string, isNewUser: boolean) {
  return {
    request: { query: EmailStatusDocument, variables: { email } },
    result: { data: { emailStatus: { __typename: "EmailStatus", isNewUser } } },
  };
}

interface CodeRules {
  codeLength: number;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

const SERVER_RULES: CodeRules = { codeLength: 6, expiresInSeconds: 600, resendAfterSeconds: 60 };

function sentPayload(rules: Partial<CodeRules> = {}) {
  return {
    data: { sendSignInCode: { __typename: "SendCodePayload", ...SERVER_RULES, ...rules } },
  };
}

function sendCodeMock(input: SendCodeInput, rules: Partial<CodeRules> = {}) {
  return sendAnswers(input, { result: sentPayload(rules) });
}

/** The send mutation for this input, answered as given (a spy, an error, several times...). */
function sendAnswers(
  input: SendCodeInput,
  answer: Omit<MockLink.MockedResponse, "request">,
): MockLink.MockedResponse {
  return { request: { query: SendSignInCodeDocument, variables: { input } }, ...answer };
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
  return (await screen.findByLabelText("Enter OTP")) as HTMLInputElement;
}

const resendButton = () => screen.getByRole("button", { name: /^Resend OTP/ }) as HTMLButtonElement;

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

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

  it("keeps only digits in the code and enables Verify with exactly the server's count", async () => {
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

  it("back to email and Continue with the same address returns to the code step without a second send", async () => {
    const probed = vi.fn(() => ({
      data: { emailStatus: { __typename: "EmailStatus", isNewUser: false } },
    }));
    const sent = vi.fn(() => sentPayload());
    const { user } = renderApp({
      route: "/login",
      mocks: [
        { request: { query: EmailStatusDocument, variables: { email: EXISTING } }, result: probed },
        sendAnswers({ email: EXISTING }, { result: sent }),
      ],
    });
    const otp = await reachOtpStep(user);
    await user.type(otp, "123456");

    await user.click(screen.getByRole("button", { name: "Back to email" }));
    expect(screen.queryByLabelText("Enter OTP")).toBeNull();
    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.value).toBe(EXISTING);
    expect(document.activeElement).toBe(email);

    // Same address (typed differently): the code already sent is still valid.
    await user.clear(email);
    await user.type(email, `  ${EXISTING.toUpperCase()} `);
    await user.click(screen.getByRole("button", { name: "Continue" }));

    const again = (await screen.findByLabelText("Enter OTP")) as HTMLInputElement;
    expect(again.value).toBe("");
    expect(document.activeElement).toBe(again);
    expect(probed).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(resendButton().disabled).toBe(true);
  });

  it("asks again for a different address, or once the first code has expired", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const other = "other@example.com";
    const sent = vi.fn(() => sentPayload());
    const { user } = renderApp({
      route: "/login",
      userOptions: { advanceTimers: vi.advanceTimersByTime },
      mocks: [
        emailStatusMock(EXISTING, false),
        emailStatusMock(other, false),
        emailStatusMock(EXISTING, false),
        sendAnswers({ email: EXISTING }, { result: sent, maxUsageCount: 2 }),
        sendCodeMock({ email: other }),
      ],
    });
    await reachOtpStep(user);
    await user.click(screen.getByRole("button", { name: "Back to email" }));

    await submitEmail(user, other);
    expect(await screen.findByText(`Check your email at ${other}`)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Back to email" }));

    // The first address's code has expired after its 10 minutes: a new one is sent.
    act(() => vi.advanceTimersByTime(601_000));
    await submitEmail(user, EXISTING);
    await screen.findByLabelText("Enter OTP");
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
  });

  it("counts down to Resend OTP from the server's resend wait, then sends again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = vi.fn(() => sentPayload({ resendAfterSeconds: 45 }));
    const { user } = renderApp({
      route: "/login",
      userOptions: { advanceTimers: vi.advanceTimersByTime },
      mocks: [
        emailStatusMock(EXISTING, false),
        sendAnswers({ email: EXISTING }, { result: sent, maxUsageCount: 2 }),
      ],
    });
    const otp = await reachOtpStep(user);
    await screen.findByText("OTP Sent!");
    expect(sent).toHaveBeenCalledTimes(1);

    expect(resendButton().disabled).toBe(true);
    expect(resendButton().textContent).toMatch(/^Resend OTP in 0:4[45]$/);
    act(() => vi.advanceTimersByTime(20_000));
    await vi.waitFor(() => expect(resendButton().textContent).toMatch(/^Resend OTP in 0:2[345]$/));
    act(() => vi.advanceTimersByTime(26_000));
    await vi.waitFor(() => expect(resendButton().textContent).toBe("Resend OTP"));
    expect(resendButton().disabled).toBe(false);

    await user.type(otp, "12");
    await user.click(resendButton());

    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(`Check your email at ${EXISTING}`)).toBeTruthy();
    expect((screen.getByLabelText("Enter OTP") as HTMLInputElement).value).toBe("");
    expect(resendButton().disabled).toBe(true);
  });

  it("tells when the code expires, from the server's answer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp({
      route: "/login",
      userOptions: { advanceTimers: vi.advanceTimersByTime },
      mocks: [
        emailStatusMock(EXISTING, false),
        sendCodeMock({ email: EXISTING }, { expiresInSeconds: 300 }),
      ],
    });
    const otp = await reachOtpStep(user);
    expect(screen.getByText("OTP valid for 5 minutes")).toBeTruthy();
    expect(otp.getAttribute("aria-describedby")).toContain(
      screen.getByText("OTP valid for 5 minutes").id,
    );

    act(() => vi.advanceTimersByTime(301_000));

    expect(
      await screen.findByText("This code has expired. Please request a new one with Resend OTP."),
    ).toBeTruthy();
    expect(resendButton().disabled).toBe(false);
  });

  it("takes the code's length from the server's answer", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendCodeMock({ email: EXISTING }, { codeLength: 8 }),
      ],
    });
    const otp = await reachOtpStep(user);
    const verify = screen.getByRole("button", { name: "Verify & Continue" }) as HTMLButtonElement;

    expect(screen.getByText(/We sent a 8-digit code to/)).toBeTruthy();
    await user.type(otp, "123456");
    expect(verify.disabled).toBe(true);
    await user.type(otp, "789012");
    expect(otp.value).toBe("12345678");
    expect(verify.disabled).toBe(false);
  });

  it("coming back within a minute (another tab) shows the code step alone: the code sent is on its way", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendAnswers(
          { email: EXISTING },
          {
            result: graphQLError(
              "Please wait 6 seconds before requesting another code.",
              "RATE_LIMITED",
              { retryAfter: 6, codeSent: true },
            ),
          },
        ),
      ],
    });

    await submitEmail(user, EXISTING);

    expect(await screen.findByLabelText("Enter OTP")).toBeTruthy();
    expect(screen.getByText(/We sent a 6-digit code to/).textContent).toBe(
      `We sent a 6-digit code to ${EXISTING}`,
    );
    expect(
      screen.getByText("Enter the code from the most recent e-mail we sent you."),
    ).toBeTruthy();
    // One message, the true one: no refusal beside it.
    expect(screen.queryByText(/Please wait/)).toBeNull();
    expect(screen.queryByText("Oops!")).toBeNull();
    expect(resendButton().disabled).toBe(true);
    expect(resendButton().textContent).toMatch(/^Resend OTP in 0:0[56]$/);
  });

  it("stays on the e-mail step with the reason when codes are paused: no code was sent", async () => {
    const paused =
      "Too many wrong codes were entered for this e-mail, so sign-in codes are paused for it. Please try again in 24 hours.";
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendAnswers(
          { email: EXISTING },
          { result: graphQLError(paused, "RATE_LIMITED", { retryAfter: 86_400 }) },
        ),
      ],
    });

    await submitEmail(user, EXISTING);

    expect(await screen.findByText(paused)).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.queryByLabelText("Enter OTP")).toBeNull();
    expect(screen.queryByText(/We sent a/)).toBeNull();
  });

  it("keeps the e-mail read-only while the address is checked", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        { ...emailStatusMock(EXISTING, false), delay: 300 },
        sendCodeMock({ email: EXISTING }),
      ],
    });
    await submitEmail(user, EXISTING);

    const email = screen.getByLabelText("Email") as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(
      (screen.getByRole("button", { name: "Please wait…" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.type(email, "x");
    expect(email.value).toBe(EXISTING);

    expect(await screen.findByLabelText("Enter OTP")).toBeTruthy();
    expect(screen.getByText(EXISTING)).toBeTruthy();
  });

  it("resends with the name a new member typed", async () => {
    const input = { email: NEW, fullName: "Ravi Kumar" };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = vi.fn(() => sentPayload());
    const { user } = renderApp({
      route: "/login",
      userOptions: { advanceTimers: vi.advanceTimersByTime },
      mocks: [emailStatusMock(NEW, true), sendAnswers(input, { result: sent, maxUsageCount: 2 })],
    });
    await submitEmail(user, NEW);
    await user.type(await screen.findByLabelText("Your Name"), "Ravi Kumar");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByText("OTP Sent!");
    act(() => vi.advanceTimersByTime(61_000));
    await vi.waitFor(() => expect(resendButton().disabled).toBe(false));

    await user.click(resendButton());

    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
  });

  it("shows the server's message when sending the code fails", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendAnswers(
          { email: EXISTING },
          {
            result: graphQLError(
              "We couldn't send the e-mail right now. Please try again in a minute.",
              "SERVICE_UNAVAILABLE",
            ),
          },
        ),
      ],
    });

    await submitEmail(user, EXISTING);

    expect(await screen.findByText("Oops!")).toBeTruthy();
    expect(
      screen.getByText("We couldn't send the e-mail right now. Please try again in a minute."),
    ).toBeTruthy();
    expect(screen.queryByLabelText("Enter OTP")).toBeNull();
    expect(screen.getByLabelText("Email")).toBeTruthy();
  });

  it("falls back to 'Failed to send OTP' when the server cannot be reached", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendAnswers({ email: EXISTING }, { error: new TypeError("Failed to fetch") }),
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

  it("shows the server's message on the code field, focused, and stays on the code step", async () => {
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
          result: graphQLError("Invalid OTP. 4 attempts left.", "BAD_USER_INPUT", {
            field: "otp",
          }),
        },
      ],
    });
    await user.type(await reachOtpStep(user), "000000");

    await user.click(screen.getByRole("button", { name: "Verify & Continue" }));

    const otp = screen.getByLabelText("Enter OTP");
    await vi.waitFor(() => expect(otp.getAttribute("aria-invalid")).toBe("true"));
    const onField = within(otp.closest(".field") as HTMLElement).getByText(
      "Invalid OTP. 4 attempts left.",
    );
    expect(otp.getAttribute("aria-describedby")).toContain(onField.id);
    expect(onField.getAttribute("aria-live")).toBe("polite");
    expect(document.activeElement).toBe(otp);
    const toast = screen.getByRole("status", { name: "Notifications" });
    expect(within(toast).getByText("Verification failed")).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();

    await user.clear(otp);
    expect(otp.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the server's message about the name on the name field and focuses it", async () => {
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(NEW, true),
        {
          request: {
            query: SendSignInCodeDocument,
            variables: { input: { email: NEW, fullName: "X".repeat(5) } },
          },
          result: graphQLError("Name must be at most 100 characters", "BAD_USER_INPUT", {
            field: "fullName",
          }),
        },
      ],
    });
    await submitEmail(user, NEW);
    const name = await screen.findByLabelText("Your Name");
    expect(name.getAttribute("maxlength")).toBe(String(ACCOUNT_LIMITS.fullName));
    expect(document.activeElement).toBe(name);
    await user.type(name, "XXXXX");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    // The button is pressed: focus is on it until the answer comes back.
    await vi.waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(name);
    expect(
      within(name.closest(".field") as HTMLElement).getByText(
        "Name must be at most 100 characters",
      ),
    ).toBeTruthy();
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

  it("asks the server for its settings once, for the page and its footer together", async () => {
    const asked: string[] = [];
    renderApp({
      route: "/login",
      onRequest: (operation) => asked.push(operation.operationName ?? ""),
    });

    await screen.findByRole("link", { name: "Continue with Google" });
    await screen.findByText("admin@istc.example");
    expect(asked.filter((name) => name === "AppInfo")).toHaveLength(1);
  });

  it("links Continue with Google to the server's sign-in redirect", async () => {
    renderApp({ route: "/login" });

    const google = await screen.findByRole("link", { name: "Continue with Google" });
    expect(google.getAttribute("href")).toBe("/api/auth/google");
  });

  it("disables Google sign-in when the server has it turned off", async () => {
    renderApp({ route: "/login", mocks: [appInfoMock({ googleSignInEnabled: false })] });

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

  it("returns a member to the page the guard stopped them at", async () => {
    const member = buildUser({ fullName: "Asha Verma" });
    const { user } = renderApp({
      route: "/directory?q=mohali",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendCodeMock({ email: EXISTING }),
        verifyMock(EXISTING, "123456", { user: member, isNewUser: false, message: "Hi" }),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(currentLocation()).toBe("/login");

    await user.type(await reachOtpStep(user), "123456");
    await user.click(screen.getByRole("button", { name: "Verify & Continue" }));

    expect(await screen.findByRole("heading", { name: "Directory" })).toBeTruthy();
    expect(currentLocation()).toBe("/directory?q=mohali");
  });

  it("keeps the return path for after the Google redirect", async () => {
    const { user } = renderApp({ route: "/opportunities/new" });
    const google = await screen.findByRole("link", { name: "Continue with Google" });
    // jsdom cannot follow the link; the browser would leave for /api/auth/google here.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener("click", stay, { capture: true });

    await user.click(google);

    document.removeEventListener("click", stay, { capture: true });
    expect(sessionStorage.getItem("returnTo")).toBe("/opportunities/new");
  });

  it("explains why a session ended when the server refused the token", async () => {
    renderApp({
      route: "/dashboard",
      token: "expired",
      mocks: [
        {
          request: { query: MeDocument },
          result: graphQLError("Please sign in to continue", "UNAUTHENTICATED"),
        },
      ],
    });

    expect(await screen.findByText("Your session has ended. Please sign in again.")).toBeTruthy();
    expect(currentLocation()).toBe("/login");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("starts the session from an empty cache: nothing of an earlier visitor stays", async () => {
    const member = buildUser({ fullName: "Asha Verma" });
    const { user, client } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendCodeMock({ email: EXISTING }),
        verifyMock(EXISTING, "123456", { user: member, isNewUser: false, message: "Hi" }),
      ],
    });
    // Left over from someone who used this tab before.
    client.writeQuery({
      query: MeDocument,
      data: { me: buildUser({ id: "earlier", fullName: "Someone Else" }) },
    });
    expect(client.cache.extract()).toHaveProperty("User:earlier");

    await user.type(await reachOtpStep(user), "123456");
    await user.click(screen.getByRole("button", { name: "Verify & Continue" }));

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(client.cache.extract()).not.toHaveProperty("User:earlier");
    expect(client.cache.extract()).toHaveProperty("User:u1");
  });

  it("signs in even when the browser refuses to store the token", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const member = buildUser({ fullName: "Asha Verma" });
    const { user } = renderApp({
      route: "/login",
      mocks: [
        emailStatusMock(EXISTING, false),
        sendCodeMock({ email: EXISTING }),
        verifyMock(EXISTING, "123456", { user: member, isNewUser: false, message: "Hi" }),
      ],
    });
    await user.type(await reachOtpStep(user), "123456");
    await user.click(screen.getByRole("button", { name: "Verify & Continue" }));

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    setItem.mockRestore();
  });
});
