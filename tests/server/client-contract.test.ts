// What the client's forms rely on: the send-code answer says how long the code is, how long it
// lives and when another may be sent (the client hard-codes none of it), and errors about one
// input name it in `extensions.field` so the form can show the message on that field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_LIMITS, PROFILE_LIMITS, SIGN_IN_CODE_LENGTH } from "../../common/limits.js";
import { startTestApp, uniqueEmail, uniqueIp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const SEND = `mutation($input: SendCodeInput!) {
  sendSignInCode(input: $input) { expiresInSeconds codeLength resendAfterSeconds } }`;
const VERIFY = `mutation($input: VerifyCodeInput!) { verifySignInCode(input: $input) { token } }`;
const COMPLETE = `mutation($input: CompleteProfileInput!) { completeProfile(input: $input) { id } }`;

describe("the send-code answer", () => {
  it("tells the code's length, lifetime and resend spacing, and they hold", async () => {
    const email = uniqueEmail();
    const ip = uniqueIp();
    const res = await app.gql(SEND, { input: { email, fullName: "Contract Person" } }, { ip });
    expect(res.errors).toBeUndefined();
    const sent = res.data.sendSignInCode;
    expect(sent).toEqual({
      expiresInSeconds: 600,
      codeLength: SIGN_IN_CODE_LENGTH,
      resendAfterSeconds: 60,
    });

    // The e-mailed code has exactly that many digits...
    const code = await app.mailbox.waitForCode(email);
    expect(code).toHaveLength(sent.codeLength);
    // ...and another send is refused for that long, with retryAfter counting down from it.
    const again = await app.gql(SEND, { input: { email, fullName: "Contract Person" } }, { ip });
    expect(again.errors?.[0].extensions).toMatchObject({ code: "RATE_LIMITED" });
    const retryAfter = again.errors?.[0].extensions?.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(sent.resendAfterSeconds);
  });

  it("is the same on the REST alias, in snake_case", async () => {
    const email = uniqueEmail();
    const res = await app.rest("POST", "/api/auth/send-otp", {
      body: { email, full_name: "Rest Person" },
      ip: uniqueIp(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      expires_in_seconds: 600,
      code_length: SIGN_IN_CODE_LENGTH,
      resend_after_seconds: 60,
    });
  });
});

describe("errors that name a field", () => {
  it("name the field of the first invalid input (class-validator)", async () => {
    const longName = "N".repeat(ACCOUNT_LIMITS.fullName + 1);
    const res = await app.gql(SEND, { input: { email: uniqueEmail(), fullName: longName } });
    expect(res.errors?.[0]).toMatchObject({
      message: `Name must be at most ${ACCOUNT_LIMITS.fullName} characters`,
      extensions: { code: "BAD_USER_INPUT", field: "fullName" },
    });

    const badEmail = await app.gql(SEND, { input: { email: "nope", fullName: "X" } });
    expect(badEmail.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", field: "email" });

    const shortCode = await app.gql(VERIFY, { input: { email: uniqueEmail(), code: "12" } });
    expect(shortCode.errors?.[0]).toMatchObject({
      message: `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from your e-mail`,
      extensions: { code: "BAD_USER_INPUT", field: "code" },
    });
  });

  it("name the field a service refuses (a taken roll number)", async () => {
    const roll = `ISTC-FIELD-${Date.now() % 1_000_000}`;
    const input = { rollNumber: roll, trade: "Civil", currentLocation: "Delhi" };
    const first = await app.gql(
      COMPLETE,
      { input },
      { token: await app.tokenFor(await app.buildUser()) },
    );
    expect(first.errors).toBeUndefined();

    const other = await app.tokenFor(await app.buildUser());
    const taken = await app.gql(COMPLETE, { input }, { token: other });
    expect(taken.errors?.[0].extensions).toEqual({ code: "CONFLICT", field: "rollNumber" });

    const tooLong = await app.gql(
      COMPLETE,
      { input: { ...input, trade: "T".repeat(PROFILE_LIMITS.trade + 1) } },
      { token: other },
    );
    expect(tooLong.errors?.[0].extensions).toEqual({ code: "BAD_USER_INPUT", field: "trade" });
  });
});
