/**
 * The potter's currency and amounts read in it (docs/decisions/0312-money-in-minor-units.md): the contract lets up to
 * three decimals through; here an amount is read with the currency's own decimals, so "4.505" in USD is a 400 naming
 * the field, never a rounded cent.
 */
import { eq } from "drizzle-orm";
import { currencyDigits, DEFAULT_CURRENCY, formatMoney, parseMoney, BUSINESS_TEXTS as T } from "../../../contract/business/schemas";
import { DEFAULT_MARKUP_HUNDREDTHS } from "../../../contract/business/markup";
import type { DbOrTx } from "../../db/client";
import { userPreferences } from "../../db/schema";
import { AppError } from "../../errors";

/** The potter's currency (preferences), USD until they choose one. */
export async function potterCurrency(db: DbOrTx, userId: number): Promise<string> {
  const rows = await db.select({ currency: userPreferences.currency }).from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return rows[0]?.currency ?? DEFAULT_CURRENCY;
}

/** The potter's markup in hundredths (product.md#r293), 250 until they set one. */
export async function potterMarkup(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.select({ markup: userPreferences.markupHundredths }).from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return rows[0]?.markup ?? DEFAULT_MARKUP_HUNDREDTHS;
}

/** An amount of a body field in minor units, or a 400 naming the field. */
export function toMinor(text: string, currency: string, field: string, label: string): number {
  const minor = parseMoney(text, currency);
  if (minor === null) {
    const message = T.amountInvalid(label, currencyDigits(currency));
    throw AppError.badRequest(message, { [field]: message });
  }
  return minor;
}

/** Like toMinor, for a field that may be left out (undefined) or cleared (null). */
export function toMinorOrNull(text: string | null | undefined, currency: string, field: string, label: string): number | null | undefined {
  if (text === undefined) return undefined;
  if (text === null) return null;
  return toMinor(text, currency, field, label);
}

/** Minor units back to the API's decimal string. */
export const money = (minor: number, currency: string) => formatMoney(minor, currency);
export const moneyOrNull = (minor: number | null, currency: string) => (minor === null ? null : formatMoney(minor, currency));
