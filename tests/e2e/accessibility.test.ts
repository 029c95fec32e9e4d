/*
 * axe-core (every default rule: WCAG 2.x A/AA and best practices), 0 violations, on every route of
 * client/src/routes.tsx in the states a member meets. Checked here (others are in the feature files):
 *
 * Signed out
 *   - 404 signed out; /auth/success while it signs in (loading) and the login page it falls back to
 *     with the Google error notice                                        [this file]
 *   - landing, login (e-mail, name with error, code, wrong code, signed-out notice)  [sign-in, session]
 * Pending member, profile incomplete
 *   - /profile/complete (empty; with errors [sign-in]), dashboard with the incomplete banner,
 *     /profile, /opportunities/new restricted                            [this file, sign-in, opportunities]
 * Pending member, profile complete
 *   - dashboard "pending verification" at 1280 and 360 px                 [this file]
 * Verified member, at 1280 and 360 px
 *   - dashboard, directory (results; no match: empty state), search (examples; results;
 *     no results with suggestions), opportunities (list; filtered to nothing), new opportunity
 *     (empty; with validation errors), opportunity detail, edit opportunity, delete dialog,
 *     /profile (edit), /profile/api-tokens (no tokens; a token just created, shown once; list with
 *     a token; revoke confirmation), member profile, 404 signed in         [this file]
 *   - opportunity detail and list, profile edit, member profile, remove-photo dialog, search
 *     results, map view, can't-reach page, error boundary                 [feature files]
 *   - /events (list, map view), an event page, the event form with its errors; /events/new for a
 *     pending member                                                       [events]
 * Loading states (the network held back)
 *   - the session, a member's profile, API tokens, opportunities, directory [this file]
 * Admin, at 1280 and 360 px
 *   - /admin with pending members, /admin filtered to nothing (empty queue), /admin/users with the
 *     add form showing its validation errors                              [this file, admin]
 *   - /admin/roster with a preview (1280 px) and its roster list (360 px)  [roster]
 */
import { randomBytes } from "node:crypto";
import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, expectAccessible, memberViaApi, newEmail, signedInPage } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
/** A word no other test uses: a search for it finds nothing, whatever the shared database holds. */
const NOTHING = `zq${randomBytes(4).toString("hex")}`;
const WIDTHS = [1280, 360] as const;
/** Each test walks many screens at two widths, each measured by axe. */
const SLOW = 240_000;

let verified: { email: string; token: string; roll: string };
let admin: { email: string; token: string };

beforeAll(async () => {
  stack = await startStack();
  verified = await memberViaApi(stack, "Verma Vaibhav");
  await stack.db.query(`UPDATE users SET is_verified = true WHERE email = $1`, [verified.email]);
  admin = await memberViaApi(stack, "Admin Aarti");
  await stack.db.query(`UPDATE users SET is_verified = true, is_admin = true WHERE email = $1`, [
    admin.email,
  ]);
});
afterAll(() => stack?.close());

/** Signed up by e-mail code, profile not completed yet. */
async function signedUpOnly(name: string) {
  const email = newEmail(name.split(" ")[0].toLowerCase());
  expect((await api(stack, "/api/auth/send-otp", { email, full_name: name })).status).toBe(200);
  const code = await stack.mailbox.waitForCode(email);
  const res = await api(stack, "/api/auth/verify-otp", { email, otp: code });
  expect(res.status).toBe(200);
  return { email, token: res.body.token as string };
}

/**
 * Holds GraphQL requests back (every one, or only the named operations) until `release()`: the
 * screen waiting for them stays in its loading state.
 */
async function holdGraphql(page: Page, operations?: string[]) {
  const held: Route[] = [];
  let open = false;
  await page.route("**/graphql", (route) => {
    const body = route.request().postData() ?? "";
    const wanted =
      !operations || operations.some((name) => body.includes(`"operationName":"${name}"`));
    if (open || !wanted) return route.continue();
    held.push(route);
  });
  return {
    async release() {
      open = true;
      await Promise.all(held.map((r) => r.continue()));
      await page.unrouteAll();
    },
  };
}

