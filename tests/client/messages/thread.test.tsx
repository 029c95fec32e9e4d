import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  MessageEventsDocument,
  SendMessageDocument,
  ThreadMessagesDocument,
} from "../../../client/src/gql/graphql";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { renderApp } from "../render";
import { message, RAVI, threadMocks } from "./data";

const me = meMock(buildUser({ id: "u1", isVerified: true }));
const log = () => screen.findByRole("log", { name: "Messages with Ravi Kumar" });
const composer = () => screen.findByRole("textbox", { name: "Message Ravi Kumar" });

function sendMock(
  body: string,
  answer: object = {
    data: { sendMessage: message({ id: "m9", body, mine: true, senderId: "u1" }) },
  },
) {
  return {
    request: { query: SendMessageDocument, variables: { input: { conversationId: "c1", body } } },
    result: answer,
  };
}

// Whole flows through the lazy app; generous on a busy 2-core machine (waits still use conditions).
describe("a conversation", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Messages/Thread");
  }, 60_000);

  it("shows the messages oldest first, links as links, HTML as text, and Seen under the member's last one", async () => {
    const read = vi.fn(() => ({
      data: { markConversationRead: { __typename: "Conversation", id: "c1", unreadCount: 0 } },
    }));
    const mocks = threadMocks([
      message({ id: "m1", body: "Hi! See https://istc.example.org/reunion." }),
      message({
        id: "m2",
        body: "<img src=x onerror=alert(1)>",
        mine: true,
        senderId: "u1",
        seen: true,
      }),
      message({ id: "m3", body: "Removed", removed: true }),
    ]);
    mocks[2] = { ...mocks[2], result: read };
    renderApp({ route: "/messages/c1", token: "t", mocks: [me, ...mocks] });

    const items = within(await log()).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining("Ravi Kumar: Hi! See https://istc.example.org/reunion."),
      expect.stringContaining("You: <img src=x onerror=alert(1)>"),
      expect.stringContaining("This message was removed by an admin."),
    ]);
    const link = within(items[0]).getByRole("link", { name: "https://istc.example.org/reunion" });
    expect(link.getAttribute("href")).toBe("https://istc.example.org/reunion");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(document.querySelector(".thread img")).toBeNull();
    expect(within(items[1]).getByText("Seen")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ravi Kumar" })).toBeTruthy();
    // Opening the conversation reads it.
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
  });

  it("sends with Enter, keeps Shift+Enter as a new line, and counts up to 2,000 characters", async () => {
    const { user } = renderApp({
      route: "/messages/c1",
      token: "t",
      mocks: [me, ...threadMocks([message()]), sendMock("Line one\nLine two")],
    });

    const field = await composer();
    expect(field.getAttribute("maxlength")).toBe("2000");
    await user.type(field, "Line one{Shift>}{Enter}{/Shift}Line two");
    expect((field as HTMLTextAreaElement).value).toBe("Line one\nLine two");
    expect(screen.getByText(/17\/2000/)).toBeTruthy();
    await user.keyboard("{Enter}");

    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(""));
    const items = within(await log()).getAllByRole("listitem");
    expect(items.at(-1)?.textContent).toContain("You: Line one\nLine two");
  });

  it("says 'Write a message' for a blank one, and the server's words when it refuses", async () => {
    const { user } = renderApp({
      route: "/messages/c1",
      token: "t",
      mocks: [
        me,
        ...threadMocks([message()]),
        sendMock(
          "Hello?",
          graphQLError("You can message only members you are connected with", "FORBIDDEN"),
        ),
      ],
    });

    const field = await composer();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Write a message")).toBeTruthy();
    await user.type(field, "Hello?{Enter}");
    expect(
      await screen.findByText("You can message only members you are connected with"),
    ).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe("Hello?");
  });

  it("loads earlier messages in front", async () => {
    const { user } = renderApp({
      route: "/messages/c1",
      token: "t",
      mocks: [
        me,
        ...threadMocks([message({ id: "m5", body: "Newest" })], { hasMore: true, before: "cur5" }),
        {
          request: {
            query: ThreadMessagesDocument,
            variables: { conversationId: "c1", limit: 30, before: "cur5" },
          },
          result: {
            data: {
              messages: {
                __typename: "MessagePage",
                messages: [message({ id: "m1", body: "Oldest" })],
                hasMore: false,
                before: null,
              },
            },
          },
        },
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Load earlier" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("log"))
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining("Oldest"), expect.stringContaining("Newest")]),
    );
    expect(screen.queryByRole("button", { name: "Load earlier" })).toBeNull();
  });

  it("shows a message from the other member as it arrives (live event)", async () => {
    renderApp({
      route: "/messages/c1",
      token: "t",
      mocks: [
        me,
        ...threadMocks([message({ id: "m1", body: "First" })]),
        {
          request: { query: MessageEventsDocument, variables: {} },
          delay: 400,
          result: {
            data: {
              messageEvents: {
                __typename: "MessageEvent",
                kind: "MESSAGE",
                conversationId: "c1",
                seenAt: null,
                readerId: null,
                message: message({ id: "m2", body: "Arrived live" }),
              },
            },
          },
        },
      ],
    });

    expect(await within(await log()).findByText("Arrived live")).toBeTruthy();
  });

  it("has no composer for a member the viewer blocked, and offers Unblock", async () => {
    renderApp({
      route: "/messages/c1",
      token: "t",
      mocks: [
        me,
        ...threadMocks([message()], {
          member: { ...RAVI, viewerBlocked: true, viewerConnection: null as never },
        }),
      ],
    });

    expect(
      await screen.findByText("You blocked Ravi Kumar. Unblock them to send messages."),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Message Ravi Kumar" })).toBeNull();
    expect(screen.getByRole("button", { name: "Unblock" })).toBeTruthy();
  });
});
