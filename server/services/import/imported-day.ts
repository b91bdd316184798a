/**
 * A date a file gives without a time ("2026-03-02") is that day for the potter (product.md#r231,
 * docs/decisions/0275-calendar-days.md). Where Claybook keeps an instant (a stage, a piece's creation or end, a
 * firing's finish) it is stored at noon in the time zone of the device that sent the file, as a day typed on the
 * screens is (docs/decisions/0131-undo-and-stage-edits.md), so it reads as that day there, west or east of UTC.
 * A date with a time is the instant it names.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a value the importers read is a calendar day (no time), not an instant. */
export const isCalendarDay = (value: string): boolean => DAY.test(value);

/** How far (ms) the zone's clock is ahead of UTC at an instant. */
function offsetAt(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** Noon of a calendar day on the clocks of a time zone. */
export function noonIn(day: string, zone: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  const first = wall - offsetAt(zone, wall);
  // Again at the instant found: its offset is the one that counts on a day the clocks change.
  return new Date(wall - offsetAt(zone, first));
}

/** The instant to store for a date an importer read: a day at noon in the potter's zone, else the instant given. */
export function importedInstant(value: string | null | undefined, zone: string, fallback: Date): Date {
  if (!value) return fallback;
  return isCalendarDay(value) ? noonIn(value, zone) : new Date(value);
}
