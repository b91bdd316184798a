/** Stage constants, texts and rules, free of zod so screens that only show stages need no schema library. */
import { LIMITS } from "../common/limits";
import { enUsNumber } from "../common/format";

/** product.md#r76: the board stages in making order. Wheel pieces use all five; other pieces skip Trimmed. */
export const STAGES = ["Formed", "Trimmed", "Bisqued", "Glazed", "Finished"] as const;
export type Stage = (typeof STAGES)[number];

export const HANDBUILT_STAGES: readonly Stage[] = ["Formed", "Bisqued", "Glazed", "Finished"];

/** The stage a piece shows under when it has no valid history entry. */
export const FIRST_STAGE: Stage = "Formed";

/** product.md#r20: the one default location, for stage entries and for a piece without a location. */
export const DEFAULT_LOCATION = "Drying Rack";

/** 0038: the history fetch of product.md#r120 uses 1000; it is also the most one call answers. */
export const STAGE_HISTORY_LIMIT_DEFAULT = 1000;
export const STAGE_HISTORY_LIMIT_MAX = 1000;

export const STAGE_TEXTS = {
  noLocations: "No locations yet — add some in Settings ▸ Studio Preferences ▸ Locations",
  stageRequired: "Stage is required",
  stageUnknown: `Stage must be one of ${STAGES.join(", ")}`,
  locationRequired: "Location is required",
  locationTooLong: `Location cannot exceed ${LIMITS.name} characters`,
  notesTooLong: `Notes cannot exceed ${enUsNumber(LIMITS.notes)} characters`,
  invalidDate: "Date must be a valid date",
  pieceRequired: "Piece is required",
  entryNotFound: "Stage history entry not found",
  duplicate: "This stage is already recorded for this piece",
  limitRange: `Limit must be a whole number from 1 to ${STAGE_HISTORY_LIMIT_MAX}`,
  createFailed: "Failed to create stage history",
  updateFailed: "Failed to update stage history",
  removeFailed: "Failed to remove stage",
  loadFailed: "Failed to load stages. Please try again.",
  stageColumn: "Stage",
  locationColumn: "Location",
} as const;

/** The stages on a piece's board for its forming type (product.md#r76). */
export function stagesForType(type: string | null | undefined): readonly Stage[] {
  return type?.toLowerCase() === "wheel" ? STAGES : HANDBUILT_STAGES;
}

/** A stored stage name in its canonical spelling, or null when it is not a board stage (case-insensitive). */
export function canonicalStage(value: string | null | undefined): Stage | null {
  const wanted = value?.trim().toLowerCase();
  return STAGES.find((s) => s.toLowerCase() === wanted) ?? null;
}

/**
 * product.md#r76 in one function, for clients that hold a piece's history: the furthest valid stage and its location.
 * The server computes the same in SQL for the list (product.md#r19); tests check both agree.
 */
export function currentStageOf(
  type: string,
  history: readonly { stage: string; location: string | null; date?: string; id?: number }[],
  studioLocation: string | null | undefined,
): { stage: Stage; location: string } {
  const valid = stagesForType(type);
  let best: { rank: number; location: string | null; date: string; id: number } | null = null;
  for (const entry of history) {
    const stage = canonicalStage(entry.stage);
    if (!stage || !valid.includes(stage)) continue;
    const rank = STAGES.indexOf(stage);
    const candidate = { rank, location: entry.location, date: entry.date ?? "", id: entry.id ?? 0 };
    const better =
      !best ||
      rank > best.rank ||
      (rank === best.rank && (candidate.date > best.date || (candidate.date === best.date && candidate.id > best.id)));
    if (better) best = candidate;
  }
  const location = best?.location?.trim() || studioLocation?.trim() || DEFAULT_LOCATION;
  return { stage: best ? STAGES[best.rank]! : FIRST_STAGE, location };
}
