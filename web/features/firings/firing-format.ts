/** How a firing's date reads: finished, else started, else planned (decision 0120); a planned day as given (product.md#r231). */
import type { Firing } from "../../../contract/firings/schemas";
import { formatDayOrInstant } from "../../lib/calendar-day";

export function firingDate(f: Pick<Firing, "finishedAt" | "startedAt" | "plannedDate">): string | null {
  return formatDayOrInstant(f.finishedAt ?? f.startedAt ?? f.plannedDate) || null;
}
