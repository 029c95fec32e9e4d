import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  NotificationPreferencesDocument,
  UnsubscribeDocument,
  UnsubscribeLinkDocument,
  UpdateNotificationPreferencesDocument,
} from "../../../client/src/gql/graphql";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { renderApp } from "../render";

const me = meMock(buildUser({ isVerified: true }));
const prefs = {
  __typename: "NotificationPreferences" as const,
  savedSearches: "INSTANT",
  opportunities: "WEEKLY",
  messages: "INSTANT",
  events: "INSTANT",
  mentorship: "INSTANT",
  verification: "INSTANT",
};
const prefsMock = {
  request: { query: NotificationPreferencesDocument },
  result: { data: { notificationPreferences: prefs } },
};
const LABELS = [
  "Saved-search alerts",
  "New opportunities",
  "Messages",
  "Events",
  "Verification",
  "Mentorship",
];

describe("/settings/notifications", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Notifications/NotificationSettings");
  }, 60_000);

  it("shows the six preferences as the server holds them", async () => {
    renderApp({ route: "/settings/notifications", token: "t", mocks: [me, prefsMock] });

    const opportunities = (await screen.findByRole("combobox", {
      name: "New opportunities",
    })) as HTMLSelectElement;
    expect(opportunities.value).toBe("WEEKLY");
    for (const name of LABELS) {
      const select = screen.getByRole("combobox", { name }) as HTMLSelectElement;
      expect([...select.options].map((o) => o.text)).toEqual(["Instant", "Daily", "Weekly", "Off"]);
    }
    expect(screen.getByRole("heading", { level: 1, name: "Notification settings" })).toBeTruthy();
  });

  it("saves the choices and says so", async () => {
    const input = { ...prefs, savedSearches: "DAILY", messages: "OFF" };
    delete (input as Partial<typeof input>).__typename;
    const updated = vi.fn(() => ({
      data: {
        updateNotificationPreferences: { ...prefs, savedSearches: "DAILY", messages: "OFF" },
      },
    }));
    const { user } = renderApp({
      route: "/settings/notifications",
      token: "t",
      mocks: [
        me,
        prefsMock,
        {
          request: { query: UpdateNotificationPreferencesDocument, variables: { input } },
          result: updated,
        },
      ],
    });

    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Saved-search alerts" }),
      "Daily",
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Messages" }), "Off");
    await user.click(screen.getByRole("button", { name: "Save preferences" }));

    expect(await screen.findByText("Your preferences are saved.")).toBeTruthy();
    expect(updated).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("combobox", { name: "Messages" }) as HTMLSelectElement).value).toBe(
      "OFF",
    );
  });

  it("shows the server's refusal and keeps the choices", async () => {
    const input = { ...prefs, events: "OFF" };
    delete (input as Partial<typeof input>).__typename;
    const { user } = renderApp({
      route: "/settings/notifications",
      token: "t",
      mocks: [
        me,
        prefsMock,
        {
          request: { query: UpdateNotificationPreferencesDocument, variables: { input } },
          result: graphQLError("Unknown frequency", "BAD_USER_INPUT"),
        },
      ],
    });

    await user.selectOptions(await screen.findByRole("combobox", { name: "Events" }), "Off");
    await user.click(screen.getByRole("button", { name: "Save preferences" }));

    expect((await screen.findByRole("alert")).textContent).toBe("Unknown frequency");
    expect((screen.getByRole("combobox", { name: "Events" }) as HTMLSelectElement).value).toBe(
      "OFF",
    );
    expect(screen.queryByText("Your preferences are saved.")).toBeNull();
  });

  it("shows a failure to load with a way to try again", async () => {
    const { user } = renderApp({
      route: "/settings/notifications",
      token: "t",
      mocks: [
        me,
        {
          request: { query: NotificationPreferencesDocument },
          error: new TypeError("Failed to fetch"),
        },
        prefsMock,
      ],
    });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load your preferences.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("combobox", { name: "Verification" })).toBeTruthy();
  });
});

describe("/unsubscribe/:token", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/pages/Notifications/Unsubscribe");
  }, 60_000);

  const link = {
    __typename: "UnsubscribeLink" as const,
    kind: "saved_searches",
    label: "saved-search alerts",
    email: "as***@gmail.com",
    frequency: "INSTANT",
  };
  const linkMock = (result: object) => ({
    request: { query: UnsubscribeLinkDocument, variables: { token: "tok-1" } },
    result,
  });

  it("asks first (without a session), then unsubscribes with the button", async () => {
    const unsubscribed = vi.fn(() => ({ data: { unsubscribe: { ...link, frequency: "OFF" } } }));
    const { user } = renderApp({
      route: "/unsubscribe/tok-1",
      mocks: [
        linkMock({ data: { unsubscribeLink: link } }),
        {
          request: { query: UnsubscribeDocument, variables: { token: "tok-1" } },
          result: unsubscribed,
        },
      ],
    });

    const question = await screen.findByText(/Stop e-mailing/);
    expect(question.textContent).toBe("Stop e-mailing saved-search alerts to as***@gmail.com?");
    expect(unsubscribed).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));

    const done = await screen.findByText(/You will no longer get/);
    expect(done.textContent).toBe(
      "You will no longer get saved-search alerts by e-mail. Change your preferences any time in Settings.",
    );
    expect(within(done).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe(
      "/settings/notifications",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Unsubscribed" })).toBeTruthy();
    expect(unsubscribed).toHaveBeenCalledTimes(1);
  });

  it("says when the link is not valid", async () => {
    renderApp({
      route: "/unsubscribe/tok-1",
      mocks: [linkMock(graphQLError("This unsubscribe link is not valid", "BAD_USER_INPUT"))],
    });

    expect((await screen.findByRole("alert")).textContent).toBe(
      "This unsubscribe link is not valid",
    );
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    expect(screen.getByRole("link", { name: "Settings" })).toBeTruthy();
  });

  it("offers to try again when the server cannot be reached", async () => {
    const { user } = renderApp({
      route: "/unsubscribe/tok-1",
      mocks: [
        { ...linkMock({}), result: undefined, error: new TypeError("Failed to fetch") },
        linkMock({ data: { unsubscribeLink: link } }),
      ],
    });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load this link.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Unsubscribe" })).toBeTruthy();
  });

  it("shows a failed unsubscribe and lets the member try again", async () => {
    const { user } = renderApp({
      route: "/unsubscribe/tok-1",
      mocks: [
        linkMock({ data: { unsubscribeLink: link } }),
        {
          request: { query: UnsubscribeDocument, variables: { token: "tok-1" } },
          error: new TypeError("Failed to fetch"),
        },
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Could not unsubscribe. Please try again.",
    );
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeTruthy();
  });
});