const settled = (page: Page, name: string) =>
  page.getByRole("status", { name }).waitFor({ state: "detached" });

describe("signed out", { timeout: SLOW }, () => {
  it("the 404 page, the Google sign-in landing (loading) and its failure notice", async () => {
    for (const width of WIDTHS) {
      const page = await stack.newPage(width);
      await page.goto("/no/such/page");
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      await expectAccessible(page, `404 signed out at ${width} px`);

      const hold = await holdGraphql(page);
      await page.goto("/auth/success?token=forged-code&new_user=false");
      await page.getByRole("status", { name: "Signing you in" }).waitFor();
      await expectAccessible(page, `signing in at ${width} px`);
      await hold.release();
      await page.waitForURL("**/login?error=google_failed");
      await page.getByRole("alert").first().waitFor();
      await expectAccessible(page, `login with the Google error at ${width} px`);
      await page.context().close();
    }
  });
});

describe("a member whose profile is incomplete, then pending", { timeout: SLOW }, () => {
  it("complete-profile, dashboard, profile and the pending dashboard", async () => {
    const member = await signedUpOnly("Inder Incomplete");
    for (const width of WIDTHS) {
      const page = await signedInPage(stack, member.token, "/profile/complete", width);
      await page.getByRole("heading", { name: "Complete your profile" }).waitFor();
      await expectAccessible(page, `complete profile at ${width} px`);

      await page.goto("/dashboard");
      await page.getByRole("heading", { name: "Welcome, Inder Incomplete!" }).waitFor();
      await expectAccessible(page, `dashboard, profile incomplete, at ${width} px`);

      await page.goto("/profile");
      await page.getByRole("heading", { name: "Edit Profile" }).waitFor();
      await expectAccessible(page, `profile, incomplete, at ${width} px`);
      await page.context().close();
    }

    const pending = await memberViaApi(stack, "Pooja Pending");
    for (const width of WIDTHS) {
      const page = await signedInPage(stack, pending.token, "/dashboard", width);
      await page.getByText("Pending Verification - Your profile is under review").waitFor();
      await expectAccessible(page, `pending dashboard at ${width} px`);
      await page.context().close();
    }
  });
});

