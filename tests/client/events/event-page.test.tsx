import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  AddCoOrganizerDocument,
  CancelEventDocument,
  CoOrganizerCandidatesDocument,
  EventIcsDocument,
  RsvpEventDocument,
} from "../../../client/src/gql/events/graphql";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { renderApp } from "../render";
import { buildEvent, eventMock, person } from "./data";

const verified = meMock(buildUser({ isVerified: true }));
const full = buildEvent({ capacity: 3, goingCount: 3 });
const going = [person("u7", "Meena Gill"), person("u8", "Arjun Rao"), person("u9", "Ravi Kumar")];

describe("/events/:eventId", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Events/EventDetail");
  }, 60_000);

  it("shows the event in the viewer's time and its own, where, who, and who is going", async () => {
    const abroad = buildEvent({
      title: "ISTCians in Toronto",
      startsAt: "2030-12-12T23:00:00.000Z",
      endsAt: "2030-12-13T02:00:00.000Z",
      timezone: "America/Toronto",
      onlineUrl: "https://meet.example.org/istc",
      description: "Dinner. Details: https://example.org/toronto-meetup.",
    });
    renderApp({ route: "/events/e1", token: "t", mocks: [verified, eventMock(abroad, going)] });

    expect(await screen.findByRole("heading", { level: 1, name: abroad.title })).toBeTruthy();
    const main = screen.getByRole("main");
    // The viewer's zone is UTC in these tests; the event's own is Toronto's.
    expect(main.textContent).toContain("Thu, 12 Dec 2030, 23:00 – Fri, 13 Dec 2030, 02:00 UTC");
    expect(main.textContent).toContain("Thu, 12 Dec 2030, 18:00 – 21:00 GMT-5");
    expect(within(main).getByText("local time (Toronto)")).toBeTruthy();
    expect(
      within(main)
        .getByRole("link", { name: "https://meet.example.org/istc" })
        .getAttribute("href"),
    ).toBe("https://meet.example.org/istc");
    expect(
      within(main)
        .getByRole("link", { name: "https://example.org/toronto-meetup" })
        .getAttribute("href"),
    ).toBe("https://example.org/toronto-meetup");
    const attendees = within(main).getByRole("list", { name: "Going" });
    expect(
      within(attendees)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Meena Gill", "Arjun Rao", "Ravi Kumar"]);
    // Not an organiser: no tools.
    expect(within(main).queryByRole("link", { name: "Edit" })).toBeNull();
    expect(within(main).queryByRole("button", { name: "Cancel event" })).toBeNull();
  });

  it("answers Going to a full event: the member is told they are on the waitlist", async () => {
    const rsvp = vi.fn(() => ({
      data: {
        rsvpEvent: {
          __typename: "RsvpResult",
          status: "GOING",
          waitlisted: true,
          event: {
            ...full,
            viewerRsvp: "GOING",
            viewerWaitlisted: true,
            waitlistCount: 1,
            attendees: going,
          },
        },
      },
    }));
    const { user } = renderApp({
      route: "/events/e1",
      token: "t",
      mocks: [
        verified,
        eventMock(full, going),
        {
          request: { query: RsvpEventDocument, variables: { id: "e1", status: "GOING" } },
          result: rsvp,
        },
      ],
    });
    const choices = await screen.findByRole("group", { name: "RSVP" });
    expect(screen.getByText("Will you go?")).toBeTruthy();
    expect(screen.getByText(/0 of 3 places left/)).toBeTruthy();

    await user.click(within(choices).getByRole("button", { name: "Going" }));

    expect(
      await screen.findByText(/The event is full: you are on the waitlist \(1 waiting\)/),
    ).toBeTruthy();
    expect(
      within(choices).getByRole("button", { name: "Going" }).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(screen.getAllByText("On the waitlist").length).toBeGreaterThan(0);
    expect(rsvp).toHaveBeenCalledTimes(1);
  });

  it("downloads the event's .ics from Add to calendar", async () => {
    const ics = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:ics";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const { user } = renderApp({
      route: "/events/e1",
      token: "t",
      mocks: [
        verified,
        eventMock(buildEvent(), going),
        {
          request: { query: EventIcsDocument, variables: { id: "e1" } },
          result: { data: { event: { __typename: "CommunityEvent", id: "e1", ics } } },
        },
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Add to calendar" }));

    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("Batch of 2016 ten-year reunion.ics");
    expect(created[0].type).toBe("text/calendar;charset=utf-8");
    expect(await created[0].text()).toBe(ics);
    click.mockRestore();
  });

  it("gives the organiser Edit and Cancel; cancelling asks first and shows the event cancelled", async () => {
    const mine = buildEvent({
      viewerCanEdit: true,
      viewerCanCancel: true,
      viewerIsOrganizer: true,
    });
    const { user } = renderApp({
      route: "/events/e1",
      token: "t",
      mocks: [
        verified,
        eventMock(mine, going),
        {
          request: { query: CancelEventDocument, variables: { id: "e1", reason: null } },
          result: {
            data: {
              cancelEvent: {
                ...mine,
                cancelled: true,
                viewerCanEdit: false,
                viewerCanCancel: false,
              },
            },
          },
        },
      ],
    });
    const edit = await screen.findByRole("link", { name: "Edit" });
    expect(edit.getAttribute("href")).toBe("/events/e1/edit");
    // The organisers' tools load after the page (a chunk of their own).
    expect(await screen.findByRole("searchbox", { name: "Add a co-organiser" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Cancel event" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this event?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel event" }));

    expect(await screen.findByText("This event is cancelled")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "RSVP" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
  });

  it("lets the organiser find a verified member by name and add them as co-organiser", async () => {
    const mine = buildEvent({
      viewerCanEdit: true,
      viewerCanCancel: true,
      viewerIsOrganizer: true,
    });
    const meena = {
      __typename: "User",
      id: "u7",
      fullName: "Meena Gill",
      profileImage: null,
      trade: "Electronics",
      batchYear: 2016,
    };
    const { user } = renderApp({
      route: "/events/e1",
      token: "t",
      mocks: [
        verified,
        eventMock(mine, going),
        {
          request: { query: CoOrganizerCandidatesDocument, variables: { filter: "Meena" } },
          result: {
            data: {
              directory: {
                __typename: "MemberPage",
                nodes: [meena, { ...meena, id: "u9", fullName: "Ravi Kumar" }],
              },
            },
          },
        },
        {
          request: { query: AddCoOrganizerDocument, variables: { eventId: "e1", userId: "u7" } },
          result: {
            data: { addCoOrganizer: { ...mine, coOrganizers: [person("u7", "Meena Gill")] } },
          },
        },
      ],
    });
    await user.type(await screen.findByRole("searchbox", { name: "Add a co-organiser" }), "Meena");
    const found = await screen.findByRole("list", { name: "Members found" });
    // The organiser (Ravi Kumar) is not offered.
    expect(within(found).getAllByRole("listitem")).toHaveLength(1);
    expect(within(found).getByText("(Electronics, batch of 2016)")).toBeTruthy();
    await user.click(within(found).getByRole("button", { name: "Add Meena Gill as co-organiser" }));

    const organisers = screen.getByRole("list", { name: "Organisers" });
    expect(await within(organisers).findByRole("link", { name: "Meena Gill" })).toBeTruthy();
    expect(
      within(organisers).getByRole("button", { name: "Remove Meena Gill as co-organiser" }),
    ).toBeTruthy();
  });

  it("asks an admin cancelling someone else's event for a reason", async () => {
    const theirs = buildEvent({ viewerCanCancel: true });
    const cancel = vi.fn(() => ({
      data: {
        cancelEvent: { ...theirs, cancelled: true, cancelReason: "Spam", viewerCanCancel: false },
      },
    }));
    const { user } = renderApp({
      route: "/events/e1",
      token: "t",
      mocks: [
        meMock(buildUser({ isVerified: true, isAdmin: true })),
        eventMock(theirs, going),
        {
          request: { query: CancelEventDocument, variables: { id: "e1", reason: "Spam" } },
          result: cancel,
        },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Cancel event" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel event (admin)" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel event" }));
    expect(
      await within(dialog).findByText(
        "Please give a reason for cancelling this event: it is recorded in the admin audit log.",
      ),
    ).toBeTruthy();
    expect(cancel).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole("textbox"), "Spam");
    await user.click(within(dialog).getByRole("button", { name: "Cancel event" }));
    expect(await screen.findByText("Reason: Spam")).toBeTruthy();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it("says an event outside the viewer's audience is not found", async () => {
    renderApp({
      route: "/events/e1",
      token: "t",
      mocks: [
        verified,
        {
          request: { query: eventMock(null).request.query, variables: { id: "e1" } },
          result: graphQLError("Event not found", "NOT_FOUND"),
        },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Event not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All events" }).getAttribute("href")).toBe("/events");
  });
});
