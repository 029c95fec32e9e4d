import { randomBytes } from "node:crypto";
import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Stack } from "./stack.js";

export const newEmail = (who: string) =>
  `${who}.${randomBytes(4).toString("hex")}@e2e.istc-connect.in`;

/** Page object for /login. */
export class LoginPage {
  constructor(private readonly page: Page) {}
  email = () => this.page.getByLabel("Email", { exact: true });
  code = () => this.page.getByLabel("Enter OTP");
  async submitEmail(email: string) {
    await this.email().fill(email);
    await this.page.getByRole("button", { name: "Continue", exact: true }).click();
  }
  async submitName(name: string) {
    await this.page.getByLabel("Your Name").fill(name);
    await this.page.getByRole("button", { name: "Send OTP" }).click();
  }
  async submitCode(code: string) {
    await this.code().fill(code);
    await this.page.getByRole("button", { name: "Verify & Continue" }).click();
  }
}

type Json = Record<string, unknown>;

/** A REST call to the app, as a script would make it. */
export async function api(
  stack: Stack,
  path: string,
  body: unknown,
  token?: string,
  method = "POST",
) {
  const res = await fetch(`${stack.url}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A member signed up and completed through the REST API (data seeded through the API). */
export async function memberViaApi(stack: Stack, name: string) {
  const email = newEmail(name.split(" ")[0].toLowerCase());
  expect((await api(stack, "/api/auth/send-otp", { email, full_name: name })).status).toBe(200);
  const code = await stack.mailbox.waitForCode(email);
  const verified = await api(stack, "/api/auth/verify-otp", { email, otp: code });
  expect(verified.status).toBe(200);
  const token = verified.body.token as string;
  const roll = `ISTC-2019-EC-${randomBytes(2).toString("hex").toUpperCase()}`;
  const completed = await api(
    stack,
    "/api/profile/complete",
    { roll_number: roll, trade: "Electronics", current_location: "Panchkula, Haryana" },
    token,
    "PUT",
  );
  expect(completed.status).toBe(200);
  return { email, roll, token };
}

/**
 * A member made through the API (their sign-up code aged past the resend wait) who has typed
 * their e-mail on /login: the page is at the code step and the new code is in the mailbox.
 */
export async function returningMemberAtCodeStep(
  stack: Stack,
  name: string,
  { width, email: typed }: { width?: number; email?: (email: string) => string } = {},
) {
  const member = await memberViaApi(stack, name);
  await stack.ageCodes(member.email);
  const page = await stack.newPage(width);
  await page.goto("/login");
  const login = new LoginPage(page);
  await login.submitEmail(typed ? typed(member.email) : member.email);
  const code = await stack.mailbox.waitForCode(member.email, 2);
  return { ...member, page, login, code };
}

/** Opens a page already signed in with this token (as if the member had signed in before). */
export async function signedInPage(
  stack: Stack,
  token: string,
  path = "/dashboard",
  width?: number,
) {
  const page = await stack.newPage(width);
  await page.goto("/");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.goto(path);
  return page;
}

/**
 * axe-core on the page as it is now: every rule axe runs by default (WCAG 2.x A and AA and best
 * practices), 0 violations. Motion is reduced first so a toast that is still fading in is
 * measured at its final colours.
 */
export async function expectAccessible(page: Page, screen: string) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) => `${screen}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(found).toEqual([]);
}

/** Presses Tab (and nothing else) until the target has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Whether the element has the keyboard focus now. */
export const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement);
