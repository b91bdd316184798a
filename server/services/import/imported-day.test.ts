import { describe, expect, it } from "vitest";
import { importedInstant, noonIn } from "./imported-day";

describe("a day a file gives without a time (product.md#r231)", () => {
  it("is stored at noon on the clocks of the potter's zone, west and east of UTC", () => {
    expect(noonIn("2026-03-02", "America/Los_Angeles").toISOString()).toBe("2026-03-02T20:00:00.000Z");
    // Auckland keeps summer time in March: UTC+13, so noon there is still the 1st in UTC.
    expect(noonIn("2026-03-02", "Pacific/Auckland").toISOString()).toBe("2026-03-01T23:00:00.000Z");
    expect(noonIn("2026-11-30", "UTC").toISOString()).toBe("2026-11-30T12:00:00.000Z");
  });

  it("takes the offset of the day itself when the clocks change that day", () => {
    // Los Angeles moves to summer time on 8 March 2026 at 2:00: noon that day is UTC-7.
    expect(noonIn("2026-03-08", "America/Los_Angeles").toISOString()).toBe("2026-03-08T19:00:00.000Z");
  });

  it("keeps an instant as given and falls back when there is no date", () => {
    const now = new Date("2026-11-28T08:00:00.000Z");
    expect(importedInstant("2026-03-02T05:00:00.000Z", "Pacific/Auckland", now).toISOString()).toBe("2026-03-02T05:00:00.000Z");
    expect(importedInstant(null, "Pacific/Auckland", now)).toBe(now);
    expect(importedInstant("2026-03-02", "America/Los_Angeles", now).toISOString()).toBe("2026-03-02T20:00:00.000Z");
  });
});
