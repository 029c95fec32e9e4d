import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, expectAccessible, memberViaApi, signedInPage, tabTo } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

// Issue 27's journey: a student finds a mentor on /mentors by a plain-language query, asks (the
// keyboard only), the mentor accepts on /mentorship in a second browser (the keyboard only), and
// they exchange a message, open since the acceptance connected them. Then axe and screenshots of
// /mentors and /mentorship at 1280 and 360 px.

let stack: Stack;
/** A name part no other browser test uses. */
const TAG = `T${randomBytes(3).toString("hex")}`;

interface Member {
  id: string;
  fullName: string;
  token: string;
}

/** A verified member made through the API, working where `place` says, as `job`. */
async function verifiedMember(
  fullName: string,
  profile: Record<string, unknown> = {},
): Promise<Member> {
  const { email, token } = await memberViaApi(stack, fullName);
  if (Object.keys(profile).length) {
    const updated = await api(stack, "/api/profile/update", profile, token, "PUT");
    expect(updated.status).toBe(200);
  }
  const { rows } = await stack.db.query<{ id: string }>(
    `UPDATE users SET is_verified = true WHERE email = $1 RETURNING id`,
    [email.toLowerCase()],
  );
  return { id: rows[0].id, fullName, token };
}

let mentor: Member;
let student: Member;
const GOAL = "I finish my CNC course in June and want to work in Canada.";

beforeAll(async () => {
  stack = await startStack();
  mentor = await verifiedMember(`Gurpreet ${TAG}`, {
    trade: "Machinist",
    job_title: "CNC Programmer",
    current_location: "Toronto, Canada",
  });
  student = await verifiedMember(`Simran ${TAG}`);
  const offered = await api(
    stack,
    "/api/mentorship/profile",
    {
      is_mentor: true,
      topics: ["CNC machining", "Jobs abroad"],
      capacity: 2,
      availability: "Weekends",
      languages: ["Punjabi", "English"],
    },
    mentor.token,
    "PUT",
  );
  expect(offered.status).toBe(200);
});
afterAll(() => stack?.close());

/** The mentor's card on /mentors. */
const card = (page: Page) =>
  page.getByRole("list", { name: "Mentors" }).getByRole("listitem", { name: mentor.fullName });

