import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import {
  DeleteOpportunityDocument,
  OpportunityDocument,
  OpportunityListDocument,
  OpportunityStatsDocument,
} from "../../gql/opportunities/graphql";
import { ADMIN_CAN, buildOpportunity, MEMBER_CAN, POSTER_CAN } from "./fixtures.test-data";

const poster = buildUser({ id: "poster-1", isVerified: true });
const other = buildUser({ id: "someone-else", isVerified: true });
const admin = buildUser({ id: "admin-1", isVerified: true, isAdmin: true });

const detail = (opportunity = buildOpportunity()) => ({
  request: { query: OpportunityDocument, variables: { id: opportunity.id } },
  result: { data: { opportunity } },
});

/** The board the member lands on after a delete or a failed load. */
const board = [
  {
    request: { query: OpportunityListDocument, variables: { type: null, search: null, first: 20 } },
    result: {
      data: {
        opportunities: {
          __typename: "OpportunityConnection",
          nodes: [],
          pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        },
      },
    },
  },
  {
    request: { query: OpportunityStatsDocument },
    result: {
      data: {
        opportunityStats: {
          __typename: "OpportunityStats",
          total: 0,
          jobs: 0,
          internships: 0,
          freelance: 0,
          services: 0,
          myPosts: 0,
        },
      },
    },
  },
];

const toasts = () => screen.getByRole("status", { name: "Notifications" });

