import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ModerationQueue } from "../../../client/src/pages/Admin/ModerationQueue";
import {
  AcceptConnectionDocument,
  MyConnectionsDocument,
  RemoveConnectionDocument,
  type ConnectionRowFragment,
} from "../../../client/src/gql/graphql";
import { ReportsDocument, ResolveReportDocument } from "../../../client/src/gql/admin/graphql";
import { buildUser, meMock, unreadConversationsMock } from "../fixtures";
import { currentLocation, renderApp } from "../render";
import { conversation, conversationsMock, message, RAVI } from "./data";

const me = meMock(buildUser({ id: "u1", isVerified: true }));

const row = (
  id: string,
  fullName: string,
  direction: "INCOMING" | "OUTGOING",
  status: "PENDING" | "ACCEPTED",
  note: string | null = null,
): ConnectionRowFragment & { __typename: "MemberConnection" } => ({
  __typename: "MemberConnection",
  id,
  direction,
  status,
  note,
  createdAt: "2026-11-20T09:00:00.000Z",
  user: {
    __typename: "User",
    id: `user-${id}`,
    fullName,
    profileImage: null,
    trade: "Electronics",
    currentLocation: "Pune",
  } as ConnectionRowFragment["user"],
});

const listMock = (
  variables: { status: string; direction: string | null; search?: string | null },
  items: ConnectionRowFragment[],
) => ({
  request: {
    query: MyConnectionsDocument,
    variables: { search: null, first: 20, ...variables },
  },
  result: {
    data: {
      myConnections: {
        __typename: "MemberConnectionPage",
        items,
        endCursor: null,
        hasNextPage: false,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const incoming = row("k1", "Asha Verma", "INCOMING", "PENDING", "We met at the reunion.");
const outgoing = row("k2", "Bala Singh", "OUTGOING", "PENDING");
const connected = row("k3", "Chetan Rao", "INCOMING", "ACCEPTED");
const lists = (accepted: ConnectionRowFragment[] = [connected]) => [
  listMock({ status: "PENDING", direction: "INCOMING" }, [incoming]),
  listMock({ status: "PENDING", direction: "OUTGOING" }, [outgoing]),
  listMock({ status: "ACCEPTED", direction: null }, accepted),
];

// Whole flows through the lazy app; generous on a busy 2-core machine (waits still use conditions).
describe("connections, messages and moderation screens", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Connections/Connections");
    await import("../../../client/src/pages/Messages/Messages");
  }, 60_000);

  it("/connections lists requests both ways and connections, with their actions", async () => {
    renderApp({ route: "/connections", token: "t", mocks: [me, ...lists()] });

    const forYou = await screen.findByRole("region", { name: "Requests for you" });
    expect(await within(forYou).findByText("Asha Verma")).toBeTruthy();
    expect(within(forYou).getByText("We met at the reunion.")).toBeTruthy();
    expect(within(forYou).getByRole("button", { name: "Accept Asha Verma" })).toBeTruthy();
    expect(within(forYou).getByRole("button", { name: "Decline Asha Verma" })).toBeTruthy();
    const sent = screen.getByRole("region", { name: "Requests you sent" });
    expect(
      await within(sent).findByRole("button", { name: "Withdraw the request to Bala Singh" }),
    ).toBeTruthy();
    const mine = screen.getByRole("region", { name: "Your connections" });
    const messageLink = await within(mine).findByRole("link", { name: "Message Chetan Rao" });
    expect(messageLink.getAttribute("href")).toBe("/messages/to/user-k3");
  });

  it("Accept moves a request to the connections", async () => {
    const { user } = renderApp({
      route: "/connections",
      token: "t",
      mocks: [
        me,
        ...lists([]).slice(0, 2),
        { ...listMock({ status: "ACCEPTED", direction: null }, []), maxUsageCount: 1 },
        listMock({ status: "ACCEPTED", direction: null }, [{ ...incoming, status: "ACCEPTED" }]),
        {
          request: { query: AcceptConnectionDocument, variables: { id: "k1" } },
          result: {
            data: {
              acceptConnection: {
                __typename: "MemberConnection",
                id: "k1",
                status: "ACCEPTED",
                user: {
                  __typename: "User",
                  id: "user-k1",
                  viewerConnection: {
                    __typename: "ViewerConnection",
                    state: "CONNECTED",
                    connectionId: "k1",
                  },
                },
              },
            },
          },
        },
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Accept Asha Verma" }));
    const mine = screen.getByRole("region", { name: "Your connections" });
    expect(await within(mine).findByText("Asha Verma")).toBeTruthy();
    const forYou = screen.getByRole("region", { name: "Requests for you" });
    await waitFor(() => expect(within(forYou).queryByText("Asha Verma")).toBeNull());
  });

  it("Remove asks first, then the connection leaves the list", async () => {
    const removed = vi.fn(() => ({ data: { removeConnection: "k3" } }));
    const { user } = renderApp({
      route: "/connections",
      token: "t",
      mocks: [
        me,
        ...lists(),
        { request: { query: RemoveConnectionDocument, variables: { id: "k3" } }, result: removed },
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Remove Chetan Rao" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove connection?" });
    expect(removed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    const mine = screen.getByRole("region", { name: "Your connections" });
    await waitFor(() => expect(within(mine).queryByText("Chetan Rao")).toBeNull());
    expect(removed).toHaveBeenCalledTimes(1);
  });

  it("searches all three lists by name on the server", async () => {
    const { user } = renderApp({
      route: "/connections",
      token: "t",
      mocks: [
        me,
        ...lists(),
        listMock({ status: "PENDING", direction: "INCOMING", search: "chet" }, []),
        listMock({ status: "PENDING", direction: "OUTGOING", search: "chet" }, []),
        listMock({ status: "ACCEPTED", direction: null, search: "chet" }, [connected]),
      ],
    });

    await screen.findByText("Asha Verma");
    await user.type(
      screen.getByRole("searchbox", { name: "Search your connections and requests by name" }),
      "chet",
    );
    expect(await screen.findByText("No requests for you match your search.")).toBeTruthy();
    expect(screen.getByText("No requests you sent match your search.")).toBeTruthy();
    expect(screen.getByText("Chetan Rao")).toBeTruthy();
  });

  it("/messages lists conversations newest first with unread counts; the header shows the badge", async () => {
    renderApp({
      route: "/messages",
      token: "t",
      mocks: [
        me,
        unreadConversationsMock(1),
        conversationsMock([
          conversation({ unreadCount: 2, lastMessage: message({ body: "Are you coming?" }) }),
          conversation({
            id: "c2",
            otherMember: { ...RAVI, id: "u3", fullName: "Meera Das" },
            lastMessage: message({ id: "m7", conversationId: "c2", body: "See you", mine: true }),
          }),
        ]),
      ],
    });

    const list = await screen.findByRole("list", { name: "Conversations" });
    const items = within(list).getAllByRole("listitem");
    expect(
      within(items[0]).getByRole("link", { name: "Ravi Kumar, 2 unread" }).getAttribute("href"),
    ).toBe("/messages/c1");
    expect(within(items[0]).getByText("Are you coming?")).toBeTruthy();
    expect(within(items[1]).getByText("You: See you")).toBeTruthy();
    expect(
      await screen.findByRole("link", { name: "Messages, 1 unread conversation" }),
    ).toBeTruthy();
  });

  it("/messages says when there are no conversations yet", async () => {
    renderApp({ route: "/messages", token: "t", mocks: [me, conversationsMock([])] });

    expect(await screen.findByText("No conversations yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Connections" }).getAttribute("href")).toBe(
      "/connections",
    );
    expect(currentLocation()).toBe("/messages");
  });

  it("the moderation queue shows the reported message in context and resolves with a confirmation", async () => {
    const sender = { __typename: "User" as const, id: "u2", fullName: "Ravi Kumar" };
    const msg = (id: string, body: string) => ({
      __typename: "Message" as const,
      id,
      body,
      sentAt: "2026-11-26T09:00:00.000Z",
      removed: false,
      sender,
    });
    const report = {
      __typename: "Report" as const,
      id: "r1",
      status: "OPEN" as const,
      reason: "Spam links",
      createdAt: "2026-11-26T10:00:00.000Z",
      action: null,
      resolvedAt: null,
      note: null,
      reporter: { __typename: "User" as const, id: "u1", fullName: "Asha Verma" },
      reportedMember: { __typename: "User" as const, id: "u2", fullName: "Ravi Kumar" },
      message: msg("m2", "Buy now"),
      messages: [msg("m1", "Hi"), msg("m2", "Buy now")],
    };
    const page = (items: unknown[]) => ({
      data: { reports: { __typename: "ReportPage", items, endCursor: null, hasNextPage: false } },
    });
    const resolved = vi.fn(() => ({
      data: { resolveReport: { ...report, status: "RESOLVED", action: "REMOVE_MESSAGE" } },
    }));
    const { user } = renderApp({
      children: <ModerationQueue />,
      mocks: [
        {
          request: { query: ReportsDocument, variables: { status: "OPEN", first: 20 } },
          result: page([report]),
          maxUsageCount: 1,
        },
        {
          request: { query: ReportsDocument, variables: { status: "OPEN", first: 20 } },
          result: page([]),
        },
        {
          request: {
            query: ResolveReportDocument,
            variables: { id: "r1", action: "REMOVE_MESSAGE", note: "Spam" },
          },
          result: resolved,
        },
      ],
    });

    const reported = await screen.findByRole("list", {
      name: "The reported message in its conversation",
    });
    expect(
      within(reported)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("Hi"), expect.stringContaining("Reported")]);
    expect(screen.getByText("Spam links")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove message" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove the reported message?" });
    await user.type(within(dialog).getByRole("textbox"), "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Remove message" }));
    expect(await screen.findByText("No open reports. Nothing needs a look.")).toBeTruthy();
    expect(resolved).toHaveBeenCalledTimes(1);
  });
});
