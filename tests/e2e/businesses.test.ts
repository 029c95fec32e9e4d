import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photo } from "../support/images.js";
import { api, expectAccessible, newEmail, signedInPage } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

// Issue 28's journeys: a member lists a business with a logo; another finds it by a plain-language
// query and on the map and recommends it. Data is seeded through the API; members are verified the
// way an admin's verification leaves them.

let stack: Stack;
/** A name part no other browser test uses. */
const TAG = `B${randomBytes(3).toString("hex")}`;
const WIDTHS = [1280, 360] as const;

interface Member {
  id: string;
  fullName: string;
  token: string;
}

/** A member signed up and completed through the REST API, verified unless pending. */
async function member(fullName: string, { verified = true } = {}): Promise<Member> {
  const email = newEmail(fullName.split(" ")[0].toLowerCase());
  expect((await api(stack, "/api/auth/send-otp", { email, full_name: fullName })).status).toBe(200);
  const code = await stack.mailbox.waitForCode(email);
  const signedIn = await api(stack, "/api/auth/verify-otp", { email, otp: code });
  expect(signedIn.status).toBe(200);
  const token = signedIn.body.token as string;
  const roll = `ISTC-2014-TM-${randomBytes(2).toString("hex").toUpperCase()}`;
  const completed = await api(
    stack,
    "/api/profile/complete",
    { roll_number: roll, trade: "Tool and Die Making", current_location: "Ludhiana" },
    token,
    "PUT",
  );
  expect(completed.status).toBe(200);
  const { rows } = await stack.db.query<{ id: string }>(
    `UPDATE users SET is_verified = $2 WHERE email = $1 RETURNING id`,
    [email.toLowerCase(), verified],
  );
  return { id: rows[0].id, fullName, token };
}

