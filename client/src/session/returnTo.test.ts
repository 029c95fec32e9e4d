import { describe, expect, it } from "vitest";
import { rememberReturnPath, safeReturnPath, takeReturnPath } from "./returnTo";

describe("the return path after sign-in", () => {
  it.each(["/directory", "/user/42?tab=skills", "/opportunities/7#contact"])("keeps %s", (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ["another origin", "https://evil.example/"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash trick", "/\\evil.example"],
    ["a script URL", "javascript:alert(1)"],
    ["the sign-in page", "/login?error=x"],
    ["the Google landing", "/auth/success?token=t"],
    ["the landing page", "/"],
    ["not a string", 42],
  ])("refuses %s", (_why, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("is taken once from storage, and only if it is safe", () => {
    rememberReturnPath("/search");
    expect(takeReturnPath()).toBe("/search");
    expect(takeReturnPath()).toBeNull();

    sessionStorage.setItem("returnTo", "//evil.example");
    expect(takeReturnPath()).toBeNull();
  });
});
