import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, expectAccessible, newEmail, signedInPage } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

// Issue 23's journey: a member saves a search, an admin verifies a matching pending member, the
// member's bell count rises, the notification opens the new member's page, and the alert e-mail's
// List-Unsubscribe link opens /unsubscribe/<token>, which turns those e-mails off. The server runs
// its background jobs inline (stack.ts: WORKERS=inline, JOBS_POLL_SECONDS=0.5).

let stack: Stack;
/** A name part no other browser test uses. */
const TAG = `N${randomBytes(3).toString("hex")}`;
const QUERY = "mechanical in Ludhiana";

interface Member {
  id: string;
  email: string;
  fullName: string;
  roll: string;
  token: string;
}

/** A member signed up and completed through the REST API; pending until verified. */
async function member(
  fullName: string,
  profile: { trade: string; current_location: string },
): Promise<Member> {
  const email = newEmail(fullName.split(" ")[0].toLowerCase());
  expect((await api(stack, "/api/auth/send-otp", { email, full_name: fullName })).status).toBe(200);
  const code = await stack.mailbox.waitForCode(email);
  const signedIn = await api(stack, "/api/auth/verify-otp", { email, otp: code });
  expect(signedIn.status).toBe(200);
  const token = signedIn.body.token as string;
  const roll = `ISTC-2018-ME-${randomBytes(2).toString("hex").toUpperCase()}`;
  const completed = await api(
    stack,
    "/api/profile/complete",
    { roll_number: roll, ...profile },
    token,
    "PUT",
  );
  expect(completed.status).toBe(200);
  const { rows } = await stack.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
    email.toLowerCase(),
  ]);
  return { id: rows[0].id, email, fullName, roll, token };
}

/** The unread count the bell names ("Notifications, 3 unread"; 0 when it names none). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
  await bell.waitFor();
  await page.waitForLoadState("networkidle"); // the count has come (it shows none until then)
  const name = (await bell.getAttribute("aria-label")) ?? "";
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/** The raw headers of a message, folded lines joined. */
const headersOf = (raw: string) =>
  raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");

