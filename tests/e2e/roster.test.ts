import { randomBytes } from "node:crypto";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  expectAccessible,
  LoginPage,
  memberViaApi,
  newEmail,
  signedInPage,
} from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

async function adminViaApi(name: string) {
  const admin = await memberViaApi(stack, name);
  await stack.db.query(`UPDATE users SET is_admin = true WHERE email = $1`, [admin.email]);
  return admin;
}

describe("the roster", () => {
  it("an admin imports a roster, and a member on it is verified on completing the profile", async () => {
    const admin = await adminViaApi("Admin Roshni");
    const tag = randomBytes(2).toString("hex").toUpperCase();
    const roll = `ISTC-2018-TD-${tag}`;
    const file = path.join(mkdtempSync(path.join(tmpdir(), "istc-roster-")), "roster.csv");
    writeFileSync(
      file,
      [
        "Roll No,Name,Batch,Trade",
        `${roll},Harpreet Singh Bedi,2018,Tool and Die`,
        `ISTC-2018-TD-${tag}1,Aman Gill,2018,Fitter`,
        `ISTC-2018-TD-${tag}2,,2018,Fitter`,
      ].join("\n"),
    );

    const page = await signedInPage(stack, admin.token, "/admin");
    await page.getByRole("link", { name: "Roster" }).click();
    await page.getByRole("heading", { name: "Roster", level: 1 }).waitFor();
    expect(await page.title()).toBe("Roster · ISTC Connect");
    await page.getByLabel("Roster file").setInputFiles(file);
    await page.getByRole("button", { name: "Preview" }).click();
    await page.getByRole("heading", { name: "Preview" }).waitFor();
    expect(await page.locator(".admin-roster__counts").textContent()).toBe(
      "Rows read3Valid2Invalid1Would verify0",
    );
    await page.getByText("Line 4:").waitFor();
    await expectAccessible(page, "roster preview");
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByText("2 new, 0 updated, 1 invalid; 0 members verified.").waitFor();
    await page.getByRole("searchbox", { name: "Search the roster" }).fill("bedi");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("Harpreet Singh Bedi").waitFor();
    await page.setViewportSize({ width: 360, height: 800 });
    await expectAccessible(page, "roster at 360 px");
    await page.context().close();

    // Harpreet signs up as "Harpreet S Bedi" and completes the profile with the roll number
    // written another way: verified at once.
    const email = newEmail("harpreet");
    const member = await stack.newPage();
    await member.goto("/login");
    const login = new LoginPage(member);
    await login.submitEmail(email);
    await login.submitName("Harpreet S Bedi");
    await login.submitCode(await stack.mailbox.waitForCode(email));
    await member.waitForURL("**/profile/complete");
    await member.getByLabel("Roll Number").fill(roll.toLowerCase().replaceAll("-", ""));
    await member.getByLabel("Trade").fill("Tool and Die");
    await member.getByLabel("Current Location").fill("Ludhiana, Punjab");
    await member.locator("form").getByRole("button", { name: "Complete Profile" }).click();
    await member.waitForURL("**/dashboard");
    await member.getByText("Verified ISTCian - You can now access all features!").waitFor();
    await member.context().close();

    const {
      rows: [audit],
    } = await stack.db.query(
      `SELECT actor_name FROM admin_audit_log a JOIN users u ON u.id = a.target_id WHERE u.email = $1`,
      [email],
    );
    expect(audit.actor_name).toBe("Roster");
    // And a script can read the roster with the same rules.
    const list = await api(stack, `/api/admin/roster?search=${tag}`, undefined, admin.token, "GET");
    expect(list.status).toBe(200);
  });
});
