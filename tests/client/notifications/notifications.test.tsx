import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  MarkNotificationsReadDocument,
  UnreadNotificationsDocument,
} from "../../../client/src/gql/graphql";
import { BELL_POLL_MS } from "../../../client/src/components/Header/NotificationBell";
import { buildUser, graphQLError, meMock, unreadMock } from "../fixtures";
import { currentLocation, renderApp } from "../render";
import { notification, notificationsMock } from "./data";

const me = meMock(buildUser({ isVerified: true }));
const bell = (name: string | RegExp) => screen.findByRole("link", { name });

afterEach(() => vi.useRealTimers());

// Whole flows through the lazy app; generous on a busy 2-core machine (waits still use conditions).
describe("the notification bell", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Notifications/Notifications");
  }, 60_000);

  it("shows the unread count in its name and links to /notifications", async () => {
    renderApp({ route: "/dashboard", token: "t", mocks: [me, unreadMock(3)] });

    const link = await bell("Notifications, 3 unread");
    expect(link.getAttribute("href")).toBe("/notifications");
    expect(within(link).getByText("3")).toBeTruthy();
  });

  it("shows no count when nothing is unread, or while the count fails", async () => {
    renderApp({
      route: "/dashboard",
      token: "t",
      mocks: [
        me,
        {
          request: { query: UnreadNotificationsDocument },
          error: new TypeError("Failed to fetch"),
        },
      ],
    });
    const link = await bell("Notifications");
    expect(link.textContent).toBe("");
  });

  it("the dashboard links to saved searches and the notification settings", async () => {
    renderApp({ route: "/dashboard", token: "t", mocks: [me] });

    const card = await screen.findByRole("region", { name: "Alerts & Notifications" });
    expect(within(card).getByRole("link", { name: "Saved searches" }).getAttribute("href")).toBe(
      "/saved-searches",
    );
    expect(
      within(card).getByRole("link", { name: "Notification settings" }).getAttribute("href"),
    ).toBe("/settings/notifications");
  });

  it("asks again on every navigation", async () => {
    const { user } = renderApp({
      route: "/dashboard",
      token: "t",
      mocks: [me, unreadMock(1, 1), unreadMock(4, 1), unreadMock(4)],
    });
    await bell("Notifications, 1 unread");

    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "Smart Search" }));

    expect(await bell("Notifications, 4 unread")).toBeTruthy();
    expect(currentLocation()).toBe("/search");
  });

  it("asks again every 30 seconds on a page left open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp({
      route: "/dashboard",
      token: "t",
      mocks: [me, unreadMock(0, 1), unreadMock(2)],
    });
    await bell("Notifications");
    expect(screen.queryByRole("link", { name: /unread/ })).toBeNull();

    await act(async () => vi.advanceTimersByTimeAsync(BELL_POLL_MS));

    expect(await bell("Notifications, 2 unread")).toBeTruthy();
  });
});