describe("Opportunity detail", { timeout: 20_000 }, () => {
  it("shows every part of the opportunity, with the long posting date", async () => {
    renderApp({ route: "/opportunities/o1", token: "t", mocks: [meMock(other), detail()] });
    expect(await screen.findByRole("heading", { name: "Junior CNC Programmer" })).toBeTruthy();
    expect(screen.getByText("Job")).toBeTruthy();
    expect(screen.getByText("ISTCian Posted")).toBeTruthy();
    expect(screen.getByText(/Posted on November 20, 2026/)).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem"),
    ).toHaveLength(4);
    expect(screen.getByRole("link", { name: "View External Link" }).getAttribute("href")).toBe(
      "https://example.com/cnc",
    );
    const contact = screen.getByRole("region", { name: "Contact Information" });
    expect(within(contact).getByText("Kiran Gill")).toBeTruthy();
    expect(within(contact).getByRole("link", { name: "kiran@example.com" })).toBeTruthy();
    expect(within(contact).getByRole("link", { name: "+91 98765 43210" })).toBeTruthy();
    const whatsapp = screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")!;
    expect(whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent(
        `Junior CNC Programmer - Mohali, Punjab\n${window.location.origin}/opportunities/o1`,
      )}`,
    );
    expect(screen.getByRole("button", { name: "Share" })).toBeTruthy();
  });

  it("shows Edit, Delete and Remove (admin) as the server allows them", async () => {
    const unverifiedPoster = buildUser({ id: "poster-1", isVerified: false });
    const cases = [
      { me: poster, can: POSTER_CAN, edit: true, remove: "Delete" },
      { me: other, can: MEMBER_CAN, edit: false, remove: null },
      { me: admin, can: ADMIN_CAN, edit: false, remove: "Remove (admin)" },
      // The poster unverified again: no edit, but their post is still theirs to delete.
      {
        me: unverifiedPoster,
        can: { ...POSTER_CAN, viewerCanEdit: false },
        edit: false,
        remove: "Delete",
      },
    ];
    for (const { me, can, edit, remove } of cases) {
      const { unmount } = renderApp({
        route: "/opportunities/o1",
        token: "t",
        mocks: [meMock(me), detail(buildOpportunity(can))],
      });
      await screen.findByRole("heading", { name: "Junior CNC Programmer" });
      expect(!!screen.queryByRole("link", { name: "Edit" }), `${me.id} edit`).toBe(edit);
      const buttons = ["Delete", "Remove (admin)"].filter((name) =>
        screen.queryByRole("button", { name }),
      );
      expect(buttons, `${me.id} delete`).toEqual(remove ? [remove] : []);
      unmount();
      localStorage.clear();
    }
  });

  it("tells a member pending verification that contact details are for verified ISTCians", async () => {
    const withheld = buildOpportunity({
      poster: {
        ...buildOpportunity().poster,
        email: null,
        phoneNumber: null,
        contactWithheld: true,
      },
    });
    renderApp({
      route: "/opportunities/o1",
      token: "t",
      mocks: [meMock(buildUser({ isVerified: false })), detail(withheld)],
    });
    const contact = await screen.findByRole("region", { name: "Contact Information" });
    expect(within(contact).getByText("Kiran Gill")).toBeTruthy();
    expect(
      within(contact).getByText("Contact details are visible to verified ISTCians"),
    ).toBeTruthy();
    expect(within(contact).queryByText("Contact information not available")).toBeNull();
  });

  it("tells a verified member when the poster keeps contact details to fewer members", async () => {
    const withheld = buildOpportunity({
      poster: {
        ...buildOpportunity().poster,
        email: null,
        phoneNumber: null,
        contactWithheld: true,
      },
    });
    renderApp({ route: "/opportunities/o1", token: "t", mocks: [meMock(other), detail(withheld)] });
    const contact = await screen.findByRole("region", { name: "Contact Information" });
    expect(
      within(contact).getByText("Kiran Gill shares contact details with fewer members"),
    ).toBeTruthy();
  });
});

describe("Opportunity detail", { timeout: 20_000 }, () => {
  it("hides the contact card without contact_visibility, and says when there is no contact", async () => {
    const hidden = buildOpportunity({ contactVisibility: false });
    const { unmount } = renderApp({
      route: "/opportunities/o1",
      token: "t",
      mocks: [meMock(other), detail(hidden)],
    });
    await screen.findByRole("heading", { name: "Junior CNC Programmer" });
    expect(screen.queryByRole("region", { name: "Contact Information" })).toBeNull();
    unmount();

    const none = buildOpportunity({
      poster: { ...buildOpportunity().poster, email: null, phoneNumber: null },
    });
    renderApp({ route: "/opportunities/o1", token: "t", mocks: [meMock(other), detail(none)] });
    const contact = await screen.findByRole("region", { name: "Contact Information" });
    expect(within(contact).getByText("Contact information not available")).toBeTruthy();
  });

  it("asks in a dialog before deleting, then returns to the board", async () => {
    const { user } = renderApp({
      route: "/opportunities/o1",
      token: "t",
      mocks: [
        meMock(poster),
        detail(buildOpportunity(POSTER_CAN)),
        {
          request: { query: DeleteOpportunityDocument, variables: { id: "o1", reason: null } },
          result: { data: { deleteOpportunity: "o1" } },
        },
        ...board,
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete opportunity" });
    expect(
      within(dialog).getByText("Are you sure you want to delete this opportunity?"),
    ).toBeTruthy();
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    const confirm = within(dialog).getByRole("button", { name: "Delete" });
    expect(document.activeElement).toBe(cancel);
    // Tab and Shift+Tab go round the dialog's buttons, never out of it.
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);

    await user.click(confirm);

    expect(await within(toasts()).findByText("Opportunity deleted successfully")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Opportunity Center" })).toBeTruthy();
    expect(currentLocation()).toBe("/opportunities");
  });
});

describe("Opportunity detail", { timeout: 20_000 }, () => {
  it("asks an admin for the reason before removing someone else's post, and sends it", async () => {
    const { user } = renderApp({
      route: "/opportunities/o1",
      token: "t",
      mocks: [
        meMock(admin),
        detail(buildOpportunity(ADMIN_CAN)),
        {
          request: {
            query: DeleteOpportunityDocument,
            variables: { id: "o1", reason: "Duplicate of an earlier post" },
          },
          result: { data: { deleteOpportunity: "o1" } },
        },
        ...board,
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Remove (admin)" }));
    const dialog = screen.getByRole("dialog", { name: "Remove opportunity (admin)" });
    expect(within(dialog).getByText(/Its poster is told by e-mail, with your reason/)).toBeTruthy();
    const reason = within(dialog).getByRole("textbox", { name: "Reason (sent to the poster)" });
    expect(document.activeElement).toBe(reason);

    // No reason: the dialog stays and says why, nothing is sent (an unexpected call would fail).
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(
      within(dialog).getByText(
        "Please give a reason for removing this post: the poster is told it by e-mail.",
      ),
    ).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(reason);

    await user.type(reason, "  Duplicate of an earlier post ");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    expect(await within(toasts()).findByText("Opportunity removed")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Opportunity Center" })).toBeTruthy();
    expect(currentLocation()).toBe("/opportunities");
  });

  it("shows the server's refusal of a reason beside the field", async () => {
    const { user } = renderApp({
      route: "/opportunities/o1",
      token: "t",
      mocks: [
        meMock(admin),
        detail(buildOpportunity(ADMIN_CAN)),
        {
          request: { query: DeleteOpportunityDocument, variables: { id: "o1", reason: "No" } },
          result: graphQLError("The reason must be at most 500 characters", "BAD_USER_INPUT", {
            field: "reason",
          }),
        },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Remove (admin)" }));
    const dialog = screen.getByRole("dialog", { name: "Remove opportunity (admin)" });
    await user.type(within(dialog).getByRole("textbox"), "No");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(
      await within(dialog).findByText("The reason must be at most 500 characters"),
    ).toBeTruthy();
    expect(currentLocation()).toBe("/opportunities/o1");
  });

  it("says when the opportunity cannot be loaded and goes back to the board", async () => {
    renderApp({
      route: "/opportunities/o1",
      token: "t",
      mocks: [
        meMock(other),
        {
          request: { query: OpportunityDocument, variables: { id: "o1" } },
          result: graphQLError("Opportunity not found", "NOT_FOUND"),
        },
        ...board,
      ],
    });
    expect(await within(toasts()).findByText("Failed to load opportunity")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Opportunity Center" })).toBeTruthy();
    expect(currentLocation()).toBe("/opportunities");
  });
});
