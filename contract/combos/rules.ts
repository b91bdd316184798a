/** Surface combo limits and timings, free of zod so screens that only show combos need no schema library. */
export const COMBO_PHOTO_LIMIT = 3;
/** product.md#r76, product.md#r120: the combo detail auto-saves 1 s after the last change. */
export const COMBO_AUTOSAVE_MS = 1000;
/** product.md#r77: the client's saved-combos list. */
export const SAVED_COMBOS_CAP = 500;
export const SAVED_COMBOS_RESET_ITEMS = 1000;
export const SAVED_COMBOS_RESET_DUPLICATES = 100;
