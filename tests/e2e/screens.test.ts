import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, memberViaApi, signedInPage } from "./helpers.js";
import { startStack, type Stack } from "./stack.js";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe("every screen", () => {
  it("the 404 page and the search screen are titled and accessible, at 1280 and 360 px", async () => {
    const member = await memberViaApi(stack, "Screen Sharma");
    for (const width of [1280, 360]) {
      const page = await signedInPage(stack, member.token, "/search", width);
      await page.getByRole("heading", { name: "Smart Search" }).waitFor();
      expect(await page.title()).toBe("Smart Search · ISTC Connect");
      await expectAccessible(page, `search at ${width} px`);

      await page.goto("/no/such/page");
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      expect(await page.title()).toBe("Page not found · ISTC Connect");
      await expectAccessible(page, `404 at ${width} px`);
      await page.context().close();
    }
  });

  it("the can't-reach page offers a retry and keeps the session", async () => {
    const member = await memberViaApi(stack, "Retry Rao");
    const page = await stack.newPage();
    await page.goto("/");
    await page.evaluate((t) => localStorage.setItem("token", t), member.token);
    await page.route("**/graphql", (route) => route.abort("connectionrefused"));
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Can't reach ISTC Connect" }).waitFor();
    await expectAccessible(page, "can't reach");

    await page.unroute("**/graphql");
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { name: "Welcome, Retry Rao!" }).waitFor();
    await page.context().close();
  });
});

describe("after a deployment", () => {
  it("a screen whose chunk is gone reloads the page once and then shows", async () => {
    const page = await stack.newPage();
    // Until the page is reloaded, the login screen's code is missing, as for a tab opened before
    // a deployment; the reloaded page names chunks that exist.
    let reloaded = false;
    let refused = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === "/login") {
        reloaded = true;
      }
    });
    await page.route(/\/assets\/Login-[\w-]+\.js$/, (route) => {
      if (reloaded) return route.continue();
      refused++;
      return route.fulfill({ status: 404, body: "Not found" });
    });
    const loads: string[] = [];
    page.on("load", () => loads.push(new URL(page.url()).pathname));
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).waitFor();

    await page.getByRole("link", { name: "Get Started" }).click();

    await page.getByRole("heading", { name: "Welcome to ISTC Connect!" }).waitFor();
    expect(refused).toBeGreaterThan(0);
    expect(loads).toEqual(["/", "/login"]);
    await page.context().close();
  });

  it("when the chunk is still gone after that reload, a message offers a reload (no loop)", async () => {
    const page = await stack.newPage();
    await page.route(/\/assets\/Login-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: "Not found" }),
    );
    const loads: string[] = [];
    page.on("load", () => loads.push(new URL(page.url()).pathname));
    await page.goto("/");

    await page.getByRole("link", { name: "Get Started" }).click();

    await page.getByRole("heading", { name: "Something went wrong" }).waitFor();
    await page
      .getByText("A new version of ISTC Connect is available. Reload the page to continue.")
      .waitFor();
    await page.getByRole("button", { name: "Reload page" }).waitFor();
    expect(loads).toEqual(["/", "/login"]);
    await expectAccessible(page, "error boundary");
    await page.context().close();
  });

  it("when the app's own code is gone, the page says so after one reload instead of staying a picture", async () => {
    const page = await stack.newPage();
    await page.route(/\/assets\/main-[\w-]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: "Not found" }),
    );
    const loads: string[] = [];
    page.on("load", () => loads.push(new URL(page.url()).pathname));
    await page.goto("/login");

    await page.getByRole("heading", { name: "Something went wrong" }).waitFor();
    await page
      .getByText("A new version of ISTC Connect is available. Reload the page to continue.")
      .waitFor();
    expect(loads).toEqual(["/login", "/login"]);
    expect(await page.locator("#root").getAttribute("inert")).toBeNull();
    await expectAccessible(page, "the app could not be loaded");
    await page.unroute(/\/assets\/main-[\w-]+\.js$/);
    await page.getByRole("button", { name: "Reload page" }).click();
    await page.getByRole("heading", { name: "Welcome to ISTC Connect!" }).waitFor();
    await page.context().close();
  });
});
