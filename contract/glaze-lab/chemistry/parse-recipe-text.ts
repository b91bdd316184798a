import { findMaterials, materialNamed } from "../materials/find-materials";
import type { Material } from "../materials/material";
import { LAB_TEXTS } from "./lab-texts";

/**
 * A recipe pasted as text (product.md#r257): "Custer 40, Silica 30, Whiting 20, EPK 10, RIO 2" or one material a
 * line, with the amount before or after the name. A piece starting "+" or "add", or any line after an "Additions"
 * heading (until a "Base" heading), is an addition; a "Total" line is skipped. Without any of these marks, the lines
 * after the base reaches exactly 100 are additions, as recipes are printed ("… EPK 10, RIO 2"). Names are found as
 * the library's search finds them: names and aliases, case and punctuation ignored.
 */
export type ParsedRecipeLine = { material: string; name: string; amount: number; addition: boolean; text: string };
export type UnrecognisedPiece = { text: string; message: string };
export type ParsedRecipe = { lines: ParsedRecipeLine[]; unrecognised: UnrecognisedPiece[] };

const ADDITIONS_HEADING = /^(?:additions?|adds?|added|colou?rants?|on top)\b\s*[:\-–]?\s*/i;
const BASE_HEADING = /^(?:base(?:\s+glaze)?|recipe|ingredients|materials)\b\s*[:\-–]?\s*/i;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?|\.\d+)`;
const UNIT = String.raw`(?:\s*(?:%|g|grams?|parts?|pts?))?`;
const AMOUNT_AFTER = new RegExp(String.raw`^(.*?)[\s:=\-–]*${NUMBER}${UNIT}\s*$`, "i");
const AMOUNT_BEFORE = new RegExp(String.raw`^${NUMBER}${UNIT}\s*[x×:\-–]?\s+(.+)$`, "i");

function splitPieces(line: string): string[] {
  // A comma between digits is a decimal comma ("2,5"), not a separator.
  return line
    .split(/;|,(?!\d)|(?<!\d),/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function parseRecipeText<T extends Pick<Material, "key" | "name" | "aliases">>(text: string, materials: readonly T[]): ParsedRecipe {
  const result: ParsedRecipe = { lines: [], unrecognised: [] };
  let inAdditions = false;
  let marked = false;
  for (const rawLine of text.split(/\r?\n/)) {
    let line = rawLine.trim().replace(/^[-*•·]\s+/, "");
    if (!line) continue;
    const add = ADDITIONS_HEADING.exec(line);
    const base = BASE_HEADING.exec(line);
    if (add && !/^add\s+\S/i.test(line)) {
      inAdditions = true;
      marked = true;
      line = line.slice(add[0].length);
    } else if (base) {
      inAdditions = false;
      marked = true;
      line = line.slice(base[0].length);
    }
    for (const piece of splitPieces(line)) marked = readPiece(piece, inAdditions, materials, result) || marked;
  }
  if (!marked) additionsAfterHundred(result.lines);
  return result;
}

/** Unmarked lines after a base that sums to 100 are additions. */
function additionsAfterHundred(lines: ParsedRecipeLine[]): void {
  let total = 0;
  for (let i = 0; i < lines.length; i++) {
    total += (lines[i] as ParsedRecipeLine).amount;
    if (Math.abs(total - 100) < 1e-6 && i < lines.length - 1) {
      for (const later of lines.slice(i + 1)) later.addition = true;
      return;
    }
  }
}

/** Reads one piece into the result; answers whether it was marked as an addition ("+", "add"). */
function readPiece<T extends Pick<Material, "key" | "name" | "aliases">>(
  piece: string,
  inAdditions: boolean,
  materials: readonly T[],
  result: ParsedRecipe,
): boolean {
  let body = piece;
  let addition = inAdditions;
  const plus = /^(?:\+|add\b|plus\b)\s*/i.exec(body);
  if (plus) {
    addition = true;
    body = body.slice(plus[0].length);
  }
  if (/^totals?\b/i.test(body)) return Boolean(plus);
  // A material's whole name ("Ferro 3134", "Minspar 200") is a name without an amount, not a name and a number.
  if (materialNamed(body, materials)) {
    result.unrecognised.push({ text: piece, message: LAB_TEXTS.noAmount(piece) });
    return Boolean(plus);
  }
  const after = AMOUNT_AFTER.exec(body);
  const before = after ? null : AMOUNT_BEFORE.exec(body);
  const name = (after ? after[1] : before?.[2])?.trim() ?? "";
  const amountText = after ? after[2] : before?.[1];
  if (!amountText || !name) {
    result.unrecognised.push({ text: piece, message: LAB_TEXTS.noAmount(piece) });
    return Boolean(plus);
  }
  const amount = Number(amountText.replace(",", "."));
  if (!Number.isFinite(amount) || amount <= 0) {
    result.unrecognised.push({ text: piece, message: LAB_TEXTS.badAmount(piece) });
    return Boolean(plus);
  }
  const material = findNamed(name, materials);
  if (!material) {
    const suggestions = findMaterials(name, materials).slice(0, 3).map((m) => m.name);
    const message = suggestions.length ? LAB_TEXTS.unknownMaterialSuggest(name, suggestions) : LAB_TEXTS.unknownMaterial(name);
    result.unrecognised.push({ text: piece, message });
    return Boolean(plus);
  }
  result.lines.push({ material: material.key, name: material.name, amount, addition, text: piece });
  return Boolean(plus);
}

/**
 * The material a name means: exactly, then as the only match, then the same without notes in brackets ("(ID: 15892)").
 * Imported recipes name their materials the same way (docs/decisions/0320-glazy-recipes-imported.md).
 */
export function findNamed<T extends Pick<Material, "name" | "aliases">>(name: string, materials: readonly T[]): T | null {
  const found = materialNamed(name, materials) ?? onlyMatch(name, materials);
  if (found) return found;
  const bare = name.replace(/\s*[([][^)\]]*[)\]]\s*/g, " ").trim();
  return bare && bare !== name ? (materialNamed(bare, materials) ?? onlyMatch(bare, materials)) : null;
}

function onlyMatch<T extends Pick<Material, "name" | "aliases">>(name: string, materials: readonly T[]): T | null {
  const found = findMaterials(name, materials);
  return found.length === 1 ? (found[0] as T) : null;
}
