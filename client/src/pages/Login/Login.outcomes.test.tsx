import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appInfoMock, buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { MeDocument } from "../../gql/graphql";
import {
  EXISTING,
  NEW,
  emailStatusMock,
  sendCodeMock,
  verifyMock,
  submitEmail,
  reachOtpStep,
} from "./Login.test-kit";

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("Login", () => {
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
});

describe("Login", () => {
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
});

describe("Login", () => {
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
