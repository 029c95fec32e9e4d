import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProfileImage } from "../../server/src/modules/users/profile-image.entity.js";
import { User } from "../../server/src/modules/users/user.entity.js";
import { photo, pngClaiming, pngOfSize } from "../support/images.js";
import { startTestApp, uniqueIp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** `POST /api/profile/upload-image` with the bytes in the multipart field `file`. */
async function restUpload(token: string | undefined, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${app.url}/api/profile/upload-image`, {
    method: "POST",
    headers: {
      "x-forwarded-for": uniqueIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

/** The GraphQL multipart request (what the client's upload link sends). */
async function gqlUpload(token: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({
      query: `mutation($file: Upload!) { uploadProfileImage(file: $file) { id profileImage } }`,
      variables: { file: null },
    }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "apollo-require-preflight": "true",
      "x-forwarded-for": uniqueIp(),
    },
    body: form,
  });
  return {
    status: res.status,
    ...((await res.json()) as {
      data?: { uploadProfileImage: { profileImage: string } } | null;
      errors?: { message: string; extensions: { code: string } }[];
    }),
  };
}

async function member() {
  const user = await app.buildUser({ fullName: "Photo Member" });
  return { user, token: await app.tokenFor(user) };
}

const storedRows = (userId: string) => app.db.getRepository(ProfileImage).countBy({ userId });
const storedUrl = async (userId: string) =>
  (await app.db.getRepository(User).findOneByOrFail({ id: userId })).profileImage;

describe("uploading a photo", () => {
  it.each([
    ["jpeg", "image/jpeg", "me.jpg"],
    ["png", "image/png", "me.png"],
    ["webp", "image/webp", "me.webp"],
  ] as const)("stores a %s as WebP within 512 px and serves it", async (format, type, name) => {
    const { user, token } = await member();
    const res = await restUpload(token, await photo(1200, 800, format), name, type);
    expect(res.status).toBe(200);
    expect(res.body.image_url).toMatch(/^\/images\/[0-9a-f-]{36}\.webp$/);
    expect(await storedUrl(user.id)).toBe(res.body.image_url);

    const served = await fetch(`${app.url}${res.body.image_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([512, 341]);
  });

  it("works over GraphQL multipart too, and applies the EXIF orientation, keeping no metadata", async () => {
    const { token } = await member();
    // 300 x 200 pixels stored sideways: orientation 6 means "rotate 90° to show".
    const bytes = await photo(300, 200, "jpeg", { orientation: 6 });
    const res = await gqlUpload(token, bytes, "sideways.jpg", "image/jpeg");
    expect(res.errors).toBeUndefined();
    const served = await fetch(`${app.url}${res.data!.uploadProfileImage.profileImage}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("keeps a small image's size (no enlargement)", async () => {
    const { token } = await member();
    const res = await restUpload(token, await photo(120, 90, "png"), "small.png", "image/png");
    const served = await fetch(`${app.url}${res.body.image_url}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([120, 90]);
  });
});

describe("the size limit is exact: at most 5 MB (5,242,880 bytes)", () => {
  it("takes a photo of exactly 5,242,880 bytes, on both paths", async () => {
    const exact = await pngOfSize(5_242_880);
    const { user, token } = await member();
    const res = await restUpload(token, exact, "exact.png", "image/png");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await storedUrl(user.id)).toBe(res.body.image_url);

    const viaGraphQL = await gqlUpload(token, exact, "exact.png", "image/png");
    expect(viaGraphQL.errors).toBeUndefined();
    expect(viaGraphQL.status).toBe(200);
    expect(await storedUrl(user.id)).toBe(viaGraphQL.data!.uploadProfileImage.profileImage);
  });

  it("refuses one byte more with 413, on both paths, and keeps the photo there", async () => {
    const over = await pngOfSize(5_242_881);
    const { user, token } = await member();
    const first = await restUpload(token, await photo(64, 64, "png"), "ok.png", "image/png");

    const res = await restUpload(token, over, "over.png", "image/png");
    expect(res).toEqual({ status: 413, body: { detail: "Image size must be less than 5MB" } });
    const viaGraphQL = await gqlUpload(token, over, "over.png", "image/png");
    expect(viaGraphQL.status).toBe(413);
    expect(viaGraphQL.errors).toEqual([
      { message: "Image size must be less than 5MB", extensions: { code: "PAYLOAD_TOO_LARGE" } },
    ]);
    expect(await storedRows(user.id)).toBe(1);
    expect(await storedUrl(user.id)).toBe(first.body.image_url);
  });
});

