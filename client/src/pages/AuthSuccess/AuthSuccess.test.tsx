import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { MeDocument } from "../../gql/graphql";

describe("/auth/success", () => {
  it("stores the token and sends a new member to complete the profile", async () => {
    renderApp({
      route: "/auth/success?token=google-token&new_user=true",
      mocks: [meMock(buildUser({ profileCompleted: false, rollNumber: null }))],
    });

    expect(await screen.findByRole("heading", { name: "Complete your profile" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBe("google-token");
    expect(currentLocation()).toBe("/profile/complete");
  });

  it("sends a returning member to the dashboard", async () => {
    renderApp({
      route: "/auth/success?token=google-token&new_user=false",
      mocks: [meMock(buildUser({ fullName: "Asha Verma" }))],
    });

    expect(screen.getByRole("status", { name: "Signing you in" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBe("google-token");
    expect(currentLocation()).toBe("/dashboard");
  });

  it("returns a member to where the guard stopped them before the Google redirect", async () => {
    sessionStorage.setItem("returnTo", "/directory");
    renderApp({
      route: "/auth/success?token=google-token&new_user=false",
      mocks: [meMock(buildUser())],
    });

    expect(await screen.findByRole("heading", { name: "Directory" })).toBeTruthy();
    expect(currentLocation()).toBe("/directory");
    expect(sessionStorage.getItem("returnTo")).toBeNull();
  });

  it("goes to the landing page without a token", async () => {
    renderApp({ route: "/auth/success?new_user=true" });

    expect(await screen.findByRole("link", { name: "Get Started" })).toBeTruthy();
    expect(currentLocation()).toBe("/");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("explains a token the server refuses on the login page", async () => {
    renderApp({
      route: "/auth/success?token=bad&new_user=false",
      mocks: [
        {
          request: { query: MeDocument },
          result: graphQLError("Please sign in.", "UNAUTHENTICATED"),
        },
      ],
    });

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Google sign-in failed. Please try again.",
    );
    expect(localStorage.getItem("token")).toBeNull();
  });
});
