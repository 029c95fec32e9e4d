import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const newEmail = (who: string) => `${who}.${randomBytes(4).toString("hex")}@e2e.istc-connect.in`;

/** Page object for /login. */
class LoginPage {
  constructor(private readonly page: Page) {}
  email = () => this.page.getByLabel("Email", { exact: true });
  async submitEmail(email: string) {
    await this.email().fill(email);
    await this.page.getByRole("button", { name: "Continue", exact: true }).click();
  }
  async submitName(name: string) {
    await this.page.getByLabel("Your Name").fill(name);
    await this.page.getByRole("button", { name: "Send OTP" }).click();
  }
  async submitCode(code: string) {
    await this.page.getByLabel("Enter OTP").fill(code);
    const verify = this.page.getByRole("button", { name: "Verify & Continue" });
    if (await verify.isEnabled().catch(() => false)) await verify.click().catch(() => {});
  }
}

/** A member signed up and completed through the REST API (data seeded through the API). */
async function memberViaApi(name: string) {
  const email = newEmail(name.split(" ")[0].toLowerCase());
  const post = (path: string, body: unknown, token?: string, method = "POST") =>
    fetch(`${stack.url}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  expect((await post("/api/auth/send-otp", { email, full_name: name })).status).toBe(200);
  const code = await stack.mailbox.waitForCode(email);
  const verified = await post("/api/auth/verify-otp", { email, otp: code });
  expect(verified.status).toBe(200);
  const roll = `ISTC-2019-EC-${randomBytes(2).toString("hex").toUpperCase()}`;
  const completed = await post(
    "/api/profile/complete",
    { roll_number: roll, trade: "Electronics", current_location: "Panchkula, Haryana" },
    verified.body.token,
    "PUT",
  );
  expect(completed.status).toBe(200);
  return { email, roll };
}

describe("signing in", () => {
  it("a new member signs up with an e-mailed code, completes the profile, sees pending, logs out", async () => {
    const page = await stack.newPage();
    const email = newEmail("navneet");
    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBeTruthy();
    await stack.screenshot(page, "01-landing");
    await page
      .getByRole("link", { name: "Get Started" })
      .or(page.getByRole("button", { name: "Get Started" }))
      .first()
      .click();
    await page.waitForURL("**/login");
    await expect.poll(() => page.getByText("Welcome to ISTC Connect!").isVisible()).toBe(true);
    await stack.screenshot(page, "02-login");

    const login = new LoginPage(page);
    await login.submitEmail(email);
    await page.getByLabel("Your Name").waitFor();
    await login.submitName("Navneet Kaur Gill");
    await page.getByText(`Check your email at ${email}`).waitFor();
    await stack.screenshot(page, "03-otp");
    await login.submitCode(await stack.mailbox.waitForCode(email));

    await page.waitForURL("**/profile/complete");
    await page.getByText("Let's complete your profile!").waitFor();
    await page.getByLabel("Roll Number").fill(`ISTC-2021-MT-${randomBytes(2).toString("hex")}`);
    await page.getByLabel("Trade").fill("Mechatronics");
    await page.getByLabel("Current Location").fill("Ludhiana, Punjab");
    await stack.screenshot(page, "04-complete-profile");
    await page.locator("form").getByRole("button", { name: "Complete Profile" }).click();

    await page.waitForURL("**/dashboard");
    await page
      .getByText("Pending Verification - Your profile is under review by admins.")
      .waitFor();
    await page.getByRole("heading", { name: "Welcome, Navneet Kaur Gill!" }).waitFor();
    expect(await page.getByRole("link", { name: "Complete My Profile" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Admin", exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/^[\w-]{43}$/);
    await stack.screenshot(page, "05-dashboard-pending");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
    await page.context().close();
  });

  it("a returning member goes e-mail -> code -> dashboard", async () => {
    const { email, roll } = await memberViaApi("Rohan Mehta");
    await stack.ageCodes(email);
    const page = await stack.newPage();
    await page.goto("/login");
    const login = new LoginPage(page);
    await login.submitEmail(email.toUpperCase());
    await page.getByText("OTP Sent!").waitFor();
    expect(await page.getByLabel("Your Name").count()).toBe(0);
    await login.submitCode(await stack.mailbox.waitForCode(email, 2));
    await page.waitForURL("**/dashboard");
    await page.getByText("Great to see you again!").waitFor();
    await page.getByRole("heading", { name: "Welcome, Rohan Mehta!" }).waitFor();
    await page.getByText(roll).first().waitFor();
    await page.context().close();
  });

  it("a wrong code shows the server's message and keeps the member on the code step", async () => {
    const { email } = await memberViaApi("Kavya Nair");
    await stack.ageCodes(email);
    const page = await stack.newPage();
    await page.goto("/login");
    const login = new LoginPage(page);
    await login.submitEmail(email);
    const code = await stack.mailbox.waitForCode(email, 2);
    await login.submitCode(code === "000000" ? "111111" : "000000");
    await page.getByText("Invalid OTP. 4 attempts left.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.context().close();
  });

  it("Google sign-in through the OpenID provider lands on /auth/success, then the app", async () => {
    const email = newEmail("harpreet");
    stack.google.signInAs({
      sub: `g-${randomBytes(6).toString("hex")}`,
      email,
      email_verified: true,
      name: "Harpreet Singh",
    });
    const page = await stack.newPage();
    const visited: string[] = [];
    let redirectCode: string | null = null;
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      const url = new URL(frame.url());
      visited.push(url.pathname);
      if (url.pathname === "/auth/success") redirectCode ??= url.searchParams.get("token");
    });
    await page.goto("/login");
    await page
      .getByRole("link", { name: "Continue with Google" })
      .or(page.getByRole("button", { name: "Continue with Google" }))
      .first()
      .click();
    await page.waitForURL("**/profile/complete");
    expect(visited).toContain("/auth/success");
    expect(page.url()).not.toContain("token=");
    // The URL carried a one-time code; the session token the app keeps never was in a URL.
    const session = await page.evaluate(() => localStorage.getItem("token"));
    expect(redirectCode).toMatch(/^[\w-]{43}$/);
    expect(session).toMatch(/^[\w-]{43}$/);
    expect(session).not.toBe(redirectCode);

    // Second time: a returning account goes to the dashboard.
    await page
      .getByRole("button", { name: "Logout" })
      .click()
      .catch(() => {});
    await page.goto("/login");
    visited.length = 0;
    await page
      .getByRole("link", { name: "Continue with Google" })
      .or(page.getByRole("button", { name: "Continue with Google" }))
      .first()
      .click();
    await page.waitForURL("**/dashboard");
    expect(visited).toContain("/auth/success");
    await page.getByRole("heading", { name: "Welcome, Harpreet Singh!" }).waitFor();
    await page.getByRole("link", { name: "Complete My Profile" }).waitFor();
    await stack.screenshot(page, "06-dashboard-google-incomplete");
    await page.context().close();
  });

  it("the signed-in pages fit a 360 px screen with the compact icon nav", async () => {
    const { email } = await memberViaApi("Ishaan Verma");
    await stack.ageCodes(email);
    const page = await stack.newPage(360);
    await page.goto("/login");
    const login = new LoginPage(page);
    await login.submitEmail(email);
    await login.submitCode(await stack.mailbox.waitForCode(email, 2));
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome, Ishaan Verma!" }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "Directory", exact: true }).waitFor();
    await stack.screenshot(page, "07-dashboard-360");
    await page.context().close();
  });
});