/** A business listed through the REST API by `owner`; its id. */
async function businessViaApi(owner: Member, fields: Record<string, unknown>): Promise<string> {
  const res = await api(
    stack,
    "/api/businesses",
    {
      category: "Automation",
      description: "PLC panels and SCADA for process plants.",
      services: ["PLC panels", "SCADA"],
      location: "Pune",
      ...fields,
    },
    owner.token,
  );
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Nothing wider than the window: no sideways scrolling. */
const fitsWidth = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

let owner: Member;
let customer: Member;
let pending: Member;
let automationId: string;

beforeAll(async () => {
  stack = await startStack();
  owner = await member(`Harpreet ${TAG}`);
  customer = await member(`Meena ${TAG}`);
  pending = await member(`Pawan ${TAG}`, { verified: false });
  automationId = await businessViaApi(customer, {
    name: `Kaur Automation ${TAG}`,
    website: "https://kaur-automation.example",
    phone: "+91 98765 43210",
  });
});
afterAll(() => stack?.close());

describe("the business directory", () => {
  it("a member lists a business with a logo; another finds it in plain words and on the map, and recommends it", async () => {
    const name = `Sandhu Tool Room ${TAG}`;
    const logo = path.join(mkdtempSync(path.join(tmpdir(), "istc-logo-")), "logo.png");
    writeFileSync(logo, await photo(800, 600, "png"));

    const page = await signedInPage(stack, owner.token, "/businesses");
    await page.getByRole("heading", { level: 1, name: "Business Directory" }).waitFor();
    await page.getByRole("link", { name: "List your business" }).click();
    const form = page.getByRole("form", { name: "List business" });
    await form.getByRole("textbox", { name: "Business name" }).fill(name);
    await form.getByRole("combobox", { name: "Category" }).selectOption("Tool Room and Dies");
    await form
      .getByRole("textbox", { name: "Description (optional)" })
      .fill("Press tools, moulds and fixtures for the cycle industry.");
    const services = form.getByRole("textbox", { name: "Services and products" });
    await services.fill("Press tools");
    await services.press("Enter");
    await services.fill("CNC job work");
    await services.press("Enter");
    await form.getByRole("textbox", { name: "Location" }).fill("Ludhiana");
    await form.getByRole("textbox", { name: "Website (optional)" }).fill("https://sandhu.example");
    await form.getByRole("textbox", { name: "Year founded (optional)" }).fill("2012");
    await form.getByLabel("Logo").setInputFiles(logo);
    await form.getByText("logo.png: uploaded when you save.").waitFor();
    await form.getByRole("button", { name: "List business" }).click();

    // Its page: the logo as the server re-encoded it, the badge, and no Recommend for its owner.
    await page.getByRole("heading", { level: 1, name }).waitFor();
    const img = page.locator("article img.business-logo");
    await img.waitFor();
    expect(await img.getAttribute("src")).toMatch(/^\/images\/[0-9a-f-]{36}\.webp$/);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await page.getByText("ISTCian-run").first().waitFor();
    expect(await page.getByRole("button", { name: "Recommend" }).count()).toBe(0);
    const businessUrl = new URL(page.url()).pathname;
    await page.context().close();

    // Another member finds it in plain words...
    const other = await signedInPage(stack, customer.token, "/businesses");
    const search = other.getByRole("search", { name: "Businesses" });
    await search
      .getByRole("searchbox", { name: "Search in plain words" })
      .fill("tool rooms in Ludhiana");
    await search.getByRole("button", { name: "Search" }).click();
    const list = other.getByRole("list", { name: "Businesses" });
    await list.getByRole("link", { name }).waitFor();
    expect(await list.getByRole("link", { name: `Kaur Automation ${TAG}` }).count()).toBe(0);
    expect(new URL(other.url()).search).toBe("?q=tool+rooms+in+Ludhiana");

    // ... and on the map: Ludhiana's place, chosen, lists it.
    await other.getByRole("button", { name: /Map View/ }).click();
    const places = other.getByRole("list", { name: "Business places" });
    await places.getByRole("button", { name: /Ludhiana/ }).click();
    await other.getByRole("list", { name: "Businesses" }).getByRole("link", { name }).click();

    // It recommends it: the count goes up, and the owner's page says so too.
    await other.getByRole("heading", { level: 1, name }).waitFor();
    await other.getByRole("button", { name: "Recommend" }).click();
    await other.getByRole("button", { name: "Recommended", pressed: true }).waitFor();
    await other.getByText("1 recommendation", { exact: true }).waitFor();
    await other.context().close();

    const again = await signedInPage(stack, owner.token, businessUrl);
    await again.getByText("1 recommendation", { exact: true }).waitFor();
    await again.context().close();
  });

  it("keeps a business's contact details from a member pending verification", async () => {
    const page = await signedInPage(stack, pending.token, `/businesses/${automationId}`);
    await page.getByRole("heading", { level: 1, name: `Kaur Automation ${TAG}` }).waitFor();
    await page.getByText("Contact details are shown to verified members.").waitFor();
    expect(await page.getByText("+91 98765 43210").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Recommend" }).count()).toBe(0);
    await page.goto("/businesses");
    await page.getByRole("note").filter({ hasText: "Verified ISTCians can list" }).waitFor();
    expect(await page.getByRole("link", { name: "List your business" }).count()).toBe(0);
    await page.context().close();
  });

  // Four screens at two widths, each measured by axe.
  it("the directory, its map, a business and the form are accessible at 1280 and 360 px", async () => {
    for (const width of WIDTHS) {
      const page = await signedInPage(stack, owner.token, "/businesses", width);
      await page.getByRole("list", { name: "Businesses" }).waitFor();
      await expectAccessible(page, `/businesses at ${width} px`);
      await stack.screenshot(page, `businesses-${width}`);
      await fitsWidth(page, width);

      await page.getByRole("button", { name: /Map View/ }).click();
      await page.getByRole("list", { name: "Business places" }).waitFor();
      await page.getByRole("group", { name: "Map of businesses by city" }).waitFor();
      await expectAccessible(page, `/businesses on the map at ${width} px`);
      await stack.screenshot(page, `businesses-map-${width}`);
      await fitsWidth(page, width);

      await page.goto(`/businesses/${automationId}`);
      await page.getByRole("button", { name: "Recommend" }).waitFor();
      await expectAccessible(page, `a business page at ${width} px`);
      await stack.screenshot(page, `business-${width}`);
      await fitsWidth(page, width);

      await page.goto("/businesses/new");
      await page.getByRole("button", { name: "List business" }).click();
      await page.getByText("Please enter the business's name").waitFor();
      await expectAccessible(page, `the business form with errors at ${width} px`);
      await stack.screenshot(page, `business-form-${width}`);
      await fitsWidth(page, width);
      await page.context().close();
    }
  });
});
