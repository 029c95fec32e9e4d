import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { LogoutDocument } from "../../gql/graphql";

const NAV = ["Dashboard", "Smart Search", "Directory", "Opportunities", "Profile"];

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

  it("logs out: tells the server, forgets the token and goes to /login", async () => {
    const loggedOut = vi.fn(() => ({ data: { logout: true } }));
    const { user } = renderApp({
      route: "/dashboard",
      token: "t",
      mocks: [meMock(buildUser()), { request: { query: LogoutDocument }, result: loggedOut }],
    });

    await user.click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("token")).toBeNull();
    expect(currentLocation()).toBe("/login");
  });

  it("logs out on this device even when the server cannot be reached", async () => {
    const { user } = renderApp({
      route: "/dashboard",
      token: "t",
      mocks: [
        meMock(buildUser()),
        { request: { query: LogoutDocument }, error: new TypeError("Failed to fetch") },
      ],
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    await user.click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
    warn.mockRestore();
  });
});
