import { createHash, timingSafeEqual } from "node:crypto";
import type { Request } from "express";
import type { Config } from "../../config.js";
import type { Viewer } from "../auth/viewer.js";
import { unauthenticated } from "../../errors.js";
import { User } from "../users/user.entity.js";

export const ADMIN_KEY_HEADER = "x-admin-key";
/** How the audit log names a script that used ADMIN_API_KEY. */
export const SYSTEM_ADMIN_NAME = "System (ADMIN_API_KEY)";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Compares in constant time: both sides are hashed to one length first. */
export function keyMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The viewer for an admin REST call that carries `X-Admin-Key`: the system admin when the key is
 * right; a 401 when it is wrong or when the server has no ADMIN_API_KEY (the header is refused, not
 * ignored, so a script never silently runs as someone else). Null when the header is absent.
 */
export function adminKeyViewer(req: Request, config: Pick<Config, "adminApiKey">): Viewer | null {
  const given = req.get(ADMIN_KEY_HEADER);
  if (given === undefined) return null;
  if (!config.adminApiKey) {
    throw unauthenticated("The X-Admin-Key header is not accepted: ADMIN_API_KEY is not set");
  }
  if (!keyMatches(given, config.adminApiKey)) throw unauthenticated("Invalid admin API key");
  const user = Object.assign(new User(), {
    id: "00000000-0000-0000-0000-000000000000",
    email: "system@istc-connect.invalid",
    fullName: SYSTEM_ADMIN_NAME,
    isAdminFlag: true,
    isVerified: true,
  });
  return {
    user,
    sessionId: "",
    scope: "session",
    roles: new Set(["MEMBER", "VERIFIED", "ADMIN"]),
    system: true,
  };
}
