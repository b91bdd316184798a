/**
 * Spec 001 §2–§9 surface treatments (glazes, underglazes, slips, oxides) and, per D22, combination glazes,
 * which are rows of the same table with isCombo and base/top layer ids. The public entry of the area: constants
 * and texts, naming rules, and schemas live in their own modules.
 */
export * from "./glaze-texts";
export * from "./glaze-names";
export * from "./glaze-schemas";
