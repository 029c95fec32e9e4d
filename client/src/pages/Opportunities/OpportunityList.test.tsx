import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { renderApp } from "../../../../tests/client/render";
import {
  OpportunityDocument,
  OpportunityListDocument,
  OpportunityStatsDocument,
  type OpportunityType,
} from "../../gql/opportunities/graphql";
import { buildOpportunity, MEMBER_CAN, permission, POSTER_CAN } from "./fixtures.test-data";

const me = buildUser({ isVerified: true });

const stats = {
  request: { query: OpportunityStatsDocument },
  result: {
    data: {
      opportunityStats: {
        __typename: "OpportunityStats",
        total: 12,
        jobs: 5,
        internships: 3,
        freelance: 2,
        services: 1,
        myPosts: 4,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function page(
  variables: { type?: OpportunityType | null; search?: string | null; after?: string },
  titles: string[],
  endCursor: string | null = null,
) {
  return {
    request: {
      query: OpportunityListDocument,
      variables: { type: null, search: null, first: 20, ...variables },
    },
    result: {
      data: {
        opportunities: {
          __typename: "OpportunityConnection",
          nodes: titles.map((title, n) =>
            buildOpportunity({ id: `${title}-${n}`, title, postedBy: "p" }),
          ),
          pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
        },
      },
    },
  };
}

describe("Opportunity list", { timeout: 20_000 }, () => {
  it("shows the six counters and the cards with at most three tags", async () => {
    renderApp({
      route: "/opportunities",
      token: "t",
      mocks: [meMock(me), stats, page({}, ["Junior CNC Programmer"])],
    });
    expect(await screen.findByRole("heading", { name: "Opportunity Center" })).toBeTruthy();
    const counters = screen.getByLabelText("Opportunity statistics");
    for (const [label, value] of [
      ["Total", "12"],
      ["Jobs", "5"],
      ["Internships", "3"],
      ["Freelance", "2"],
      ["Services", "1"],
      ["My Posts", "4"],
    ]) {
      const term = within(counters).getByText(label);
      expect(await within(term.parentElement!).findByText(value)).toBeTruthy();
    }
    const card = (await screen.findByRole("link", { name: "Junior CNC Programmer" })).closest(
      "li",
    )!;
    expect(
      within(within(card).getByRole("list", { name: "Tags" }))
        .getAllByRole("listitem")
        .map((t) => t.textContent),
    ).toEqual(["CNC", "G-code", "Mastercam"]);
    expect(within(card).getByText("ISTCian")).toBeTruthy();
    expect(within(card).getByText("Kiran Gill")).toBeTruthy();
    expect(
      within(card).getByRole("link", { name: "Share Junior CNC Programmer on WhatsApp" }),
    ).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Share Junior CNC Programmer" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Post Opportunity" }).getAttribute("href")).toBe(
      "/opportunities/new",
    );
  });

  it("reloads at once for a type, searches only on Enter or the button, and loads more", async () => {
    const { user } = renderApp({
      route: "/opportunities",
      token: "t",
      mocks: [
        meMock(me),
        stats,
        page({}, ["First"], "c1"),
        page({ after: "c1" }, ["Second"]),
        page({ type: "INTERNSHIP" }, ["Summer internship"]),
        page({ type: "INTERNSHIP", search: "weld" }, []),
      ],
    });
    await screen.findByRole("link", { name: "First" });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Second" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "First" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Internship" }));
    expect(await screen.findByRole("link", { name: "Summer internship" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Internship" }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    await user.type(screen.getByLabelText("Search opportunities"), "weld");
    // Typing alone does not search.
    expect(screen.getByRole("link", { name: "Summer internship" })).toBeTruthy();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("No opportunities found")).toBeTruthy();
    expect(screen.getByText("Be the first to post an opportunity!")).toBeTruthy();
  });

  it("says 'Access Denied' with the server's reason when the board is refused", async () => {
    renderApp({
      route: "/opportunities",
      token: "t",
      mocks: [
        meMock(me),
        stats,
        {
          request: {
            query: OpportunityListDocument,
            variables: { type: null, search: null, first: 20 },
          },
          result: graphQLError("Your account is suspended", "FORBIDDEN"),
        },
      ],
    });
    const toasts = screen.getByRole("status", { name: "Notifications" });
    expect(await within(toasts).findByText("Access Denied")).toBeTruthy();
    expect(within(toasts).getByText("Your account is suspended")).toBeTruthy();
  });
});

describe("Edit opportunity", { timeout: 20_000 }, () => {
  it("is restricted to the poster and opens filled in for them", async () => {
    // As the server answers it to each viewer (viewerCanEdit).
    const detail = (can = MEMBER_CAN) => ({
      request: { query: OpportunityDocument, variables: { id: "o1" } },
      result: { data: { opportunity: buildOpportunity({ postedBy: "poster-1", ...can }) } },
    });
    const { unmount } = renderApp({
      route: "/opportunities/o1/edit",
      token: "t",
      mocks: [meMock(buildUser({ id: "someone-else", isVerified: true })), detail()],
    });
    expect(await screen.findByRole("heading", { name: "Access Restricted" })).toBeTruthy();
    expect(
      screen.getByText("Only the member who posted this opportunity can edit it."),
    ).toBeTruthy();
    unmount();
    localStorage.clear();

    // The poster unverified again may not edit: the post screen's words say why.
    const again = renderApp({
      route: "/opportunities/o1/edit",
      token: "t",
      mocks: [
        meMock(buildUser({ id: "poster-1", isVerified: false })),
        detail({
          ...POSTER_CAN,
          viewerCanEdit: false,
          viewerEditPermission: permission("NOT_VERIFIED"),
        }),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Access Restricted" })).toBeTruthy();
    expect(
      screen.getByText(
        "Only verified ISTCians can post opportunities. Please wait for admin verification.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Title" })).toBeNull();
    again.unmount();
    localStorage.clear();

    renderApp({
      route: "/opportunities/o1/edit",
      token: "t",
      mocks: [meMock(buildUser({ id: "poster-1", isVerified: true })), detail(POSTER_CAN)],
    });
    expect(await screen.findByRole("heading", { name: "Edit Opportunity" })).toBeTruthy();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe(
      "Junior CNC Programmer",
    );
    expect((screen.getByLabelText("Tags (optional)") as HTMLInputElement).value).toBe(
      "CNC, G-code, Mastercam, Fanuc",
    );
    expect(screen.getByText("21/100 characters")).toBeTruthy();
  });
});
