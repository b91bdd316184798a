/** How a firing's date reads: finished, else started, else planned (decision 0120). */
import type { Firing } from "../../../contract/firings/schemas";

export function firingDate(f: Pick<Firing, "finishedAt" | "startedAt" | "plannedDate">): string | null {
  const at = f.finishedAt ?? f.startedAt;
  if (at) return new Date(at).toLocaleDateString();
  return f.plannedDate ? new Date(`${f.plannedDate}T12:00:00`).toLocaleDateString() : null;
}
