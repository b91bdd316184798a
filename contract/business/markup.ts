/**
 * The potter's markup (product.md#r293, docs/decisions/0327-potter-markup.md): a suggested price is a piece's cost ×
 * this number, 2.5 until the potter sets another. Kept in hundredths so the product is worked out in integers.
 */
import { z } from "zod";

export const DEFAULT_MARKUP_HUNDREDTHS = 250;
export const MARKUP_MIN_HUNDREDTHS = 100;
export const MARKUP_MAX_HUNDREDTHS = 2000;
export const MARKUP_INVALID = "Markup must be a number from 1 to 20, with at most 2 decimals, such as 2.5";

/** "2.5" → 250, "3" → 300; null when it is not a markup from 1 to 20 with at most two decimals. */
export function parseMarkup(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return hundredths >= MARKUP_MIN_HUNDREDTHS && hundredths <= MARKUP_MAX_HUNDREDTHS ? hundredths : null;
}

/** 250 → "2.5", 300 → "3", 275 → "2.75": the API's text and what the Settings field shows. */
export function formatMarkup(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

/** The markup as the API takes it: decimal text, read into hundredths. */
export const MarkupSchema = z
  .string({ error: MARKUP_INVALID })
  .refine((v) => parseMarkup(v) !== null, MARKUP_INVALID)
  .transform((v) => parseMarkup(v)!);
