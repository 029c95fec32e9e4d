import { describe, expect, it } from "vitest";
import {
  loadPendingCode,
  pendingFromAnswer,
  savePendingCode,
  usablePendingCode,
} from "./pendingCode";

const answer = { codeLength: 6, expiresInSeconds: 600, resendAfterSeconds: 60 };

describe("the code this tab had sent", () => {
  it("is usable for the same address (however typed) until it expires", () => {
    const pending = pendingFromAnswer(" Asha@Example.com", answer, 1_000);
    expect(usablePendingCode(pending, "asha@example.com ", 1_000 + 599_000)).toBe(pending);
    expect(usablePendingCode(pending, "asha@example.com", 1_000 + 600_000)).toBeNull();
    expect(usablePendingCode(pending, "ravi@example.com", 2_000)).toBeNull();
  });

  it("survives a reload, and a tampered copy is ignored", () => {
    const pending = pendingFromAnswer("asha@example.com", answer, 1_000);
    savePendingCode(pending);
    expect(loadPendingCode()).toEqual(pending);

    sessionStorage.setItem("signInCode", JSON.stringify({ ...pending, codeLength: 1e6 }));
    expect(loadPendingCode()).toBeNull();
    sessionStorage.setItem("signInCode", "{not json");
    expect(loadPendingCode()).toBeNull();
  });
});
