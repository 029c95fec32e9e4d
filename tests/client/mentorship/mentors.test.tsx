import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { RequestMentorshipDocument } from "../../../client/src/gql/mentorship/graphql";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { currentLocation, renderApp } from "../render";
import { buildMentor, mentorsMock, topicsMock } from "./data";

const verified = meMock(buildUser({ isVerified: true }));
const gurpreet = buildMentor();
const full = buildMentor(
  { topics: ["Welding"], openSlots: 0, mentoredCount: 1, languages: [], availability: null },
  { id: "m2", fullName: "Kavita Rani", trade: "Welder", currentLocation: "Dubai", jobTitle: null },
);
const GOAL = "I finish my CNC course in March and want to work in Canada.";

function requestMock(result: object) {
  return {
    request: {
      query: RequestMentorshipDocument,
      variables: { input: { mentorId: "m1", goal: GOAL } },
    },
    result,
  };
}

const sent = {
  data: {
    requestMentorship: {
      __typename: "MentorshipRequest",
      id: "r9",
      status: "PENDING",
      mentor: {
        __typename: "User",
        id: "m1",
        mentorProfile: buildMentor({
          openSlots: 1,
          viewerRequest: { __typename: "MentorshipRequest", id: "r9", status: "PENDING" },
        }),
      },
    },
  },
};

