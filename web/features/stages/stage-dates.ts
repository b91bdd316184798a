/**
 * A stage's date as the potter types it (a calendar day) and as it is stored (an instant). A typed day is stored at
 * local noon, so it reads as the same day in any time zone near the potter's
 * (docs/decisions/0131-undo-and-stage-edits.md).
 */

/** The local calendar day of a stored date, as a date input holds it (YYYY-MM-DD); '' when unreadable. */
export function dayOf(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return "";
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${String(d.getFullYear()).padStart(4, "0")}-${mm}-${dd}`;
}

/** The instant to store for a typed day, or null when the day is not a real date. */
export function instantOfDay(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(y, m - 1, d, 12);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return date.toISOString();
}
