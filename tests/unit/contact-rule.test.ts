import { describe, expect, it } from "vitest";
import {
  canSeeContact,
  contactNeedsConnection,
  type ContactVisibility,
  type PolicyViewer,
  type Role,
} from "../../server/src/modules/users/user.policy.js";
import { cleanNote } from "../../server/src/modules/connections/connection.service.js";

// THE contact rule (user.policy.ts) as a table: every kind of viewer against every setting.

const viewer = (id: string, ...roles: Role[]): PolicyViewer => ({
  user: { id },
  roles: new Set<Role>(["MEMBER", ...roles]),
});
const VIEWERS: Record<string, PolicyViewer> = {
  visitor: null,
  pending: viewer("p"),
  verified: viewer("v", "VERIFIED"),
  admin: viewer("a", "VERIFIED", "ADMIN"),
  self: viewer("m"),
};

describe("canSeeContact", () => {
  const table: Record<ContactVisibility, Record<string, [boolean, boolean]>> = {
    // [not connected, connected]
    verified: {
      visitor: [false, false],
      pending: [false, false],
      verified: [true, true],
      admin: [true, true],
      self: [true, true],
    },
    connections: {
      visitor: [false, false],
      pending: [false, false],
      verified: [false, true],
      admin: [true, true],
      self: [true, true],
    },
    nobody: {
      visitor: [false, false],
      pending: [false, false],
      verified: [false, false],
      admin: [true, true],
      self: [true, true],
    },
  };
  for (const [setting, rows] of Object.entries(table) as [
    ContactVisibility,
    typeof table.verified,
  ][])
    for (const [kind, [apart, connected]] of Object.entries(rows))
      it(`${setting}: ${kind} ${apart ? "sees" : "does not see"} (connected: ${connected})`, () => {
        const member = { id: "m", contactVisibility: setting };
        expect(canSeeContact(VIEWERS[kind], member, { connected: false })).toBe(apart);
        expect(canSeeContact(VIEWERS[kind], member, { connected: true })).toBe(connected);
      });

  it("a member without a setting is 'verified'; no facts means not connected", () => {
    expect(canSeeContact(VIEWERS.verified, { id: "m" })).toBe(true);
    expect(canSeeContact(VIEWERS.verified, { id: "m", contactVisibility: "connections" })).toBe(
      false,
    );
  });

  it("asks for the connection only when it decides", () => {
    const member = { id: "m", contactVisibility: "connections" as const };
    expect(contactNeedsConnection(VIEWERS.verified, member)).toBe(true);
    for (const kind of ["visitor", "pending", "admin", "self"])
      expect(contactNeedsConnection(VIEWERS[kind], member)).toBe(false);
    expect(
      contactNeedsConnection(VIEWERS.verified, { id: "m", contactVisibility: "verified" }),
    ).toBe(false);
  });
});

describe("a connection request's note", () => {
  it("loses control characters and its ends' spaces; blank is none; 300 characters at most", () => {
    expect(cleanNote("  hello\u0000 there\u202e ")).toBe("hello there");
    expect(cleanNote(" \u0007 ")).toBeNull();
    expect(cleanNote(null)).toBeNull();
    expect(cleanNote("🙂".repeat(300))).toHaveLength(600);
    expect(() => cleanNote("x".repeat(301))).toThrow("Keep the note to 300 characters or fewer");
  });
});