describe("/notifications", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Notifications/Notifications");
  }, 60_000);

  const newest = notification();
  const older = notification({
    id: "n2",
    kind: "VERIFIED",
    title: "You are verified",
    body: "An admin verified your profile: every feature is open to you.",
    url: "/dashboard",
    createdAt: "2026-11-25T08:00:00.000Z",
    read: true,
  });

  it("lists the notifications as the server orders them (newest first), unread ones marked", async () => {
    renderApp({
      route: "/notifications",
      token: "t",
      mocks: [me, unreadMock(1), notificationsMock([newest, older])],
    });

    const list = await screen.findByRole("list", { name: "Notifications" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0].className).toContain("notification--unread");
    expect(items[1].className).not.toContain("notification--unread");
    const first = within(items[0]).getByRole("link", {
      name: /^Ravi Kumar matches your saved search\s*\(unread\)$/,
    });
    expect(first.getAttribute("href")).toBe("/user/m9");
    expect(within(items[0]).getByText(newest.body)).toBeTruthy();
    expect(within(items[1]).getByRole("link", { name: "You are verified" })).toBeTruthy();
    expect(screen.getByText("1 unread")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Notifications" })).toBeTruthy();
  });

  it("says so when there are none", async () => {
    renderApp({ route: "/notifications", token: "t", mocks: [me, notificationsMock([])] });

    const empty = (await screen.findByText("No notifications yet")).parentElement!;
    expect(within(empty).getByRole("link", { name: "Smart Search" })).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Mark all as read" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("shows a failure with a way to try again", async () => {
    const { user } = renderApp({
      route: "/notifications",
      token: "t",
      mocks: [
        me,
        {
          request: { query: notificationsMock([]).request.query, variables: { first: 20 } },
          error: new TypeError("Failed to fetch"),
        },
        notificationsMock([newest]),
      ],
    });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load your notifications.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("list", { name: "Notifications" })).toBeTruthy();
  });

  it("opening one marks it read and goes to its page", async () => {
    const marked = vi.fn(() => ({ data: { markNotificationsRead: 0 } }));
    const { user } = renderApp({
      route: "/notifications",
      token: "t",
      mocks: [
        me,
        unreadMock(1, 1),
        unreadMock(0),
        notificationsMock([newest, older]),
        {
          request: { query: MarkNotificationsReadDocument, variables: { ids: ["n1"] } },
          result: marked,
        },
      ],
    });

    await user.click(await screen.findByRole("link", { name: /Ravi Kumar matches/ }));

    await vi.waitFor(() => expect(currentLocation()).toBe("/user/m9"));
    await vi.waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    expect(await bell("Notifications")).toBeTruthy();
  });

  it("marks all as read: the list, its count and the bell", async () => {
    const marked = vi.fn(() => ({ data: { markNotificationsRead: 0 } }));
    const second = notification({ id: "n3", title: "Meena Gill matches your saved search" });
    const { user } = renderApp({
      route: "/notifications",
      token: "t",
      mocks: [
        me,
        unreadMock(2),
        notificationsMock([newest, second, older]),
        { request: { query: MarkNotificationsReadDocument, variables: {} }, result: marked },
      ],
    });
    await bell("Notifications, 2 unread");
    const list = await screen.findByRole("list", { name: "Notifications" });

    await user.click(screen.getByRole("button", { name: "Mark all as read" }));

    expect(await screen.findByText("All caught up")).toBeTruthy();
    expect(marked).toHaveBeenCalledTimes(1);
    for (const item of within(list).getAllByRole("listitem")) {
      expect(item.className).not.toContain("notification--unread");
    }
    expect(within(list).queryByText(/unread/)).toBeNull();
    expect(await bell("Notifications")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Mark all as read" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("says when marking all fails, and keeps them unread", async () => {
    const { user } = renderApp({
      route: "/notifications",
      token: "t",
      mocks: [
        me,
        notificationsMock([newest]),
        {
          request: { query: MarkNotificationsReadDocument, variables: {} },
          result: graphQLError("Too many requests", "RATE_LIMITED"),
        },
      ],
    });
    await screen.findByRole("list", { name: "Notifications" });

    await user.click(screen.getByRole("button", { name: "Mark all as read" }));

    const toasts = screen.getByRole("status", { name: "Notifications" });
    expect(await within(toasts).findByText("Could not mark them as read")).toBeTruthy();
    expect(within(toasts).getByText("Too many requests")).toBeTruthy();
    expect(screen.getByText("1 unread")).toBeTruthy();
  });

  it("loads older notifications a page at a time", async () => {
    const { user } = renderApp({
      route: "/notifications",
      token: "t",
      mocks: [
        me,
        notificationsMock([newest], { endCursor: "c1", unread: 1 }),
        notificationsMock([older], { after: "c1", unread: 1 }),
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Show older notifications" }));

    const list = screen.getByRole("list", { name: "Notifications" });
    expect(await within(list).findByRole("link", { name: "You are verified" })).toBeTruthy();
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Show older notifications" })).toBeNull();
  });
});
