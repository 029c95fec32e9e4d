import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, meMock, type TestUser } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";

function renderDashboard(member: TestUser) {
  return renderApp({ route: "/dashboard", token: "t", mocks: [meMock(member)] });
}

describe("Dashboard", () => {
  it("welcomes the member with initials when there is no photo", async () => {
    renderDashboard(buildUser({ fullName: "Asha Verma", profileImage: null }));

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("img", { name: "Asha Verma" }).textContent).toBe("AV");
  });

  it("shows the member's photo when there is one", async () => {
    renderDashboard(buildUser({ fullName: "Asha Verma", profileImage: "/images/u1.webp" }));

    await screen.findByRole("heading", { name: "Welcome, Asha Verma!" });
    const main = screen.getByRole("main");
    expect(within(main).getByRole("img", { name: "Asha Verma" }).getAttribute("src")).toBe(
      "/images/u1.webp",
    );
  });

  it("tells a member under review that verification is pending", async () => {
    renderDashboard(buildUser({ isVerified: false }));

    expect(
      await screen.findByText("Pending Verification - Your profile is under review by admins."),
    ).toBeTruthy();
    expect(screen.queryByText("Verified ISTCian - You can now access all features!")).toBeNull();
  });

  it("says why a member is pending again, e.g. after changing the roll number", async () => {
    const reason =
      "Your roll number changed from ISTC-2019-042 to ISTC-2019-043, so an admin will verify your profile again.";
    renderDashboard(buildUser({ isVerified: false, pendingReason: reason }));

    expect(
      await screen.findByText("Pending Verification - Your profile is under review by admins."),
    ).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it("tells a verified member so", async () => {
    renderDashboard(buildUser({ isVerified: true }));

    expect(
      await screen.findByText("Verified ISTCian - You can now access all features!"),
    ).toBeTruthy();
    expect(screen.queryByText(/Pending Verification/)).toBeNull();
  });

  it("asks for the missing profile and shows 'Not set' for empty fields", async () => {
    const { user } = renderDashboard(
      buildUser({ rollNumber: null, trade: "", currentLocation: null, profileCompleted: false }),
    );

    const link = await screen.findByRole("link", { name: "Complete My Profile" });
    expect(screen.getAllByText("Not set")).toHaveLength(3);

    await user.click(link);
    expect(await screen.findByRole("heading", { name: "Complete your profile" })).toBeTruthy();
    expect(currentLocation()).toBe("/profile/complete");
  });

  it("shows a complete profile's summary without the banner", async () => {
    renderDashboard(
      buildUser({ rollNumber: "ISTC-2019-042", trade: "Electronics", currentLocation: "Delhi" }),
    );

    expect(await screen.findByText("ISTC-2019-042")).toBeTruthy();
    expect(screen.getByText("Electronics")).toBeTruthy();
    expect(screen.getByText("Delhi")).toBeTruthy();
    expect(screen.queryByText("Not set")).toBeNull();
    expect(screen.queryByRole("link", { name: "Complete My Profile" })).toBeNull();
  });

  it("links to the directory and the opportunity center", async () => {
    renderDashboard(buildUser());

    // The loading screen is a <main> of its own: wait for the dashboard's before looking inside.
    await screen.findByRole("heading", { name: /Welcome/ });
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Open Directory" }).getAttribute("href")).toBe(
      "/directory",
    );
    expect(within(main).getByRole("link", { name: "Open Smart Search" }).getAttribute("href")).toBe(
      "/search",
    );
    expect(
      within(main).getByRole("link", { name: "Browse Opportunities" }).getAttribute("href"),
    ).toBe("/opportunities");
    expect(within(main).getByRole("link", { name: "Post Opportunity" }).getAttribute("href")).toBe(
      "/opportunities/new",
    );
    // The map of smart search is live: the card says so.
    expect(within(main).getByText(/see the results as a list or on a map/)).toBeTruthy();
    // The opportunity board is live: it is no longer listed as coming soon.
    expect(within(main).queryByText("Jobs Board")).toBeNull();
    // Events are live: a card of their own leads to them; they are no longer coming soon.
    expect(within(main).getByRole("link", { name: "Browse Events" }).getAttribute("href")).toBe(
      "/events",
    );
    expect(within(main).getByRole("link", { name: "Organise an Event" }).getAttribute("href")).toBe(
      "/events/new",
    );
    // Messaging & Connection Requests is live: a card with its links, not listed as coming soon.
    const messaging = within(main).getByRole("region", { name: "Messaging & Connection Requests" });
    expect(
      within(messaging).getByRole("link", { name: "My connections" }).getAttribute("href"),
    ).toBe("/connections");
    expect(within(messaging).getByRole("link", { name: "Messages" }).getAttribute("href")).toBe(
      "/messages",
    );
    // The mentorship programme is live: a card leads to the mentors and the member's mentorships.
    const mentorship = within(main).getByRole("region", { name: "Mentorship Program" });
    expect(
      within(mentorship).getByRole("link", { name: "Find a mentor" }).getAttribute("href"),
    ).toBe("/mentors");
    expect(
      within(mentorship).getByRole("link", { name: "My mentorships" }).getAttribute("href"),
    ).toBe("/mentorship");
    // The business directory (the services marketplace) is live: a card with its links. Nothing
    // is left coming soon, so the card that listed them is gone.
    const businesses = within(main).getByRole("region", { name: "Business Directory" });
    expect(within(businesses).getByText(/services marketplace/)).toBeTruthy();
    expect(
      within(businesses).getByRole("link", { name: "Browse Businesses" }).getAttribute("href"),
    ).toBe("/businesses");
    expect(
      within(businesses).getByRole("link", { name: "List Your Business" }).getAttribute("href"),
    ).toBe("/businesses/new");
    expect(within(main).queryByRole("region", { name: "Coming Soon" })).toBeNull();
  });
});
