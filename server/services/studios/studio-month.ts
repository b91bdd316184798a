/**
 * A studio's calendar month in its own time zone (docs/decisions/0252-studio-time-zone.md): the month runs from local
 * midnight on the 1st to local midnight on the next 1st, found by luxon from the IANA zone's rules, so a daylight-saving
 * change inside the month (or a zone that skips midnight) moves the boundary as the studio's clock does; never a fixed
 * offset.
 */
import { DateTime } from "luxon";
import { MONTH_PATTERN } from "../../../contract/studios/fee-rules";

/** The first instant of `month` (YYYY-MM) in `timeZone`, and the first instant of the month after. */
export function studioMonthRange(month: string, timeZone: string): { from: Date; to: Date } {
  const m = MONTH_PATTERN.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const start = DateTime.fromObject({ year: Number(m[1]), month: Number(m[2]), day: 1 }, { zone: timeZone });
  if (!start.isValid) throw new Error(`not a time zone: ${timeZone}`);
  // startOf("day") is the day's first instant even where the zone skips midnight (the clock jumps to 01:00).
  return { from: start.startOf("day").toJSDate(), to: start.plus({ months: 1 }).startOf("day").toJSDate() };
}

/** The studio's calendar day (YYYY-MM-DD) of an instant. */
export function studioDay(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).toISODate()!;
}
