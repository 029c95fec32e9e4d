import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { AdminStatsDocument } from "../../gql/graphql";
import {
  AdminAuditLogDocument,
  AdminUsersDocument,
  EraseMemberDocument,
  SetVerificationDocument,
} from "../../gql/admin/graphql";

const admin = buildUser({ id: "admin", fullName: "Ada Admin", isAdmin: true, isVerified: true });

const row = (id: string, fullName: string, extra: Record<string, unknown> = {}) => ({
  __typename: "User" as const,
  id,
  fullName,
  email: `${id}@example.com`,
  rollNumber: null,
  trade: null,
  currentLocation: null,
  profileCompleted: false,
  isVerified: false,
  pendingReason: null,
  rosterEntry: null,
  ...extra,
});

const pat = row("p1", "Pending Pat");
const vic = row("v1", "Verified Vic", {
  isVerified: true,
  profileCompleted: true,
  rollNumber: "ISTC-2019-1",
  trade: "Electronics",
  currentLocation: "Pune",
});
const sam = row("s1", "Second Sam");

const list = (nodes: unknown[], variables: object = {}, endCursor: string | null = null) => ({
  request: {
    query: AdminUsersDocument,
    variables: { filter: { status: "ALL", search: null }, first: 20, ...variables },
  },
  result: {
    data: {
      adminUsers: {
        __typename: "AdminUserPage",
        totalCount: nodes.length,
        endCursor,
        hasNextPage: endCursor !== null,
        nodes,
      },
    },
  },
});
const stats = (pending: number) => ({
  request: { query: AdminStatsDocument },
  result: {
    data: {
      adminStats: {
        __typename: "AdminStats",
        totalUsers: 10,
        verifiedUsers: 10 - pending,
        unverifiedUsers: pending,
        completedProfiles: 4,
      },
    },
  },
});
const audit = (nodes: unknown[] = []) => ({
  request: { query: AdminAuditLogDocument, variables: { first: 8 } },
  result: { data: { adminAuditLog: { __typename: "AuditLogPage", nodes } } },
});
const verify = (ids: string[], isVerified: boolean, users: unknown[]) => ({
  request: { query: SetVerificationDocument, variables: { input: { userIds: ids, isVerified } } },
  result: { data: { setVerification: users } },
});

