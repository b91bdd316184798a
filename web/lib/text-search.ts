/**
 * Client-side search for the small lists (surfaces, inspiration; product.md#r129): every typed word must appear
 * somewhere in the record, case and accents ignored, as plain text (no pattern characters).
 */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export function matchesText(query: string, fields: readonly (string | null | undefined | readonly string[])[]): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold(fields.flat().filter((f): f is string => typeof f === "string").join("\n"));
  return words.every((word) => haystack.includes(word));
}