describe("a verified member", { timeout: SLOW }, () => {
  it("dashboard, directory (results and no match) and 404, at 1280 and 360 px", async () => {
    for (const width of WIDTHS) {
      const page = await signedInPage(stack, verified.token, "/dashboard", width);
      await page.getByText("Verified ISTCian - You can now access all features!").waitFor();
      await expectAccessible(page, `verified dashboard at ${width} px`);

      await page.goto("/directory");
      await page.getByText(/^Showing \d+ verified ISTCians$/).waitFor();
      await expectAccessible(page, `directory at ${width} px`);

      await page.goto(`/directory?q=${NOTHING}`);
      await page.getByText("Showing 0 verified ISTCians").waitFor();
      await page.getByRole("button", { name: "Clear the search" }).waitFor();
      await expectAccessible(page, `directory, no match, at ${width} px`);

      await page.goto("/no/such/page");
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      await expectAccessible(page, `404 signed in at ${width} px`);
      await page.context().close();
    }
  });

  it("search: no results with suggestions, at 1280 and 360 px", async () => {
    for (const width of WIDTHS) {
      const page = await signedInPage(stack, verified.token, "/search", width);
      await page.getByRole("heading", { name: "Smart Search" }).waitFor();
      await page
        .getByRole("searchbox", { name: "Search ISTCians" })
        .fill("electronics in Bangalore");
      await page.getByRole("searchbox", { name: "Search ISTCians" }).press("Enter");
      await page.getByText("No ISTCians found matching your search").waitFor();
      await page.getByRole("heading", { name: "Suggestions" }).waitFor();
      await expectAccessible(page, `search, no results with suggestions, at ${width} px`);

      await page.goto(`/search?q=${NOTHING}`);
      await page.getByText("No ISTCians found matching your search").waitFor();
      await expectAccessible(page, `search, no results, at ${width} px`);
      await page.context().close();
    }
  });

  it("opportunities: list, filtered to nothing, form with errors, edit, delete dialog", async () => {
    const word = `loom${randomBytes(3).toString("hex")}`;
    for (const width of WIDTHS) {
      const page = await signedInPage(stack, verified.token, "/opportunities/new", width);
      await page.getByRole("heading", { name: "Post Opportunity" }).waitFor();
      await expectAccessible(page, `new opportunity at ${width} px`);
      await page.getByRole("button", { name: "Post Opportunity" }).click();
      await page.getByText("Title is required").waitFor();
      await expectAccessible(page, `new opportunity with errors at ${width} px`);
      if (width === 360) await stack.screenshot(page, "a11y-opportunity-errors-360");

      await page.getByLabel("Title").fill(`Weaving supervisor ${word} ${width}`);
      await page.getByLabel("Type").selectOption({ label: "Job" });
      await page.getByLabel("Location").fill("Ludhiana, Punjab");
      await page.getByLabel("Description").fill("Supervise the looms on the night shift.");
      await page.getByRole("button", { name: "Post Opportunity" }).click();
      await page.getByRole("heading", { name: `Weaving supervisor ${word} ${width}` }).waitFor();
      await expectAccessible(page, `opportunity detail at ${width} px`);

      await page.getByRole("link", { name: "Edit" }).click();
      await page.getByRole("heading", { name: "Edit Opportunity" }).waitFor();
      await page.getByLabel("Title").fill("");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("Title is required").waitFor();
      await expectAccessible(page, `edit opportunity with an error at ${width} px`);
      await page.getByRole("button", { name: "Cancel" }).click();

      await page.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("dialog", { name: "Delete opportunity" }).waitFor();
      await expectAccessible(page, `delete dialog at ${width} px`);
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });

      await page.goto("/opportunities");
      await page.getByRole("heading", { name: "Opportunity Center" }).waitFor();
      await settled(page, "Loading opportunities");
      await page
        .getByRole("link", { name: `Weaving supervisor ${word} ${width}`, exact: true })
        .waitFor();
      await expectAccessible(page, `opportunity list at ${width} px`);

      await page.getByLabel("Search opportunities").fill(NOTHING);
      await page.getByLabel("Search opportunities").press("Enter");
      await page.getByText("No opportunities found").waitFor();
      await expectAccessible(page, `opportunity list filtered to nothing at ${width} px`);
      await page.context().close();
    }
  });

  it("API tokens: none, one just created, the list, the revoke confirmation", async () => {
    const member = await memberViaApi(stack, "Tara Tokens");
    for (const width of WIDTHS) {
      const page = await signedInPage(stack, member.token, "/profile/api-tokens", width);
      await page.getByRole("heading", { name: "API tokens" }).waitFor();
      if (width === 1280) {
        await page.getByText("You have no API tokens yet.").waitFor();
        await expectAccessible(page, `API tokens, none, at ${width} px`);
        await page.getByRole("button", { name: "Create token" }).click();
        await page.getByText("Token name is required").waitFor();
        await expectAccessible(page, `API tokens, name missing, at ${width} px`);
      }
      await page.getByLabel("Token name").fill(`Report script ${width}`);
      await page.getByRole("button", { name: "Create token" }).click();
      await page.getByLabel("New API token").waitFor();
      await expectAccessible(page, `API tokens, one just created, at ${width} px`);
      if (width === 360) await stack.screenshot(page, "a11y-token-created-360");
      await page.getByRole("button", { name: "Done" }).click();
      await page.getByRole("list", { name: "Your API tokens" }).waitFor();
      await expectAccessible(page, `API tokens, list, at ${width} px`);
      await page.getByRole("button", { name: `Revoke Report script ${width}` }).click();
      await page.getByRole("group", { name: `Revoke Report script ${width}?` }).waitFor();
      await expectAccessible(page, `API tokens, revoke confirmation, at ${width} px`);
      await page.context().close();
    }
  });

  it("the loading states of the session, a profile, the tokens, the board, the directory", async () => {
    const page = await stack.newPage(360);
    await page.goto("/");
    await page.evaluate((t) => localStorage.setItem("token", t), verified.token);
    const session = await holdGraphql(page);
    await page.goto("/directory?q=Verma%20Vaibhav");
    await page.getByRole("status", { name: "Loading your session" }).waitFor();
    await expectAccessible(page, "session loading");
    await stack.screenshot(page, "a11y-session-loading-360");
    await session.release();
    await page.getByText("Showing 1 verified ISTCians").waitFor();

    const member = await holdGraphql(page, ["MemberProfile"]);
    await page.getByRole("link", { name: "Verma Vaibhav" }).click();
    await page.getByRole("status", { name: "Loading profile" }).waitFor();
    await expectAccessible(page, "member profile loading");
    await stack.screenshot(page, "a11y-member-loading-360");
    await member.release();
    await page.getByRole("heading", { level: 1, name: "Verma Vaibhav" }).waitFor();

    // The own profile comes from the session's cache: it shows at once.
    await page.getByRole("link", { name: "Profile", exact: true }).click();
    await page.getByRole("heading", { name: "Edit Profile" }).waitFor();

    const tokens = await holdGraphql(page, ["AccessTokens"]);
    await page.getByRole("link", { name: "Manage API tokens" }).click();
    await page.getByRole("status", { name: "Loading tokens" }).waitFor();
    await expectAccessible(page, "API tokens loading");
    await tokens.release();
    await settled(page, "Loading tokens");

    const board = await holdGraphql(page, ["OpportunityList"]);
    await page.getByRole("link", { name: "Opportunities", exact: true }).click();
    await page.getByRole("status", { name: "Loading opportunities" }).waitFor();
    await expectAccessible(page, "opportunities loading");
    await board.release();
    await settled(page, "Loading opportunities");

    const directory = await holdGraphql(page, ["Directory"]);
    await page.getByRole("link", { name: "Directory", exact: true }).click();
    await page.getByRole("status", { name: "Loading the directory" }).waitFor();
    await expectAccessible(page, "directory loading");
    await directory.release();
    await page.getByText(/^Showing \d+ verified ISTCians$/).waitFor();
    await page.context().close();
  });
});

