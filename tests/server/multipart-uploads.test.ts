import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProfileImage } from "../../server/src/modules/users/profile-image.entity.js";
import { User } from "../../server/src/modules/users/user.entity.js";
import { photo } from "../support/images.js";
import { startTestApp, uniqueIp, type TestApp } from "../support/test-app.js";

// A multipart body on /graphql is for the photo upload only. Anything else sent as multipart (a
// "simple" request a browser page elsewhere may send without a preflight) is a 400 before any
// resolver runs: nothing is read, nothing changes.

let app: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  app = await startTestApp();
  jpeg = await photo(640, 480, "jpeg");
});
afterAll(() => app.close());

const UPLOAD = `mutation Upload($file: Upload!) { uploadProfileImage(file: $file) { id profileImage } }`;
const MESSAGE =
  "A multipart request may only run the uploadProfileImage mutation; send any other operation as JSON.";

type Answer = {
  data?: Record<string, { id: string; profileImage?: string | null } | null> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** A GraphQL multipart request (as the client's upload link sends it), with or without a file. */
async function multipart(token: string, operations: unknown, withFile = true) {
  const form = new FormData();
  form.append("operations", JSON.stringify(operations));
  form.append("map", JSON.stringify(withFile ? { 0: ["variables.file"] } : {}));
  if (withFile)
    form.append("0", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "me.jpg");
  const res = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "apollo-require-preflight": "true",
      "x-forwarded-for": uniqueIp(),
    },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function member() {
  const user = await app.buildUser({
    fullName: "Multipart Member",
    bio: "Original bio",
    isVerified: true,
    profileCompleted: true,
  });
  return { user, token: await app.tokenFor(user) };
}

const stored = (id: string) => app.db.getRepository(User).findOneByOrFail({ id });
const photos = (userId: string) => app.db.getRepository(ProfileImage).countBy({ userId });

function expectRefused(res: { status: number; body: Answer }) {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors).toEqual([{ message: MESSAGE, extensions: { code: "BAD_REQUEST" } }]);
}

describe("multipart on /graphql", () => {
  it("refuses a query sent as multipart: 400 with a GraphQL error", async () => {
    const { token } = await member();
    expectRefused(await multipart(token, { query: "{ me { id } }", variables: {} }, false));
    // The same query as JSON is fine: only the multipart form is refused.
    const json = await app.gql("{ me { id } }", {}, { token });
    expect(json.data.me.id).toBeTypeOf("string");
  });

  it("refuses other mutations sent as multipart, and they change nothing", async () => {
    const { user, token } = await member();
    const uploaded = await multipart(token, { query: UPLOAD, variables: { file: null } });
    expect(uploaded.status).toBe(200);
    const photoUrl = uploaded.body.data!.uploadProfileImage!.profileImage;
    expect(photoUrl).toMatch(/^\/images\/.+\.webp$/);

    expectRefused(
      await multipart(
        token,
        { query: `mutation { updateProfile(input: { bio: "Changed by a form" }) { id } }` },
        false,
      ),
    );
    expectRefused(
      await multipart(token, { query: `mutation { removeProfileImage { id } }` }, false),
    );
    // An upload with another root field beside it, or hidden in a fragment, is refused as a whole.
    expectRefused(
      await multipart(token, {
        query: `mutation($file: Upload!) { uploadProfileImage(file: $file) { id } removeProfileImage { id } }`,
        variables: { file: null },
      }),
    );
    expectRefused(
      await multipart(token, {
        query: `mutation($file: Upload!) { ...F } fragment F on Mutation { uploadProfileImage(file: $file) { id } removeProfileImage { id } }`,
        variables: { file: null },
      }),
    );
    // The upload document with another operation selected by name.
    expectRefused(
      await multipart(token, {
        query: `${UPLOAD} mutation Remove { removeProfileImage { id } }`,
        operationName: "Remove",
        variables: { file: null },
      }),
    );

    const after = await stored(user.id);
    expect(after.bio).toBe("Original bio");
    expect(after.profileImage).toBe(photoUrl);
    expect(await photos(user.id)).toBe(1);
    expect((await fetch(`${app.url}${photoUrl}`)).status).toBe(200);
  });

  it("refuses a batch sent as multipart, even of uploads", async () => {
    const { user, token } = await member();
    const res = await multipart(token, [{ query: UPLOAD, variables: { file: null } }], false);
    expectRefused(res);
    expect((await stored(user.id)).profileImage).toBeNull();
  });

  it("refuses a multipart body whose query does not parse or is missing", async () => {
    const { token } = await member();
    expectRefused(await multipart(token, { query: "mutation {" }, false));
    expectRefused(await multipart(token, { variables: {} }, false));
  });

  it("still runs the client's own upload document (the profile page's operations)", async () => {
    const { user, token } = await member();
    // The profile page's document, its fragments included: the upload selected by name.
    const document = ["pages/Profile/Profile.graphql", "session/session.graphql"]
      .map((f) => readFileSync(`client/src/${f}`, "utf8"))
      .join("\n");
    const res = await multipart(token, {
      query: document,
      operationName: "UploadProfileImage",
      variables: { file: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const url = res.body.data!.uploadProfileImage!.profileImage!;
    expect((await stored(user.id)).profileImage).toBe(url);
    const served = await fetch(`${app.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");

    // The same document selecting its photo removal instead is refused, and the photo stays.
    expectRefused(
      await multipart(token, { query: document, operationName: "RemoveProfileImage" }, false),
    );
    expect((await stored(user.id)).profileImage).toBe(url);
  });
});
