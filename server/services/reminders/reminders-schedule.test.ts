import { describe, expect, it } from "vitest";
import { nextDailyTime } from "./reminders-schedule";

describe("the next daily reminder time", () => {
  it("is today's time in the potter's zone when it is still ahead, else tomorrow's", () => {
    // 22:00 UTC on Jan 6 is 07:00 on Jan 7 in Tokyo: 08:00 Tokyo comes an hour later.
    expect(nextDailyTime(new Date("2026-01-06T22:00:00Z"), "08:00", "Asia/Tokyo").toISOString()).toBe("2026-01-06T23:00:00.000Z");
    // Exactly at 08:00 the next one is tomorrow's.
    expect(nextDailyTime(new Date("2026-01-06T23:00:00Z"), "08:00", "Asia/Tokyo").toISOString()).toBe("2026-01-07T23:00:00.000Z");
    expect(nextDailyTime(new Date("2026-01-07T12:00:00Z"), "08:00", "America/New_York").toISOString()).toBe("2026-01-07T13:00:00.000Z");
  });

  it("follows daylight saving: 08:00 in New York is 13:00 UTC in winter and 12:00 UTC in summer", () => {
    expect(nextDailyTime(new Date("2026-03-07T14:00:00Z"), "08:00", "America/New_York").toISOString()).toBe("2026-03-08T12:00:00.000Z");
  });

  it("moves a time that does not exist that day (the spring-forward gap) past the gap", () => {
    // 02:30 on Mar 8 2026 does not exist in New York (clocks go from 02:00 to 03:00).
    const next = nextDailyTime(new Date("2026-03-08T05:00:00Z"), "02:30", "America/New_York");
    expect(next.toISOString()).toBe("2026-03-08T07:30:00.000Z");
  });
});