describe("an admin", { timeout: SLOW }, () => {
  it("the queue with pending members, the empty queue, the add-user form with errors", async () => {
    const waiting = await memberViaApi(stack, "Waiting Wasim");
    for (const width of WIDTHS) {
      const page = await signedInPage(stack, admin.token, "/admin", width);
      await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
      await page.getByLabel("Status").selectOption({ label: "Pending verification" });
      await page.getByRole("searchbox", { name: "Search members" }).fill(waiting.roll);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByRole("heading", { name: "Waiting Wasim" }).waitFor();
      await page.getByRole("checkbox", { name: "Select Waiting Wasim" }).check();
      await page.getByText("1 selected").waitFor();
      await expectAccessible(page, `admin, pending member selected, at ${width} px`);

      await page.getByRole("searchbox", { name: "Search members" }).fill(NOTHING);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByText("No members match.").waitFor();
      await expectAccessible(page, `admin, empty queue, at ${width} px`);

      await page.goto("/admin/users");
      await page.getByRole("heading", { name: "User Management" }).waitFor();
      await page.getByRole("button", { name: "Add New User" }).click();
      await page.getByLabel("Email *").waitFor();
      await page.getByRole("button", { name: "Create User" }).click();
      await page
        .getByText(/required/i)
        .first()
        .waitFor();
      await expectAccessible(page, `admin users, form with errors, at ${width} px`);
      await page.context().close();
    }
  });
});
