import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_LIMITS } from "#common/limits";
import { graphQLError } from "../../../../tests/client/fixtures";
import { renderApp } from "../../../../tests/client/render";
import {
  EmailStatusDocument,
  SendSignInCodeDocument,
  VerifySignInCodeDocument,
} from "../../gql/graphql";
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
});

describe("Login", () => {
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
});
