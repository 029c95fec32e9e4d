import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, memberViaApi, signedInPage, tabTo } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

// Issue 26's journey for a member's own data: on /settings/account the member sees the devices
// signed in as them and signs one out, downloads their data (a JSON file with every kind), then
// deletes the account by typing the words, keyboard only, and is back at sign-in; the old session
// no longer works.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe("a member's account", () => {
  it("signs out another device, downloads their data, and deletes the account", async () => {
    const member = await memberViaApi(stack, "Deepa Departing");
    // A second device: a sign-in from elsewhere (a phone), as a session the member can end.
    const { rows } = await stack.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [
      member.email.toLowerCase(),
    ]);
    const userId = rows[0].id;

    const page = await signedInPage(stack, member.token, "/profile");
    await page.getByRole("link", { name: "Account settings" }).click();
    await page.getByRole("heading", { level: 1, name: "Account" }).waitFor();
    const devices = page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem");
    await devices.first().waitFor();
    await expectAccessible(page, "/settings/account");

    // Two devices: this browser (the member's sign-in) and a phone that signed in later.
    await stack.ageCodes(member.email);
    const phoneHeaders = {
      "content-type": "application/json",
      "user-agent":
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
    };
    await fetch(`${stack.url}/api/auth/send-otp`, {
      method: "POST",
      headers: phoneHeaders,
      body: JSON.stringify({ email: member.email, full_name: "Deepa Departing" }),
    });
    const otp = await stack.mailbox.waitForCode(member.email, 2);
    const phone = await fetch(`${stack.url}/api/auth/verify-otp`, {
      method: "POST",
      headers: phoneHeaders,
      body: JSON.stringify({ email: member.email, otp }),
    });
    const phoneToken = ((await phone.json()) as { token: string }).token;
    await page.reload();
    await page.getByText("Chrome on Android").waitFor();
    expect(await devices.count()).toBe(2);
    expect(await devices.filter({ hasText: "This device" }).count()).toBe(1);

    // Sign the phone out: it stops working at once.
    const phoneRow = devices.filter({ hasText: "Chrome on Android" });
    await phoneRow.getByRole("button", { name: /^Sign out Chrome on Android/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out this device?" });
    await dialog.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("Chrome on Android signed out").waitFor();
    expect(await devices.count()).toBe(1);
    const phoneMe = await fetch(`${stack.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${phoneToken}` },
    });
    expect(phoneMe.status).toBe(401);

    // Download my data: a JSON file with every kind.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^istc-connect-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await file.path())!, "utf8"));
    expect(data.profile.email).toBe(member.email.toLowerCase());
    expect(data.profile.roll_number).toBeTruthy();
    for (const key of ["opportunities", "sessions", "connections", "messages", "events"]) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    expect(data.sessions).toHaveLength(2);
    expect(
      data.sessions.filter((x: { signed_out_at: string | null }) => x.signed_out_at),
    ).toHaveLength(1);

    // Delete: keyboard only. The wrong words are refused in place.
    const words = page.getByLabel("Type DELETE MY ACCOUNT to confirm");
    await tabTo(page, words, 60);
    await page.keyboard.type("delete my account");
    await page.keyboard.press("Enter");
    await page.getByText("Type DELETE MY ACCOUNT to confirm", { exact: false }).first().waitFor();
    expect(await words.getAttribute("aria-invalid")).toBe("true");
    await words.fill("");
    await page.keyboard.type("DELETE MY ACCOUNT");
    await page.keyboard.press("Enter");
    await page.getByText("Your account has been deleted").waitFor();
    await page.waitForURL((url) => url.pathname === "/login");

    // The session is gone, and so is the member.
    const me = await fetch(`${stack.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(me.status).toBe(401);
    const left = await stack.db.query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
    expect(left.rows).toHaveLength(0);
    await page.context().close();
  });
});
