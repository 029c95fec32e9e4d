import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_TOKEN_MESSAGE,
  READ_TOKEN_MESSAGE,
  TOKEN_NOT_ALLOWED_MESSAGE,
} from "../../server/src/graphql/token-scope.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const CREATE = `mutation($input: CreateAccessTokenInput!) {
  createAccessToken(input: $input) {
    token accessToken { id name prefix scope createdAt lastUsedAt expiresAt revokedAt }
  }
}`;
const LIST = `{ accessTokens { id name prefix scope lastUsedAt expiresAt } }`;
const COMPLETE = `mutation($input: CompleteProfileInput!) { completeProfile(input: $input) { trade } }`;
const completeInput = (trade: string) => ({
  input: {
    rollNumber: `PAT-${Math.random().toString(36).slice(2, 10)}`,
    trade,
    currentLocation: "Mohali",
  },
});

async function member(fields: Record<string, unknown> = {}) {
  const user = await app.buildUser({ fullName: "Token Owner", isVerified: true, ...fields });
  return { user, session: await app.tokenFor(user) };
}

async function createToken(session: string, scope: "READ" | "READ_WRITE", extra = {}) {
  const res = await app.gql(
    CREATE,
    { input: { name: "batch script", scope, ...extra } },
    {
      token: session,
    },
  );
  expect(res.errors).toBeUndefined();
  return res.data.createAccessToken as {
    token: string;
    accessToken: { id: string; prefix: string; expiresAt: string | null };
  };
}

describe("personal access tokens", () => {
  it("are shown once, stored only as a hash, and listed by prefix and scope", async () => {
    const { user, session } = await member();
    const created = await createToken(session, "READ", { expiresInDays: 30 });
    expect(created.token).toMatch(/^istc_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.accessToken.prefix).toBe(created.token.slice(0, 13));
    const expires = new Date(created.accessToken.expiresAt!).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);

    const listed = await app.gql(LIST, {}, { token: session });
    expect(listed.data.accessTokens).toEqual([
      {
        id: created.accessToken.id,
        name: "batch script",
        prefix: created.accessToken.prefix,
        scope: "READ",
        lastUsedAt: null,
        expiresAt: created.accessToken.expiresAt,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    const stored = await app.db.query(`SELECT * FROM sessions WHERE user_id = $1`, [user.id]);
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(9));
  });

  it("a READ token reads on GraphQL and REST, and every mutation is refused with 403", async () => {
    const { user, session } = await member();
    const { token } = await createToken(session, "READ");

    expect((await app.gql(`{ me { id } }`, {}, { token })).data.me.id).toBe(user.id);
    expect((await app.rest("GET", "/api/auth/me", { token })).body.id).toBe(user.id);

    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: COMPLETE, variables: completeInput("Fitter") }),
    });
    expect(res.status).toBe(403);
    // The status is the answer's; the error says only its code (no `http` internals in the body).
    const refusal = (await res.json()).errors[0];
    expect(refusal).toMatchObject({ message: READ_TOKEN_MESSAGE });
    expect(refusal.extensions).toEqual({ code: "FORBIDDEN" });
    const rest = await app.rest("PUT", "/api/profile/complete", {
      token,
      body: { roll_number: "PAT-REST-1", trade: "Fitter", current_location: "Mohali" },
    });
    expect(rest).toMatchObject({ status: 403, body: { detail: READ_TOKEN_MESSAGE } });
    const [row] = await app.db.query(`SELECT trade FROM users WHERE id = $1`, [user.id]);
    expect(row.trade).toBeNull();
  });

  it("a READ_WRITE token acts as its member", async () => {
    const { session } = await member();
    const { token } = await createToken(session, "READ_WRITE");
    const res = await app.gql(COMPLETE, completeInput("Electrician"), { token });
    expect(res.data.completeProfile.trade).toBe("Electrician");
  });

  it("cannot make tokens, list them, sign in or log out", async () => {
    const { session } = await member();
    const { token } = await createToken(session, "READ_WRITE");
    const refusals = [
      await app.gql(CREATE, { input: { name: "again", scope: "READ_WRITE" } }, { token }),
      await app.gql(LIST, {}, { token }),
      await app.gql(`mutation { logout }`, {}, { token }),
      await app.gql(
        `mutation { sendSignInCode(input: { email: "x@test.istc-connect.in", fullName: "X" }) { email } }`,
        {},
        { token },
      ),
    ];
    for (const res of refusals) {
      expect(res.errors?.[0]).toMatchObject({
        message: TOKEN_NOT_ALLOWED_MESSAGE,
        extensions: { code: "FORBIDDEN" },
      });
    }
    // The token still works: logout did not revoke it.
    expect((await app.rest("GET", "/api/auth/me", { token })).status).toBe(200);
  });

  it("admin operations need an admin's READ_WRITE token", async () => {
    const admin = await member({ isAdminFlag: true });
    const read = await createToken(admin.session, "READ");
    const write = await createToken(admin.session, "READ_WRITE");
    const plain = await member();
    const plainWrite = await createToken(plain.session, "READ_WRITE");
    const stats = `{ adminStats { totalUsers } }`;
    expect((await app.gql(stats, {}, { token: read.token })).errors?.[0]).toMatchObject({
      message: ADMIN_TOKEN_MESSAGE,
      extensions: { code: "FORBIDDEN" },
    });
    expect((await app.gql(stats, {}, { token: write.token })).data.adminStats.totalUsers).toEqual(
      expect.any(Number),
    );
    expect(
      (await app.gql(stats, {}, { token: plainWrite.token })).errors?.[0].extensions?.code,
    ).toBe("FORBIDDEN");
  });

  it("stop working when revoked or expired; another member's token cannot be revoked", async () => {
    const { user, session } = await member();
    const a = await createToken(session, "READ");
    const b = await createToken(session, "READ");
    const other = await member();
    const REVOKE = `mutation($id: ID!) { revokeAccessToken(id: $id) { id revokedAt } }`;

    const stranger = await app.gql(REVOKE, { id: a.accessToken.id }, { token: other.session });
    expect(stranger.errors?.[0]).toMatchObject({
      message: "API token not found",
      extensions: { code: "NOT_FOUND" },
    });
    expect(
      (await app.gql(REVOKE, { id: "nope" }, { token: session })).errors?.[0].extensions?.code,
    ).toBe("NOT_FOUND");
    expect((await app.rest("GET", "/api/auth/me", { token: a.token })).status).toBe(200);

    const revoked = await app.gql(REVOKE, { id: a.accessToken.id }, { token: session });
    expect(revoked.data.revokeAccessToken.revokedAt).toEqual(expect.any(String));
    expect((await app.rest("GET", "/api/auth/me", { token: a.token })).status).toBe(401);

    await app.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [b.accessToken.id],
    );
    expect((await app.rest("GET", "/api/auth/me", { token: b.token })).status).toBe(401);
    const listed = await app.gql(LIST, {}, { token: session });
    expect(listed.data.accessTokens.map((t: { id: string }) => t.id)).toEqual([b.accessToken.id]);
    // The member's browser session is untouched.
    expect((await app.rest("GET", "/api/auth/me", { token: session })).body.id).toBe(user.id);
  });

  it("record their last use; never-expiring tokens say so", async () => {
    const { session } = await member();
    const created = await createToken(session, "READ");
    expect(created.accessToken.expiresAt).toBeNull();
    await app.rest("GET", "/api/auth/me", { token: created.token });
    await expect
      .poll(
        async () => (await app.gql(LIST, {}, { token: session })).data.accessTokens[0].lastUsedAt,
      )
      .toEqual(expect.any(String));
  });

  it("validate name and expiry, and cap live tokens per member", async () => {
    const { session } = await member();
    const bad = async (input: Record<string, unknown>) =>
      (await app.gql(CREATE, { input: { name: "x", scope: "READ", ...input } }, { token: session }))
        .errors?.[0];
    expect(await bad({ name: "  " })).toMatchObject({
      message: "Token name is required",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await bad({ name: "n".repeat(61) }))?.message).toBe(
      "Token name must be at most 60 characters",
    );
    expect((await bad({ expiresInDays: 7 }))?.message).toBe(
      "Expiry must be 30, 90, 365 days, or none",
    );
    expect((await bad({ scope: "ADMIN" }))?.extensions?.code).toBe("BAD_USER_INPUT");

    for (let i = 0; i < 20; i++) await createToken(session, "READ");
    expect((await bad({}))?.message).toBe(
      "You can hold at most 20 API tokens. Revoke one you no longer use first.",
    );
  });
});
