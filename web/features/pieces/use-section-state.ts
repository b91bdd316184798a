import { useState } from "react";

export interface SectionState {
  details: boolean;
  progress: boolean;
}

/** product.md#r75: 'Piece Details' starts collapsed, 'Progress & Location' open. */
const DEFAULTS: SectionState = { details: false, progress: true };
const key = (pieceId: number) => `claybook-piece-sections-${pieceId}`;

function read(pieceId: number): SectionState {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(key(pieceId)) ?? "null");
    if (raw && typeof raw === "object") {
      const r = raw as Partial<SectionState>;
      return { details: r.details === true, progress: r.progress !== false };
    }
  } catch {
    // Unreadable or blocked storage: defaults.
  }
  return DEFAULTS;
}

/** Which sections are open, remembered per piece for this browser session (product.md#r75). */
export function useSectionState(pieceId: number) {
  const [state, setState] = useState(() => read(pieceId));
  const set = (patch: Partial<SectionState>) =>
    setState((s) => {
      const next = { ...s, ...patch };
      try {
        sessionStorage.setItem(key(pieceId), JSON.stringify(next));
      } catch {
        // Not remembered; harmless.
      }
      return next;
    });
  return [state, set] as const;
}
