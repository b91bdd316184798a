/**
 * Short codes (docs/decisions/0146-short-codes.md): what a potter writes on a pot or a tile and types or scans to open
 * its record. Per potter, never reused. Pieces `26-0018` and firings `F26-003` restart each year of creation (UTC);
 * surface treatments `S-0007` and test tiles `T-0012` count on.
 */
export const CODE_KINDS = ["piece", "surface", "firing", "tile"] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

/** Kinds whose sequence restarts every year. */
export const YEARLY: Record<CodeKind, boolean> = { piece: true, surface: false, firing: true, tile: false };

const padded = (n: number, width: number) => String(n).padStart(width, "0");
const yy = (year: number) => padded(year % 100, 2);

export function formatCode(kind: CodeKind, year: number, n: number): string {
  switch (kind) {
    case "piece":
      return `${yy(year)}-${padded(n, 4)}`;
    case "firing":
      return `F${yy(year)}-${padded(n, 3)}`;
    case "surface":
      return `S-${padded(n, 4)}`;
    case "tile":
      return `T-${padded(n, 4)}`;
  }
}

/** Typed codes ignore case, spaces and dashes: `260018`, `26 0018` and `26-18` all read as `26-0018`. */
export function compactCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s\-–—]+/g, "");
}

/**
 * The stored code a typed one names, or null when it cannot be one. The number is read as a number, so leading
 * zeros typed or left out make no difference.
 */
export function canonicalCode(typed: string): { kind: CodeKind; code: string } | null {
  const c = compactCode(typed);
  let m = /^(\d{2})(\d{1,9})$/.exec(c);
  if (m) return { kind: "piece", code: formatCode("piece", Number(m[1]), Number(m[2])) };
  m = /^F(\d{2})(\d{1,9})$/.exec(c);
  if (m) return { kind: "firing", code: formatCode("firing", Number(m[1]), Number(m[2])) };
  m = /^S(\d{1,9})$/.exec(c);
  if (m) return { kind: "surface", code: formatCode("surface", 0, Number(m[1])) };
  m = /^T(\d{1,9})$/.exec(c);
  if (m) return { kind: "tile", code: formatCode("tile", 0, Number(m[1])) };
  return null;
}

/** A stored code's parts (the year is the full year for yearly kinds, else 0), or null when it is not one. */
export function parseCode(code: string): { kind: CodeKind; year: number; n: number } | null {
  let m = /^(\d{2})-(\d+)$/.exec(code);
  if (m) return { kind: "piece", year: 2000 + Number(m[1]), n: Number(m[2]) };
  m = /^F(\d{2})-(\d+)$/.exec(code);
  if (m) return { kind: "firing", year: 2000 + Number(m[1]), n: Number(m[2]) };
  m = /^S-(\d+)$/.exec(code);
  if (m) return { kind: "surface", year: 0, n: Number(m[1]) };
  m = /^T-(\d+)$/.exec(code);
  if (m) return { kind: "tile", year: 0, n: Number(m[1]) };
  return null;
}

/**
 * The code a scanned QR code names (product.md#r135): a label's address `{APP_URL}/c/{code}` from any host (a label
 * printed on one server opens on the potter's own), or a code alone. Anything else is not a Claybook label: null.
 */
export function codeFromScan(text: string): string | null {
  const value = text.trim();
  let candidate = value;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    const m = /^\/c\/([^/]+)\/?$/.exec(url.pathname);
    if (!m) return null;
    try {
      candidate = decodeURIComponent(m[1]!);
    } catch {
      return null;
    }
  }
  return canonicalCode(candidate)?.code ?? null;
}
