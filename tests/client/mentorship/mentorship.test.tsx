import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  AcceptMentorshipDocument,
  DeclineMentorshipDocument,
  EndMentorshipDocument,
  LeaveMentorshipFeedbackDocument,
  SaveMentorProfileDocument,
} from "../../../client/src/gql/mentorship/graphql";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { renderApp } from "../render";
import { buildRequest, MEERA, myProfileMock, requestsMock, topicsMock } from "./data";

const verified = meMock(buildUser({ isVerified: true }));
const savedProfile = {
  __typename: "MentorProfile",
  user: { __typename: "User", id: "u1" },
  isMentor: true,
  paused: false,
  topics: ["CNC machining", "Jobs abroad"],
  capacity: 4,
  openSlots: 4,
  availability: null,
  languages: ["Hindi"],
  mentoredCount: 0,
};

function saveMock(input: object, result: object) {
  return { request: { query: SaveMentorProfileDocument, variables: { input } }, result };
}

/** A request mutation's mock for request `id`, answering it with these changes. */
function answerMock(query: unknown, request: ReturnType<typeof buildRequest>, field: string) {
  return {
    request: { query, variables: { id: request.id } },
    result: vi.fn(() => ({ data: { [field]: request } })),
  } as never;
}

const mainOf = () => screen.getByRole("main");
const section = (name: string) => within(mainOf()).getByRole("region", { name });

