import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../tests/client/render";
import { MeDocument } from "../gql/graphql";

describe("route guard", () => {
  it("shows a spinner while the session loads", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { unmount } = renderApp({
      route: "/dashboard",
      token: "stored",
      mocks: [{ request: { query: MeDocument }, delay: Number.POSITIVE_INFINITY }],
    });

    expect(await screen.findByRole("status", { name: "Loading your session" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /Welcome/ })).toBeNull();

    // Unmounting stops the pending request, which the session logs.
    unmount();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    logged.mockRestore();
  });

  it("sends a visitor without a session to /login", async () => {
    renderApp({ route: "/directory" });

    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(currentLocation()).toBe("/login");
  });

  it("shows the page to a signed-in member", async () => {
    renderApp({
      route: "/dashboard",
      token: "stored",
      mocks: [meMock(buildUser({ fullName: "Asha Verma" }))],
    });

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
  });

  it("forgets a token the server refuses and goes to /login", async () => {
    renderApp({
      route: "/dashboard",
      token: "expired",
      mocks: [
        {
          request: { query: MeDocument },
          result: graphQLError(
            "Your session has expired. Please sign in again.",
            "UNAUTHENTICATED",
          ),
        },
      ],
    });

    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("keeps the token when the server is unreachable and offers a retry", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderApp({
      route: "/dashboard",
      token: "stored",
      mocks: [
        { request: { query: MeDocument }, error: new TypeError("Failed to fetch") },
        meMock(buildUser({ fullName: "Asha Verma" })),
      ],
    });

    expect(await screen.findByRole("heading", { name: "Can't reach ISTC Connect" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBe("stored");
    expect(logged).toHaveBeenCalledWith("Could not load the current user", expect.any(TypeError));
    logged.mockRestore();

    await user.click(screen.getByRole("button", { name: "Retry" }));

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
  });
});

describe("admin routes", () => {
  it("turn away members who are not admins", async () => {
    renderApp({
      route: "/admin",
      token: "stored",
      mocks: [meMock(buildUser({ fullName: "Asha Verma", isAdmin: false }))],
    });

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
    const toast = screen.getByRole("status", { name: "Notifications" });
    expect(within(toast).getByText("Access Denied")).toBeTruthy();
    expect(within(toast).getByText("You don't have admin privileges")).toBeTruthy();
  });

  it("show admins an honest placeholder", async () => {
    renderApp({
      route: "/admin/users",
      token: "stored",
      mocks: [meMock(buildUser({ isAdmin: true }))],
    });

    expect(await screen.findByRole("heading", { name: "User management" })).toBeTruthy();
    expect(screen.getByText("This part of ISTC Connect is coming soon.")).toBeTruthy();
  });
});

describe("screens of later issues", () => {
  it("say they are coming soon and link back to the dashboard", async () => {
    const { user } = renderApp({
      route: "/opportunities/abc/edit",
      token: "stored",
      mocks: [meMock(buildUser({ fullName: "Asha Verma" }))],
    });

    expect(await screen.findByRole("heading", { name: "Edit opportunity" })).toBeTruthy();
    expect(screen.getByText("This part of ISTC Connect is coming soon.")).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "Back to dashboard" }));
    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
  });

  it("unknown addresses show a 404 page", async () => {
    renderApp({ route: "/no/such/page" });

    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeTruthy();
  });
});
