import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../tests/client/render";
import { CompleteProfileDocument, MeDocument } from "../gql/graphql";
import { TOKEN_KEY } from "./token";

/** What the browser does in this tab when another tab changes localStorage. */
function otherTabSets(token: string | null) {
  const oldValue = localStorage.getItem(TOKEN_KEY);
  if (token === null) localStorage.removeItem(TOKEN_KEY);
  else localStorage.setItem(TOKEN_KEY, token);
  act(() => {
    window.dispatchEvent(
      new StorageEvent("storage", { key: TOKEN_KEY, oldValue, newValue: token }),
    );
  });
}

describe("route guard", () => {
  it("shows a spinner while the session loads", async () => {
    renderApp({
      route: "/dashboard",
      token: "stored",
      mocks: [{ request: { query: MeDocument }, delay: Number.POSITIVE_INFINITY }],
    });

    expect(await screen.findByRole("status", { name: "Loading your session" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: /Welcome/ })).toBeNull();
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

  it("let admins in", async () => {
    renderApp({
      route: "/admin/users",
      token: "stored",
      mocks: [meMock(buildUser({ isAdmin: true }))],
    });

    expect(await screen.findByRole("heading", { name: "User Management" })).toBeTruthy();
    expect(currentLocation()).toBe("/admin/users");
  });
});

describe("unknown screens", () => {
  it("unknown addresses show a 404 page", async () => {
    renderApp({ route: "/no/such/page" });

    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeTruthy();
  });
});

describe("one session across tabs", () => {
  it("follows a logout in another tab: back to /login, cache cleared, with a word why", async () => {
    const { client } = renderApp({
      route: "/dashboard",
      token: "shared",
      mocks: [meMock(buildUser({ fullName: "Asha Verma" }))],
    });
    await screen.findByRole("heading", { name: "Welcome, Asha Verma!" });

    otherTabSets(null);

    expect(await screen.findByText("You signed out in another tab.")).toBeTruthy();
    expect(currentLocation()).toBe("/login");
    expect(client.cache.extract()).not.toHaveProperty("User:u1");
  });

  it("follows a sign-in in another tab", async () => {
    renderApp({ route: "/login", mocks: [meMock(buildUser({ fullName: "Asha Verma" }))] });
    await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" });

    otherTabSets("from-the-other-tab");

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
  });

  it("shows the other member when another tab signs in as someone else", async () => {
    renderApp({
      route: "/dashboard",
      token: "first",
      mocks: [
        meMock(buildUser({ fullName: "Asha Verma" })),
        meMock(buildUser({ id: "u2", fullName: "Ravi Kumar", email: "ravi@example.com" })),
      ],
    });
    await screen.findByRole("heading", { name: "Welcome, Asha Verma!" });

    otherTabSets("second");

    expect(await screen.findByRole("heading", { name: "Welcome, Ravi Kumar!" })).toBeTruthy();
    expect(screen.queryByText("Asha Verma")).toBeNull();
  });
});

describe("the member in the Apollo cache", () => {
  it("is asked again when the window regains focus, so a new verification shows", async () => {
    const me = vi.fn();
    me.mockReturnValueOnce({ data: { me: buildUser({ isVerified: false }) } });
    me.mockReturnValueOnce({ data: { me: buildUser({ isVerified: true }) } });
    renderApp({
      route: "/dashboard",
      token: "t",
      mocks: [{ request: { query: MeDocument }, result: me, maxUsageCount: 2 }],
    });
    expect(
      await screen.findByText("Pending Verification - Your profile is under review by admins."),
    ).toBeTruthy();

    fireEvent.focus(window);

    expect(
      await screen.findByText("Verified ISTCian - You can now access all features!"),
    ).toBeTruthy();
    expect(me).toHaveBeenCalledTimes(2);
  });

  it("keeps the page when that refetch cannot reach the server", async () => {
    const { client } = renderApp({
      route: "/dashboard",
      token: "t",
      mocks: [
        meMock(buildUser({ fullName: "Asha Verma" })),
        { request: { query: MeDocument }, error: new TypeError("Failed to fetch") },
      ],
    });
    await screen.findByRole("heading", { name: "Welcome, Asha Verma!" });
    const [me] = [...client.getObservableQueries("active")].filter((q) => q.queryName === "Me");

    fireEvent.focus(window);

    // The refetch has failed...
    await vi.waitFor(() => expect(me.getCurrentResult().error).toBeInstanceOf(TypeError));
    // ...and the member still sees their page, not the "can't reach" one.
    expect(screen.getByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Can't reach ISTC Connect" })).toBeNull();
  });

  it("updates the header and the dashboard from a mutation's answer alone", async () => {
    const incomplete = buildUser({ rollNumber: null, trade: null, profileCompleted: false });
    const input = {
      rollNumber: "ISTC-2021-007",
      trade: "Mechanical",
      currentLocation: "Chandigarh",
    };
    const { user } = renderApp({
      route: "/profile/complete",
      token: "t",
      mocks: [
        meMock(incomplete),
        {
          request: { query: CompleteProfileDocument, variables: { input } },
          result: {
            data: { completeProfile: { ...incomplete, ...input, profileCompleted: true } },
          },
        },
      ],
    });
    const header = await screen.findByRole("banner");
    expect(within(header).getByText("Roll number not set")).toBeTruthy();
    await user.type(await screen.findByLabelText("Roll Number"), input.rollNumber);
    await user.type(screen.getByLabelText("Trade"), input.trade);

    await user.click(screen.getByRole("button", { name: "Complete Profile" }));

    expect(await within(header).findByText("Roll No. ISTC-2021-007")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: /Welcome/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Complete My Profile" })).toBeNull();
  });

  it("is dropped when any request's token is refused: local sign-out and /login", async () => {
    const incomplete = buildUser({ profileCompleted: false, rollNumber: null });
    const input = { rollNumber: "R-1", trade: "Electronics", currentLocation: "Chandigarh" };
    const { user, client } = renderApp({
      route: "/profile/complete",
      token: "revoked-meanwhile",
      mocks: [
        meMock(incomplete),
        {
          request: { query: CompleteProfileDocument, variables: { input } },
          result: graphQLError("Please sign in to continue", "UNAUTHENTICATED"),
        },
      ],
    });
    await user.type(await screen.findByLabelText("Roll Number"), "R-1");

    await user.click(screen.getByRole("button", { name: "Complete Profile" }));

    expect(await screen.findByText("Your session has ended. Please sign in again.")).toBeTruthy();
    expect(currentLocation()).toBe("/login");
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(client.cache.extract()).not.toHaveProperty("User:u1");
  });
});