/** Waits for an e-mail to `address` that carries a List-Unsubscribe header; returns its headers. */
/** The notification e-mail to `address` that names `naming` (the member also gets "you are verified"). */
async function waitForAlertMail(address: string, naming: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = stack.mailbox
      .to(address)
      .find((m) => /^List-Unsubscribe:/im.test(headersOf(m.raw)) && m.text.includes(naming));
    if (mail) return { mail, headers: headersOf(mail.raw) };
    if (Date.now() > deadline)
      throw new Error(`no alert e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

let searcher: Member;
let admin: Member;
let newcomer: Member;

beforeAll(async () => {
  stack = await startStack();
  searcher = await member(`Sunita ${TAG}`, {
    trade: "Electronics",
    current_location: "Jaipur, Rajasthan",
  });
  // What an admin's verification does, before the search is saved (its own "verified" note aside).
  await stack.db.query(`UPDATE users SET is_verified = true WHERE id = $1`, [searcher.id]);
  admin = await member(`Admin ${TAG}`, { trade: "Electrical", current_location: "Chandigarh" });
  await stack.db.query(`UPDATE users SET is_admin = true, is_verified = true WHERE id = $1`, [
    admin.id,
  ]);
  newcomer = await member(`Ravinder ${TAG}`, {
    trade: "Mechanical",
    current_location: "Ludhiana, Punjab",
  });
});
afterAll(() => stack?.close());

describe("saved searches and notifications", () => {
  it("a saved search alerts the member in the bell and by e-mail; the e-mail unsubscribes", async () => {
    // 1. The member saves a search (alert: Instant, the default).
    const page = await signedInPage(
      stack,
      searcher.token,
      `/search?q=${encodeURIComponent(QUERY)}`,
    );
    await page.getByText(/^Found \d+ ISTCians$/).waitFor();
    await page.getByRole("button", { name: "Save this search" }).click();
    const form = page.getByRole("form", { name: "Save this search" });
    expect(await form.getByLabel("E-mail alert").inputValue()).toBe("INSTANT");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Saved. Manage it in Saved searches").waitFor();
    await page.getByRole("link", { name: "Saved searches", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: `“${QUERY}”` }).waitFor();
    const before = await bellCount(page);

    // 2. An admin verifies a pending member who matches it.
    const adminPage = await signedInPage(stack, admin.token, "/admin");
    await adminPage.getByRole("searchbox", { name: "Search members" }).fill(newcomer.roll);
    await adminPage.getByRole("button", { name: "Search", exact: true }).click();
    const card = adminPage.getByRole("listitem").filter({
      has: adminPage.getByRole("heading", { name: newcomer.fullName }),
    });
    await card.getByRole("button", { name: "Verify as ISTCian" }).click();
    await card.getByRole("button", { name: "Unverify" }).waitFor();
    await adminPage.context().close();

    // 3. The member's bell count rises (a reload asks at once instead of within 30 s).
    const deadline = Date.now() + 60_000;
    let after = before;
    while (after <= before) {
      if (Date.now() > deadline) throw new Error(`the bell stayed at ${before} for 60 s`);
      await page.waitForTimeout(1000);
      await page.reload();
      after = await bellCount(page);
    }
    expect(after).toBeGreaterThan(before);

    // 4. The member opens the notification: it names the new member and opens their page.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Notifications, \d+ unread$/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    const note = page
      .getByRole("list", { name: "Notifications" })
      .getByRole("link", { name: new RegExp(newcomer.fullName) });
    await note.click();
    await page.waitForURL(`**/user/${newcomer.id}`);
    await page.getByRole("heading", { level: 1, name: newcomer.fullName }).waitFor();
    // Back to the list in the app (a page load could cut the "read" call short): it is read now.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Notifications/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    await expect.poll(() => note.textContent(), { timeout: 10_000 }).not.toContain("(unread)");
    expect(await bellCount(page)).toBeLessThan(after);

    // 5. The alert e-mail: plain text, the reason, the preferences link, one-click unsubscribe.
    const { mail, headers } = await waitForAlertMail(searcher.email, newcomer.fullName);
    expect(mail.text).toContain(newcomer.fullName);
    expect(mail.text).toContain("/settings/notifications");
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    const link = /^List-Unsubscribe: <([^>]+)>/im.exec(headers)?.[1] ?? "";
    expect(new URL(link).pathname).toMatch(/^\/unsubscribe\/[^/]+$/);

    // 6. The link's page, without a session: it asks, and the button turns the alerts off.
    const visitor = await stack.newPage(360);
    await visitor.goto(link);
    await visitor.getByText(/^Stop e-mailing .+ to .+\?$/).waitFor();
    await expectAccessible(visitor, "/unsubscribe at 360 px");
    await visitor.getByRole("button", { name: "Unsubscribe" }).click();
    await visitor.getByText(/^You will no longer get .+ by e-mail\./).waitFor();
    await visitor.context().close();
    const prefs = await fetch(`${stack.url}/api/notifications/preferences`, {
      headers: { authorization: `Bearer ${searcher.token}` },
    });
    expect(prefs.status).toBe(200);
    expect(((await prefs.json()) as { email: Record<string, string> }).email.saved_searches).toBe(
      "off",
    );
    // The member's settings say so too.
    await page.goto("/settings/notifications");
    const alerts = page.getByRole("combobox", { name: "Saved-search alerts" });
    await alerts.waitFor();
    expect(await alerts.inputValue()).toBe("OFF");
    await page.context().close();
  });

  it("the new screens are accessible at 1280 and 360 px", async () => {
    for (const width of [1280, 360]) {
      const page = await signedInPage(stack, searcher.token, "/notifications", width);
      await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
      await page.getByRole("list", { name: "Notifications" }).waitFor();
      await expectAccessible(page, `/notifications at ${width} px`);
      await stack.screenshot(page, `notifications-${width}`);

      await page.goto("/saved-searches");
      await page.getByRole("list", { name: "Your saved searches" }).waitFor();
      await expectAccessible(page, `/saved-searches at ${width} px`);
      await stack.screenshot(page, `saved-searches-${width}`);

      await page.goto("/settings/notifications");
      await page.getByRole("combobox", { name: "Saved-search alerts" }).waitFor();
      await expectAccessible(page, `/settings/notifications at ${width} px`);
      await stack.screenshot(page, `notification-settings-${width}`);
      // Nothing wider than the screen at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.context().close();
    }
  });
});
