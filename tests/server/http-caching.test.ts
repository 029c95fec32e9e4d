import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Compression of API answers and static files, ETags, and the caching of the client build.

const SCRIPT = `export const words = ${JSON.stringify("ISTC Connect ".repeat(800))};\n`;
let app: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), "istc-caching-"));
  mkdirSync(path.join(dist, "assets"), { recursive: true });
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>ISTC Connect</title>");
  writeFileSync(path.join(dist, "assets", "index-a1b2c3.js"), SCRIPT);
  writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  app = await startTestApp({ CLIENT_DIST: dist });
});
afterAll(() => app.close());

/** The raw bytes and headers as the server sent them (fetch would decompress the body). */
function raw(method: string, route: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${app.url}${route}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end(body);
    },
  );
}

describe("compression", () => {
  it("gzips a script when the browser accepts it, and sends it plain otherwise", async () => {
    const gz = await raw("GET", "/assets/index-a1b2c3.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await raw("GET", "/assets/index-a1b2c3.js", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("compresses a large GraphQL answer and leaves a tiny one alone", async () => {
    const query = (q: string) =>
      raw(
        "POST",
        "/graphql",
        { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" },
        JSON.stringify({ query: q }),
      );
    const big = await query("{ __schema { types { name description } } }");
    expect(big.status).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    const small = await query("{ __typename }");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ data: { __typename: "Query" } });
  });
});

describe("caching", () => {
  it("caches hashed assets for a year as immutable, with an ETag", async () => {
    const res = await fetch(`${app.url}/assets/index-a1b2c3.js`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    // (fetch would add `cache-control: no-cache` to a conditional request, as browsers' fetch does)
    const again = await raw("GET", "/assets/index-a1b2c3.js", { "if-none-match": etag! });
    expect(again.status).toBe(304);
  });

  it("revalidates the app's page on every load (no-cache), a 304 when unchanged", async () => {
    for (const route of ["/", "/dashboard", "/index.html"]) {
      const res = await fetch(`${app.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const etag = res.headers.get("etag");
      expect(etag).toBeTruthy();
      const again = await raw("GET", route, { "if-none-match": etag! });
      expect(again.status).toBe(304);
    }
  });

  it("caches other public files for an hour", async () => {
    const res = await fetch(`${app.url}/favicon.svg`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("etag")).toBeTruthy();
  });
});
