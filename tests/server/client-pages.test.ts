import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.js";

// The app's page with a page's static first paint (server/src/http/client.ts; the build writes
// dist/client/shells.json, client/vite-plugins/static-shells.ts).

const INDEX = `<!doctype html><html><head><title>ISTC Connect</title></head><body><div id="root"></div></body></html>`;
const SHELLS = {
  "/directory": {
    kind: "member",
    html: '<main><h1>Directory</h1><input value=""></main>',
    withQuery: '<main><h1>Directory</h1><input value="ISTC_SHELL_QUERY"></main>',
    scripts: ["/assets/main-1.js", "/assets/Directory-2.js"],
    styles: ["/assets/Directory-3.css"],
  },
  "/login": { kind: "visitor", html: "<main><h1>Welcome</h1></main>", scripts: [], styles: [] },
};

let app: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), "istc-shells-"));
  mkdirSync(path.join(dist, "assets"), { recursive: true });
  writeFileSync(path.join(dist, "index.html"), INDEX);
  writeFileSync(path.join(dist, "shells.json"), JSON.stringify(SHELLS));
  app = await startTestApp({ CLIENT_DIST: dist });
});
afterAll(() => app.close());

const page = async (route: string) => {
  const res = await fetch(app.url + route);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-cache");
  return res.text();
};

describe("a page's static first paint", () => {
  it("is in #root, a picture until the app runs, with what the app's first render needs", async () => {
    const html = await page("/directory");
    expect(html).toContain(
      '<div id="root" data-shell="member" data-preload="/assets/main-1.js /assets/Directory-2.js" inert aria-hidden="true"><main><h1>Directory</h1><input value=""></main></div>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Directory-3.css">');
    expect(await page("/login")).toContain(
      '<div id="root" data-shell="visitor" data-preload="" inert aria-hidden="true"><main><h1>Welcome</h1></main></div>',
    );
  });

  it("shows the search of the address in the box, escaped", async () => {
    const html = await page(
      `/directory?q=${encodeURIComponent(` "><script>alert(1)</script> $& `)}`,
    );
    expect(html).toContain(
      '<input value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; $&#38;">',
    );
    expect(html).not.toContain("<script>alert(1)");
    expect(await page("/directory?q=%20%20")).toContain('<input value="">');
  });

  it("leaves every other page as built", async () => {
    for (const route of ["/user/42", "/directory/extra", "/constructor", "/__proto__"]) {
      expect(await page(route)).toBe(INDEX);
    }
  });
});
