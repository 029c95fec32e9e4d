import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photo } from "../support/images.js";
import { expectAccessible, memberViaApi, signedInPage } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe("profiles", () => {
  it("a member edits the profile, uploads a photo, visits another member, goes Back, removes the photo", async () => {
    const asha = await memberViaApi(stack, "Asha Verma");
    const ravi = await memberViaApi(stack, "Ravi Kumar");
    const { rows } = await stack.db.query(
      `UPDATE users SET is_verified = true, bio = 'Building tractors.', skills = '{CAD,Welding}'
       WHERE email = $1 RETURNING id`,
      [ravi.email],
    );
    const raviId = rows[0].id as string;
    const file = path.join(mkdtempSync(path.join(tmpdir(), "istc-photo-")), "asha.jpg");
    writeFileSync(file, await photo(1600, 1200, "jpeg"));

    const page = await signedInPage(stack, asha.token, "/dashboard");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Profile" })
      .click();
    await page.getByRole("heading", { name: "Edit Profile" }).waitFor();
    expect(await page.title()).toBe("Edit Profile · ISTC Connect");

    await page.getByLabel("Job Title").fill("Design Engineer");
    await page.getByLabel("Company").fill("Tata Motors");
    await page.getByLabel("Skills").fill("CAD, PLC programming, cad");
    await page.getByLabel("WhatsApp").fill("98765 43210");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Profile updated!").waitFor();
    expect(await page.getByLabel("Skills").inputValue()).toBe("CAD, PLC programming");
    expect(await page.getByLabel("WhatsApp").inputValue()).toBe("https://wa.me/919876543210");

    // The photo: the header's avatar changes as soon as the upload answers, without a reload.
    const header = page.getByRole("banner");
    await page.getByLabel("Profile photo").setInputFiles(file);
    const headerPhoto = header.locator("img[alt='Asha Verma']");
    await headerPhoto.waitFor();
    const src = await headerPhoto.getAttribute("src");
    expect(src).toMatch(/^\/images\/[0-9a-f-]{36}\.webp$/);
    expect(await headerPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    await page.getByRole("button", { name: "Change", exact: true }).waitFor();
    await expectAccessible(page, "profile edit");
    await stack.screenshot(page, "profile-1280");

    // Another member's page, reached in the app (the router records the entry as a link does).
    await page.evaluate((id) => {
      window.history.pushState({ usr: null, key: "e2e", idx: 1 }, "", `/user/${id}`);
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    }, raviId);
    await page.getByRole("heading", { name: "Ravi Kumar" }).waitFor();
    await page.getByText("Verified ISTCian", { exact: true }).waitFor();
    await page.getByText("Building tractors.").waitFor();
    // Asha is pending: Ravi's e-mail is withheld, and the page says why.
    await page.getByText("Contact details are visible to verified ISTCians").waitFor();
    expect(await page.getByText(ravi.email).count()).toBe(0);
    await expectAccessible(page, "member profile");
    await stack.screenshot(page, "member-1280");

    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("heading", { name: "Edit Profile" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/profile");

    const remove = page.getByRole("button", { name: "Remove", exact: true });
    await remove.click();
    const dialog = page.getByRole("alertdialog", { name: "Remove photo" });
    await dialog.getByText("Are you sure you want to delete your profile image?").waitFor();
    await expectAccessible(page, "remove photo dialog");
    await dialog.getByRole("button", { name: "Remove" }).click();
    await header.getByRole("img", { name: "Asha Verma" }).and(header.locator("span")).waitFor();
    expect(await header.locator("img[alt='Asha Verma']").count()).toBe(0);
    // The removed photo's URL is gone.
    expect((await fetch(`${stack.url}${src}`)).status).toBe(404);
    await page.context().close();

    for (const [route, name] of [
      ["/profile", "profile"],
      [`/user/${raviId}`, "member"],
    ] as const) {
      const narrow = await signedInPage(stack, asha.token, route, 360);
      await narrow
        .getByRole("button", { name: "Back" })
        .or(narrow.getByRole("button", { name: "Save Changes" }))
        .waitFor();
      expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await stack.screenshot(narrow, `${name}-360`);
      await narrow.context().close();
    }
  });

  it("an unknown member shows 'User not found' with a link to the directory", async () => {
    const member = await memberViaApi(stack, "Lost Lal");
    const page = await signedInPage(
      stack,
      member.token,
      "/user/00000000-0000-0000-0000-000000000000",
    );
    await page.getByRole("heading", { name: "User not found" }).waitFor();
    await page.getByText("Failed to load user profile").waitFor();
    await page.getByRole("link", { name: "Back to Directory" }).click();
    await page.waitForURL("**/directory");
    await page.context().close();
  });
});
