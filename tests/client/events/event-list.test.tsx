import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  CreateCalendarFeedDocument,
  RevokeCalendarFeedDocument,
} from "../../../client/src/gql/events/graphql";
import { buildUser, meMock } from "../fixtures";
import { currentLocation, renderApp } from "../render";
import { buildEvent, eventsMock, feedMock } from "./data";

const verified = meMock(buildUser({ isVerified: true }));
const reunion = buildEvent();
const toronto = buildEvent({
  id: "e2",
  title: "ISTCians in Toronto",
  kind: "MEETUP",
  // 18:00 in Toronto on 12 December.
  startsAt: "2030-12-12T23:00:00.000Z",
  endsAt: "2030-12-13T02:00:00.000Z",
  timezone: "America/Toronto",
  place: { __typename: "EventPlace", name: "Toronto", latitude: 43.65, longitude: -79.38 },
  audience: { __typename: "EventAudience", batchYear: null, trade: null },
  capacity: 10,
  goingCount: 10,
  waitlistCount: 2,
  viewerRsvp: "GOING",
  viewerWaitlisted: true,
});

describe("/events", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Events/EventList");
    await import("../../../client/src/pages/Search/map/MemberMap");
  }, 60_000);

  it("lists upcoming events with their time, place, audience and the viewer's answer", async () => {
    renderApp({
      route: "/events",
      token: "t",
      mocks: [verified, eventsMock([reunion, toronto]), feedMock()],
    });

    // The first render of the screen, on a busy machine.
    const list = await screen.findByRole("list", { name: "Events" }, { timeout: 10_000 });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first).getByRole("link", { name: reunion.title }).getAttribute("href")).toBe(
      "/events/e1",
    );
    expect(within(first).getByText("Reunion")).toBeTruthy();
    expect(within(first).getByText(/Batch of 2016 · 3 going/)).toBeTruthy();
    // The viewer's clock (UTC in the tests) and the event's own.
    expect(second.textContent).toContain("Thu, 12 Dec 2030, 23:00 – Fri, 13 Dec 2030, 02:00 UTC");
    expect(second.textContent).toContain("12 Dec 2030, 18:00 – 21:00 GMT-5");
    expect(within(second).getByText("On the waitlist")).toBeTruthy();
    expect(within(second).getByText(/0 of 10 places left · 2 on the waitlist/)).toBeTruthy();

    const tabs = screen.getByRole("navigation", { name: "Which events" });
    expect(within(tabs).getByRole("link", { name: "Upcoming" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("link", { name: /Organise an event/ }).getAttribute("href")).toBe(
      "/events/new",
    );
  });

  it("filters by kind and place, and says when nothing matches", async () => {
    const { user } = renderApp({
      route: "/events",
      token: "t",
      mocks: [
        verified,
        eventsMock([reunion, toronto]),
        eventsMock([toronto], { kind: "MEETUP" }),
        eventsMock([], { kind: "MEETUP", place: "Pune" }),
        eventsMock([reunion, toronto]),
        feedMock(),
      ],
    });
    await screen.findByRole("list", { name: "Events" });

    await user.click(screen.getByRole("button", { name: "Meet-up" }));
    expect(await screen.findByText(toronto.title)).toBeTruthy();
    expect(screen.queryByText(reunion.title)).toBeNull();
    expect(currentLocation()).toBe("/events?kind=MEETUP");

    await user.type(screen.getByRole("searchbox", { name: "Place" }), "Pune");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    expect(
      await screen.findByRole("heading", { name: "No events match these filters" }),
    ).toBeTruthy();
    expect(screen.getByText("Only events in")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText(reunion.title)).toBeTruthy();
    expect(currentLocation()).toBe("/events");
  });

  it("shows past events and the member's own under their tabs, each with its empty state", async () => {
    const { user } = renderApp({
      route: "/events",
      token: "t",
      mocks: [
        verified,
        eventsMock([]),
        eventsMock([], { when: "PAST" }),
        eventsMock([], { mine: true }),
        feedMock(),
      ],
    });
    expect(await screen.findByRole("heading", { name: "No upcoming events" })).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "Past" }));
    expect(await screen.findByRole("heading", { name: "No past events" })).toBeTruthy();
    expect(currentLocation()).toBe("/events?tab=past");

    await user.click(screen.getByRole("link", { name: "My events" }));
    expect(await screen.findByRole("heading", { name: "You have no events yet" })).toBeTruthy();
  });

  it("shows the events with a place on the map view; choosing a place filters by it", async () => {
    const { user } = renderApp({
      route: "/events?view=map",
      token: "t",
      mocks: [
        verified,
        eventsMock([reunion, toronto]),
        eventsMock([toronto], { place: "Toronto" }),
        feedMock(),
      ],
    });
    const places = await screen.findByRole("list", { name: "Event places" }, { timeout: 10_000 });
    expect(
      within(places)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Chandigarh1 event", "Toronto1 event"]);
    expect(
      await screen.findByRole("group", { name: "Map of events by city" }, { timeout: 10_000 }),
    ).toBeTruthy();

    await user.click(within(places).getByRole("button", { name: /Toronto/ }));
    await vi.waitFor(() => expect(currentLocation()).toBe("/events?view=map&place=Toronto"));
    expect(await screen.findByText("Only events in")).toBeTruthy();
  });

  it("tells a member pending verification that events are for verified ISTCians", async () => {
    renderApp({
      route: "/events",
      token: "t",
      mocks: [meMock(buildUser({ isVerified: false }))],
    });
    expect(
      await screen.findByRole("heading", { name: "Events are for verified ISTCians" }),
    ).toBeTruthy();
    expect(screen.getByText(/Your profile is under review by admins/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Organise an event/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Your calendar feed" })).toBeNull();
  });

  it("makes, shows and turns off the private calendar feed", async () => {
    const url = "https://istc.example/api/calendar/abcdefghijklmnopqrstuvwxyz.ics";
    const { user } = renderApp({
      route: "/events",
      token: "t",
      mocks: [
        verified,
        eventsMock([reunion]),
        feedMock(),
        {
          request: { query: CreateCalendarFeedDocument },
          result: {
            data: {
              createCalendarFeed: {
                __typename: "CalendarFeed",
                url,
                createdAt: "2030-01-01T00:00:00.000Z",
              },
            },
          },
        },
        {
          request: { query: RevokeCalendarFeedDocument },
          result: { data: { revokeCalendarFeed: true } },
        },
      ],
    });
    const panel = await screen.findByRole("region", { name: "Your calendar feed" });
    await user.click(await within(panel).findByRole("button", { name: "Get my feed address" }));
    const address = (await within(panel).findByLabelText("Feed address")) as HTMLInputElement;
    expect(address.value).toBe(url);

    await user.click(within(panel).getByRole("button", { name: "Turn off" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Turn off your calendar feed?" });
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await within(panel).findByRole("button", { name: "Get my feed address" })).toBeTruthy();
    expect(within(panel).queryByLabelText("Feed address")).toBeNull();
  });
});
