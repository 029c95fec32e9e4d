import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectAccessible,
  isFocused,
  LoginPage,
  memberViaApi,
  newEmail,
  returningMemberAtCodeStep,
  tabTo,
} from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe("signing in", () => {
  it("a new member signs up with an e-mailed code, completes the profile, sees pending, logs out", async () => {
    const page = await stack.newPage();
    const email = newEmail("navneet");
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByText("Contact admin").waitFor();
    await stack.screenshot(page, "01-landing");
    await expectAccessible(page, "landing");
    await page.getByRole("link", { name: "Get Started" }).click();
    await page.waitForURL("**/login");
    await page.getByText("Welcome to ISTC Connect!").waitFor();
    await page.getByText("Contact admin").waitFor();
    await stack.screenshot(page, "02-login");
    await expectAccessible(page, "login: e-mail step");

    const login = new LoginPage(page);
    await login.submitEmail(email);
    await page.getByLabel("Your Name").waitFor();
    await page.getByRole("button", { name: "Send OTP" }).click();
    await page.getByText("Please enter your name", { exact: true }).waitFor();
    await expectAccessible(page, "login: name step with an error");
    await login.submitName("Navneet Kaur Gill");
    await page.getByText(`Check your email at ${email}`).waitFor();
    await page.getByText("OTP valid for 10 minutes").waitFor();
    await stack.screenshot(page, "03-otp");
    await expectAccessible(page, "login: code step");
    await login.submitCode(await stack.mailbox.waitForCode(email));

    await page.waitForURL("**/profile/complete");
    await page.getByText("Let's complete your profile!").waitFor();
    await page.locator("form").getByRole("button", { name: "Complete Profile" }).click();
    await page.getByText("Roll number is required").waitFor();
    expect(await isFocused(page.getByLabel("Roll Number"))).toBe(true);
    await expectAccessible(page, "complete profile with errors");
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
    expect(await page.title()).toBe("Dashboard · ISTC Connect");
    await stack.screenshot(page, "05-dashboard-pending");
    await expectAccessible(page, "dashboard");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
    await page.context().close();
  });

  it("a returning member goes e-mail -> code -> dashboard", async () => {
    const { page, login, code, roll } = await returningMemberAtCodeStep(stack, "Rohan Mehta", {
      email: (email) => email.toUpperCase(),
    });
    await page.getByText("OTP Sent!").waitFor();
    expect(await page.getByLabel("Your Name").count()).toBe(0);
    await login.submitCode(code);
    await page.waitForURL("**/dashboard");
    await page.getByText("Great to see you again!").waitFor();
    await page.getByRole("heading", { name: "Welcome, Rohan Mehta!" }).waitFor();
    await page.getByText(roll).first().waitFor();
    await page.context().close();
  });

  it("Back to email and Continue with the same address: the code step again, no second e-mail", async () => {
    const { page, login, code, email } = await returningMemberAtCodeStep(stack, "Simran Bedi");
    await page.getByRole("button", { name: /^Resend OTP in \d:\d\d$/ }).waitFor();

    await page.getByRole("button", { name: "Back to email" }).click();
    await login.submitEmail(email);

    await login.code().waitFor();
    expect(stack.mailbox.to(email)).toHaveLength(2);
    expect(await page.getByRole("button", { name: /^Resend OTP in/ }).isDisabled()).toBe(true);
    await login.submitCode(code);
    await page.waitForURL("**/dashboard");
    expect(stack.mailbox.to(email)).toHaveLength(2);
    await page.context().close();
  });

  it("a member signs in with the keyboard alone, and lands where the guard stopped them", async () => {
    const { email } = await memberViaApi(stack, "Keyboard Kaur");
    await stack.ageCodes(email);
    const page = await stack.newPage();
    await page.goto("/opportunities");
    await page.waitForURL("**/login");
    const login = new LoginPage(page);

    await tabTo(page, login.email());
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    // The code step takes the focus.
    await login.code().waitFor();
    expect(await isFocused(login.code())).toBe(true);
    await page.keyboard.type(await stack.mailbox.waitForCode(email, 2));
    await page.keyboard.press("Enter");

    await page.waitForURL("**/opportunities");
    await page.getByRole("heading", { name: "Opportunity Center" }).waitFor();
    // After a navigation the new page's <main> has the focus; Tab continues from there.
    await tabTo(page, page.getByRole("link", { name: "Post Opportunity" }));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/opportunities/new");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    await page.context().close();
  });

  it("a wrong code shows the server's message on the code field and keeps the member there", async () => {
    const { page, login, code } = await returningMemberAtCodeStep(stack, "Kavya Nair");
    await login.submitCode(code === "000000" ? "111111" : "000000");
    const field = page.locator(".field", { has: login.code() });
    await field.getByText("Invalid OTP. 4 attempts left.").waitFor();
    expect(await login.code().getAttribute("aria-invalid")).toBe("true");
    expect(await isFocused(login.code())).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/login");
    await expectAccessible(page, "login: wrong code");
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
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.waitForURL("**/profile/complete");
    expect(visited).toContain("/auth/success");
    expect(page.url()).not.toContain("token=");
    // The URL carried a one-time code; the session token the app keeps never was in a URL.
    const session = await page.evaluate(() => localStorage.getItem("token"));
    expect(redirectCode).toMatch(/^[\w-]{43}$/);
    expect(session).toMatch(/^[\w-]{43}$/);
    expect(session).not.toBe(redirectCode);

    // Second time, from a guarded page: a returning account goes back to that page.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await page.goto("/directory");
    await page.waitForURL("**/login");
    visited.length = 0;
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.waitForURL("**/directory");
    expect(visited).toContain("/auth/success");
    await page.getByRole("heading", { name: "Directory" }).waitFor();
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await page.getByRole("heading", { name: "Welcome, Harpreet Singh!" }).waitFor();
    await page.getByRole("link", { name: "Complete My Profile" }).waitFor();
    await stack.screenshot(page, "06-dashboard-google-incomplete");
    await expectAccessible(page, "dashboard with the incomplete-profile banner");
    await page.context().close();
  });

  it("the signed-in pages fit a 360 px screen with the compact icon nav", async () => {
    const { page, login, code } = await returningMemberAtCodeStep(stack, "Ishaan Verma", {
      width: 360,
    });
    await expectAccessible(page, "code step at 360 px");
    await login.submitCode(code);
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "Welcome, Ishaan Verma!" }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: "Directory", exact: true }).waitFor();
    await stack.screenshot(page, "07-dashboard-360");
    await expectAccessible(page, "dashboard at 360 px");
    await page.context().close();
  });
});
