import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, graphQLError, meMock, type TestUser } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { ExchangeSignInCodeDocument, LogoutDocument } from "../../gql/graphql";

const CODE = "c".repeat(43);

/** The exchange mutation answering with a session for this member. */
const exchangeMock = (user: TestUser, code = CODE) => ({
  request: { query: ExchangeSignInCodeDocument, variables: { code } },
  result: {
    data: {
      exchangeSignInCode: { __typename: "AuthPayload" as const, token: "session-token", user },
    },
  },
});

type Options = NonNullable<Parameters<typeof renderApp>[0]>;

/** Opens /auth/success as the browser does after the redirect: the code is in the address bar. */
function arrive(search: string, mocks: Options["mocks"] = [], options: Options = {}) {
  window.history.replaceState(null, "", `/auth/success${search}`);
  return renderApp({ route: `/auth/success${search}`, mocks, ...options });
}

/** Who each Logout revoked (its bearer), as the server would see it. */
function logoutsSeen() {
  const revoked: string[] = [];
  const onRequest: Options["onRequest"] = (operation) => {
    if (operation.operationName === "Logout")
      revoked.push(operation.getContext().headers?.Authorization);
  };
  const mock = {
    request: { query: LogoutDocument },
    result: { data: { logout: true } },
    maxUsageCount: 2,
  };
  return { revoked, onRequest, mock };
}

const current = buildUser({ id: "u-current", fullName: "Ravi Kumar", email: "ravi@example.com" });
const other = buildUser({ id: "u-other", fullName: "Asha Verma", email: "asha@example.com" });

afterEach(() => window.history.replaceState(null, "", "/"));

describe("/auth/success", () => {
  it("trades the one-time code for a session, clears it from the address bar, and sends a new member to complete the profile", async () => {
    arrive(`?token=${CODE}&new_user=true`, [
      exchangeMock(buildUser({ profileCompleted: false, rollNumber: null })),
    ]);

    expect(await screen.findByRole("heading", { name: "Complete your profile" })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe("/auth/success");
    expect(localStorage.getItem("token")).toBe("session-token");
    expect(currentLocation()).toBe("/profile/complete");
  });

  it("sends a returning member to the dashboard", async () => {
    arrive(`?token=${CODE}&new_user=false`, [exchangeMock(buildUser({ fullName: "Asha Verma" }))]);

    expect(await screen.findByRole("status", { name: "Signing you in" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBe("session-token");
    expect(currentLocation()).toBe("/dashboard");
  });

  it("returns a member to where the guard stopped them before the Google redirect", async () => {
    sessionStorage.setItem("returnTo", "/directory");
    arrive(`?token=${CODE}&new_user=false`, [exchangeMock(buildUser())]);

    expect(await screen.findByRole("heading", { name: "Directory" })).toBeTruthy();
    expect(currentLocation()).toBe("/directory");
    expect(sessionStorage.getItem("returnTo")).toBeNull();
  });

  it("goes to the landing page without a code", async () => {
    arrive("?new_user=true");

    expect(await screen.findByRole("link", { name: "Get Started" })).toBeTruthy();
    expect(currentLocation()).toBe("/");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("explains a code the server refuses (used or expired) on the login page", async () => {
    arrive(`?token=${CODE}&new_user=false`, [
      {
        request: { query: ExchangeSignInCodeDocument, variables: { code: CODE } },
        result: graphQLError(
          "This sign-in link has expired or was already used. Please sign in again.",
          "BAD_USER_INPUT",
        ),
      },
    ]);

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Google sign-in failed. Please try again.",
    );
    expect(window.location.search).toBe("");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("says sign-in is unavailable when the server cannot be reached", async () => {
    arrive(`?token=${CODE}&new_user=true`, [
      {
        request: { query: ExchangeSignInCodeDocument, variables: { code: CODE } },
        error: new TypeError("Failed to fetch"),
      },
    ]);

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Sign-in is temporarily unavailable. Please try again in a moment.",
    );
    expect(currentLocation()).toBe("/login?error=service_unavailable");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("asks before replacing another member's session; Continue switches and ends the old one", async () => {
    const logouts = logoutsSeen();
    const { user } = arrive(
      `?token=${CODE}&new_user=false`,
      // The screens start over with the new member: `me` is asked again, with the new token.
      [meMock(current), exchangeMock(other), logouts.mock, meMock(other)],
      { token: "current-token", onRequest: logouts.onRequest },
    );

    expect(await screen.findByRole("heading", { name: "Switch account?" })).toBeTruthy();
    expect(screen.getByText(/You are signed in as/).textContent).toBe(
      "You are signed in as Ravi Kumar (ravi@example.com). Continue as Asha Verma (asha@example.com)?",
    );
    expect(window.location.search).toBe("");
    expect(localStorage.getItem("token")).toBe("current-token");

    await user.click(screen.getByRole("button", { name: "Continue as Asha Verma" }));

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBe("session-token");
    await vi.waitFor(() => expect(logouts.revoked).toEqual(["Bearer current-token"]));
  });
});

describe("/auth/success", () => {
  it("keeps the signed-in member when asked, and ends the unused new session", async () => {
    const logouts = logoutsSeen();
    const { user } = arrive(
      `?token=${CODE}&new_user=false`,
      [meMock(current), exchangeMock(other), logouts.mock],
      { token: "current-token", onRequest: logouts.onRequest },
    );

    await user.click(await screen.findByRole("button", { name: "Stay signed in as Ravi Kumar" }));

    expect(await screen.findByRole("heading", { name: "Welcome, Ravi Kumar!" })).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
    expect(localStorage.getItem("token")).toBe("current-token");
    await vi.waitFor(() => expect(logouts.revoked).toEqual(["Bearer session-token"]));
  });

  it("does not ask when the same member signs in again", async () => {
    const logouts = logoutsSeen();
    arrive(
      `?token=${CODE}&new_user=false`,
      [meMock(current), exchangeMock(current), logouts.mock],
      {
        token: "current-token",
        onRequest: logouts.onRequest,
      },
    );

    expect(await screen.findByRole("heading", { name: "Welcome, Ravi Kumar!" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Switch account?" })).toBeNull();
    expect(localStorage.getItem("token")).toBe("session-token");
  });
});