describe("mentorship", () => {
  it("a student finds a mentor in plain words and asks; the mentor accepts; they message", async () => {
    // 1. The student searches /mentors in plain language, with the keyboard only.
    const studentPage = await signedInPage(stack, student.token, "/mentors");
    const search = studentPage.getByRole("searchbox", { name: "What would you like help with?" });
    await search.waitFor();
    await tabTo(studentPage, search, 40);
    await studentPage.keyboard.type("CNC mentors in Canada");
    await studentPage.keyboard.press("Enter");
    await studentPage.waitForURL(/\/mentors\?q=CNC\+mentors\+in\+Canada$/);
    await card(studentPage).getByText("2 open places").waitFor();
    await expect
      .poll(() =>
        studentPage
          .getByText(/Canada/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    // 2. Request mentorship: the dialog opens on the goal; Send request.
    const ask = card(studentPage).getByRole("button", {
      name: `Request mentorship from ${mentor.fullName}`,
    });
    await tabTo(studentPage, ask, 40);
    await studentPage.keyboard.press("Enter");
    const dialog = studentPage.getByRole("dialog", {
      name: `Ask ${mentor.fullName} to mentor you`,
    });
    await studentPage.keyboard.type(GOAL);
    await dialog.getByText(`${GOAL.length}/500`).waitFor();
    await tabTo(studentPage, dialog.getByRole("button", { name: "Send request" }), 5);
    await studentPage.keyboard.press("Enter");
    await card(studentPage).getByRole("button", { name: "Request sent" }).waitFor();
    await card(studentPage).getByText("1 open place").waitFor();

    // 3. The mentor, in another browser, accepts on /mentorship with the keyboard only.
    const mentorPage = await signedInPage(stack, mentor.token, "/mentorship");
    const toYou = mentorPage.getByRole("region", { name: "Requests to you" });
    await toYou.getByText(GOAL).waitFor();
    const accept = toYou.getByRole("button", { name: `Accept ${student.fullName}` });
    await tabTo(mentorPage, accept, 80);
    await mentorPage.keyboard.press("Enter");
    await mentorPage.getByText(`You are now mentoring ${student.fullName}`).waitFor();
    const message = toYou.getByRole("link", { name: `Message ${student.fullName}` });
    await message.waitFor();

    // 4. They are connected: the mentor writes from the request's Message link.
    await tabTo(mentorPage, message, 20);
    await mentorPage.keyboard.press("Enter");
    const composer = mentorPage.getByRole("textbox", { name: `Message ${student.fullName}` });
    await composer.waitFor();
    await composer.focus();
    await mentorPage.keyboard.type("Welcome! Send me your CV and we will start.");
    await mentorPage.keyboard.press("Enter");
    await mentorPage.waitForURL(/\/messages\/[0-9a-f-]{36}$/);

    // 5. The student sees the mentorship as active, and the mentor's message.
    await studentPage.goto("/mentorship");
    const mentors = studentPage.getByRole("region", { name: "Your mentors" });
    await mentors.getByText("Active").waitFor();
    await mentors.getByRole("link", { name: `Message ${mentor.fullName}` }).click();
    await studentPage
      .getByRole("log", { name: `Messages with ${mentor.fullName}` })
      .getByText("Welcome! Send me your CV and we will start.")
      .waitFor();
    await studentPage
      .getByRole("textbox", { name: `Message ${mentor.fullName}` })
      .fill("Thank you!");
    await studentPage.keyboard.press("Enter");
    await mentorPage
      .getByRole("log", { name: `Messages with ${student.fullName}` })
      .getByText("Thank you!")
      .waitFor({ timeout: 10_000 });

    // The server agrees: the request is active, for both.
    const listed = await fetch(`${stack.url}/api/mentorship/requests?role=mentee`, {
      headers: { authorization: `Bearer ${student.token}` },
    });
    const requests = (await listed.json()) as { status: string }[];
    expect(requests.map((r) => r.status)).toEqual(["active"]);
    await studentPage.context().close();
    await mentorPage.context().close();
  });

  it("/mentors and /mentorship are accessible at 1280 and 360 px", async () => {
    // A request waiting for the mentor, so the lists are measured with rows in them.
    const other = await verifiedMember(`Harleen ${TAG}`);
    const asked = await api(
      stack,
      "/api/mentorship/requests",
      { mentor_id: mentor.id, goal: "Help me prepare for interviews in the Gulf." },
      other.token,
    );
    expect(asked.status).toBe(201);
    for (const width of [1280, 360]) {
      const page = await signedInPage(stack, other.token, "/mentors", width);
      await card(page).getByRole("button", { name: "Request sent" }).waitFor();
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, `/mentors at ${width} px`);
      await stack.screenshot(page, `mentors-${width}`);
      await page.context().close();

      const mentorPage = await signedInPage(stack, mentor.token, "/mentorship", width);
      await mentorPage.getByRole("button", { name: `Accept ${other.fullName}` }).waitFor();
      await mentorPage.getByRole("button", { name: "Save changes" }).waitFor();
      await mentorPage.waitForLoadState("networkidle");
      await expectAccessible(mentorPage, `/mentorship at ${width} px`);
      await stack.screenshot(mentorPage, `mentorship-${width}`);
      await mentorPage.context().close();

      // The mentor's own page, as the other member sees it: the Mentor section.
      const memberPage = await signedInPage(stack, other.token, `/user/${mentor.id}`, width);
      const section = memberPage.getByRole("region", { name: "Mentor" });
      await section.getByText("Mentored 1 member").waitFor();
      await section.getByRole("button", { name: "Request sent" }).waitFor();
      await expectAccessible(memberPage, `a mentor's member page at ${width} px`);
      await stack.screenshot(memberPage, `mentor-member-${width}`);
      await memberPage.context().close();
    }
  });

  it("admins see the programme's figures and the private feedback at 1280 and 360 px", async () => {
    // The student ends the mentorship and leaves feedback; an admin reads it.
    const [active] = (await (
      await fetch(`${stack.url}/api/mentorship/requests?role=mentee`, {
        headers: { authorization: `Bearer ${student.token}` },
      })
    ).json()) as { id: string }[];
    const ended = await api(stack, `/api/mentorship/requests/${active.id}/end`, {}, student.token);
    expect(ended.status).toBe(200);
    const rated = await api(
      stack,
      `/api/mentorship/requests/${active.id}/feedback`,
      { rating: 5, note: "Patient, practical, and he knew the Canadian shops." },
      student.token,
    );
    expect(rated.status).toBe(200);
    const admin = await verifiedMember(`Admin ${TAG}`);
    await stack.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [admin.id]);
    for (const width of [1280, 360]) {
      const page = await signedInPage(stack, admin.token, "/admin/mentorship", width);
      await page.getByText("Patient, practical, and he knew the Canadian shops.").waitFor();
      await page.getByText("Rated 5 of 5").waitFor();
      await expectAccessible(page, `/admin/mentorship at ${width} px`);
      await stack.screenshot(page, `admin-mentorship-${width}`);
      await page.context().close();
    }
  });
});
