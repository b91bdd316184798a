/** Surface combo limits and timings, free of zod so screens that only show combos need no schema library. */
export const COMBO_PHOTO_LIMIT = 3;
/** Spec 001 §4/§9: the combo detail auto-saves 1 s after the last change. */
export const COMBO_AUTOSAVE_MS = 1000;
/** Spec 001 §5: the client's saved-combos list. */
export const SAVED_COMBOS_CAP = 500;
export const SAVED_COMBOS_RESET_ITEMS = 1000;
export const SAVED_COMBOS_RESET_DUPLICATES = 100;
