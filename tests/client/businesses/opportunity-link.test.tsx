import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import {
  OpportunityDocument,
  PostOpportunityDocument,
} from "../../../client/src/gql/opportunities/graphql";
import {
  buildOpportunity,
  viewerCanPostMock,
} from "../../../client/src/pages/Opportunities/fixtures.test-data";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { currentLocation, renderApp } from "../render";
import { myBusinessesMock } from "./data";

const verified = meMock(buildUser({ isVerified: true }));
const input = {
  title: "Press tool design",
  type: "SERVICE",
  location: "Ludhiana",
  description: "Press tools designed and made to order.",
  externalLink: null,
  tags: [],
  contactVisibility: true,
  businessId: "b1",
};
const linked = { __typename: "Business", id: "b1", name: "Sandhu Tool Room" };

type User = ReturnType<typeof renderApp>["user"];

async function fillService(user: User) {
  const paste = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await screen.findByLabelText("Title", {}, { timeout: 10_000 });
  await paste("Title", input.title);
  await user.selectOptions(screen.getByLabelText("Type"), "Service");
  await paste("Location", input.location);
  await paste("Description", input.description);
}

describe("A Service opportunity linked to the poster's business", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Opportunities/PostOpportunity");
    await import("../../../client/src/pages/Opportunities/OpportunityDetail");
  }, 60_000);

  it("offers the member's businesses for a Service, and the post shows the one chosen", async () => {
    const created = buildOpportunity({
      title: input.title,
      type: "SERVICE",
      business: linked,
    } as never);
    const { user } = renderApp({
      route: "/opportunities/new",
      token: "t",
      mocks: [
        verified,
        viewerCanPostMock(),
        myBusinessesMock([
          { id: "b1", name: "Sandhu Tool Room" },
          { id: "b2", name: "Sandhu Moulds" },
        ]),
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
    await fillService(user);
    // Only a Service links to a business.
    await user.selectOptions(screen.getByLabelText("Type"), "Job");
    expect(screen.queryByLabelText("Link your business (optional)")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Type"), "Service");

    const select = await screen.findByLabelText("Link your business (optional)");
    await user.selectOptions(select, "Sandhu Tool Room");
    await user.click(screen.getByRole("button", { name: "Post Opportunity" }));

    expect(await screen.findByRole("heading", { name: input.title })).toBeTruthy();
    expect(currentLocation()).toBe("/opportunities/o1");
    expect(screen.getByRole("link", { name: "Sandhu Tool Room" }).getAttribute("href")).toBe(
      "/businesses/b1",
    );
  });

  it("shows the server's refusal of the business beside its select", async () => {
    const { user } = renderApp({
      route: "/opportunities/new",
      token: "t",
      mocks: [
        verified,
        viewerCanPostMock(),
        myBusinessesMock([{ id: "b1", name: "Sandhu Tool Room" }], 1),
        {
          request: { query: PostOpportunityDocument, variables: { input } },
          result: graphQLError("Choose one of your businesses", "BAD_USER_INPUT", {
            field: "businessId",
          }),
        },
      ],
    });
    await fillService(user);
    await user.selectOptions(
      await screen.findByLabelText("Link your business (optional)"),
      "Sandhu Tool Room",
    );
    await user.click(screen.getByRole("button", { name: "Post Opportunity" }));

    expect((await screen.findAllByText("Choose one of your businesses")).length).toBeGreaterThan(0);
    expect(
      screen.getByLabelText("Link your business (optional)").getAttribute("aria-invalid"),
    ).toBe("true");
  });
});
