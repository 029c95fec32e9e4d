import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { RequestMentorshipDocument } from "../../../client/src/gql/mentorship/graphql";
import { buildUser, meMock } from "../fixtures";
import { currentLocation, renderApp } from "../render";
import { buildMentor, memberMentorMock, memberMock, overviewMock } from "./data";

const verified = meMock(buildUser({ isVerified: true }));

describe("the Mentor section of a member page", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/MemberProfile/MemberProfile");
  }, 60_000);

  it("shows what they mentor on, their places and mentees so far, and Request mentorship", async () => {
    const goal = "Help me find work in Canada.";
    const { user } = renderApp({
      route: "/user/m1",
      token: "t",
      mocks: [
        verified,
        memberMock(),
        memberMentorMock("m1", buildMentor({ openSlots: 1, mentoredCount: 1 })),
        {
          request: {
            query: RequestMentorshipDocument,
            variables: { input: { mentorId: "m1", goal } },
          },
          result: {
            data: {
              requestMentorship: {
                __typename: "MentorshipRequest",
                id: "r9",
                status: "PENDING",
                mentor: {
                  __typename: "User",
                  id: "m1",
                  mentorProfile: buildMentor({
                    openSlots: 0,
                    mentoredCount: 1,
                    viewerRequest: { __typename: "MentorshipRequest", id: "r9", status: "PENDING" },
                  }),
                },
              },
            },
          },
        },
      ],
    });
    const mentor = await screen.findByRole("region", { name: "Mentor" }, { timeout: 10_000 });
    expect(within(mentor).getByRole("link", { name: "CNC machining" })).toBeTruthy();
    expect(within(mentor).getByText("1 open place")).toBeTruthy();
    expect(within(mentor).getByText("Mentored 1 member")).toBeTruthy();

    await user.click(within(mentor).getByRole("button", { name: /Request mentorship/ }));
    await user.type(screen.getByRole("textbox", { name: "Your goal" }), goal);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await within(mentor).findByRole("button", { name: /Request sent/ })).toBeTruthy();
    expect(within(mentor).getByText("Full")).toBeTruthy();
  });

  it("has no Request button on the member's own page", async () => {
    renderApp({
      route: "/user/u1",
      token: "t",
      mocks: [
        verified,
        memberMock("u1", "Asha Verma"),
        memberMentorMock("u1", buildMentor({}, { id: "u1", fullName: "Asha Verma" })),
      ],
    });
    const mentor = await screen.findByRole("region", { name: "Mentor" }, { timeout: 10_000 });
    expect(within(mentor).queryByRole("button", { name: /Request mentorship/ })).toBeNull();
    expect(within(mentor).getByRole("link", { name: "Your mentor profile" })).toBeTruthy();
  });

  it("says a paused mentor is not taking requests, and offers no button", async () => {
    renderApp({
      route: "/user/m1",
      token: "t",
      mocks: [verified, memberMock(), memberMentorMock("m1", buildMentor({ paused: true }))],
    });
    const mentor = await screen.findByRole("region", { name: "Mentor" }, { timeout: 10_000 });
    expect(within(mentor).getByText("Paused: not taking requests")).toBeTruthy();
    expect(within(mentor).queryByRole("button")).toBeNull();
  });

  it("has no Mentor section for a member who does not mentor", async () => {
    renderApp({
      route: "/user/m1",
      token: "t",
      mocks: [verified, memberMock(), memberMentorMock("m1", null)],
    });
    expect(
      await screen.findByRole("heading", { name: "Gurpreet Singh" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Contact Information" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Mentor" })).toBeNull();
  });
});

describe("/admin/mentorship", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/AdminMentorship/AdminMentorship");
  }, 60_000);

  it("shows the four figures and the feedback, a page at a time", async () => {
    const { user } = renderApp({
      route: "/admin/mentorship",
      token: "t",
      mocks: [
        meMock(buildUser({ isVerified: true, isAdmin: true })),
        overviewMock(
          [
            {
              rating: 5,
              note: "Changed my career.",
              mentee: "Ravi Kumar",
              mentor: "Gurpreet Singh",
            },
          ],
          {
            hasNextPage: true,
            totalCount: 2,
          },
        ),
        overviewMock([{ rating: 2, note: null, mentee: "Meera Nair", mentor: "Kavita Rani" }], {
          after: "f1",
          totalCount: 2,
        }),
      ],
    });
    const stats = await screen.findByText("Mentors taking requests", {}, { timeout: 10_000 });
    expect(stats.nextSibling?.textContent).toBe("12");
    expect(screen.getByText("Active mentorships").nextSibling?.textContent).toBe("7");
    expect(screen.getByText("Requests waiting").nextSibling?.textContent).toBe("3");
    expect(screen.getByText("Mentorships ended").nextSibling?.textContent).toBe("5");

    const feedback = screen.getByRole("region", { name: /Feedback \(2\)/ });
    expect(within(feedback).getByText("Changed my career.")).toBeTruthy();
    expect(within(feedback).getByText("Rated 5 of 5")).toBeTruthy();
    await user.click(within(feedback).getByRole("button", { name: "Show more feedback" }));
    expect(await within(feedback).findByText("Rated 2 of 5")).toBeTruthy();
    expect(within(feedback).getAllByRole("listitem")).toHaveLength(2);
    expect(within(feedback).getByRole("link", { name: "Meera Nair" })).toBeTruthy();
  });

  it("is for admins only", async () => {
    renderApp({ route: "/admin/mentorship", token: "t", mocks: [verified] });
    expect(await screen.findByText("Access Denied", {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
    expect(screen.queryByText("Mentors taking requests")).toBeNull();
  });
});
