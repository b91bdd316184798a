/** Texts of the chemistry the potter reads (product.md#r252–r257). */
export const LAB_TEXTS = {
  noAmount: (piece: string) => `"${piece}" has no amount: write it as "Silica 30".`,
  unknownMaterial: (name: string) => `No material called "${name}" in your library.`,
  unknownMaterialSuggest: (name: string, suggestions: string[]) =>
    `No material called "${name}" in your library. Did you mean ${suggestions.join(" or ")}?`,
  badAmount: (piece: string) => `"${piece}" has an amount that is not a number above 0.`,
} as const;
