import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, expectAccessible, newEmail, signedInPage } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

// Issue 25's journeys: a member organises a batch reunion, another of the batch answers Going, the
// waitlist of a full event moves up when a place frees, and Add to calendar downloads a VCALENDAR.
// Data is seeded through the API; members are verified the way an admin's verification leaves them.

let stack: Stack;
/** A name part no other browser test uses. */
const TAG = `E${randomBytes(3).toString("hex")}`;
const WIDTHS = [1280, 360] as const;

interface Member {
  id: string;
  fullName: string;
  token: string;
}

/** A member signed up and completed through the REST API (batch 2016), verified unless pending. */
async function member(fullName: string, { verified = true } = {}): Promise<Member> {
  const email = newEmail(fullName.split(" ")[0].toLowerCase());
  expect((await api(stack, "/api/auth/send-otp", { email, full_name: fullName })).status).toBe(200);
  const code = await stack.mailbox.waitForCode(email);
  const signedIn = await api(stack, "/api/auth/verify-otp", { email, otp: code });
  expect(signedIn.status).toBe(200);
  const token = signedIn.body.token as string;
  const roll = `ISTC-2016-EC-${randomBytes(2).toString("hex").toUpperCase()}`;
  const completed = await api(
    stack,
    "/api/profile/complete",
    { roll_number: roll, trade: "Electronics", current_location: "Chandigarh" },
    token,
    "PUT",
  );
  expect(completed.status).toBe(200);
  const { rows } = await stack.db.query<{ id: string }>(
    `UPDATE users SET is_verified = $2, batch_year = 2016 WHERE email = $1 RETURNING id`,
    [email.toLowerCase(), verified],
  );
  return { id: rows[0].id, fullName, token };
}

