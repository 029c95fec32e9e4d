import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { EndMentorshipDocument } from "../../../client/src/gql/mentorship/graphql";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { renderApp } from "../render";
import { buildRequest, myProfileMock, requestsMock, topicsMock } from "./data";

const verified = meMock(buildUser({ isVerified: true }));
const active = buildRequest({ status: "ACTIVE", answeredAt: "2026-11-21T10:00:00.000Z" });

function endMock(result: object) {
  return { request: { query: EndMentorshipDocument, variables: { id: active.id } }, result };
}

describe("ending a mentorship on /mentorship", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Mentorship/Mentorship");
  }, 60_000);

  it("asks first; Cancel keeps it, End mentorship ends it for both", async () => {
    const ended = vi.fn(() => ({
      data: {
        endMentorship: { ...active, status: "ENDED", endedAt: "2026-11-25T10:00:00.000Z" },
      },
    }));
    const { user } = renderApp({
      route: "/mentorship",
      token: "t",
      mocks: [verified, topicsMock(), myProfileMock({}), requestsMock([active]), endMock(ended)],
    });
    const list = await screen.findByRole("list", { name: "Requests to you" }, { timeout: 10_000 });
    const end = within(list).getByRole("button", { name: "End the mentorship with Ravi Kumar" });

    await user.click(end);
    await user.click(
      within(screen.getByRole("alertdialog", { name: "End this mentorship?" })).getByRole(
        "button",
        { name: "Cancel" },
      ),
    );
    expect(ended).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(end);

    await user.click(end);
    const dialog = screen.getByRole("alertdialog", { name: "End this mentorship?" });
    expect(dialog.textContent).toContain("You stay connected");
    await user.click(within(dialog).getByRole("button", { name: "End mentorship" }));
    expect(await screen.findByText("Mentorship with Ravi Kumar ended")).toBeTruthy();
    expect(within(list).getByText("Ended")).toBeTruthy();
    expect(within(list).queryByRole("link", { name: "Message Ravi Kumar" })).toBeNull();
    // The mentor never rates: feedback is the mentee's.
    expect(within(list).queryByRole("button", { name: /Leave feedback/ })).toBeNull();
  });

  it("says why the server refused, and the mentorship stays active", async () => {
    const { user } = renderApp({
      route: "/mentorship",
      token: "t",
      mocks: [
        verified,
        topicsMock(),
        myProfileMock({}),
        requestsMock([active]),
        endMock(graphQLError("This mentorship has already ended", "CONFLICT")),
      ],
    });
    const list = await screen.findByRole("list", { name: "Requests to you" }, { timeout: 10_000 });
    await user.click(within(list).getByRole("button", { name: /End the mentorship/ }));
    await user.click(screen.getByRole("button", { name: "End mentorship" }));
    expect(await screen.findByText("This mentorship has already ended")).toBeTruthy();
    expect(screen.getByText("Could not end the mentorship")).toBeTruthy();
    expect(within(list).getByText("Active")).toBeTruthy();
  });
});
