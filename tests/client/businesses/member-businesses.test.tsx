import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { MemberBusinessesDocument } from "../../../client/src/gql/businesses/graphql";
import { buildUser, meMock } from "../fixtures";
import { memberMentorMock, memberMock } from "../mentorship/data";
import { renderApp } from "../render";

const verified = meMock(buildUser({ id: "u1", isVerified: true }));

const businessesMock = (id: string, businesses: object[]) => ({
  request: { query: MemberBusinessesDocument, variables: { id } },
  result: { data: { user: { __typename: "User", id, businesses } } },
});

const toolRoom = {
  __typename: "Business",
  id: "b1",
  name: "Singh Tool Room",
  categoryLabel: "Tool Room and Dies",
  location: "Ludhiana, Punjab",
  logo: null,
};

describe("the Businesses section of a member page", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/MemberProfile/MemberProfile");
  }, 60_000);

  it("lists the businesses the member runs, each a link to its page", async () => {
    renderApp({
      route: "/user/m1",
      token: "t",
      mocks: [
        verified,
        memberMock(),
        memberMentorMock("m1", null),
        businessesMock("m1", [toolRoom]),
      ],
    });
    const section = await screen.findByRole("region", { name: "Businesses" }, { timeout: 10_000 });
    const link = within(section).getByRole("link", { name: "Singh Tool Room" });
    expect(link.getAttribute("href")).toBe("/businesses/b1");
    expect(within(section).getByText(/Tool Room and Dies/)).toBeTruthy();
    expect(within(section).getByText(/Ludhiana, Punjab/)).toBeTruthy();
  });

  it("calls them yours on your own page, and shows nothing for a member who runs none", async () => {
    const own = renderApp({
      route: "/user/u1",
      token: "t",
      mocks: [
        verified,
        memberMock("u1", "Asha Verma"),
        memberMentorMock("u1", null),
        businessesMock("u1", [toolRoom]),
      ],
    });
    expect(
      await screen.findByRole("region", { name: "Your businesses" }, { timeout: 10_000 }),
    ).toBeTruthy();
    own.unmount();

    renderApp({
      route: "/user/m1",
      token: "t",
      mocks: [verified, memberMock(), memberMentorMock("m1", null), businessesMock("m1", [])],
    });
    expect(await screen.findByRole("region", { name: "Contact Information" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: /Businesses/ })).toBeNull();
  });
});
