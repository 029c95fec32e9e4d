import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  BusinessDocument,
  DeleteBusinessDocument,
  RecommendBusinessDocument,
  UnrecommendBusinessDocument,
} from "../../../client/src/gql/businesses/graphql";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { currentLocation, renderApp } from "../render";
import { buildBusiness, businessesMock, businessMock, myBusinessesMock } from "./data";

const verified = meMock(buildUser({ isVerified: true }));
const business = buildBusiness();

const recommendation = (recommendations: number, viewerRecommended: boolean) => ({
  __typename: "BusinessRecommendation",
  recommendations,
  viewerRecommended,
});

describe("/businesses/:id", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/BusinessDetail/BusinessDetail");
    await import("../../../client/src/pages/Businesses/Businesses");
  }, 60_000);

  it("shows a business to a verified member, who recommends it and takes it back", async () => {
    const { user } = renderApp({
      route: "/businesses/b1",
      token: "t",
      mocks: [
        verified,
        businessMock(business),
        {
          request: { query: RecommendBusinessDocument, variables: { id: "b1" } },
          result: { data: { recommendBusiness: recommendation(5, true) } },
        },
        {
          request: { query: UnrecommendBusinessDocument, variables: { id: "b1" } },
          result: { data: { unrecommendBusiness: recommendation(4, false) } },
        },
      ],
    });

    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Sandhu Tool Room" },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText("ISTCian-run")).toBeTruthy();
    expect(screen.getByText("Tool Room and Dies")).toBeTruthy();
    expect(screen.getByText("Founded in 2012")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Services and products" }).textContent).toContain(
      "Injection moulds",
    );
    const contact = screen.getByRole("region", { name: "Contact" });
    expect(
      within(contact).getByRole("link", { name: "sandhutools.example" }).getAttribute("href"),
    ).toBe("https://sandhutools.example");
    expect(
      within(contact).getByRole("link", { name: "+91 98765 43210" }).getAttribute("href"),
    ).toBe("tel:+919876543210");
    const owner = screen.getByRole("region", { name: "Run by" });
    expect(within(owner).getByRole("link", { name: "Harpreet Sandhu" }).getAttribute("href")).toBe(
      "/user/u9",
    );
    // Not theirs: no Edit or Delete.
    expect(screen.queryByRole("link", { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete|Remove/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Recommend" }));
    const pressed = await screen.findByRole("button", { name: "Recommended" });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByText("5 recommendations")).toBeTruthy();

    await user.click(pressed);
    expect(await screen.findByRole("button", { name: "Recommend" })).toBeTruthy();
    expect(screen.getByText("4 recommendations")).toBeTruthy();
  });

  it("keeps the contact details and Recommend from a member pending verification", async () => {
    renderApp({
      route: "/businesses/b1",
      token: "t",
      mocks: [
        meMock(buildUser({ isVerified: false })),
        businessMock(buildBusiness({ website: null, phone: null, email: null })),
      ],
    });

    await screen.findByRole("heading", { level: 1, name: "Sandhu Tool Room" }, { timeout: 10_000 });
    expect(screen.getByText("Contact details are shown to verified members.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Recommend" })).toBeNull();
    expect(screen.getByText("4 recommendations")).toBeTruthy();
  });

  it("lets the owner edit and, after a confirmation, delete it", async () => {
    const deleted = vi.fn(() => ({ data: { deleteBusiness: "b1" } }));
    const own = buildBusiness({ viewerCanEdit: true, owner: { ...business.owner, id: "u1" } });
    const { user } = renderApp({
      route: "/businesses/b1",
      token: "t",
      mocks: [
        verified,
        businessMock(own),
        {
          request: { query: DeleteBusinessDocument, variables: { id: "b1", reason: null } },
          result: deleted,
        },
        myBusinessesMock(),
        businessesMock([]),
      ],
    });

    await screen.findByRole("heading", { level: 1, name: "Sandhu Tool Room" }, { timeout: 10_000 });
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/businesses/b1/edit",
    );
    // One's own business is not recommended by oneself.
    expect(screen.queryByRole("button", { name: "Recommend" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete business" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByRole("heading", { name: "No businesses listed yet" })).toBeTruthy();
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe("/businesses");
  });

  it("makes an admin give a reason to remove someone else's business", async () => {
    const removed = vi.fn(() => ({ data: { deleteBusiness: "b1" } }));
    const { user } = renderApp({
      route: "/businesses/b1",
      token: "t",
      mocks: [
        meMock(buildUser({ isVerified: true, isAdmin: true })),
        businessMock(business),
        {
          request: {
            query: DeleteBusinessDocument,
            variables: { id: "b1", reason: "Not run by an ISTCian" },
          },
          result: removed,
        },
        myBusinessesMock(),
        businessesMock([]),
      ],
    });

    await screen.findByRole("heading", { level: 1, name: "Sandhu Tool Room" }, { timeout: 10_000 });
    await user.click(screen.getByRole("button", { name: "Remove (admin)" }));
    const dialog = screen.getByRole("dialog", { name: "Remove business (admin)" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(
      within(dialog).getByText(/Please give a reason for removing this business/),
    ).toBeTruthy();

    const reason = within(dialog).getByRole("textbox", { name: /Reason/ });
    await user.type(reason, "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(within(dialog).getByText("The reason must be at least 5 characters")).toBeTruthy();
    expect(removed).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, "Not run by an ISTCian");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Business removed")).toBeTruthy();
    expect(removed).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(currentLocation()).toBe("/businesses"));
  });

  it("says when the business does not exist", async () => {
    renderApp({
      route: "/businesses/nope",
      token: "t",
      mocks: [
        verified,
        {
          request: {
            query: BusinessDocument,
            variables: { id: "nope" },
          },
          result: graphQLError("Business not found", "NOT_FOUND"),
        },
      ],
    });

    expect(
      await screen.findByRole("heading", { name: "Business not found" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "All businesses" }).getAttribute("href")).toBe(
      "/businesses",
    );
  });
});
