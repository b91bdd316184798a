/**
 * Apple in-app purchase on native iOS (product.md#r17) through @capgo/native-purchases: availability, product details,
 * the purchase itself (StoreKit 2 signed transaction), and the friendlier error texts of product.md#r64.
 */
import { APPLE_FRIENDLY_ERRORS } from "../../../contract/billing/texts";
import { isIos, isNativeApp } from "../../lib/platform";

interface AppleProduct {
  productId: string;
  title: string;
  description: string;
  price: string;
  currency: "USD";
  priceAmount: number;
}

/** A StoreKit 2 purchase: its signed transaction, or why there is none. */
export type ApplePurchaseResult =
  | { success: true; productId: string; transactionId: string; receiptData: string; error?: undefined }
  | { success: false; productId: string; transactionId?: undefined; receiptData?: undefined; error: string };

const plugin = async () => (await import("@capgo/native-purchases")).NativePurchases;
const subs = async () => (await import("@capgo/native-purchases")).PURCHASE_TYPE.SUBS;

/** product.md#r41: Apple on native iOS when in-app purchase is available; the card everywhere else. */
export async function appleAvailable(): Promise<boolean> {
  if (!isNativeApp() || !isIos()) return false;
  try {
    return (await (await plugin()).isBillingSupported()).isBillingSupported;
  } catch {
    return false;
  }
}

export async function appleProducts(productIds: string[]): Promise<AppleProduct[]> {
  const { products } = await (await plugin()).getProducts({ productIdentifiers: productIds, productType: await subs() });
  return products.map((p) => ({
    productId: p.identifier,
    title: p.title,
    description: p.description,
    price: p.priceString,
    currency: "USD",
    priceAmount: p.price,
  }));
}

export async function purchaseApple(productId: string): Promise<ApplePurchaseResult> {
  try {
    const tx = await (await plugin()).purchaseProduct({ productIdentifier: productId, productType: await subs(), quantity: 1 });
    if (!tx.jwsRepresentation) return { success: false, productId, error: "The App Store did not return a signed transaction" };
    return { success: true, productId, transactionId: tx.transactionId, receiptData: tx.jwsRepresentation };
  } catch (err) {
    return { success: false, productId, error: err instanceof Error ? err.message : String(err) };
  }
}

export function friendlyAppleError(message: string): string {
  return APPLE_FRIENDLY_ERRORS.find(([pattern]) => pattern.test(message))?.[1] ?? message;
}
