import { describe, expect, it } from "vitest";
import { dayOf, instantOfDay } from "./stage-dates";

describe("stage dates", () => {
  it("stores a typed day at local noon and reads it back as the same day", () => {
    const iso = instantOfDay("2026-01-15");
    expect(iso).not.toBeNull();
    expect(new Date(iso!).getHours()).toBe(12);
    expect(dayOf(iso)).toBe("2026-01-15");
  });

  it("refuses days that do not exist and reads unreadable dates as empty", () => {
    expect(instantOfDay("2026-02-30")).toBeNull();
    expect(instantOfDay("")).toBeNull();
    expect(instantOfDay("15/01/2026")).toBeNull();
    expect(dayOf("not a date")).toBe("");
    expect(dayOf(null)).toBe("");
  });
});
