import { createHmac, timingSafeEqual } from "node:crypto";
import { PREFERENCE_KEYS, type PreferenceKey } from "./notification-kinds.js";

/**
 * The one-click unsubscribe token of an e-mail (RFC 8058): the member and the preference it turns
 * off, signed with AUTH_SECRET (HMAC-SHA256, 128 bits kept). Nothing in it can be changed without the
 * secret, so no other member's or preference's token can be made from one. Layout, base64url: 16
 * bytes of the user id, 1 byte of the preference's index, 16 bytes of the signature (44 characters).
 */
const SIGNATURE_BYTES = 16;
const TOKEN_BYTES = 16 + 1 + SIGNATURE_BYTES;

const sign = (secret: string, payload: Buffer) =>
  createHmac("sha256", `unsubscribe:${secret}`)
    .update(payload)
    .digest()
    .subarray(0, SIGNATURE_BYTES);

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ""), "hex");
const uuidText = (b: Buffer) =>
  b.toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

export function unsubscribeToken(secret: string, userId: string, key: PreferenceKey): string {
  const payload = Buffer.concat([uuidBytes(userId), Buffer.from([PREFERENCE_KEYS.indexOf(key)])]);
  return Buffer.concat([payload, sign(secret, payload)]).toString("base64url");
}

/** The member and preference of a token this server signed; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: unknown,
): { userId: string; key: PreferenceKey } | null {
  if (typeof token !== "string" || token.length > 100 || !/^[A-Za-z0-9_-]+$/.test(token))
    return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== TOKEN_BYTES || bytes.toString("base64url") !== token) return null;
  const payload = bytes.subarray(0, 17);
  if (!timingSafeEqual(bytes.subarray(17), sign(secret, payload))) return null;
  const key = PREFERENCE_KEYS[payload[16]];
  if (!key) return null;
  return { userId: uuidText(payload.subarray(0, 16)), key };
}
