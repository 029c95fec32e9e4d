import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  CreateEventDocument,
  EventFormMeDocument,
  UpdateEventDocument,
  type EventInput,
} from "../../../client/src/gql/events/graphql";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { currentLocation, renderApp } from "../render";
import { buildEvent, eventMock } from "./data";

const verified = meMock(buildUser({ isVerified: true }));
const formMe = {
  request: { query: EventFormMeDocument },
  result: { data: { me: { __typename: "User", id: "u1", batchYear: 2016, trade: "Electronics" } } },
};

describe("organising and editing an event", { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Events/NewEvent");
    await import("../../../client/src/pages/Events/EditEvent");
    await import("../../../client/src/pages/Events/EventDetail");
  }, 60_000);

  it("tells a pending member they cannot organise yet", async () => {
    renderApp({
      route: "/events/new",
      token: "t",
      mocks: [meMock(buildUser({ isVerified: false }))],
    });
    expect(
      await screen.findByRole("heading", { name: "You can't organise events yet" }),
    ).toBeTruthy();
    expect(screen.getByText(/Your profile is under review by admins/)).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("checks the fields before sending, with the title's counter", async () => {
    const { user } = renderApp({ route: "/events/new", token: "t", mocks: [verified, formMe] });
    const title = await screen.findByRole("textbox", { name: "Title" });
    await user.type(title, "Reunion");
    expect(screen.getByText("7/120 characters")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Publish event" }));

    expect(await screen.findByText("Description is required")).toBeTruthy();
    expect(screen.getByText("Start date is required")).toBeTruthy();
    expect(screen.getByText("Give a place, an online link, or both")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Description" }));

    await user.type(
      screen.getByRole("textbox", { name: "Online link (optional)" }),
      "http://x.org",
    );
    await user.click(screen.getByRole("button", { name: "Publish event" }));
    expect(await screen.findByText("The online link must start with https://")).toBeTruthy();
  });

  it("organises a batch reunion abroad: its own clock, the member's beside it, sent in UTC", async () => {
    let sent: EventInput | undefined;
    const created = buildEvent({ id: "e5", viewerCanEdit: true, viewerIsOrganizer: true });
    const { user } = renderApp({
      route: "/events/new",
      token: "t",
      mocks: [
        verified,
        formMe,
        {
          request: {
            query: CreateEventDocument,
            variables: (variables: { input: EventInput }) => {
              sent = variables.input;
              return true;
            },
          },
          result: { data: { createEvent: created } },
        },
        eventMock(created),
      ],
    });
    const form = await screen.findByRole("form", { name: "Publish event" });
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Batch of 2016 reunion");
    await user.type(within(form).getByRole("textbox", { name: "Description" }), "Dinner together.");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Kind" }), "REUNION");
    await user.type(within(form).getByLabelText("Start date"), "2030-12-12");
    const zone = within(form).getByRole("combobox", { name: "Time zone" }) as HTMLSelectElement;
    expect(zone.value).toBe("Asia/Kolkata");
    await user.selectOptions(zone, "America/Toronto");
    // 18:00 in Toronto is 23:00 UTC (the member's zone in the tests).
    expect(
      await within(form).findByText(
        "Your time (UTC): starts Thu, 12 Dec 2030, 23:00, ends Fri, 13 Dec 2030, 02:00",
      ),
    ).toBeTruthy();
    await user.type(within(form).getByRole("textbox", { name: "Place (optional)" }), "Toronto");
    await user.type(within(form).getByRole("spinbutton", { name: "Capacity (optional)" }), "40");
    await user.click(within(form).getByRole("radio", { name: "A batch year" }));
    expect(
      (within(form).getByRole("textbox", { name: "Batch year" }) as HTMLInputElement).value,
    ).toBe("2016");
    await user.click(within(form).getByRole("button", { name: "Publish event" }));

    await vi.waitFor(() => expect(currentLocation()).toBe("/events/e5"));
    expect(sent).toEqual({
      title: "Batch of 2016 reunion",
      description: "Dinner together.",
      kind: "REUNION",
      startsAt: "2030-12-12T23:00:00.000Z",
      endsAt: "2030-12-13T02:00:00.000Z",
      timezone: "America/Toronto",
      location: "Toronto",
      onlineUrl: null,
      capacity: 40,
      audience: { batchYear: 2016 },
    });
  });

  it("shows the server's field errors beside the fields", async () => {
    const { user } = renderApp({
      route: "/events/new",
      token: "t",
      mocks: [
        verified,
        formMe,
        {
          request: { query: CreateEventDocument, variables: () => true },
          result: graphQLError("We could not find that place", "BAD_USER_INPUT", {
            field: "location",
          }),
        },
      ],
    });
    const form = await screen.findByRole("form", { name: "Publish event" });
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Meet-up");
    await user.type(within(form).getByRole("textbox", { name: "Description" }), "Tea.");
    await user.type(within(form).getByLabelText("Start date"), "2030-12-12");
    await user.type(within(form).getByRole("textbox", { name: "Place (optional)" }), "Xyzzy");
    await user.click(within(form).getByRole("button", { name: "Publish event" }));

    const place = within(form).getByRole("textbox", { name: "Place (optional)" });
    await vi.waitFor(() => expect(place.getAttribute("aria-invalid")).toBe("true"));
    expect(within(form).getByText("We could not find that place")).toBeTruthy();
  });

  it("edits an event on its own clock", async () => {
    const event = buildEvent({ viewerCanEdit: true, viewerIsOrganizer: true });
    let sent: EventInput | undefined;
    const { user } = renderApp({
      route: "/events/e1/edit",
      token: "t",
      mocks: [
        verified,
        eventMock(event),
        {
          request: {
            query: UpdateEventDocument,
            variables: (variables: { input: EventInput }) => {
              sent = variables.input;
              return true;
            },
          },
          result: { data: { updateEvent: { ...event, title: "Reunion, moved" } } },
        },
        eventMock({ ...event, title: "Reunion, moved" }),
      ],
    });
    const form = await screen.findByRole("form", { name: "Save changes" });
    expect((within(form).getByLabelText("Start date") as HTMLInputElement).value).toBe(
      "2030-12-12",
    );
    expect((within(form).getByLabelText("Start time") as HTMLInputElement).value).toBe("18:00");
    expect((within(form).getByLabelText("End time") as HTMLInputElement).value).toBe("22:00");
    expect(within(form).getByRole("radio", { name: "A batch year" })).toHaveProperty(
      "checked",
      true,
    );
    const title = within(form).getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "Reunion, moved");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    await vi.waitFor(() => expect(currentLocation()).toBe("/events/e1"));
    expect(sent).toMatchObject({
      title: "Reunion, moved",
      startsAt: "2030-12-12T12:30:00.000Z",
      endsAt: "2030-12-12T16:30:00.000Z",
      timezone: "Asia/Kolkata",
      location: "Chandigarh",
      audience: { batchYear: 2016 },
    });
  });
});
