import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, memberViaApi, signedInPage } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/** The board's copy path: no system share sheet (as on desktop Linux), clipboard allowed. */
async function withoutShareSheet(page: Page, origin: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
}

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

describe("the opportunity board", () => {
  it("a verified member posts, finds, edits, shares and deletes an opportunity", async () => {
    const member = await memberViaApi(stack, "Board Bhatia");
    await stack.db.query(`UPDATE users SET is_verified = true WHERE email = $1`, [member.email]);
    const word = `kiln${randomBytes(3).toString("hex")}`;

    const page = await signedInPage(stack, member.token, "/opportunities/new");
    await withoutShareSheet(page, stack.url);
    await page.reload();
    await page.getByRole("heading", { name: "Post Opportunity" }).waitFor();
    await page.getByLabel("Title").fill(`Ceramics technician ${word}`);
    expect(
      await page.getByText(`${`Ceramics technician ${word}`.length}/100 characters`).count(),
    ).toBe(1);
    await page.getByLabel("Type").selectOption({ label: "Job" });
    await page.getByLabel("Location").fill("Mohali, Punjab");
    await page.getByLabel("Description").fill("Run and maintain the tunnel kiln. Day shift.");
    await page.getByLabel("External Link (optional)").fill("https://example.com/kiln");
    await page.getByLabel("Tags (optional)").fill("Kilns, Ceramics, , kilns, Maintenance, Safety");
    await stack.screenshot(page, "opportunity-form-1280");
    await page.getByRole("button", { name: "Post Opportunity" }).click();
    await toast(page, "Opportunity Posted!").waitFor();
    await page.getByRole("heading", { name: `Ceramics technician ${word}` }).waitFor();
    expect(await page.getByText(/Posted on [A-Z][a-z]+ \d{1,2}, \d{4}/).count()).toBe(1);
    expect(await page.getByRole("link", { name: "View External Link" }).getAttribute("href")).toBe(
      "https://example.com/kiln",
    );
    await page.getByRole("heading", { name: "Contact Information" }).waitFor();
    await page.getByRole("link", { name: member.email }).waitFor();
    await expectAccessible(page, "opportunity detail");
    await stack.screenshot(page, "opportunity-detail-1280");

    // Found by search (Enter) and by type.
    await page.getByRole("link", { name: "All opportunities" }).click();
    await page.getByRole("heading", { name: "Opportunity Center" }).waitFor();
    const card = page.getByRole("link", { name: `Ceramics technician ${word}`, exact: true });
    await page.getByLabel("Search opportunities").fill(word.slice(0, -1) + "x");
    await page.getByLabel("Search opportunities").press("Enter");
    await card.waitFor();
    await page.getByRole("button", { name: "Internship", exact: true }).click();
    await page.getByText("No opportunities found").waitFor();
    await page.getByText("Be the first to post an opportunity!").waitFor();
    await page.getByRole("button", { name: "Job", exact: true }).click();
    await card.waitFor();
    const item = page.getByRole("listitem").filter({ has: card });
    expect(await item.getByRole("listitem").allTextContents()).toEqual([
      "Kilns",
      "Ceramics",
      "Maintenance",
    ]);
    const whatsapp = await item
      .getByRole("link", { name: `Share Ceramics technician ${word} on WhatsApp` })
      .getAttribute("href");
    expect(decodeURIComponent(whatsapp!.replace("https://wa.me/?text=", ""))).toContain(
      `Ceramics technician ${word} - Mohali, Punjab\n${stack.url}/opportunities/`,
    );
    await expectAccessible(page, "opportunity list");
    await stack.screenshot(page, "opportunity-list-1280");

    // Edited by the poster.
    await card.click();
    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit Opportunity" }).waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe(`Ceramics technician ${word}`);
    await page.getByLabel("Title").fill(`Senior ceramics technician ${word}`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Opportunity updated!").waitFor();
    await page.getByRole("heading", { name: `Senior ceramics technician ${word}` }).waitFor();

    // Shared: without a share sheet the link is copied.
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await toast(page, "Link copied!").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());

    // Deleted after confirming in the dialog.
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete opportunity" });
    await dialog.getByText("Are you sure you want to delete this opportunity?").waitFor();
    expect(
      await dialog
        .getByRole("button", { name: "Cancel" })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await toast(page, "Opportunity deleted successfully").waitFor();
    await page.getByRole("heading", { name: "Opportunity Center" }).waitFor();
    const { rowCount } = await stack.db.query(`SELECT 1 FROM opportunities WHERE title LIKE $1`, [
      `%${word}`,
    ]);
    expect(rowCount).toBe(0);
    await page.context().close();
  });

  it("a pending member sees the restricted page instead of the form", async () => {
    const member = await memberViaApi(stack, "Pending Puri");
    for (const width of [1280, 360]) {
      const page = await signedInPage(stack, member.token, "/opportunities/new", width);
      await page.getByRole("heading", { name: "Access Restricted" }).waitFor();
      await page
        .getByText(
          "Only verified ISTCians can post opportunities. Please wait for admin verification.",
        )
        .waitFor();
      expect(await page.getByLabel("Title").count()).toBe(0);
      await expectAccessible(page, `restricted at ${width} px`);
      await stack.screenshot(page, `opportunity-restricted-${width}`);
      await page.goto("/opportunities");
      await page.getByRole("heading", { name: "Opportunity Center" }).waitFor();
      // The board (or its empty state) and the counters have loaded.
      await page
        .getByRole("status", { name: "Loading opportunities" })
        .waitFor({ state: "detached" });
      await page.getByText(/^\d+$/).first().waitFor();
      await stack.screenshot(page, `opportunity-list-${width}`);
      await page.context().close();
    }
  });
});