describe("/mentors", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Mentors/Mentors");
  }, 60_000);

  it("shows each mentor's topics, places, mentees so far, languages and availability", async () => {
    renderApp({
      route: "/mentors",
      token: "t",
      mocks: [verified, topicsMock(), mentorsMock([gurpreet, full])],
    });

    const list = await screen.findByRole("list", { name: "Mentors" }, { timeout: 10_000 });
    const [first, second] = within(list).getAllByRole("listitem", { name: /./ });
    expect(within(first).getByRole("link", { name: "Gurpreet Singh" }).getAttribute("href")).toBe(
      "/user/m1",
    );
    expect(first.textContent).toContain("CNC Machinist");
    expect(first.textContent).toContain("Toronto, Canada");
    const topics = within(first).getByRole("list", { name: /Topics Gurpreet Singh mentors on/ });
    expect(within(topics).getByRole("link", { name: "Jobs abroad" }).getAttribute("href")).toBe(
      "/mentors?topic=Jobs%20abroad",
    );
    expect(within(first).getByText("2 open places")).toBeTruthy();
    expect(within(first).getByText("Mentored 4 members")).toBeTruthy();
    expect(first.textContent).toContain("Hindi, Punjabi");
    expect(within(first).getByText("Weekends, after 6 pm India time")).toBeTruthy();
    expect(
      within(first).getByRole("button", { name: "Request mentorship from Gurpreet Singh" }),
    ).toBeTruthy();

    // No open place: "Full", and the button cannot be pressed.
    expect(within(second).getAllByText("Full")).toHaveLength(2);
    const fullButton = within(second).getByRole("button", { name: "Full" }) as HTMLButtonElement;
    expect(fullButton.disabled).toBe(true);
    expect(within(second).getByText("Mentored 1 member")).toBeTruthy();
    expect(screen.getByText(/2 mentors/)).toBeTruthy();
  });

  it("searches in plain language and by topic, keeps both in the URL, and says what it understood", async () => {
    const { user } = renderApp({
      route: "/mentors",
      token: "t",
      mocks: [
        verified,
        topicsMock(),
        mentorsMock([gurpreet, full]),
        mentorsMock(
          [gurpreet],
          { query: "CNC mentors in Canada" },
          {
            interpretation: "CNC machinists living in Canada",
          },
        ),
        mentorsMock([], { query: "CNC mentors in Canada", topic: "Welding" }),
        mentorsMock([gurpreet, full]),
      ],
    });
    await screen.findByRole("list", { name: "Mentors" }, { timeout: 10_000 });

    await user.type(
      screen.getByRole("searchbox", { name: "What would you like help with?" }),
      "CNC mentors in Canada{Enter}",
    );
    expect(await screen.findByText(/CNC machinists living in Canada/)).toBeTruthy();
    expect(screen.getByText(/1 mentor/)).toBeTruthy();
    expect(currentLocation()).toBe("/mentors?q=CNC+mentors+in+Canada");

    await user.selectOptions(screen.getByRole("combobox", { name: "Topic" }), "Welding");
    expect(
      await screen.findByRole("heading", { name: "No mentors match this search" }),
    ).toBeTruthy();
    expect(currentLocation()).toBe("/mentors?q=CNC+mentors+in+Canada&topic=Welding");

    await user.click(screen.getByRole("button", { name: "Show all mentors" }));
    await screen.findByRole("list", { name: "Mentors" });
    expect(currentLocation()).toBe("/mentors");
    expect(
      (
        screen.getByRole("searchbox", {
          name: "What would you like help with?",
        }) as HTMLInputElement
      ).value,
    ).toBe("");
  });

  it("opens on the search of its URL", async () => {
    renderApp({
      route: "/mentors?topic=Jobs%20abroad",
      token: "t",
      mocks: [verified, topicsMock(), mentorsMock([gurpreet], { topic: "Jobs abroad" })],
    });
    await screen.findByRole("list", { name: "Mentors" }, { timeout: 10_000 });
    expect((screen.getByRole("combobox", { name: "Topic" }) as HTMLSelectElement).value).toBe(
      "Jobs abroad",
    );
  });

  it("asks for a goal, sends the request, and the card then says Request sent", async () => {
    const answered = vi.fn(() => sent);
    const { user } = renderApp({
      route: "/mentors",
      token: "t",
      mocks: [verified, topicsMock(), mentorsMock([gurpreet, full]), requestMock(answered)],
    });
    const list = await screen.findByRole("list", { name: "Mentors" }, { timeout: 10_000 });
    await user.click(
      within(list).getByRole("button", { name: "Request mentorship from Gurpreet Singh" }),
    );

    const dialog = screen.getByRole("dialog", { name: "Ask Gurpreet Singh to mentor you" });
    const goal = within(dialog).getByRole("textbox", { name: "Your goal" });
    expect(document.activeElement).toBe(goal);
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(within(dialog).getByText("Write what you would like help with")).toBeTruthy();
    expect(answered).not.toHaveBeenCalled();

    await user.type(goal, GOAL);
    expect(within(dialog).getByText(/59\/500/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));

    expect(await screen.findByText("Request sent to Gurpreet Singh")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    const card = within(list).getAllByRole("listitem", { name: /./ })[0];
    const pending = (await within(card).findByRole("button", {
      name: /Request sent/,
    })) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    // The request holds a place.
    expect(within(card).getByText("1 open place")).toBeTruthy();
  });

  it("says why the server refused a request, and the card stays as it was", async () => {
    const { user } = renderApp({
      route: "/mentors",
      token: "t",
      mocks: [
        verified,
        topicsMock(),
        mentorsMock([gurpreet]),
        requestMock(graphQLError("This mentor has no open place right now", "CONFLICT")),
      ],
    });
    const list = await screen.findByRole("list", { name: "Mentors" }, { timeout: 10_000 });
    await user.click(within(list).getByRole("button", { name: /Request mentorship/ }));
    await user.type(screen.getByRole("textbox", { name: "Your goal" }), GOAL);
    await user.click(screen.getByRole("button", { name: "Send request" }));

    expect(await screen.findByText("This mentor has no open place right now")).toBeTruthy();
    expect(screen.getByText("Could not send the request")).toBeTruthy();
    expect(within(list).getByRole("button", { name: /Request mentorship/ })).toBeTruthy();
  });

  it("shows the member's own card with a link to their mentor profile instead of a request", async () => {
    const me = buildMentor({}, { id: "u1", fullName: "Asha Verma" });
    renderApp({
      route: "/mentors",
      token: "t",
      mocks: [verified, topicsMock(), mentorsMock([me])],
    });
    const list = await screen.findByRole("list", { name: "Mentors" }, { timeout: 10_000 });
    expect(within(list).queryByRole("button", { name: /Request mentorship/ })).toBeNull();
    expect(
      within(list).getByRole("link", { name: "Your mentor profile" }).getAttribute("href"),
    ).toBe("/mentorship");
  });

  it("invites the first mentor when there is none", async () => {
    renderApp({ route: "/mentors", token: "t", mocks: [verified, topicsMock(), mentorsMock([])] });
    expect(await screen.findByRole("heading", { name: "No mentors yet" }, { timeout: 10_000 }));
    expect(screen.getByRole("link", { name: "Offer to mentor" }).getAttribute("href")).toBe(
      "/mentorship",
    );
  });

  it("says when the list cannot load, and tries again", async () => {
    const { user } = renderApp({
      route: "/mentors",
      token: "t",
      mocks: [
        verified,
        topicsMock(),
        { ...mentorsMock([]), result: undefined, error: new Error("offline") },
        mentorsMock([gurpreet]),
      ],
    });
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Could not load mentors.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Gurpreet Singh" })).toBeTruthy();
  });

  it("tells a member pending verification that mentors are for verified ISTCians", async () => {
    renderApp({
      route: "/mentors",
      token: "t",
      mocks: [meMock(buildUser({ isVerified: false, profileCompleted: false }))],
    });
    expect(
      await screen.findByRole(
        "heading",
        { name: "Mentors are for verified ISTCians" },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Complete Profile" }).getAttribute("href")).toBe(
      "/profile/complete",
    );
    await waitFor(() => expect(screen.queryByRole("list", { name: "Mentors" })).toBeNull());
  });
});