// The first test also loads the lazy screens: slow on a busy machine.
describe("Admin panel", { timeout: 20_000 }, () => {
  it("lists members with badges, N/A for empty fields, the pending count and recent activity", async () => {
    renderApp({
      route: "/admin",
      token: "t",
      mocks: [
        meMock(admin),
        list([pat, vic]),
        stats(3),
        audit([
          {
            __typename: "AuditEntry",
            id: "a1",
            action: "VERIFY",
            actorName: "Ada Admin",
            targetName: "Verified Vic",
            createdAt: "2026-11-20T10:00:00.000Z",
          },
          {
            __typename: "AuditEntry",
            id: "a2",
            action: "REMOVE_OPPORTUNITY",
            actorName: "Ada Admin",
            targetName: "Pending Pat",
            createdAt: "2026-11-20T09:00:00.000Z",
          },
          {
            __typename: "AuditEntry",
            id: "a3",
            action: "CLEAR_DUPLICATE_ROLL_NUMBER",
            actorName: "System (migration)",
            targetName: "Pending Pat",
            createdAt: "2026-11-20T08:00:00.000Z",
          },
        ]),
      ],
    });
    const patCard = (await screen.findByRole("heading", { name: "Pending Pat" })).closest("li")!;
    expect(within(patCard).getByText("Pending")).toBeTruthy();
    expect(within(patCard).getAllByText("N/A")).toHaveLength(3);
    expect(within(patCard).getByRole("button", { name: "Verify as ISTCian" })).toBeTruthy();
    const vicCard = screen.getByRole("heading", { name: "Verified Vic" }).closest("li")!;
    expect(within(vicCard).getByText("Verified")).toBeTruthy();
    expect(within(vicCard).getByText("Profile Complete")).toBeTruthy();
    expect(within(vicCard).getByRole("button", { name: "Unverify" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "User Management" }).getAttribute("href")).toBe(
      "/admin/users",
    );
    const nav = screen.getByRole("navigation", { name: "Main" });
    await waitFor(() => expect(nav.textContent).toContain("Admin3 pending verification"));
    expect(await screen.findByText(/verified Verified Vic/)).toBeTruthy();
    expect(screen.getByText(/removed an opportunity posted by Pending Pat/)).toBeTruthy();
    expect(screen.getByText(/cleared the duplicate roll number of Pending Pat/)).toBeTruthy();
  });

  it("shows what the roster says beside a pending member whose name differs", async () => {
    const harpreet = row("h1", "Harpreet Kaur Bedi", {
      rollNumber: "ISTC-2018-TD-7",
      rosterEntry: {
        __typename: "RosterEntry",
        id: "r1",
        fullName: "Harpreet Singh Bedi",
        batchYear: 2018,
        trade: "Tool and Die",
      },
    });
    renderApp({
      route: "/admin",
      token: "t",
      mocks: [meMock(admin), list([harpreet]), stats(1), audit()],
    });
    const card = (await screen.findByRole("heading", { name: "Harpreet Kaur Bedi" })).closest(
      "li",
    )!;
    expect(within(card).getByText("Roster: Harpreet Singh Bedi, 2018, Tool and Die")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Roster" }).getAttribute("href")).toBe("/admin/roster");
    expect(screen.getByRole("link", { name: "Mentorship" }).getAttribute("href")).toBe(
      "/admin/mentorship",
    );
  });

  it("verifies a member with the toggle and says so", async () => {
    const { user } = renderApp({
      route: "/admin",
      token: "t",
      mocks: [
        meMock(admin),
        list([pat]),
        stats(1),
        audit(),
        verify(["p1"], true, [{ ...pat, isVerified: true }]),
        stats(0),
        audit(),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Verify as ISTCian" }));
    expect(await screen.findByText("User Pending Pat verified successfully")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Unverify" })).toBeTruthy();
  });

  it("tells the admin when the change fails", async () => {
    const { user } = renderApp({
      route: "/admin",
      token: "t",
      mocks: [
        meMock(admin),
        list([vic]),
        stats(0),
        audit(),
        {
          request: {
            query: SetVerificationDocument,
            variables: { input: { userIds: ["v1"], isVerified: false } },
          },
          result: graphQLError("Something went wrong", "INTERNAL_SERVER_ERROR"),
        },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Unverify" }));
    expect(await screen.findByText("Failed to update verification status")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unverify" })).toBeTruthy();
  });
});

describe("Admin panel", { timeout: 20_000 }, () => {
  it("verifies several selected members at once", async () => {
    const { user } = renderApp({
      route: "/admin",
      token: "t",
      mocks: [
        meMock(admin),
        list([pat, sam]),
        stats(2),
        audit(),
        verify(["p1", "s1"], true, [
          { ...pat, isVerified: true },
          { ...sam, isVerified: true },
        ]),
        stats(0),
        audit(),
      ],
    });
    const verifySelected = await screen.findByRole("button", { name: "Verify selected" });
    expect((verifySelected as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "Select Pending Pat" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Second Sam" }));
    expect(screen.getByText("2 selected")).toBeTruthy();
    await user.click(verifySelected);
    expect(await screen.findByText("2 users verified successfully")).toBeTruthy();
    expect(await screen.findAllByRole("button", { name: "Unverify" })).toHaveLength(2);
  });

  it("searches and filters by status", async () => {
    const { user } = renderApp({
      route: "/admin",
      token: "t",
      mocks: [
        meMock(admin),
        list([pat, vic]),
        stats(1),
        audit(),
        list([vic], { filter: { status: "ALL", search: "vic" } }),
        list([], { filter: { status: "PENDING", search: "vic" } }),
      ],
    });
    await screen.findByRole("heading", { name: "Pending Pat" });
    await user.type(screen.getByRole("searchbox", { name: "Search members" }), "vic");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Showing 1 of 1")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Pending Pat" })).toBeNull();
    await user.selectOptions(screen.getByLabelText("Status"), "Pending verification");
    expect(await screen.findByText("No members match.")).toBeTruthy();
  });

  it("loads the next page", async () => {
    const { user } = renderApp({
      route: "/admin",
      token: "t",
      mocks: [
        meMock(admin),
        list([pat], {}, "p1"),
        stats(1),
        audit(),
        list([sam], { after: "p1" }),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("heading", { name: "Second Sam" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pending Pat" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says so when the list cannot be loaded", async () => {
    renderApp({
      route: "/admin",
      token: "t",
      mocks: [
        meMock(admin),
        { ...list([]), result: undefined, error: new Error("offline") },
        stats(0),
        audit(),
      ],
    });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getAllByText("Failed to fetch users").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("turns a non-admin away to the dashboard", async () => {
    renderApp({ route: "/admin", token: "t", mocks: [meMock(buildUser())] });
    expect(await screen.findByText("Access Denied")).toBeTruthy();
    expect(screen.getByText("You don't have admin privileges")).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe("/dashboard"));
  });
});

describe("Deleting an account from the admin panel", { timeout: 20_000 }, () => {
  const self = row("admin", "Ada Admin", { isVerified: true, profileCompleted: true });
  const erase = (reason: string, result: object) => ({
    request: { query: EraseMemberDocument, variables: { userId: "p1", reason } },
    result,
  });

  it("asks for a reason, deletes, says so and takes the card away; never on the admin's own card", async () => {
    const { user } = renderApp({
      route: "/admin",
      token: "t",
      mocks: [
        meMock(admin),
        list([pat, self]),
        stats(1),
        audit(),
        erase("Duplicate account of a member", { data: { eraseMember: "p1" } }),
        stats(0),
        audit(),
      ],
    });
    const ownCard = (await screen.findByRole("heading", { name: "Ada Admin" })).closest("li")!;
    expect(within(ownCard).queryByRole("button", { name: /Delete the account/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Delete the account of Pending Pat" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this account?" });
    expect(
      within(dialog).getByText(/Pending Pat's profile, photo, posts and sessions/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await within(dialog).findByText("Say why the account is deleted")).toBeTruthy();

    await user.type(
      within(dialog).getByRole("textbox", { name: /Reason/ }),
      "Duplicate account of a member",
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await screen.findByText("The account of Pending Pat has been deleted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Pending Pat" })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    const { user } = renderApp({
      route: "/admin",
      token: "t",
      mocks: [
        meMock(admin),
        list([pat]),
        stats(1),
        audit(),
        erase("Asked by the member", graphQLError("You can't delete the last admin", "CONFLICT")),
      ],
    });
    await user.click(
      await screen.findByRole("button", { name: "Delete the account of Pending Pat" }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this account?" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Asked by the member");
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }));
    expect(await within(dialog).findByText("You can't delete the last admin")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pending Pat" })).toBeTruthy();
  });
});
