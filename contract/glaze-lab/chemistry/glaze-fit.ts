/**
 * Glaze fit (product.md#r287, docs/decisions/0323-glaze-fit-thresholds.md): a glaze's expansion beside its clay body's.
 * A glaze that shrinks more than its body on cooling is stretched and crazes; one that shrinks much less is squeezed
 * and shivers off; a little compression is what fits. Both numbers are linear expansion ×10⁻⁶/°C as the analysis
 * prints them (Appen's mole % coefficients, ./expansion.ts). Calculated values are relative, so only a clear difference
 * is called a risk.
 */

/** The glaze above its body by more than this (×10⁻⁶/°C): risk of crazing. */
export const CRAZING_MARGIN = 0.5;
/** The glaze below its body by more than this (×10⁻⁶/°C): risk of shivering. */
export const SHIVERING_MARGIN = 1.5;
/** A body expansion the potter types, ×10⁻⁶/°C: fired clay bodies lie well inside it. */
export const BODY_EXPANSION_MIN = 1;
export const BODY_EXPANSION_MAX = 15;

export type GlazeFitRisk = "crazing" | "shivering" | "fits";

export interface GlazeFit {
  risk: GlazeFitRisk;
  /** Glaze minus body, ×10⁻⁶/°C: above 0 the glaze shrinks more than its body. */
  difference: number;
}

/** The glaze's risk on this body; null when either expansion is unknown. */
export function glazeFit(glazeExpansion: number | null, bodyExpansion: number | null): GlazeFit | null {
  if (glazeExpansion === null || bodyExpansion === null || !Number.isFinite(glazeExpansion) || !Number.isFinite(bodyExpansion)) return null;
  // Rounded to the tenth the screen shows, so the words and the number shown never disagree at a margin.
  const difference = Math.round((glazeExpansion - bodyExpansion) * 10) / 10;
  const risk: GlazeFitRisk = difference > CRAZING_MARGIN ? "crazing" : difference < -SHIVERING_MARGIN ? "shivering" : "fits";
  return { risk, difference };
}

export type BodyExpansionInput = { ok: true; value: number } | { ok: false; reason: "empty" | "invalid" | "range" };

/** A body expansion as typed ("6.5", "6,5"): a number from BODY_EXPANSION_MIN to BODY_EXPANSION_MAX. */
export function readBodyExpansion(typed: string): BodyExpansionInput {
  const text = typed.trim().replace(",", ".");
  if (text === "") return { ok: false, reason: "empty" };
  if (!/^\d+(\.\d+)?$/.test(text)) return { ok: false, reason: "invalid" };
  const value = Number(text);
  if (value < BODY_EXPANSION_MIN || value > BODY_EXPANSION_MAX) return { ok: false, reason: "range" };
  return { ok: true, value };
}
