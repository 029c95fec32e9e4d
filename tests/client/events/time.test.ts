import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatRange,
  sameClock,
  timeZones,
  toInstant,
  toWall,
} from "../../../client/src/pages/Events/time";

describe("event times", () => {
  it("reads 18:00 in Toronto as 04:30 IST the next day", () => {
    const instant = toInstant("2026-12-12", "18:00", "America/Toronto");
    expect(instant).toBe("2026-12-12T23:00:00.000Z");
    expect(formatDateTime(instant!, "Asia/Kolkata")).toBe("Sun, 13 Dec 2026, 04:30");
    expect(toWall(instant!, "America/Toronto")).toEqual({ date: "2026-12-12", time: "18:00" });
  });

  it("keeps the wall clock across a change of clocks (Toronto in summer)", () => {
    expect(toInstant("2026-07-01", "18:00", "America/Toronto")).toBe("2026-07-01T22:00:00.000Z");
    expect(toInstant("2026-12-12", "18:00", "Asia/Kolkata")).toBe("2026-12-12T12:30:00.000Z");
  });

  it("refuses a missing date or time", () => {
    expect(toInstant("", "18:00", "Asia/Kolkata")).toBeNull();
    expect(toInstant("2026-12-12", "", "Asia/Kolkata")).toBeNull();
    expect(toInstant("2026-12-12", "18:00", "Mars/Olympus")).toBeNull();
  });

  it("shows a range with the zone's short name and knows when two zones agree", () => {
    const start = "2026-12-12T12:30:00.000Z";
    const end = "2026-12-12T15:30:00.000Z";
    expect(formatRange(start, end, "Asia/Kolkata")).toBe("Sat, 12 Dec 2026, 18:00 – 21:00 IST");
    expect(sameClock(start, "Asia/Kolkata", "Asia/Calcutta")).toBe(true);
    expect(sameClock(start, "Asia/Kolkata", "America/Toronto")).toBe(false);
  });

  it("offers Asia/Kolkata among the zones, by its current name", () => {
    expect(timeZones()).toContain("Asia/Kolkata");
    expect(timeZones()).not.toContain("Asia/Calcutta");
  });
});
