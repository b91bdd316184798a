/** Exports a potter may ask for in a window (docs/decisions/0175-rate-limits-on-heavy-calls.md). */
export const EXPORTS_PER_WINDOW = 5;
export const EXPORT_WINDOW_MINUTES = 15;

/** The browser download name of product.md#r24's export, e.g. claybook-export-2026-11-22.zip. */
export const exportFileName = (date: Date) => `claybook-export-${date.toISOString().slice(0, 10)}.zip`;
