/**
 * Money done right (product.md#r268, docs/decisions/0312-money-in-minor-units.md): amounts are integers in the
 * currency's minor unit (cents for USD, yen for JPY) in the database and in every sum; they travel as decimal strings
 * ("45.00") with the currency's own number of decimals. No float ever holds an amount: a share or a rate is worked
 * out with integers and rounded once, half up (away from zero), so a total is the exact sum of its parts.
 */

/** ISO 4217 currencies whose minor unit is not the cent; every other three-letter code has 2 decimals. */
const ZERO_DECIMALS = new Set(["BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF", "XPF"]);
const THREE_DECIMALS = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);

/** The currency a potter starts with (product.md#r268). */
export const DEFAULT_CURRENCY = "USD";

/** A decimal amount as the API takes it; the currency's own decimals are checked by the server with parseMoney. */
export const AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,3})?$/;

/** The largest amount one field takes, in major units (1,000,000.00): minor units stay well inside a 32-bit integer. */
export const MONEY_MAX_MAJOR = 1_000_000;

/** Decimals of the currency's minor unit: 0 (JPY), 2 (USD, EUR…) or 3 (KWD). */
export function currencyDigits(currency: string): 0 | 2 | 3 {
  const code = currency.toUpperCase();
  if (ZERO_DECIMALS.has(code)) return 0;
  if (THREE_DECIMALS.has(code)) return 3;
  return 2;
}

/** The largest amount in minor units for the currency. */
export const moneyMaxMinor = (currency: string) => MONEY_MAX_MAJOR * 10 ** currencyDigits(currency);

/**
 * "45.00", "45.5" or "45" → 4500 minor units (2-decimal currency); "1200" → 1200 (JPY). Null when the text is not a
 * plain non-negative amount with at most the currency's decimals, or passes MONEY_MAX_MAJOR.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const value = text.trim();
  const pattern = digits === 0 ? /^(\d{1,7})$/ : new RegExp(`^(\\d{1,7})(?:\\.(\\d{1,${digits}}))?$`);
  const match = pattern.exec(value);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = digits === 0 ? 0 : Number((match[2] ?? "").padEnd(digits, "0"));
  const minor = whole * 10 ** digits + fraction;
  return minor <= moneyMaxMinor(currency) ? minor : null;
}

/** 4500 → "45.00" (USD), 1200 → "1200" (JPY), -250 → "-2.50": the API's decimal string. */
export function formatMoney(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`Not a whole number of minor units: ${minor}`);
  const digits = currencyDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, "0")}`;
}

/** What a potter reads: "$45.00", "¥1,200"; the code and the decimal string where Intl does not know the currency. */
export function displayMoney(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      minor / 10 ** digits,
    );
  } catch {
    return `${formatMoney(minor, currency)} ${currency}`;
  }
}

/** A decimal string back to minor units for display ("45.00" → "$45.00"); the text itself when it is not an amount. */
export function displayAmount(amount: string, currency: string): string {
  const negative = amount.startsWith("-");
  const minor = parseMoney(negative ? amount.slice(1) : amount, currency);
  return minor === null ? amount : displayMoney(negative ? -minor : minor, currency);
}

/**
 * a × b ÷ c in integers, rounded once, half up (away from zero): a jar's price × grams used ÷ grams in the jar, a
 * firing's cost ÷ pieces in it. BigInt, so no product ever loses a digit.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  return divRound(BigInt(a) * BigInt(b), BigInt(c));
}

/** n ÷ d rounded once, half up (away from zero): the one rounding of docs/decisions/0312-money-in-minor-units.md. */
export function divRound(n: bigint, d: bigint): number {
  if (d === 0n) throw new Error("Division by zero");
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (2n * an + ad) / (2n * ad);
  return Number(negative ? -q : q);
}

/**
 * An amount split over weights so the parts add up to it exactly (largest remainder): a sale's discount over its
 * items in proportion to their prices. Ties go to the earlier weight.
 */
export function splitByWeights(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0) return [];
  if (total === 0) return splitByWeights(amount, weights.map(() => 1));
  const exact = weights.map((w) => (BigInt(amount) * BigInt(w)));
  const parts = exact.map((e) => Number(e / BigInt(total)));
  let left = amount - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => ({ i, r: Number(e % BigInt(total)) })).sort((x, y) => y.r - x.r || x.i - y.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * A price per gram, which is often a fraction of a cent: given in hundredths of the minor unit, shown with two more
 * decimals than the currency has ("$0.0123"). `decimal` is the API's text ("0.0123"), `display` what a potter reads.
 */
export function perGramMoney(hundredthsOfMinor: number, currency: string): { decimal: string; display: string } {
  const digits = currencyDigits(currency) + 2;
  const unit = 10 ** digits;
  const abs = Math.abs(hundredthsOfMinor);
  const decimal = `${hundredthsOfMinor < 0 ? "-" : ""}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, "0")}`;
  try {
    const display = new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      hundredthsOfMinor / unit,
    );
    return { decimal, display };
  } catch {
    return { decimal, display: `${decimal} ${currency}` };
  }
}
