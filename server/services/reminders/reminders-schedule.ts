/**
 * When a potter's daily reminder time next comes (product.md#r172): the next instant of 'HH:MM' in an IANA time zone
 * after `now`, with daylight-saving gaps and repeats handled by luxon (a local time that does not exist that day moves
 * on).
 */
import { DateTime } from "luxon";

export function nextDailyTime(now: Date, dailyTime: string, timeZone: string): Date {
  const [hour, minute] = dailyTime.split(":").map(Number) as [number, number];
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  let next = local.set({ hour, minute, second: 0, millisecond: 0 });
  if (next.toMillis() <= now.getTime()) next = next.plus({ days: 1 }).set({ hour, minute, second: 0, millisecond: 0 });
  return next.toJSDate();
}
