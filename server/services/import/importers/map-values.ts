/**
 * Value mappings shared by the importers (docs/imports.md): forming methods, numbers and dates. A value that does
 * not map is reported to the caller's Unmapped list under the source field, never dropped silently.
 */
import { CSV_TEXTS } from "../../../../contract/import/texts";
import type { PieceType } from "../../../../contract/pieces/texts";
import type { Unmapped } from "./importer";
import { isCalendarDay } from "../imported-day";

export const MAP_TEXTS = {
  notMethod: "not a forming method (wheel, handbuilt, combination): kept as a tag, the piece is marked wheel",
  notNumber: CSV_TEXTS.notNumber,
  notDate: CSV_TEXTS.notDate,
} as const;

const METHODS: Record<string, PieceType> = {
  wheel: "wheel",
  thrown: "wheel",
  "wheel thrown": "wheel",
  "wheel-thrown": "wheel",
  throwing: "wheel",
  handbuilt: "handbuilt",
  "hand built": "handbuilt",
  "hand-built": "handbuilt",
  handbuilding: "handbuilt",
  "hand building": "handbuilt",
  slab: "handbuilt",
  coil: "handbuilt",
  pinch: "handbuilt",
  "slab built": "handbuilt",
  coiled: "handbuilt",
  pinched: "handbuilt",
  combination: "combination",
  mixed: "combination",
  "thrown and altered": "combination",
};

/** The forming method for a source's type or method value; anything else becomes a tag and is listed. */
export function formingMethod(value: string, field: string, unmapped: Unmapped, tags: string[]): PieceType {
  const text = value.trim();
  if (text === "" || /^no forming method$/i.test(text)) return "wheel";
  const method = METHODS[text.toLowerCase()];
  if (method) return method;
  unmapped.add(field, MAP_TEXTS.notMethod);
  tags.push(text);
  return "wheel";
}

/** A non-negative number, or null (listed when the text was there but did not read). */
export function readNumber(value: unknown, field: string, unmapped: Unmapped): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(String(value).trim().replace(",", "."));
  if (!Number.isFinite(n) || n < 0 || n >= 1_000_000) {
    unmapped.add(field, MAP_TEXTS.notNumber);
    return null;
  }
  return n;
}

/**
 * An ISO date-time, or a calendar day kept as given (YYYY-MM-DD: imported-day.ts stores it as that day for the potter,
 * product.md#r231), or null (listed when the text was there but did not parse). Numbers are Unix milliseconds.
 */
export function readDate(value: unknown, field: string, unmapped: Unmapped): string | null {
  if (value === null || value === undefined || value === "") return null;
  const text = typeof value === "number" ? null : String(value).trim();
  const d = text === null ? new Date(value as number) : new Date(text);
  if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1900 || d.getUTCFullYear() > 2200) {
    unmapped.add(field, MAP_TEXTS.notDate);
    return null;
  }
  return text !== null && isCalendarDay(text) ? text : d.toISOString();
}
