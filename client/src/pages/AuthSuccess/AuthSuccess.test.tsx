import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildUser, graphQLError, type TestUser } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { ExchangeSignInCodeDocument } from "../../gql/graphql";

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

/** Opens /auth/success as the browser does after the redirect: the code is in the address bar. */
function arrive(search: string, mocks: NonNullable<Parameters<typeof renderApp>[0]>["mocks"] = []) {
  window.history.replaceState(null, "", `/auth/success${search}`);
  return renderApp({ route: `/auth/success${search}`, mocks });
}

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
});
