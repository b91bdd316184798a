import { afterEach, describe, expect, it } from "vitest";
import { dayOf, formatDay, formatDayOrInstant, instantOfDay, isCalendarDay, today } from "./calendar-day";

const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

// Node re-reads TZ when it changes: each case runs with the device west of UTC, east of it (past the date line), and at UTC.
const ZONES = ["America/Los_Angeles", "Pacific/Auckland", "UTC"];

describe("calendar days (product.md#r231)", () => {
  for (const zone of ZONES) {
    it(`shows a day as given in ${zone}`, () => {
      process.env.TZ = zone;
      expect(formatDay("2026-11-30", { day: "numeric", month: "long", year: "numeric" })).toBe("November 30, 2026");
      expect(formatDay("2026-03-02", { day: "numeric", month: "long" })).toBe("March 2");
      expect(formatDayOrInstant("2026-11-30", { day: "numeric", month: "numeric", year: "numeric" })).toBe("11/30/2026");
    });

    it(`stores a typed day at local noon and reads it back as the same day in ${zone}`, () => {
      process.env.TZ = zone;
      const iso = instantOfDay("2026-01-15");
      expect(iso).not.toBeNull();
      expect(new Date(iso!).getHours()).toBe(12);
      expect(dayOf(iso)).toBe("2026-01-15");
      expect(formatDayOrInstant(iso, { day: "numeric", month: "long" })).toBe("January 15");
    });

    it(`takes today from the device's calendar in ${zone}`, () => {
      process.env.TZ = zone;
      const lateEvening = new Date(2026, 10, 30, 23, 30);
      expect(today(lateEvening)).toBe("2026-11-30");
    });
  }

  it("shows an instant as its day on the device's calendar", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(formatDayOrInstant("2026-12-01T03:00:00.000Z", { day: "numeric", month: "long" })).toBe("November 30");
    process.env.TZ = "Pacific/Auckland";
    expect(formatDayOrInstant("2026-11-30T20:00:00.000Z", { day: "numeric", month: "long" })).toBe("December 1");
  });

  it("refuses days that do not exist and reads unreadable dates as empty", () => {
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("2026-02-28T12:00:00Z")).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(instantOfDay("2026-02-30")).toBeNull();
    expect(instantOfDay("")).toBeNull();
    expect(instantOfDay("15/01/2026")).toBeNull();
    expect(formatDay("2026-13-01")).toBe("");
    expect(formatDayOrInstant("not a date")).toBe("");
    expect(formatDayOrInstant(null)).toBe("");
    expect(dayOf("not a date")).toBe("");
    expect(dayOf(null)).toBe("");
  });
});
