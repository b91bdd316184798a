/**
 * D16/D18: one Stripe client per settings object. Tests point it at a fake Stripe on 127.0.0.1 through
 * apiHost/apiPort/apiProtocol (STRIPE_API_URL); production talks to api.stripe.com.
 */
import Stripe from "stripe";
import { BILLING_MESSAGES } from "../../contract/billing/schemas";
import type { StripeSettings } from "../config";
import type { AppDeps } from "../context";
import { AppError } from "../errors";

const clients = new WeakMap<StripeSettings, Stripe>();

export function stripeFor(settings: StripeSettings): Stripe {
  let client = clients.get(settings);
  if (!client) {
    client = new Stripe(settings.secretKey, {
      host: settings.apiHost,
      port: settings.apiPort,
      protocol: settings.apiProtocol,
      // A payment screen waits on these calls: fail in seconds, not minutes; Stripe's own retries are idempotent.
      timeout: 15_000,
      maxNetworkRetries: 1,
      appInfo: { name: "Claybook" },
    });
    clients.set(settings, client);
  }
  return client;
}

/** The Stripe settings needed for card checkout, or D16's 503. */
export function requireStripe(deps: AppDeps): { stripe: Stripe; settings: StripeSettings } {
  const settings = deps.config.stripe;
  if (!settings || !settings.priceMonthly || !settings.priceAnnual) {
    throw new AppError(503, BILLING_MESSAGES.notConfigured);
  }
  return { stripe: stripeFor(settings), settings };
}

/** True for errors that came from Stripe (or the way to it), as opposed to our own AppErrors. */
export function isStripeError(err: unknown): err is Stripe.errors.StripeError {
  return err instanceof Stripe.errors.StripeError;
}

/** Runs a Stripe call; a Stripe failure becomes a 502 with the given message and is logged without secrets. */
export async function callStripe<T>(deps: AppDeps, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { type?: string; code?: string; statusCode?: number; message?: string };
    deps.logger.warn({ stripeType: e.type, stripeCode: e.code, status: e.statusCode, msg: e.message }, "stripe call failed");
    throw new AppError(502, message);
  }
}
