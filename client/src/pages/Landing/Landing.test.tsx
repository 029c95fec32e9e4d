import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { APP_INFO, buildUser, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";

describe("Landing page", () => {
  it("presents the live features, every one of the spec's list now live", async () => {
    renderApp({ route: "/" });

    const live = await screen.findByRole("region", { name: "Live features" });
    expect(within(live).getByText("User Profiles & Directory")).toBeTruthy();
    expect(within(live).getByText(/130\+ verified profiles/)).toBeTruthy();
    expect(within(live).getByText(/location, trade, batch or company/)).toBeTruthy();
    expect(within(live).getByText(/image upload, skills, bio and contact details/)).toBeTruthy();
    // The map of smart search works: it is live, not coming soon.
    expect(within(live).getByRole("heading", { name: "Interactive Map" })).toBeTruthy();
    // The opportunity board is live: its tile leads to the board.
    expect(
      within(live).getByRole("link", { name: "Jobs & Opportunities" }).getAttribute("href"),
    ).toBe("/opportunities");
    // Events are live: the tile leads to /events (sign-in first for a visitor).
    expect(within(live).getByRole("link", { name: "Events & Reunions" }).getAttribute("href")).toBe(
      "/events",
    );

    // Connections and messages are live: the tile leads to /connections.
    expect(
      within(live)
        .getByRole("link", { name: "Messaging & Connection Requests" })
        .getAttribute("href"),
    ).toBe("/connections");
    expect(within(live).getByText(/without sharing your phone number/)).toBeTruthy();
    // The business directory (the services marketplace) is live: the tile leads to /businesses.
    expect(
      within(live).getByRole("link", { name: "Business Directory" }).getAttribute("href"),
    ).toBe("/businesses");
    expect(within(live).getByText(/a services marketplace/)).toBeTruthy();

    // Mentorship is live: the tile leads to /mentors.
    expect(
      within(live).getByRole("link", { name: "Mentorship Program" }).getAttribute("href"),
    ).toBe("/mentors");

    // Every feature of the spec's coming-soon list is live: the section is gone.
    expect(screen.queryByRole("region", { name: "Coming Soon" })).toBeNull();
    expect(screen.queryByText("Coming soon")).toBeNull();
  });

  it("shows the contact e-mail and postal line from the server in the footer", async () => {
    renderApp({ route: "/" });

    const footer = screen.getByRole("contentinfo");
    const email = await within(footer).findByRole("link", { name: APP_INFO.contactEmail });
    expect(email.getAttribute("href")).toBe(`mailto:${APP_INFO.contactEmail}`);
    expect(within(footer).getByText(APP_INFO.postalAddress)).toBeTruthy();
  });

  it("leads to the login page from Get Started and both Sign In links", async () => {
    const { user } = renderApp({ route: "/" });

    const links = [
      await screen.findByRole("link", { name: "Get Started" }),
      ...screen.getAllByRole("link", { name: "Sign In" }),
    ];
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.getAttribute("href")).toBe("/login");

    await user.click(links[0]);
    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
  });

  it("sends a signed-in member to the dashboard", async () => {
    renderApp({ route: "/", token: "t", mocks: [meMock(buildUser({ fullName: "Asha Verma" }))] });

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
  });
});
