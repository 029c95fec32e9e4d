import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { buildUser, meMock } from "../fixtures";
import { currentLocation, renderApp } from "../render";
import {
  buildBusiness,
  businessesMock,
  DEFAULT_LIST,
  locationsMock,
  myBusinessesMock,
} from "./data";
import { BusinessesDocument } from "../../../client/src/gql/businesses/graphql";

const verified = meMock(buildUser({ isVerified: true }));
const toolRoom = buildBusiness();
const automation = buildBusiness({
  id: "b2",
  name: "Kaur Automation",
  category: "AUTOMATION",
  categoryLabel: "Automation",
  location: "Hinjewadi, Pune",
  placeName: "Pune",
  services: ["PLC", "SCADA", "Panels", "Robot cells", "Vision", "Drives", "Retrofits"],
  recommendations: 1,
  viewerRecommended: true,
  logo: "/images/logo-b2.webp",
});

describe("/businesses", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Businesses/Businesses");
    await import("../../../client/src/pages/Businesses/BusinessMapView");
    await import("../../../client/src/pages/Search/map/MemberMap");
  }, 60_000);

  it("lists businesses as cards, and the member's own with List your business", async () => {
    renderApp({
      route: "/businesses",
      token: "t",
      mocks: [
        verified,
        businessesMock([toolRoom, automation]),
        myBusinessesMock([{ id: "b7", name: "Verma Electricals" }]),
      ],
    });

    const list = await screen.findByRole("list", { name: "Businesses" }, { timeout: 10_000 });
    const [first, second] = [...list.children] as HTMLElement[];
    expect(within(first).getByRole("link", { name: "Sandhu Tool Room" }).getAttribute("href")).toBe(
      "/businesses/b1",
    );
    expect(within(first).getByText("Tool Room and Dies")).toBeTruthy();
    expect(within(first).getByText("ISTCian-run")).toBeTruthy();
    expect(within(first).getByText("Ludhiana")).toBeTruthy();
    expect(within(first).getByText("CNC job work")).toBeTruthy();
    expect(within(first).getByText("4 recommendations")).toBeTruthy();
    // Five services on a card, then how many more; the viewer's own recommendation says so.
    expect(within(second).getByText("+2 more")).toBeTruthy();
    expect(within(second).getByText("1 recommendation")).toBeTruthy();
    expect(within(second).getByText("You recommend it")).toBeTruthy();
    expect(screen.getByText("2 businesses found")).toBeTruthy();

    expect(screen.getByRole("link", { name: /List your business/ }).getAttribute("href")).toBe(
      "/businesses/new",
    );
    const mine = screen.getByRole("navigation", { name: "Your businesses" });
    expect(within(mine).getByRole("link", { name: "Verma Electricals" }).getAttribute("href")).toBe(
      "/businesses/b7",
    );
  });

  it("searches in plain words and by category, keeps both in the URL, and says when nothing matches", async () => {
    const { user } = renderApp({
      route: "/businesses",
      token: "t",
      mocks: [
        verified,
        myBusinessesMock(),
        businessesMock([toolRoom, automation]),
        businessesMock(
          [toolRoom],
          { query: "tool rooms in Ludhiana" },
          {
            interpretation: "Tool Room and Dies businesses in Ludhiana, Punjab",
          },
        ),
        businessesMock([], { query: "tool rooms in Ludhiana", category: "AUTOMATION" }),
        businessesMock([toolRoom, automation]),
      ],
    });
    await screen.findByRole("list", { name: "Businesses" }, { timeout: 10_000 });

    const box = screen.getByRole("searchbox", { name: "Search in plain words" });
    expect(box.getAttribute("placeholder")).toBe("tool rooms in Ludhiana");
    await user.type(box, "tool rooms in Ludhiana");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(
      await screen.findByText("Tool Room and Dies businesses in Ludhiana, Punjab"),
    ).toBeTruthy();
    expect(screen.getByText("1 business found")).toBeTruthy();
    expect(currentLocation()).toBe("/businesses?q=tool+rooms+in+Ludhiana");

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Automation");
    expect(
      await screen.findByRole("heading", { name: "No businesses match this search" }),
    ).toBeTruthy();
    expect(currentLocation()).toBe("/businesses?q=tool+rooms+in+Ludhiana&category=AUTOMATION");

    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("2 businesses found")).toBeTruthy();
    expect(currentLocation()).toBe("/businesses");
    expect((box as HTMLInputElement).value).toBe("");
  });

  it("shows the places on the map, and the businesses of the place chosen", async () => {
    const { user } = renderApp({
      route: "/businesses?q=tool+rooms",
      token: "t",
      mocks: [
        verified,
        myBusinessesMock(),
        businessesMock([toolRoom, automation], { query: "tool rooms" }),
        locationsMock(
          [
            { placeId: "p-ludhiana", name: "Ludhiana", count: 1 },
            { placeId: "p-pune", name: "Pune", count: 3 },
          ],
          { query: "tool rooms" },
        ),
        businessesMock([toolRoom], { query: "tool rooms", placeId: "p-ludhiana" }),
      ],
    });
    await screen.findByRole("list", { name: "Businesses" }, { timeout: 10_000 });

    await user.click(screen.getByRole("button", { name: /Map View/ }));
    const places = await screen.findByRole("list", { name: "Business places" });
    expect(within(places).getByRole("button", { name: /Pune/ }).textContent).toContain(
      "3 businesses",
    );
    expect(
      await screen.findByRole("group", { name: "Map of businesses by city" }, { timeout: 10_000 }),
    ).toBeTruthy();
    // The map alone: the list waits for a place.
    expect(screen.queryByRole("list", { name: "Businesses" })).toBeNull();

    await user.click(within(places).getByRole("button", { name: /Ludhiana/ }));
    const list = await screen.findByRole("list", { name: "Businesses" });
    expect(within(list).getByRole("link", { name: "Sandhu Tool Room" })).toBeTruthy();
    expect(within(list).queryByRole("link", { name: "Kaur Automation" })).toBeNull();
    expect(currentLocation()).toBe("/businesses?q=tool+rooms&view=map&place=p-ludhiana");
    expect(screen.getByText(/Only businesses in/).textContent).toBe("Only businesses in Ludhiana");

    // Choosing it again shows every place.
    await user.click(within(places).getByRole("button", { name: /Ludhiana/ }));
    expect(currentLocation()).toBe("/businesses?q=tool+rooms&view=map");
    expect(screen.queryByText(/Only businesses in/)).toBeNull();
  });

  it("tells a member pending verification why they cannot list one yet", async () => {
    renderApp({
      route: "/businesses",
      token: "t",
      mocks: [meMock(buildUser({ isVerified: false })), businessesMock([toolRoom])],
    });
    await screen.findByRole("list", { name: "Businesses" }, { timeout: 10_000 });

    expect(screen.getByRole("note").textContent).toMatch(
      /Verified ISTCians can list their businesses. Your profile is under review/,
    );
    expect(screen.queryByRole("link", { name: /List your business/ })).toBeNull();
  });

  it("says when the list fails, and tries again", async () => {
    const { user } = renderApp({
      route: "/businesses",
      token: "t",
      mocks: [
        verified,
        myBusinessesMock(),
        {
          request: { query: BusinessesDocument, variables: DEFAULT_LIST },
          error: new Error("down"),
        },
        businessesMock([]),
      ],
    });

    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(alert.textContent).toContain("Could not load businesses.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No businesses listed yet" })).toBeTruthy();
  });

  it("loads the next page on request", async () => {
    const { user } = renderApp({
      route: "/businesses",
      token: "t",
      mocks: [
        verified,
        myBusinessesMock(),
        businessesMock([toolRoom], {}, { endCursor: "c1", totalCount: 2 }),
        businessesMock([automation], { after: "c1" }),
      ],
    });
    await screen.findByRole("list", { name: "Businesses" }, { timeout: 10_000 });

    await user.click(screen.getByRole("button", { name: "Show more businesses" }));
    expect(await screen.findByRole("link", { name: "Kaur Automation" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sandhu Tool Room" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more businesses" })).toBeNull();
  });
});
