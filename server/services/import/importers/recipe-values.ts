/**
 * Values of another app's glaze recipes in Claybook's words (docs/decisions/0320-glazy-recipes-imported.md): a cone or
 * cone range as Claybook's cone names, and what a recipe cannot keep as a line of its notes, so nothing is dropped.
 */
import { CONE_OPTIONS } from "../../../../contract/glazes/rules";
import type { ImportedRecipeLine } from "./importer";

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

const AMOUNT_AFTER = /^(.*?)[\s:=\-–]*(\d+(?:[.,]\d+)?|\.\d+)\s*(?:%|g|parts?)?$/i;
const AMOUNT_BEFORE = /^(\d+(?:[.,]\d+)?|\.\d+)\s*(?:%|g|parts?)?\s*[x×:\-–]?\s+(.+)$/i;

/**
 * A recipe written in one cell ("Custer 40, Silica 30, Whiting 20, EPK 10, + RIO 2"), read the way a pasted recipe is
 * (product.md#r257): "+" or "add" marks an addition, and without any mark the lines after a base of exactly 100 are
 * additions. Answers the lines, and the pieces that have no amount.
 */
export function readIngredientList(text: string): { lines: ImportedRecipeLine[]; unread: string[] } {
  const lines: ImportedRecipeLine[] = [];
  const unread: string[] = [];
  let marked = false;
  const pieces = text
    .split(/;|\r?\n|,(?!\d)|(?<!\d),/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const piece of pieces) {
    const plus = /^(?:\+|add\b|plus\b)\s*/i.exec(piece);
    const body = plus ? piece.slice(plus[0].length) : piece;
    marked ||= Boolean(plus);
    const after = AMOUNT_AFTER.exec(body);
    const before = after ? null : AMOUNT_BEFORE.exec(body);
    const material = (after ? after[1] : before?.[2])?.trim() ?? "";
    const amount = Number((after ? after[2] : before?.[1])?.replace(",", "."));
    if (material === "" || !Number.isFinite(amount)) unread.push(piece);
    else lines.push({ material, amount, addition: Boolean(plus) });
  }
  if (!marked) {
    let total = 0;
    const end = lines.findIndex((l) => Math.abs((total += l.amount) - 100) < 1e-6);
    for (const later of end >= 0 ? lines.slice(end + 1) : []) later.addition = true;
  }
  return { lines, unread };
}
