/** The browser download name of product.md#r24's export, e.g. claybook-export-2026-11-22.zip. */
export const exportFileName = (date: Date) => `claybook-export-${date.toISOString().slice(0, 10)}.zip`;
