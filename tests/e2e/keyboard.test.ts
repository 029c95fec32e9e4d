import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isFocused, LoginPage, memberViaApi } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/**
 * How the element's focus ring would be drawn: outline and box-shadow as computed now, on the
 * element and on its ::after (a card whose link covers it draws the ring there).
 */
const ring = (target: Locator) =>
  target.evaluate((el) =>
    [null, "::after"]
      .map((pseudo) => {
        const s = getComputedStyle(el, pseudo);
        return s.outlineStyle === "none" && s.boxShadow === "none"
          ? "none"
          : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.boxShadow}`;
      })
      .join(" | "),
  );

/**
 * Presses Tab (or Shift+Tab) and nothing else until the target has the focus, then checks that the
 * focus shows: the element matches :focus-visible and its outline or shadow differs from unfocused.
 */
async function keyTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  await target.waitFor();
  const unfocused = await ring(target);
  for (let i = 0; i < max && !(await isFocused(target)); i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  expect(await isFocused(target), `keyboard focus never reached ${target}`).toBe(true);
  expect(await target.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
  const focused = await ring(target);
  expect(focused, `no visible focus indicator on ${target}`).not.toBe(unfocused);
  expect(focused, `no focus ring on ${target}`).not.toBe("none | none");
}

/** After a route change the new page's <main> (or something in it) has the focus. */
async function expectFocusInMain(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.getElementById("main");
        return Boolean(main && main.contains(document.activeElement));
      }),
    )
    .toBe(true);
}

describe("keyboard only", () => {
  it("signs in by code, searches, opens a profile, posts an opportunity and signs out", async () => {
    const tag = `Kb${randomBytes(3).toString("hex")}`;
    // The member to find: verified, with a name no other test uses.
    const found = await memberViaApi(stack, `Harjot ${tag}`);
    await stack.db.query(`UPDATE users SET is_verified = true WHERE email = $1`, [found.email]);
    const me = await memberViaApi(stack, "Keya Keyboard");
    await stack.db.query(`UPDATE users SET is_verified = true WHERE email = $1`, [me.email]);
    await stack.ageCodes(me.email);

    // Sign in by e-mail code.
    const page = await stack.newPage();
    await page.goto("/login");
    const login = new LoginPage(page);
    await keyTo(page, login.email());
    await page.keyboard.type(me.email);
    await page.keyboard.press("Enter");
    await login.code().waitFor();
    expect(await isFocused(login.code())).toBe(true);
    await page.keyboard.type(await stack.mailbox.waitForCode(me.email, 2));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome, Keya Keyboard!" }).waitFor();
    await expectFocusInMain(page);

    // The skip link is the first stop and leads into the page.
    await page.keyboard.press("Shift+Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await keyTo(page, skip, { back: true });
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await expectFocusInMain(page);

    // Search in plain words.
    await keyTo(page, page.getByRole("link", { name: "Smart Search", exact: true }), {
      back: true,
    });
    await page.keyboard.press("Enter");
    await page.waitForURL("**/search");
    await page.getByRole("heading", { name: "Smart Search" }).waitFor();
    await expectFocusInMain(page);
    await keyTo(page, page.getByRole("searchbox", { name: "Search ISTCians" }));
    await page.keyboard.type(`Harjot ${tag} from Panchkula`);
    await page.keyboard.press("Enter");
    const result = page.getByRole("link", { name: `Harjot ${tag}` });
    await result.waitFor();

    // Open the member's profile.
    await keyTo(page, result);
    await page.keyboard.press("Enter");
    await page.waitForURL("**/user/*");
    await page.getByRole("heading", { level: 1, name: `Harjot ${tag}` }).waitFor();
    await expectFocusInMain(page);

    // Post an opportunity.
    await keyTo(page, page.getByRole("link", { name: "Opportunities", exact: true }), {
      back: true,
    });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Opportunity Center" }).waitFor();
    await expectFocusInMain(page);
    await keyTo(page, page.getByRole("link", { name: "Post Opportunity", exact: true }));
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Post Opportunity" }).waitFor();
    await expectFocusInMain(page);
    await keyTo(page, page.getByLabel("Title"));
    await page.keyboard.type(`Lathe operator ${tag}`);
    await keyTo(page, page.getByLabel("Type"));
    await page.keyboard.type("Job");
    expect(await page.getByLabel("Type").inputValue()).toBe("JOB");
    await keyTo(page, page.getByLabel("Location"));
    await page.keyboard.type("Mohali, Punjab");
    await keyTo(page, page.getByLabel("Description"));
    await page.keyboard.type("Day shift on the CNC lathes.");
    await keyTo(page, page.locator("form").getByRole("button", { name: "Post Opportunity" }));
    await page.keyboard.press("Space");
    await page.getByRole("heading", { level: 1, name: `Lathe operator ${tag}` }).waitFor();
    await expectFocusInMain(page);

    // The delete confirmation keeps the focus inside until Escape, then hands it back.
    const remove = page.getByRole("button", { name: "Delete", exact: true });
    await keyTo(page, remove);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete opportunity" });
    await dialog.waitFor();
    expect(await isFocused(dialog.getByRole("button", { name: "Cancel" }))).toBe(true);
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), key).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await isFocused(remove)).toBe(true);

    // Sign out.
    await keyTo(page, page.getByRole("button", { name: "Logout" }), { back: true });
    await page.keyboard.press("Enter");
    await page.waitForURL("**/login");
    await login.email().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    // Focus is on the page's form or its main region, not lost on a removed button.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await page.context().close();
  }, 240_000);
});