describe("/mentorship", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Mentorship/Mentorship");
    await import("../../../client/src/pages/Mentorship/FeedbackDialog");
  }, 60_000);

  it("offers mentoring: checks the topics and the number of mentees, then saves", async () => {
    const input = {
      isMentor: true,
      paused: false,
      topics: ["CNC machining", "Jobs abroad"],
      capacity: 4,
      availability: null,
      languages: ["Hindi"],
    };
    const saved = vi.fn(() => ({ data: { saveMentorProfile: savedProfile } }));
    const { user } = renderApp({
      route: "/mentorship",
      token: "t",
      mocks: [
        verified,
        topicsMock(),
        myProfileMock(null),
        requestsMock([]),
        saveMock(input, saved),
      ],
    });

    const start = await screen.findByRole(
      "button",
      { name: "Start mentoring" },
      { timeout: 10_000 },
    );
    const capacity = screen.getByRole("spinbutton", { name: "Mentees at once" });
    await user.clear(capacity);
    await user.type(capacity, "25");
    await user.click(start);
    expect(screen.getByText("Add at least one topic you can help with")).toBeTruthy();
    expect(screen.getByText("Choose between 1 and 20 mentees")).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    const topics = screen.getByRole("combobox", { name: "Topics you can help with" });
    await user.type(topics, "CNC machining{Enter}");
    await user.type(topics, "cnc MACHINING{Enter}");
    expect(screen.getByText("“cnc MACHINING” is already there")).toBeTruthy();
    await user.clear(topics);
    await user.type(topics, "Jobs abroad{Enter}");
    expect(screen.getByRole("list", { name: "Topics you can help with: 2 of 10" })).toBeTruthy();
    await user.type(topics, "x{Enter}");
    expect(screen.getByText("A topic is 2 to 40 characters")).toBeTruthy();
    await user.clear(topics);

    await user.clear(capacity);
    await user.type(capacity, "4");
    await user.type(screen.getByRole("textbox", { name: "Languages (optional)" }), "Hindi{Enter}");
    await user.click(start);

    expect(await screen.findByText("You are now a mentor")).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
    const offer = section("Mentor others");
    expect(within(offer).getByText("Mentoring")).toBeTruthy();
    expect(within(offer).getByText("4 open places of 4")).toBeTruthy();
    expect(within(offer).getByRole("button", { name: "Save changes" })).toBeTruthy();
  });

  it("shows the server's message beside the field it is about", async () => {
    const input = {
      isMentor: true,
      paused: false,
      topics: ["Electronics repair"],
      capacity: 2,
      availability: null,
      languages: [],
    };
    const { user } = renderApp({
      route: "/mentorship",
      token: "t",
      mocks: [
        verified,
        topicsMock(),
        myProfileMock({}),
        requestsMock([]),
        saveMock(
          input,
          graphQLError("A topic is 2 to 40 characters", "BAD_USER_INPUT", { field: "topics" }),
        ),
      ],
    });
    await user.click(
      await screen.findByRole("button", { name: "Save changes" }, { timeout: 10_000 }),
    );
    const topics = screen.getByRole("combobox", { name: "Topics you can help with" });
    expect(await screen.findByText("Could not save your mentor profile")).toBeTruthy();
    expect(topics.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("A topic is 2 to 40 characters").length).toBeGreaterThan(0);
  });

  it("pauses, and stops mentoring after asking", async () => {
    const base = {
      isMentor: true,
      topics: ["Electronics repair"],
      capacity: 2,
      availability: null,
      languages: [],
    };
    const profile = (changes: object) => ({
      data: {
        saveMentorProfile: {
          ...savedProfile,
          ...base,
          openSlots: 1,
          mentoredCount: 1,
          ...changes,
        },
      },
    });
    const { user } = renderApp({
      route: "/mentorship",
      token: "t",
      mocks: [
        verified,
        topicsMock(),
        myProfileMock({}),
        requestsMock([]),
        saveMock({ ...base, paused: true }, profile({ paused: true })),
        saveMock(
          { ...base, isMentor: false, paused: true },
          profile({ isMentor: false, paused: true }),
        ),
      ],
    });
    await user.click(
      await screen.findByRole("checkbox", { name: /Pause new requests/ }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Paused")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Stop mentoring" }));
    const dialog = screen.getByRole("alertdialog", { name: "Stop mentoring?" });
    await user.click(within(dialog).getByRole("button", { name: "Stop mentoring" }));
    expect(await screen.findByText("You have stopped mentoring")).toBeTruthy();
    expect(within(section("Mentor others")).getByText("Not mentoring")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start mentoring" })).toBeTruthy();
  });

  it("tells a member pending verification they can mentor once verified", async () => {
    renderApp({
      route: "/mentorship",
      token: "t",
      mocks: [meMock(buildUser()), myProfileMock(null), requestsMock([])],
    });
    expect(
      await screen.findByText(/Verified ISTCians can offer to mentor/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start mentoring" })).toBeNull();
    expect(within(section("Requests to you")).getByText(/No one has asked you/)).toBeTruthy();
    expect(
      within(section("Your mentors"))
        .getByRole("link", { name: "Find a mentor" })
        .getAttribute("href"),
    ).toBe("/mentors");
  });

  it("lets a mentor accept a request (then message the mentee) and decline another", async () => {
    const ravi = buildRequest();
    const meera = buildRequest({
      id: "r2",
      mentee: MEERA,
      goal: "Help me prepare for interviews.",
    });
    const accept = answerMock(
      AcceptMentorshipDocument,
      { ...ravi, status: "ACTIVE", answeredAt: "2026-11-21T10:00:00.000Z" },
      "acceptMentorship",
    );
    const decline = answerMock(
      DeclineMentorshipDocument,
      { ...meera, status: "DECLINED" },
      "declineMentorship",
    );
    const { user } = renderApp({
      route: "/mentorship",
      token: "t",
      mocks: [
        verified,
        topicsMock(),
        myProfileMock({}),
        requestsMock([ravi, meera]),
        accept,
        decline,
      ],
    });
    const list = await screen.findByRole("list", { name: "Requests to you" }, { timeout: 10_000 });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first).getByText("I want to work as a CNC programmer in Canada.")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "Ravi Kumar" }).getAttribute("href")).toBe(
      "/user/u2",
    );

    await user.click(within(first).getByRole("button", { name: "Accept Ravi Kumar" }));
    expect(await screen.findByText("You are now mentoring Ravi Kumar")).toBeTruthy();
    expect(within(first).getByText("Active")).toBeTruthy();
    expect(
      within(first).getByRole("link", { name: "Message Ravi Kumar" }).getAttribute("href"),
    ).toBe("/messages/to/u2");
    expect(
      within(first).getByRole("button", { name: "End the mentorship with Ravi Kumar" }),
    ).toBeTruthy();

    await user.click(within(second).getByRole("button", { name: "Decline Meera Nair" }));
    expect(await screen.findByText("Request from Meera Nair declined")).toBeTruthy();
    expect(within(second).getByText("Declined")).toBeTruthy();
    expect(within(second).queryByRole("button")).toBeNull();
  });

  it("lets a mentee withdraw a pending request after asking", async () => {
    const pending = buildRequest({
      viewerRole: "MENTEE",
      mentor: MEERA,
      mentee: buildRequest().mentor,
    });
    const end = answerMock(
      EndMentorshipDocument,
      { ...pending, status: "WITHDRAWN", endedAt: "2026-11-22T10:00:00.000Z" },
      "endMentorship",
    );
    const { user } = renderApp({
      route: "/mentorship",
      token: "t",
      mocks: [verified, topicsMock(), myProfileMock(null), requestsMock([pending]), end],
    });
    const list = await screen.findByRole("list", { name: "Your mentors" }, { timeout: 10_000 });
    expect(within(list).getByText("Waiting for an answer")).toBeTruthy();
    await user.click(
      within(list).getByRole("button", { name: "Withdraw the request to Meera Nair" }),
    );
    const dialog = screen.getByRole("alertdialog", { name: "Withdraw your request?" });
    await user.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("Request to Meera Nair withdrawn")).toBeTruthy();
    expect(within(list).getByText("Withdrawn")).toBeTruthy();
    expect(within(section("Requests to you")).getByText(/No one has asked you/)).toBeTruthy();
  });

  it("asks a mentee for 1 to 5 stars once the mentorship ended, and then says Feedback sent", async () => {
    const ended = buildRequest({
      viewerRole: "MENTEE",
      status: "ENDED",
      mentor: MEERA,
      mentee: buildRequest().mentor,
      endedAt: "2026-11-25T10:00:00.000Z",
    });
    const sent = vi.fn(() => ({
      data: { leaveMentorshipFeedback: { ...ended, feedbackGiven: true } },
    }));
    const { user } = renderApp({
      route: "/mentorship",
      token: "t",
      mocks: [
        verified,
        topicsMock(),
        myProfileMock(null),
        requestsMock([ended]),
        {
          request: {
            query: LeaveMentorshipFeedbackDocument,
            variables: { input: { requestId: "r1", rating: 4, note: "Patient and practical." } },
          },
          result: sent,
        },
      ],
    });
    const list = await screen.findByRole("list", { name: "Your mentors" }, { timeout: 10_000 });
    await user.click(within(list).getByRole("button", { name: /Leave feedback/ }));

    const dialog = await screen.findByRole("dialog", {
      name: "Feedback on your mentorship with Meera Nair",
    });
    await user.click(within(dialog).getByRole("button", { name: "Send feedback" }));
    expect(within(dialog).getByText("Choose from 1 to 5 stars")).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();

    const stars = within(dialog).getByRole("group", { name: "How helpful was it?" });
    expect(within(stars).getAllByRole("radio")).toHaveLength(5);
    await user.click(within(stars).getByRole("radio", { name: /4 stars/ }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "Note (optional)" }),
      "Patient and practical.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send feedback" }));

    expect(await screen.findByText("Thank you: your feedback is sent")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(list).getByText("Feedback sent")).toBeTruthy();
    expect(within(list).queryByRole("button", { name: /Leave feedback/ })).toBeNull();
  });

  it("says when the requests cannot load", async () => {
    const { user } = renderApp({
      route: "/mentorship",
      token: "t",
      mocks: [
        verified,
        topicsMock(),
        myProfileMock(null),
        { ...requestsMock([], 1), result: graphQLError("Too many requests", "RATE_LIMITED") },
        requestsMock([buildRequest()]),
      ],
    });
    const alerts = await screen.findAllByRole("alert", {}, { timeout: 10_000 });
    expect(alerts[0].textContent).toContain("Too many requests");
    await user.click(within(alerts[0]).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Ravi Kumar" })).toBeTruthy();
  });
});
