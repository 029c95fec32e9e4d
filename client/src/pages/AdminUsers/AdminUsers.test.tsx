import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { AdminStatsDocument } from "../../gql/graphql";
import { CreateUserDocument } from "../../gql/admin/graphql";

const admin = buildUser({ id: "admin", fullName: "Ada Admin", isAdmin: true, isVerified: true });
const stats = (total: number) => ({
  request: { query: AdminStatsDocument },
  result: {
    data: {
      adminStats: {
        __typename: "AdminStats",
        totalUsers: total,
        verifiedUsers: 7,
        unverifiedUsers: total - 7,
        completedProfiles: 5,
      },
    },
  },
});
const input = {
  email: "new@example.com",
  fullName: "New Person",
  rollNumber: null,
  course: null,
  trade: "Welding",
  currentLocation: null,
  occupation: null,
  companyOrganization: null,
  phoneNumber: null,
  isVerified: true,
};

describe("User management", { timeout: 20_000 }, () => {
  it("shows the four counters and a scripts note without any secret", async () => {
    renderApp({ route: "/admin/users", token: "t", mocks: [meMock(admin), stats(10)] });
    expect(await screen.findByRole("heading", { name: "User Management" })).toBeTruthy();
    const counters = screen.getByRole("list", { name: "User statistics" });
    await waitFor(() =>
      expect(counters.textContent).toBe(
        "10Total Users7Verified Users3Unverified Users5Completed Profiles",
      ),
    );
    const note = screen.getByRole("region", { name: "Managing users from scripts" });
    expect(note.textContent).toMatch(/X-Admin-Key/);
    expect(note.textContent).not.toMatch(/password/i);
  });

  it("validates the form, creates the user and says so", async () => {
    const { user } = renderApp({
      route: "/admin/users",
      token: "t",
      mocks: [
        meMock(admin),
        stats(10),
        {
          request: { query: CreateUserDocument, variables: { input } },
          result: {
            data: {
              createUser: {
                __typename: "User",
                id: "n1",
                fullName: "New Person",
                email: "new@example.com",
                isVerified: true,
                profileCompleted: false,
              },
            },
          },
        },
        stats(11),
      ],
    });
    const toggle = await screen.findByRole("button", { name: "Add New User" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    await user.click(screen.getByRole("button", { name: "Create User" }));
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Full name is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email *"));

    await user.type(screen.getByLabelText("Email *"), "new@example.com");
    await user.type(screen.getByLabelText("Full Name *"), "New Person");
    await user.type(screen.getByLabelText("Trade"), "Welding");
    await user.click(screen.getByRole("checkbox", { name: "Mark as verified ISTCian" }));
    await user.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findByText("User New Person created successfully!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create User" })).toBeNull();
  });

  it("shows the server's detail beside the field when the e-mail is taken", async () => {
    const { user } = renderApp({
      route: "/admin/users",
      token: "t",
      mocks: [
        meMock(admin),
        stats(10),
        {
          request: {
            query: CreateUserDocument,
            variables: { input: { ...input, trade: null, isVerified: false } },
          },
          result: graphQLError("A user with this email already exists", "CONFLICT", {
            field: "email",
          }),
        },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Add New User" }));
    await user.type(screen.getByLabelText("Email *"), "new@example.com");
    await user.type(screen.getByLabelText("Full Name *"), "New Person");
    await user.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findAllByText("A user with this email already exists")).toHaveLength(2);
    expect(screen.getByLabelText("Email *").getAttribute("aria-invalid")).toBe("true");
  });

  it("says so when the statistics cannot be loaded", async () => {
    renderApp({
      route: "/admin/users",
      token: "t",
      mocks: [meMock(admin), { ...stats(0), result: undefined, error: new Error("offline") }],
    });
    expect(await screen.findByText("Failed to load user statistics")).toBeTruthy();
  });

  it("turns a non-admin away to the dashboard", async () => {
    renderApp({ route: "/admin/users", token: "t", mocks: [meMock(buildUser())] });
    expect(await screen.findByText("You don't have admin privileges")).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe("/dashboard"));
  });
});
