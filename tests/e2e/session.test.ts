import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  expectAccessible,
  memberViaApi,
  returningMemberAtCodeStep,
  signedInPage,
} from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const token = (page: import("playwright-core").Page) =>
  page.evaluate(() => localStorage.getItem("token"));

describe("the session in the browser", () => {
  it("logging out in one tab signs the other tab out too", async () => {
    const member = await memberViaApi(stack, "Tanvi Arora");
    const first = await signedInPage(stack, member.token);
    await first.getByRole("heading", { name: "Welcome, Tanvi Arora!" }).waitFor();
    const second = await first.context().newPage();
    await second.goto("/directory");
    await second.getByRole("heading", { name: "Directory" }).waitFor();

    await first.getByRole("button", { name: "Logout" }).click();
    await first.waitForURL("**/login");

    await second.waitForURL("**/login");
    await second.getByText("You signed out in another tab.").waitFor();
    expect(await second.getByText("Tanvi Arora").count()).toBe(0);
    await expectAccessible(second, "login with the signed-out notice");
    // The server revoked the token as well.
    const me = await fetch(`${stack.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(me.status).toBe(401);
    await first.context().close();
  });

  it("logging out works at once without a network; the server is not waited for", async () => {
    const { page, login, code } = await returningMemberAtCodeStep(stack, "Offline Oberoi");
    await login.submitCode(code);
    await page.getByRole("heading", { name: "Welcome, Offline Oberoi!" }).waitFor();

    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Logout" }).click();

    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Welcome to ISTC Connect!" }).waitFor();
    expect(await token(page)).toBeNull();
    expect(await page.getByText("Offline Oberoi").count()).toBe(0);
    // The revocation could not reach the server: the token still works there (it expires).
    await page.context().setOffline(false);
    await page.context().close();
  });

  it("logging out of a tab that never loaded the sign-in screen, offline: a clear message", async () => {
    const member = await memberViaApi(stack, "Offline Ojha");
    const page = await signedInPage(stack, member.token);
    await page.getByRole("heading", { name: "Welcome, Offline Ojha!" }).waitFor();

    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Logout" }).click();

    await page
      .getByText("You appear to be offline. Check your connection, then reload the page.")
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await token(page)).toBeNull();
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Reload page" }).click();
    await page.getByRole("heading", { name: "Welcome to ISTC Connect!" }).waitFor();
    await page.context().close();
  });

  it("a session revoked elsewhere ends here on the next request, with a word why", async () => {
    const member = await memberViaApi(stack, "Revoked Rana");
    const page = await signedInPage(stack, member.token);
    await page.getByRole("heading", { name: "Welcome, Revoked Rana!" }).waitFor();
    expect((await api(stack, "/api/auth/logout", {}, member.token)).status).toBe(200);

    // Coming back to the window asks the server who we are: the token is refused.
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));

    await page.waitForURL("**/login");
    await page.getByText("Your session has ended. Please sign in again.").waitFor();
    expect(await token(page)).toBeNull();
    await page.context().close();
  });

  it("a member verified by an admin sees it on returning to the window, without reloading", async () => {
    const member = await memberViaApi(stack, "Verified Later");
    const page = await signedInPage(stack, member.token);
    await page
      .getByText("Pending Verification - Your profile is under review by admins.")
      .waitFor();
    await stack.db.query(`UPDATE users SET is_verified = true WHERE email = $1`, [member.email]);

    await page.evaluate(() => window.dispatchEvent(new Event("focus")));

    await page.getByText("Verified ISTCian - You can now access all features!").waitFor();
    await page.context().close();
  });
});
