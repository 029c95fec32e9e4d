import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { LogoutDocument } from "../../gql/graphql";
import { LOGOUT_TIMEOUT_MS } from "../../session/SessionProvider";

const NAV = [
  "Dashboard",
  "Smart Search",
  "Directory",
  "Opportunities",
  "Events",
  "Mentors",
  "Businesses",
  "Connections",
  "Profile",
];

afterEach(() => vi.useRealTimers());

describe("Header", () => {
  it("shows the navigation, name and roll number, without Admin for members", async () => {
    renderApp({
      route: "/dashboard",
      token: "t",
      mocks: [meMock(buildUser({ fullName: "Asha Verma", rollNumber: "ISTC-2019-042" }))],
    });

    const nav = await screen.findByRole("navigation", { name: "Main" });
    for (const name of NAV) expect(within(nav).getByRole("link", { name })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Admin" })).toBeNull();
    const header = screen.getByRole("banner");
    expect(within(header).getByText("Asha Verma")).toBeTruthy();
    expect(within(header).getByText("Roll No. ISTC-2019-042")).toBeTruthy();
  });

  it("shows Admin to admins", async () => {
    renderApp({ route: "/dashboard", token: "t", mocks: [meMock(buildUser({ isAdmin: true }))] });

    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Admin" }).getAttribute("href")).toBe("/admin");
  });

  it("logs out at once, then revokes the session on the server with the old token", async () => {
    const loggedOut = vi.fn(() => ({ data: { logout: true } }));
    const sent: { name?: string; authorization?: string }[] = [];
    const { user, client } = renderApp({
      route: "/dashboard",
      token: "the-token",
      mocks: [meMock(buildUser()), { request: { query: LogoutDocument }, result: loggedOut }],
      onRequest: (operation) =>
        sent.push({
          name: operation.operationName,
          authorization: operation.getContext().headers?.Authorization,
        }),
    });

    await user.click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
    expect(currentLocation()).toBe("/login");
    expect(client.cache.extract()).not.toHaveProperty("User:u1");
    await vi.waitFor(() => expect(loggedOut).toHaveBeenCalledTimes(1));
    expect(sent.find((s) => s.name === "Logout")?.authorization).toBe("Bearer the-token");
  });

  it("never waits for the server: a hanging logout is abandoned after its timeout", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signal: AbortSignal | undefined;
    const { user } = renderApp({
      route: "/dashboard",
      token: "t",
      userOptions: { advanceTimers: vi.advanceTimersByTime },
      mocks: [
        meMock(buildUser()),
        { request: { query: LogoutDocument }, delay: Number.POSITIVE_INFINITY },
      ],
      onRequest: (operation) => {
        if (operation.operationName === "Logout")
          signal = operation.getContext().fetchOptions?.signal;
      },
    });

    await user.click(await screen.findByRole("button", { name: "Logout" }));

    // Signed out here without any answer from the server.
    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
    await vi.waitFor(() => expect(signal).toBeInstanceOf(AbortSignal));
    expect(signal?.aborted).toBe(false);
    act(() => vi.advanceTimersByTime(LOGOUT_TIMEOUT_MS));
    expect(signal?.aborted).toBe(true);
  });

  it("logs out on this device even when the server cannot be reached", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { user } = renderApp({
      route: "/dashboard",
      token: "t",
      mocks: [
        meMock(buildUser()),
        { request: { query: LogoutDocument }, error: new TypeError("Failed to fetch") },
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "Could not revoke the session on the server",
        expect.any(TypeError),
      ),
    );
    warn.mockRestore();
  });
});
