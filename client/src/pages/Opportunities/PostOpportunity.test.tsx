import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { OpportunityDocument, PostOpportunityDocument } from "../../gql/opportunities/graphql";
import { buildOpportunity, viewerCanPostMock } from "./fixtures.test-data";

const verified = buildUser({ isVerified: true });
const input = {
  title: "Junior CNC Programmer",
  type: "JOB",
  location: "Mohali, Punjab",
  description: "Fanuc turning centres, day shift.",
  externalLink: null,
  tags: ["CNC", "G-code"],
  contactVisibility: true,
};

async function fillForm(user: ReturnType<typeof renderApp>["user"]) {
  const paste = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await screen.findByLabelText("Title");
  await paste("Title", input.title);
  await user.selectOptions(screen.getByLabelText("Type"), "Job");
  await paste("Location", input.location);
  await paste("Description", input.description);
  await paste("Tags (optional)", " CNC, , G-code, cnc ");
}

// The first render loads the lazy screens: slow on a busy machine.
describe("Post opportunity", { timeout: 20_000 }, () => {
  it("tells a pending member to wait for verification", async () => {
    renderApp({
      route: "/opportunities/new",
      token: "t",
      mocks: [
        meMock(buildUser({ isVerified: false, profileCompleted: true })),
        viewerCanPostMock("NOT_VERIFIED"),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Access Restricted" })).toBeTruthy();
    expect(
      screen.getByText(
        "Only verified ISTCians can post opportunities. Please wait for admin verification.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Complete Profile" })).toBeNull();
    expect(screen.queryByLabelText("Title")).toBeNull();
  });

  it("asks a member with an incomplete profile to complete it", async () => {
    renderApp({
      route: "/opportunities/new",
      token: "t",
      mocks: [
        meMock(buildUser({ isVerified: true, profileCompleted: false })),
        viewerCanPostMock("PROFILE_INCOMPLETE"),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Access Restricted" })).toBeTruthy();
    expect(screen.getByText("Please complete your profile to post opportunities.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Complete Profile" }).getAttribute("href")).toBe(
      "/profile/complete",
    );
  });

  it("follows the server's answer, not a copy of its rule", async () => {
    // The member record looks able to post; the server says no (say, unverified a moment ago).
    renderApp({
      route: "/opportunities/new",
      token: "t",
      mocks: [meMock(verified), viewerCanPostMock("NOT_VERIFIED")],
    });
    expect(await screen.findByRole("heading", { name: "Access Restricted" })).toBeTruthy();
    expect(
      screen.getByText(
        "Only verified ISTCians can post opportunities. Please wait for admin verification.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse Opportunities" })).toBeTruthy();
    expect(screen.queryByLabelText("Title")).toBeNull();
  });

  it("counts characters and checks every field before sending", async () => {
    const { user } = renderApp({
      route: "/opportunities/new",
      token: "t",
      mocks: [meMock(verified), viewerCanPostMock()],
    });
    const title = await screen.findByLabelText("Title");
    expect(screen.getAllByText("0/100 characters")).toHaveLength(2); // title and location
    expect(screen.getByText("0/500 characters")).toBeTruthy();
    await user.type(title, "Welder");
    expect(screen.getByText("6/100 characters")).toBeTruthy();
    expect(title.getAttribute("maxLength")).toBe("100");
    expect(screen.getByLabelText("Description").getAttribute("maxLength")).toBe("500");
    await user.clear(title);
    await user.type(screen.getByLabelText("External Link (optional)"), "ftp://files.example.com");

    await user.click(screen.getByRole("button", { name: "Post Opportunity" }));

    expect(screen.getByText("Title is required")).toBeTruthy();
    expect(screen.getByText("Please choose a type")).toBeTruthy();
    expect(screen.getByText("Location is required")).toBeTruthy();
    expect(screen.getByText("Description is required")).toBeTruthy();
    expect(
      screen.getByText("External link must be a web address starting with http:// or https://"),
    ).toBeTruthy();
    expect(document.activeElement).toBe(title);
    expect(screen.getByLabelText("Show my contact information (e-mail and phone)")).toHaveProperty(
      "checked",
      true,
    );
  });

  it("posts (tags trimmed, empties and repeats dropped) and opens the new opportunity", async () => {
    const created = buildOpportunity({ tags: ["CNC", "G-code"], externalLink: null });
    const { user } = renderApp({
      route: "/opportunities/new",
      token: "t",
      mocks: [
        meMock(verified),
        viewerCanPostMock(),
        {
          request: { query: PostOpportunityDocument, variables: { input } },
          result: { data: { postOpportunity: created } },
        },
        {
          request: { query: OpportunityDocument, variables: { id: "o1" } },
          result: { data: { opportunity: created } },
        },
      ],
    });
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Post Opportunity" }));

    expect(await screen.findByRole("heading", { name: "Junior CNC Programmer" })).toBeTruthy();
    expect(currentLocation()).toBe("/opportunities/o1");
    const toasts = screen.getByRole("status", { name: "Notifications" });
    expect(within(toasts).getByText("Opportunity Posted!")).toBeTruthy();
  });

  it("shows the server's reason when posting fails, and keeps what was typed", async () => {
    const { user } = renderApp({
      route: "/opportunities/new",
      token: "t",
      mocks: [
        meMock(verified),
        viewerCanPostMock(),
        {
          request: { query: PostOpportunityDocument, variables: { input } },
          result: graphQLError("Location must be at most 100 characters", "BAD_USER_INPUT", {
            field: "location",
          }),
        },
      ],
    });
    await fillForm(user);
    await user.click(screen.getByRole("button", { name: "Post Opportunity" }));

    const toasts = screen.getByRole("status", { name: "Notifications" });
    expect(await within(toasts).findByText("Failed to post")).toBeTruthy();
    expect(within(toasts).getByText("Location must be at most 100 characters")).toBeTruthy();
    expect(screen.getByLabelText("Location").getAttribute("aria-invalid")).toBe("true");
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe(input.title);
  });
});
