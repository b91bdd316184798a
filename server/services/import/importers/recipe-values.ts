/**
 * Values of another app's glaze recipes in Claybook's words (docs/decisions/0320-glazy-recipes-imported.md): a cone or
 * cone range as Claybook's cone names, and what a recipe cannot keep as a line of its notes, so nothing is dropped.
 */
import { CONE_OPTIONS } from "../../../../contract/glazes/rules";

const CONES = new Set<string>(CONE_OPTIONS);

/** Glazy keeps a cone's name HTML-escaped ("5&#189;"); the few entities a cone or a name uses are read here. */
export function unescapeHtml(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** One cone as Claybook names it ("6" → "Cone 6", "Cone 04" as it is), or null when Claybook has no such cone. */
export function claybookCone(text: string): string | null {
  const bare = unescapeHtml(text)
    .trim()
    .replace(/^(?:cone|c|Δ|\^)\s*/i, "");
  if (bare === "") return null;
  const name = `Cone ${bare}`;
  return CONES.has(name) ? name : null;
}

/**
 * A cone or a range ("5-6", "04 - 6", "10"), cooler first; null with the text when a part is no Claybook cone (the
 * caller keeps it in the notes and lists it).
 */
export function readConeRange(text: string): { cone: string | null; coneHigh: string | null } | null {
  const parts = text
    .split(/\s*(?:-|–|to)\s*(?=[0-9])/i)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { cone: null, coneHigh: null };
  if (parts.length > 2) return null;
  const cones = parts.map(claybookCone);
  if (cones.some((c) => c === null)) return null;
  const [a, b] = cones as string[];
  if (b === undefined || a === b) return { cone: a!, coneHigh: null };
  const order = CONE_OPTIONS as readonly string[];
  return order.indexOf(a!) < order.indexOf(b) ? { cone: a!, coneHigh: b } : { cone: b, coneHigh: a! };
}

/** Notes from the lines given, blank ones left out; null when none is left. */
export const notesOf = (...lines: (string | null | undefined)[]) => lines.filter((l): l is string => Boolean(l && l.trim())).join("\n") || null;
