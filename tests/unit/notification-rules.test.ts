import { describe, expect, it } from "vitest";
import { slower } from "../../server/src/modules/notifications/notification-kinds.js";
import { maskEmail } from "../../server/src/modules/notifications/notification.service.js";
import {
  readUnsubscribeToken,
  unsubscribeToken,
} from "../../server/src/modules/notifications/unsubscribe-token.js";

const SECRET = "unit-secret-".padEnd(40, "x");
const USER = "3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b";

describe("unsubscribe tokens", () => {
  it("round-trip the member and the preference", () => {
    const token = unsubscribeToken(SECRET, USER, "opportunities");
    expect(token).toMatch(/^[\w-]{44}$/);
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: USER, key: "opportunities" });
  });

  it("refuse any change, another secret, and junk", () => {
    const token = unsubscribeToken(SECRET, USER, "saved_searches");
    const bytes = Buffer.from(token, "base64url");
    for (let i = 0; i < bytes.length; i++) {
      const altered = Buffer.from(bytes);
      altered[i] ^= 1;
      expect(readUnsubscribeToken(SECRET, altered.toString("base64url")), `byte ${i}`).toBeNull();
    }
    expect(readUnsubscribeToken("another-secret".padEnd(40, "y"), token)).toBeNull();
    for (const junk of ["", "x", `${token}=`, `${token}A`, "\u0000", 42, null, "A".repeat(5000)])
      expect(readUnsubscribeToken(SECRET, junk)).toBeNull();
  });
});

describe("frequencies and addresses", () => {
  it("the slower frequency wins; off wins over everything", () => {
    expect(slower("instant", "daily")).toBe("daily");
    expect(slower("weekly", "daily")).toBe("weekly");
    expect(slower("instant", "off")).toBe("off");
    expect(slower("instant", "instant")).toBe("instant");
  });

  it("masks an address", () => {
    expect(maskEmail("asha.verma@gmail.com")).toBe("as***@gmail.com");
    expect(maskEmail("a@b.in")).toBe("a***@b.in");
  });
});
