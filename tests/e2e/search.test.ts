import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, expectAccessible, newEmail, signedInPage } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
/** A name part no other browser test uses, so searches find only this file's members. */
const TAG = `Q${randomBytes(3).toString("hex")}`;

interface Seeded {
  id: string;
  fullName: string;
  token: string;
}

/** A verified member made through the REST API (sign-up, profile), then verified by an admin. */
async function verifiedMember(
  fullName: string,
  profile: { trade: string; current_location: string; batch: number },
  work: { job_title?: string; company?: string } = {},
): Promise<Seeded> {
  const email = newEmail(fullName.split(" ")[0].toLowerCase());
  expect((await api(stack, "/api/auth/send-otp", { email, full_name: fullName })).status).toBe(200);
  const code = await stack.mailbox.waitForCode(email);
  const verified = await api(stack, "/api/auth/verify-otp", { email, otp: code });
  const token = verified.body.token as string;
  const roll = `ISTC-${profile.batch}-${randomBytes(2).toString("hex").toUpperCase()}`;
  const completed = await api(
    stack,
    "/api/profile/complete",
    { roll_number: roll, trade: profile.trade, current_location: profile.current_location },
    token,
    "PUT",
  );
  expect(completed.status).toBe(200);
  // What an admin's "Verify as ISTCian" does; job fields as the profile editor would save them.
  const { rows } = await stack.db.query<{ id: string }>(
    `UPDATE users SET is_verified = true, job_title = $2, company = $3 WHERE email = $1 RETURNING id`,
    [email.toLowerCase(), work.job_title ?? null, work.company ?? null],
  );
  return { id: rows[0].id, fullName, token };
}

let viewer: Seeded;
let coder: Seeded;
let machinist: Seeded;
let fitter: Seeded;

beforeAll(async () => {
  stack = await startStack();
  viewer = await verifiedMember(`Viewer ${TAG}`, {
    trade: "Electronics",
    current_location: "Jaipur, Rajasthan",
    batch: 2016,
  });
  coder = await verifiedMember(
    `Simran ${TAG}`,
    { trade: "Electronics", current_location: "Chandigarh", batch: 2019 },
    { job_title: "Software Engineer", company: "Infosys" },
  );
  machinist = await verifiedMember(`Gurpreet ${TAG}`, {
    trade: "Mechanical",
    current_location: "Ludhiana, Punjab",
    batch: 2018,
  });
  fitter = await verifiedMember(`Harjot ${TAG}`, {
    trade: "Mechanical",
    current_location: "Mohali",
    batch: 2020,
  });
});
afterAll(() => stack?.close());

/** Opens a result card and checks the member's page is where it went. */
async function openMember(page: Page, member: Seeded) {
  await page.getByRole("link", { name: member.fullName, exact: true }).click();
  await page.waitForURL(`**/user/${member.id}`);
  expect(new URL(page.url()).pathname).toBe(`/user/${member.id}`);
}

describe("smart search", () => {
  it("runs an example chip and opens a member found", async () => {
    const page = await signedInPage(stack, viewer.token, "/search");
    await page.getByRole("button", { name: "software engineers in Chandigarh" }).click();

    await page.getByText(/^Found \d+ ISTCians$/).waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe("software engineers in Chandigarh");
    const understood = page.getByRole("region", { name: "What we searched for" });
    await expect.poll(() => understood.getByText("Chandigarh").count()).toBeGreaterThan(0);
    await expectAccessible(page, "search results");
    await stack.screenshot(page, "search-1280");

    await openMember(page, coder);
    await page.context().close();
  });

  it("runs a typed search with Enter, survives a reload, and opens a member", async () => {
    const page = await signedInPage(stack, viewer.token, "/search", 360);
    await page
      .getByRole("searchbox", { name: "Search ISTCians" })
      .fill("mechanical engineers from Punjab");
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: machinist.fullName, exact: true }).waitFor();

    await page.reload();
    await page.getByRole("link", { name: machinist.fullName, exact: true }).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search ISTCians" }).inputValue()).toBe(
      "mechanical engineers from Punjab",
    );
    await stack.screenshot(page, "search-360");

    await openMember(page, machinist);
    await page.context().close();
  });

  it("refuses a blank query with a toast", async () => {
    const page = await signedInPage(stack, viewer.token, "/search");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("Enter search query").waitFor();
    await page.getByText("Please type what you're looking for").waitFor();
    await page.context().close();
  });

  it("filters by a bubble in Map View and opens a member there", async () => {
    const page = await signedInPage(
      stack,
      viewer.token,
      "/search?q=mechanical%20engineers%20from%20Punjab",
    );
    await page.getByRole("link", { name: fitter.fullName, exact: true }).waitFor();
    await page.getByRole("button", { name: "Map View" }).click();

    const map = page.getByRole("group", { name: "Map of ISTCians by city" });
    await map.waitFor();
    await page
      .getByRole("list", { name: "Locations" })
      .getByRole("button", { name: /^Ludhiana/ })
      .waitFor();
    await expectAccessible(page, "map view");
    await stack.screenshot(page, "search-map-1280");

    // Ludhiana and Mohali are neighbours: zoom in with the wheel over them, then choose one.
    const ludhiana = map.getByRole("button", { name: /^Ludhiana.*: \d+ ISTCians?$/ });
    const box = (await ludhiana.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -400);
    await ludhiana.click();
    await page.getByText("Only members in").waitFor();
    expect(new URL(page.url()).searchParams.get("place")).toBeTruthy();
    await expect
      .poll(() => page.getByRole("link", { name: fitter.fullName, exact: true }).count())
      .toBe(0);

    await openMember(page, machinist);
    await page.context().close();
  });
  it("shows Map View on a 360 px screen without sideways scrolling", async () => {
    const page = await signedInPage(
      stack,
      viewer.token,
      "/search?q=mechanical%20engineers%20from%20Punjab&view=map",
      360,
    );
    await page.getByRole("group", { name: "Map of ISTCians by city" }).waitFor();
    await page.getByRole("list", { name: "Locations" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > 360)).toBe(false);
    await expectAccessible(page, "map view at 360 px");
    await stack.screenshot(page, "search-map-360");
    await page.context().close();
  });
});

describe("directory", () => {
  it("filters on the server, keeps the filter in the URL, and opens a member", async () => {
    const page = await signedInPage(stack, viewer.token, "/directory");
    await page.getByText(/^Showing \d+ verified ISTCians$/).waitFor();

    await page.getByRole("searchbox", { name: "Search the directory" }).fill(`harjot ${TAG}`);
    await page.getByText("Showing 1 verified ISTCians").waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe(`harjot ${TAG}`);
    await expectAccessible(page, "directory");
    await stack.screenshot(page, "directory-1280");

    await openMember(page, fitter);
    await page.context().close();
  });

  it("fits a 360 px screen", async () => {
    const page = await signedInPage(stack, viewer.token, `/directory?q=${TAG}`, 360);
    await page.getByText("Showing 4 verified ISTCians").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > 360);
    expect(overflow).toBe(false);
    await stack.screenshot(page, "directory-360");
    await page.context().close();
  });
});
