/**
 * Fitting a label's words (product.md#r132): text a standard PDF font can print, cut with an ellipsis to the room it
 * has, never past the label's edge.
 */
import type { PDFFont } from "pdf-lib";

const ELLIPSIS = "…";
/** Latin letters with a stroke, which Unicode does not decompose. */
const STROKED: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i" };
const printable = new WeakMap<PDFFont, Set<number>>();

/**
 * The standard fonts print Latin text (WinAnsi): accents are kept where the font has the letter, dropped where it
 * has only the base letter ('ő' → 'o', 'ł' → 'l'), emoji are left out, and anything else becomes '?', so no name can
 * stop a PDF.
 */
export function printableText(font: PDFFont, text: string): string {
  let set = printable.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    printable.set(font, set);
  }
  const known = set;
  let out = "";
  for (const char of text.replace(/\s+/g, " ").trim()) {
    if (known.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    if (/\p{Extended_Pictographic}/u.test(char) || char === "\u200d" || char === "\ufe0f") continue;
    const base = STROKED[char] ?? char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += base && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : "?";
  }
  return out.replace(/ {2,}/g, " ").trim();
}

/** The text, or as much of it as fits in `width` followed by an ellipsis. */
export function fitLine(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  // The longest prefix that fits with the ellipsis after it.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(chars.slice(0, mid).join("").trimEnd() + ELLIPSIS, size) <= width) low = mid;
    else high = mid - 1;
  }
  return chars.slice(0, low).join("").trimEnd() + ELLIPSIS;
}

/** Up to `maxLines` lines, broken between words where it can; the last line is cut with an ellipsis if need be. */
export function fitLines(font: PDFFont, text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest && lines.length < maxLines - 1) {
    if (font.widthOfTextAtSize(rest, size) <= width) break;
    const words = rest.split(" ");
    let taken = "";
    let count = 0;
    for (const word of words) {
      const next = taken ? `${taken} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width) break;
      taken = next;
      count++;
    }
    if (count === 0) {
      // One word longer than the line: break inside it.
      const cut = fitLine(font, rest, size, width).replace(/…$/, "");
      taken = cut || [...rest][0]!;
      rest = rest.slice(taken.length).trimStart();
    } else {
      rest = words.slice(count).join(" ");
    }
    lines.push(taken);
  }
  if (rest) lines.push(fitLine(font, rest, size, width));
  return lines;
}
