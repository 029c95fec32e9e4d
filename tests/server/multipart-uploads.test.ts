import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProfileImage } from "../../server/src/modules/users/profile-image.entity.js";
import { User } from "../../server/src/modules/users/user.entity.js";
import { photo } from "../support/images.js";
import { startLiveServer, type LiveServer } from "../support/live-server.js";
import {
  abortMidway,
  BOUNDARY,
  graphqlParts,
  multipartBody,
  postRaw,
  restParts,
  UPLOAD_PATHS,
  type Answer as RawAnswer,
  type Part as RawPart,
  type UploadPath,
} from "../support/multipart.js";
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
  "A multipart request may only run an upload mutation (uploadProfileImage, previewRoster, importRoster, uploadBusinessLogo); send any other operation as JSON.";

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

  it("refuses a map that names a missing file or points outside the variables, storing nothing", async () => {
    const { user, token } = await member();
    const [operations, , file] = graphqlParts(jpeg, "me.jpg", "image/jpeg");
    const withMap = (map: unknown, files = [file]) =>
      postRaw(
        app.url,
        "/graphql",
        multipartBody([operations, { name: "map", body: JSON.stringify(map) }, ...files]),
        { token },
      );
    const cases: [unknown, RawPart[], string][] = [
      [{ 0: ["variables.file"] }, [], 'The file "0" named in "map" is missing'],
      [{ 0: ["query"] }, [file], 'The "map" path "query" is not in the operation\'s variables'],
      [
        { 0: ["variables.__proto__.polluted"] },
        [file],
        'The "map" path "variables.__proto__.polluted" is not in the operation\'s variables',
      ],
    ];
    for (const [map, files, message] of cases) {
      const answer = await withMap(map, files);
      expect({ status: answer.status, message: answer.message, code: answer.code }).toEqual({
        status: 400,
        message,
        code: "BAD_REQUEST",
      });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await photos(user.id)).toBe(0);
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

// Whatever a client does to a multipart body, it hears a 400/413 with a message (or nothing, when it
// hung up), nothing is stored, and the server goes on: checked on a real server process after every
// case, since an unhandled stream error ends a process but not an in-process test app.
describe("a broken multipart body never stops the server", () => {
  const INCOMPLETE = "The upload did not arrive completely. Please try again.";
  const UNREADABLE = "The multipart body could not be read";
  const ONE_FILE = "Send one file at a time";
  let live: LiveServer;
  let png: Buffer;
  beforeAll(async () => {
    live = await startLiveServer();
    png = await photo(40, 30, "png");
  }, 120_000);
  afterAll(() => live?.close());

  /** The refusal as this path words it: REST `{detail}`, GraphQL `{errors}` with a code. */
  function expectRefusal(path: UploadPath, answer: RawAnswer, status: number, message: string) {
    expect({ status: answer.status, message: answer.message }, answer.text).toEqual({
      status,
      message,
    });
    if (path === "graphql")
      expect(answer.code).toBe(status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST");
  }

  describe.each(Object.keys(UPLOAD_PATHS) as UploadPath[])("on the %s upload path", (path) => {
    const { path: route, parts } = UPLOAD_PATHS[path];
    const send = (what: string, body: Buffer, token: string, contentType?: string) =>
      live.run(what, () => postRaw(live.url, route, body, { token, contentType }));

    it("a valid upload cut short at any point is a 400, and stores nothing", async () => {
      const { user, token } = await member();
      const body = multipartBody(parts(png));
      // The form is complete once its closing `--boundary--` is in (the last CRLF is optional).
      const complete = body.length - 2;
      const offsets = new Set([0, 1, 5, BOUNDARY.length + 1, BOUNDARY.length + 2, complete - 1]);
      for (let i = 0; i < 60; i++) offsets.add(Math.floor((complete * i) / 60));
      for (const offset of [...offsets].sort((a, b) => a - b)) {
        const cut = body.subarray(0, offset);
        const answer = await send(`a body cut at byte ${offset} of ${body.length}`, cut, token);
        // Before its first `--boundary` the body is no form at all; after it, a form cut short.
        const opened = offset >= `--${BOUNDARY}`.length;
        expectRefusal(path, answer, 400, opened ? INCOMPLETE : UNREADABLE);
      }
      expect(await photos(user.id)).toBe(0);
      // The whole body goes through.
      const whole = await postRaw(live.url, route, body, { token });
      expect(whole.status, whole.text).toBe(200);
      expect(await photos(user.id)).toBe(1);
    }, 120_000);

    it("a client that hangs up half way leaves nothing behind", async () => {
      const { user, token } = await member();
      const body = multipartBody(parts(await photo(400, 300, "png")));
      for (const sent of [1, 60, Math.floor(body.length / 2), body.length - 10]) {
        await live.run(`a client hung up after ${sent} of ${body.length} bytes`, () =>
          abortMidway(live.url, route, body, sent, token),
        );
      }
      expect(await photos(user.id)).toBe(0);
      expect((await postRaw(live.url, route, body, { token })).status).toBe(200);
    });

    it("a wrong or missing boundary is a 400", async () => {
      const { token } = await member();
      const body = multipartBody(parts(png));
      for (const contentType of [
        "multipart/form-data; boundary=not-the-one-used",
        "multipart/form-data",
        "multipart/form-data; boundary=",
      ]) {
        const answer = await send(`a body sent as ${contentType}`, body, token, contentType);
        expectRefusal(path, answer, 400, UNREADABLE);
      }
    });

    it("two files are a 413", async () => {
      const { user, token } = await member();
      const twice =
        path === "rest"
          ? [...restParts(png), ...restParts(png)]
          : [...graphqlParts(png), { name: "1", filename: "b.png", type: "image/png", body: png }];
      expectRefusal(path, await send("two files", multipartBody(twice), token), 413, ONE_FILE);
      if (path === "graphql") {
        const [operations, , file] = graphqlParts(png);
        const map = {
          name: "map",
          body: JSON.stringify({ 0: ["variables.file"], 1: ["variables.file"] }),
        };
        const body = multipartBody([operations, map, file, { ...file, name: "1" }]);
        expectRefusal(path, await send("two files in the map", body, token), 413, ONE_FILE);
      }
      expect(await photos(user.id)).toBe(0);
    });

    it("part headers over 16 KB are a 400", async () => {
      const { token } = await member();
      const padded = parts(png).map((p, i) =>
        i === 0 ? { ...p, headers: [`X-Pad: ${"a".repeat(20_000)}`] } : p,
      );
      const answer = await send("a 20 KB part header", multipartBody(padded), token);
      expectRefusal(path, answer, 400, UNREADABLE);
      // Many short header lines add up the same way.
      const many = parts(png).map((p) => ({
        ...p,
        headers: Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`),
      }));
      expectRefusal(
        path,
        await send("3,000 part header lines", multipartBody(many), token),
        400,
        UNREADABLE,
      );
    });
  });
});
