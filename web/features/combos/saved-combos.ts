import {
  SAVED_COMBOS_CAP,
  SAVED_COMBOS_RESET_DUPLICATES,
  SAVED_COMBOS_RESET_ITEMS,
} from "../../../contract/combos/rules";

/**
 * product.md#r77 saved combos list: de-duplicated by id, entries without a numeric id ignored, capped at 500.
 * A list that looks corrupt (over 1000 items or over 100 duplicates) asks for the cache to be reset once.
 */
export function cleanSavedCombos<T extends { id?: unknown }>(items: readonly T[]): { combos: (T & { id: number })[]; resetCache: boolean } {
  const seen = new Set<number>();
  const combos: (T & { id: number })[] = [];
  let duplicates = 0;
  for (const item of items) {
    const id = item.id;
    if (typeof id !== "number" || !Number.isFinite(id)) continue;
    if (seen.has(id)) {
      duplicates += 1;
      continue;
    }
    seen.add(id);
    if (combos.length < SAVED_COMBOS_CAP) combos.push(item as T & { id: number });
  }
  return { combos, resetCache: items.length > SAVED_COMBOS_RESET_ITEMS || duplicates > SAVED_COMBOS_RESET_DUPLICATES };
}
