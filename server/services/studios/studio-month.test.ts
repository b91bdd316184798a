import { describe, expect, it } from "vitest";
import { studioDay, studioMonthRange } from "./studio-month";

describe("studioMonthRange (decision 0252)", () => {
  it("is the calendar month in UTC for a studio in UTC", () => {
    expect(studioMonthRange("2026-11", "UTC")).toEqual({ from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-12-01T00:00:00Z") });
    expect(studioMonthRange("2026-12", "UTC").to).toEqual(new Date("2027-01-01T00:00:00Z"));
  });

  it("runs from local midnight to local midnight, each end at the offset of its own day (daylight saving inside the month)", () => {
    // Los Angeles: March starts in standard time (UTC-8) and ends in daylight time (UTC-7, from 8 March 2026).
    expect(studioMonthRange("2026-03", "America/Los_Angeles")).toEqual({ from: new Date("2026-03-01T08:00:00Z"), to: new Date("2026-04-01T07:00:00Z") });
    // February ends where March begins: no instant is in both months or in neither.
    expect(studioMonthRange("2026-02", "America/Los_Angeles").to).toEqual(studioMonthRange("2026-03", "America/Los_Angeles").from);
    // Ahead of UTC: Auckland's November starts on 31 October in UTC (daylight time, UTC+13).
    expect(studioMonthRange("2026-11", "Pacific/Auckland").from).toEqual(new Date("2026-10-31T11:00:00Z"));
  });

  it("starts at the day's first instant where the zone skips midnight on the 1st", () => {
    // Asunción sprang forward at midnight on 1 October 2023: that day began at 01:00 (UTC-3), the same instant
    // September's last day ended (midnight at UTC-4).
    expect(studioMonthRange("2023-10", "America/Asuncion").from).toEqual(new Date("2023-10-01T04:00:00Z"));
    expect(studioMonthRange("2023-09", "America/Asuncion").to).toEqual(new Date("2023-10-01T04:00:00Z"));
  });
});

describe("studioDay", () => {
  it("is the day on the studio's wall calendar", () => {
    expect(studioDay(new Date("2026-03-01T05:00:00Z"), "America/Los_Angeles")).toBe("2026-02-28");
    expect(studioDay(new Date("2026-03-01T05:00:00Z"), "UTC")).toBe("2026-03-01");
    expect(studioDay(new Date("2026-10-31T12:00:00Z"), "Pacific/Auckland")).toBe("2026-11-01");
  });
});
