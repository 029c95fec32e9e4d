import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { MemberProfileDocument } from "../../gql/graphql";

const other = {
  __typename: "User" as const,
  id: "u2",
  fullName: "Ravi Kumar",
  rollNumber: "ISTC-2018-011",
  trade: "Mechanical",
  currentLocation: "Mohali",
  jobTitle: "Fitter",
  company: "HMT",
  occupation: "Design Engineer",
  companyOrganization: null,
  course: null,
  skills: ["CAD", "Welding"],
  bio: "Building tractors.",
  profileImage: null,
  isVerified: true,
  email: "ravi@example.com",
  phoneNumber: "+91 98765 43210",
  linkedinUrl: "https://www.linkedin.com/in/ravi",
  whatsappLink: "https://wa.me/919876543210",
};
const withheld = { ...other, email: null, phoneNumber: null, whatsappLink: null };

function renderMember(viewer = buildUser({ isVerified: true }), answer: object = other) {
  return renderApp({
    route: "/user/u2",
    token: "t",
    mocks: [
      meMock(viewer),
      { request: { query: MemberProfileDocument, variables: { id: "u2" } }, result: answer },
    ],
  });
}

describe("Member profile", () => {
  it("shows the member with badge, details, About, Skills and contact links", async () => {
    renderMember(buildUser({ isVerified: true }), { data: { user: other } });
    expect(await screen.findByRole("heading", { name: "Ravi Kumar" })).toBeTruthy();
    expect(screen.getByText("Verified ISTCian")).toBeTruthy();
    expect(screen.getByText("ISTC-2018-011")).toBeTruthy();
    // occupation wins over job title; company_organization is empty, so company shows.
    expect(screen.getByText("Design Engineer")).toBeTruthy();
    expect(screen.queryByText("Fitter")).toBeNull();
    expect(screen.getByText("HMT")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "About" })).toBeTruthy();
    expect(screen.getByText("Building tractors.")).toBeTruthy();
    const skills = screen.getByRole("region", { name: "Skills" });
    expect(
      within(skills)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["CAD", "Welding"]);
    const contact = screen.getByRole("region", { name: "Contact Information" });
    expect(
      within(contact)
        .getByRole("link", { name: /ravi@example.com/ })
        .getAttribute("href"),
    ).toBe("mailto:ravi@example.com");
    expect(
      within(contact)
        .getByRole("link", { name: /WhatsApp/ })
        .getAttribute("href"),
    ).toBe("https://wa.me/919876543210");
    expect(screen.getByRole("img", { name: "Ravi Kumar" }).textContent).toBe("RK");
  }, 15_000);

  it("tells a pending member that contact details are for verified ISTCians", async () => {
    renderMember(buildUser({ isVerified: false }), { data: { user: withheld } });
    const contact = await screen.findByRole("region", { name: "Contact Information" });
    expect(
      within(contact).getByText("Contact details are visible to verified ISTCians"),
    ).toBeTruthy();
    expect(within(contact).queryByText("No contact information available")).toBeNull();
    // LinkedIn is public.
    expect(within(contact).getByRole("link", { name: /LinkedIn/ })).toBeTruthy();
  });

  it("says when a member has no contact information", async () => {
    const none = { ...withheld, linkedinUrl: null, isVerified: false };
    renderMember(buildUser({ isVerified: true }), { data: { user: none } });
    const contact = await screen.findByRole("region", { name: "Contact Information" });
    expect(within(contact).getByText("No contact information available")).toBeTruthy();
    expect(screen.getByText("Pending Verification")).toBeTruthy();
  });

  it("shows 'User not found' with a toast and a way back to the directory", async () => {
    const { user } = renderMember(buildUser(), graphQLError("User not found", "NOT_FOUND"));
    expect(await screen.findByRole("heading", { name: "User not found" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("status", { name: "Notifications" }).textContent).toContain(
        "Failed to load user profile",
      ),
    );
    await user.click(screen.getByRole("link", { name: "Back to Directory" }));
    await waitFor(() => expect(currentLocation()).toBe("/directory"));
  });

  it("Back goes to the directory when the page was opened directly", async () => {
    const { user } = renderMember(buildUser(), { data: { user: other } });
    await user.click(await screen.findByRole("button", { name: "Back" }));
    expect(currentLocation()).toBe("/directory");
  });
});
