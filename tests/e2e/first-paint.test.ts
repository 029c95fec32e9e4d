import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberViaApi } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

// Each page paints before any JavaScript runs (client/vite-plugins/: its first paint rendered at build
// time, served in index.html), for the right person only, and the app takes over from it.

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack();
  token = (await memberViaApi(stack, "Paint Pillai")).token;
});
afterAll(() => stack?.close());

/** A page whose scripts never arrive (the app never runs), signed in or not. */
async function withoutScripts(signedIn: boolean) {
  const page = await stack.newPage(360);
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  if (signedIn) {
    await page.goto("/robots.txt");
    await page.evaluate((t) => localStorage.setItem("token", t), token);
  }
  await page.route("**/assets/*.js", (route) => route.abort());
  return { page, violations };
}

const shown = (page: Page, selector: string) => page.locator(selector).first().isVisible();

describe("the first paint of a page", () => {
  it("shows a member's page before its scripts, as a picture the app then replaces", async () => {
    const { page, violations } = await withoutScripts(true);
    await page.goto("/directory");
    expect(await shown(page, "#root h1")).toBe(true);
    expect(await page.locator("#root h1").first().textContent()).toContain("Directory");
    expect(await shown(page, "#root input[type=search]")).toBe(true);
    // Not usable, and not announced, until the app runs.
    expect(await page.locator("#root").getAttribute("inert")).toBe("");
    expect(await page.locator("#root").getAttribute("aria-hidden")).toBe("true");
    expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe("member");
    expect(violations).toEqual([]);

    await page.unroute("**/assets/*.js");
    await page.goto("/directory");
    await page.getByRole("heading", { name: "Directory" }).waitFor();
    await page.getByRole("searchbox", { name: "Search the directory" }).fill("Pillai");
    expect(await page.locator("#root").getAttribute("inert")).toBeNull();
    expect(await page.locator("#root[data-shell]").count()).toBe(0);
    await page.context().close();
  });

  it("never shows a member's page to a visitor, who is sent to sign in", async () => {
    const { page, violations } = await withoutScripts(false);
    await page.goto("/directory");
    expect(await page.evaluate(() => document.documentElement.dataset.session)).toBe("visitor");
    expect(await page.locator("#root h1").count()).toBe(1);
    expect(await shown(page, "#root h1")).toBe(false);
    expect(violations).toEqual([]);

    await page.unroute("**/assets/*.js");
    await page.goto("/directory");
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Welcome to ISTC Connect!" }).waitFor();
    await page.context().close();
  });

  it("never shows the landing or sign-in page to a member, who is sent to the dashboard", async () => {
    const { page } = await withoutScripts(true);
    for (const route of ["/", "/login"]) {
      await page.goto(route);
      expect(await page.locator("#root h1").count()).toBe(1);
      expect(await shown(page, "#root h1")).toBe(false);
    }
    await page.unroute("**/assets/*.js");
    await page.goto("/login");
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome, Paint Pillai!" }).waitFor();
    await page.context().close();
  });
});
