/**
 * Calendar days: a date without a time (a firing's planned date, a maintenance entry, a tile's firing day, a day in a
 * file) is that day in every time zone, stored, sent and shown as given (product.md#r231,
 * docs/decisions/0275-calendar-days.md). A day is never read with `new Date("YYYY-MM-DD")`, which takes it as
 * midnight UTC and shows the day before west of UTC.
 *
 * A stage's date is an instant; a typed day is stored at local noon, so it reads as the same day in any time zone
 * near the potter's (docs/decisions/0131-undo-and-stage-edits.md).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The year, month (1–12) and day of a calendar day, or null when it is not one (2026-02-30 is not). */
function partsOf(day: string): { y: number; m: number; d: number } | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Whether a value is a calendar day (YYYY-MM-DD that exists), not an instant. */
export const isCalendarDay = (value: string): boolean => partsOf(value) !== null;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The device's calendar day of an instant (YYYY-MM-DD, as a date input holds it); '' when unreadable. */
export function dayOf(iso: string | Date | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return "";
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today on the device's calendar (YYYY-MM-DD): what a date input starts on. */
export const today = (now: Date = new Date()): string => dayOf(now);

/** The instant to store for a typed day (local noon), or null when the day is not a real date. */
export function instantOfDay(day: string): string | null {
  const p = partsOf(day);
  return p ? new Date(p.y, p.m - 1, p.d, 12).toISOString() : null;
}

/** A calendar day as the device writes dates (11/30/2026 in en-US), the same day in every time zone; '' when unreadable. */
export function formatDay(day: string, options: Intl.DateTimeFormatOptions = {}): string {
  const p = partsOf(day);
  if (!p) return "";
  return new Date(Date.UTC(p.y, p.m - 1, p.d)).toLocaleDateString(undefined, { ...options, timeZone: "UTC" });
}

/**
 * A value that is either a calendar day or an instant (a piece's firing is dated by when it finished, else its planned
 * day): a day as given, an instant as its day on the device's calendar; '' when unreadable.
 */
export function formatDayOrInstant(value: string | null | undefined, options: Intl.DateTimeFormatOptions = {}): string {
  if (!value) return "";
  if (isCalendarDay(value)) return formatDay(value, options);
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleDateString(undefined, options);
}
