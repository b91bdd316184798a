/**
 * CSV a spreadsheet opens safely (RFC 4180, docs/decisions/0248-studio-fees-statement.md). A cell that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to Excel, LibreOffice and Google Sheets, so a piece named
 * `=HYPERLINK(...)` could run in the studio's spreadsheet: such a cell is written with a leading apostrophe, which
 * every one of them shows as text. Cells with a comma, quote or line break are quoted, quotes doubled.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value !== "number" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows joined with CRLF, after a byte-order mark so Excel reads the names' accents as UTF-8. */
export function csvText(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
