import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, memberViaApi, signedInPage } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/** The first admin of a fresh install is named in ADMIN_EMAILS or flagged in the database. */
async function adminViaApi(name: string) {
  const admin = await memberViaApi(stack, name);
  await stack.db.query(`UPDATE users SET is_admin = true WHERE email = $1`, [admin.email]);
  return admin;
}

describe("admin verification", () => {
  it("an admin verifies a pending member, who sees it on reload", async () => {
    const admin = await adminViaApi("Admin Anand");
    const member = await memberViaApi(stack, "Priya Pending");

    const memberPage = await signedInPage(stack, member.token, "/dashboard");
    await memberPage.getByText("Pending Verification - Your profile is under review").waitFor();

    const adminPage = await signedInPage(stack, admin.token, "/admin");
    await adminPage.getByRole("heading", { name: "Admin Panel" }).waitFor();
    expect(await adminPage.title()).toBe("Admin Panel · ISTC Connect");
    await adminPage.getByRole("searchbox", { name: "Search members" }).fill(member.roll);
    await adminPage.getByRole("button", { name: "Search", exact: true }).click();
    const card = adminPage.getByRole("listitem").filter({
      has: adminPage.getByRole("heading", { name: "Priya Pending" }),
    });
    await card.getByText("Pending", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Verify as ISTCian" }).click();
    await adminPage.getByText("User Priya Pending verified successfully").waitFor();
    await card.getByRole("button", { name: "Unverify" }).waitFor();
    await adminPage.getByText("Admin Anand verified Priya Pending").waitFor();
    await adminPage.context().close();

    // Same session, no new sign-in: the next request already sees the verification.
    await memberPage.reload();
    await memberPage.getByText("Verified ISTCian - You can now access all features!").waitFor();
    await memberPage.context().close();
  });

  it("a non-admin is turned away from /admin", async () => {
    const member = await memberViaApi(stack, "Nadia Nonadmin");
    const page = await signedInPage(stack, member.token, "/admin");
    await page.getByText("You don't have admin privileges").waitFor();
    await page.waitForURL("**/dashboard");
    expect(await page.getByRole("link", { name: "Admin", exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it("the admin screens are accessible at 1280 and 360 px", async () => {
    const admin = await adminViaApi("Admin Asha");
    await memberViaApi(stack, "Waiting Wahid");
    for (const width of [1280, 360]) {
      const page = await signedInPage(stack, admin.token, "/admin", width);
      await page.getByRole("button", { name: "Verify as ISTCian" }).first().waitFor();
      await expectAccessible(page, `/admin at ${width} px`);
      await stack.screenshot(page, `admin-${width}`);

      await page.getByRole("link", { name: "User Management" }).click();
      await page.getByRole("heading", { name: "User Management" }).waitFor();
      await page.getByRole("button", { name: "Add New User" }).click();
      await page.getByLabel("Email *").waitFor();
      await expectAccessible(page, `/admin/users at ${width} px`);
      await stack.screenshot(page, `admin-users-${width}`);
      await page.context().close();
    }
  });
});