describe("refused uploads store nothing", () => {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`,
  );
  const html = Buffer.from(`<!doctype html><html><body><script>alert(1)</script></body></html>`);

  it.each([
    ["an SVG", svg, "logo.svg", "image/svg+xml", 422, "Please upload an image file"],
    ["an HTML file named .png", html, "photo.png", "image/png", 422, "Please upload an image file"],
    [
      "an empty file",
      Buffer.alloc(0),
      "empty.png",
      "image/png",
      422,
      "Please upload an image file",
    ],
    [
      "a 6 MB file",
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(6 * 1024 * 1024, 7)]),
      "big.jpg",
      "image/jpeg",
      413,
      "Image size must be less than 5MB",
    ],
    [
      "a small PNG claiming 50,000 x 50,000 pixels",
      pngClaiming(50_000, 50_000),
      "bomb.png",
      "image/png",
      422,
      "Image dimensions are too large (at most 40 megapixels)",
    ],
  ])("%s", async (_what, bytes, name, type, status, detail) => {
    const { user, token } = await member();
    // A photo is already there: a refused upload must not touch it.
    const first = await restUpload(token, await photo(64, 64, "png"), "ok.png", "image/png");
    expect(first.status).toBe(200);

    const res = await restUpload(token, bytes, name, type);
    expect(res).toEqual({ status, body: { detail } });
    expect(await storedRows(user.id)).toBe(1);
    expect(await storedUrl(user.id)).toBe(first.body.image_url);

    const viaGraphQL = await gqlUpload(token, bytes, name, type);
    expect(viaGraphQL.errors?.[0].message).toBe(detail);
    expect(await storedRows(user.id)).toBe(1);
  });

  it("refuses a multipart body without the file field, and a JSON body", async () => {
    const { token } = await member();
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(await photo(10, 10, "png"))]), "a.png");
    const res = await fetch(`${app.url}/api/profile/upload-image`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: 'Attach the image in the field "file"' });
    const json = await app.rest("POST", "/api/profile/upload-image", { token, body: {} });
    expect(json.status).toBe(400);
  });

  it("needs a signed-in member", async () => {
    const res = await restUpload(undefined, await photo(10, 10, "png"), "a.png", "image/png");
    expect(res.status).toBe(401);
  });
});

describe("replacing and removing", () => {
  it("a replaced photo's old URL answers 404; a removed one too", async () => {
    const { user, token } = await member();
    const first = await restUpload(token, await photo(80, 80, "png"), "a.png", "image/png");
    const second = await restUpload(token, await photo(90, 90, "jpeg"), "b.jpg", "image/jpeg");
    expect(second.body.image_url).not.toBe(first.body.image_url);
    expect((await fetch(`${app.url}${first.body.image_url}`)).status).toBe(404);
    expect((await fetch(`${app.url}${second.body.image_url}`)).status).toBe(200);
    expect(await storedRows(user.id)).toBe(1);

    const removed = await app.rest("DELETE", "/api/profile/delete-image", { token });
    expect(removed).toMatchObject({ status: 200, body: { message: "Profile image deleted" } });
    expect((await fetch(`${app.url}${second.body.image_url}`)).status).toBe(404);
    expect(await storedRows(user.id)).toBe(0);
    expect(await storedUrl(user.id)).toBeNull();
    const me = await app.rest("GET", "/api/auth/me", { token });
    expect(me.body.profile_image).toBeNull();
  });

  it("answers 404 for unknown and malformed image names", async () => {
    for (const path of [
      "/images/00000000-0000-0000-0000-000000000000.webp",
      "/images/..%2f.webp",
    ]) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status).toBe(404);
    }
  });
});
