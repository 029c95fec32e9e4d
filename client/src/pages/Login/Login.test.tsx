import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { graphQLError } from "../../../../tests/client/fixtures";
import { renderApp } from "../../../../tests/client/render";
import { EmailStatusDocument } from "../../gql/graphql";
import {
  EXISTING,
  NEW,
  emailStatusMock,
  sentPayload,
  sendCodeMock,
  sendAnswers,
  submitEmail,
  reachOtpStep,
  resendButton,
} from "./Login.test-kit";

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
});

describe("Login", () => {
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
});

describe("Login", () => {
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
});

describe("Login", () => {
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
});
