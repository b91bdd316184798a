/**
 * Money as the potter reads it (product.md#r276): amounts travel as decimal strings ("45.00") and are shown in the
 * potter's currency with the device's Intl.NumberFormat; no float ever holds an amount the screens add up.
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat(undefined, { style: "currency", currency });
    } catch {
      // A code this browser does not know: the amount with the code beside it rather than nothing.
      f = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(currency, f);
  }
  return f;
}

/** "45.00" in EUR → "€45.00" (as the device writes it). A missing amount shows as a dash. */
export function formatMoney(amount: string | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || amount === "") return "—";
  const f = formatter(currency);
  // Intl formats a decimal string exactly (no float on the way); the cast is for TypeScript libs before ES2023.
  const text = f.format(amount as unknown as number);
  return f.resolvedOptions().style === "currency" ? text : `${text} ${currency}`;
}

/** A decimal amount as typed: digits, an optional point or comma and up to two decimals. */
export const MONEY_TYPED = /^\d{1,9}([.,]\d{1,2})?$/;

/** What the server takes: the typed amount with a point and two decimals ("45" → "45.00", "4,5" → "4.50"). */
export function moneyFromTyped(typed: string): string {
  const [whole, part = ""] = typed.trim().replace(",", ".").split(".");
  return `${String(Number(whole))}.${part.padEnd(2, "0")}`;
}

/** Sums decimal strings exactly, in minor units (cents), back to a decimal string. */
export function addMoney(amounts: readonly string[]): string {
  let cents = 0n;
  for (const a of amounts) {
    const negative = a.startsWith("-");
    const [whole, part = ""] = a.replace("-", "").split(".");
    const value = BigInt(whole || "0") * 100n + BigInt((part + "00").slice(0, 2));
    cents += negative ? -value : value;
  }
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}
