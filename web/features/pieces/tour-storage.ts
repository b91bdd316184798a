/** product.md#r76 tooltip tour: the seen flag and the tour's events live on the device only. */
export const TOUR_SEEN_KEY = "claybook-tour-seen";
export const TOUR_EVENTS_KEY = "claybook-tour-events";
/** product.md#r120: locally stored events are capped at 1000. */
export const TOUR_EVENTS_CAP = 1000;

export type TourEvent = "tour_started" | "tour_step" | "tour_skipped" | "tour_finished";

export function tourSeen(): boolean {
  try {
    return localStorage.getItem(TOUR_SEEN_KEY) === "true";
  } catch {
    // Storage blocked: never nag, treat as seen.
    return true;
  }
}

export function markTourSeen(): void {
  try {
    localStorage.setItem(TOUR_SEEN_KEY, "true");
  } catch {
    // Nothing to remember with; the tour may come back, which is harmless.
  }
}

export function recordTourEvent(event: TourEvent, step: number): void {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(TOUR_EVENTS_KEY) ?? "[]");
    const events = Array.isArray(raw) ? raw : [];
    events.push({ event, step, at: new Date().toISOString() });
    localStorage.setItem(TOUR_EVENTS_KEY, JSON.stringify(events.slice(-TOUR_EVENTS_CAP)));
  } catch {
    // Analytics are best effort.
  }
}