/** A date `days` from now, as a date input takes it (the member's clock: UTC here). */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An event made through the REST API by `organiser`; its id. */
async function eventViaApi(organiser: Member, fields: Record<string, unknown>): Promise<string> {
  const starts = new Date(Date.now() + 10 * 86_400_000);
  const res = await api(
    stack,
    "/api/events",
    {
      title: `Meet-up ${TAG}`,
      description: "Tea and samosas.",
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
      location: "Pune",
      ...fields,
    },
    organiser.token,
  );
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** The RSVP panel's sentence about the viewer's answer. */
const answerOf = (page: Page) =>
  page.getByRole("region", { name: "Your answer" }).getByRole("status").textContent();

let organiser: Member;
let batchmate: Member;
let third: Member;
let pending: Member;

beforeAll(async () => {
  stack = await startStack();
  organiser = await member(`Ritu ${TAG}`);
  batchmate = await member(`Harpreet ${TAG}`);
  third = await member(`Kabir ${TAG}`);
  pending = await member(`Pawan ${TAG}`, { verified: false });
});
afterAll(() => stack?.close());

describe("events and reunions", () => {
  it("a member organises a batch reunion; a batchmate RSVPs Going and is listed", async () => {
    const title = `Batch of 2016 reunion ${TAG}`;
    const page = await signedInPage(stack, organiser.token, "/events");
    await page.getByRole("heading", { level: 1, name: "Events & Reunions" }).waitFor();
    await page.getByRole("link", { name: "Organise an event" }).first().click();
    const form = page.getByRole("form", { name: "Publish event" });
    await form.getByRole("textbox", { name: "Title" }).fill(title);
    await form.getByRole("textbox", { name: "Description" }).fill("Lunch on campus at 1 pm.");
    await form.getByLabel("Start date").fill(dayFromNow(14));
    await form.getByLabel("Start time").fill("12:00");
    await form.getByLabel("End time").fill("16:00");
    expect(await form.getByRole("combobox", { name: "Time zone" }).inputValue()).toBe(
      "Asia/Kolkata",
    );
    await form.getByRole("textbox", { name: "Place (optional)" }).fill("Chandigarh");
    await form.getByRole("radio", { name: "A batch year" }).check();
    expect(await form.getByRole("textbox", { name: "Batch year" }).inputValue()).toBe("2016");
    await form.getByRole("button", { name: "Publish event" }).click();

    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    // Who it is for: the batch alone.
    await page
      .getByRole("definition")
      .filter({ hasText: /^Batch of 2016/ })
      .waitFor();
    expect(await page.getByText("Reunion", { exact: true }).first().isVisible()).toBe(true);
    const eventUrl = new URL(page.url()).pathname;

    // A batchmate finds it on /events and answers Going.
    const other = await signedInPage(stack, batchmate.token, "/events");
    await other.getByRole("link", { name: title }).click();
    await other.getByRole("heading", { level: 1, name: title }).waitFor();
    await other
      .getByRole("group", { name: "RSVP" })
      .getByRole("button", { name: "Going", exact: true })
      .click();
    await expect.poll(() => answerOf(other)).toBe("You are going.");
    await other.context().close();

    // The organiser sees them among those going.
    await page.goto(eventUrl);
    await page
      .getByRole("list", { name: "Going" })
      .getByRole("link", { name: batchmate.fullName })
      .waitFor();
    await page.context().close();
  });

  it("the waitlist: the second member waits; when the first leaves, the second is going", async () => {
    const id = await eventViaApi(organiser, { title: `Small meet-up ${TAG}`, capacity: 1 });
    const first = await signedInPage(stack, batchmate.token, `/events/${id}`);
    const second = await signedInPage(stack, third.token, `/events/${id}`);

    await first
      .getByRole("group", { name: "RSVP" })
      .getByRole("button", { name: "Going", exact: true })
      .click();
    await expect.poll(() => answerOf(first)).toBe("You are going.");

    await second.reload();
    await second
      .getByRole("group", { name: "RSVP" })
      .getByRole("button", { name: "Going", exact: true })
      .click();
    await expect.poll(() => answerOf(second)).toMatch(/you are on the waitlist \(1 waiting\)/);

    await first
      .getByRole("group", { name: "RSVP" })
      .getByRole("button", { name: "Not going" })
      .click();
    await expect.poll(() => answerOf(first)).toBe("You are not going.");

    await second.reload();
    await expect.poll(() => answerOf(second)).toBe("You are going.");
    await first.context().close();
    await second.context().close();
  });

  it("Add to calendar downloads the event's .ics, a VCALENDAR with one VEVENT", async () => {
    const id = await eventViaApi(organiser, { title: `Calendar meet-up ${TAG}` });
    const page = await signedInPage(stack, batchmate.token, `/events/${id}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Add to calendar" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Calendar meet-up ${TAG}.ics`);
    const ics = await readFile((await download.path())!, "utf8");
    expect(ics.startsWith("BEGIN:VCALENDAR")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain(`SUMMARY:Calendar meet-up ${TAG}`);
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    await page.context().close();
  });

  it("the calendar feed: a member makes their private address; it lists the events they go to", async () => {
    const title = `Feed meet-up ${TAG}`;
    const id = await eventViaApi(organiser, { title });
    const rsvp = await api(stack, `/api/events/${id}/rsvp`, { status: "going" }, third.token);
    expect(rsvp.status).toBe(200);
    const page = await signedInPage(stack, third.token, "/events");
    const panel = page.getByRole("region", { name: "Your calendar feed" });
    await panel.getByRole("button", { name: "Get my feed address" }).click();
    const url = await panel.getByLabel("Feed address").inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const feed = await fetch(url);
    expect(feed.headers.get("content-type")).toMatch(/^text\/calendar/);
    const ics = await feed.text();
    expect(ics.startsWith("BEGIN:VCALENDAR")).toBe(true);
    expect(ics).toContain(`SUMMARY:${title}`);

    // Turned off, the address stops working.
    await panel.getByRole("button", { name: "Turn off" }).click();
    await page
      .getByRole("alertdialog", { name: "Turn off your calendar feed?" })
      .getByRole("button", { name: "Turn off" })
      .click();
    await panel.getByRole("button", { name: "Get my feed address" }).waitFor();
    expect((await fetch(url)).status).toBe(404);
    await page.context().close();
  });

  it("a pending member sees that they cannot organise", async () => {
    const page = await signedInPage(stack, pending.token, "/events/new");
    await page.getByRole("heading", { name: "You can't organise events yet" }).waitFor();
    await expectAccessible(page, "/events/new for a pending member");
    await page.context().close();
  });

  // Four screens at two widths, each measured by axe.
  it(
    "/events, its map, an event page and the form are accessible at 1280 and 360 px",
    { timeout: 240_000 },
    async () => {
      const id = await eventViaApi(organiser, {
        title: `Accessible meet-up ${TAG}`,
        online_url: "https://meet.example.org/istc",
        capacity: 20,
      });
      for (const width of WIDTHS) {
        const page = await signedInPage(stack, organiser.token, "/events", width);
        await page.getByRole("list", { name: "Events" }).waitFor();
        await page
          .getByRole("region", { name: "Your calendar feed" })
          .getByRole("button")
          .waitFor();
        await expectAccessible(page, `/events at ${width} px`);
        await stack.screenshot(page, `events-${width}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );

        await page.goto("/events?view=map");
        await page.getByRole("group", { name: "Map of events by city" }).waitFor();
        await expectAccessible(page, `/events on the map at ${width} px`);
        await stack.screenshot(page, `events-map-${width}`);

        await page.goto(`/events/${id}`);
        await page.getByRole("group", { name: "RSVP" }).waitFor();
        await expectAccessible(page, `an event page at ${width} px`);
        await stack.screenshot(page, `event-${width}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );

        await page.goto("/events/new");
        const form = page.getByRole("form", { name: "Publish event" });
        await form.getByRole("button", { name: "Publish event" }).click();
        await form.getByText("Title is required").waitFor();
        await expectAccessible(page, `the event form with errors at ${width} px`);
        await stack.screenshot(page, `event-form-${width}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await page.context().close();
      }
    },
  );
});
