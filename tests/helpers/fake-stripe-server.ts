/**
 * Runs the fake Stripe (product.md#r18) as its own process for browser tests: `tsx tests/helpers/fake-stripe-server.ts`
 * with FAKE_STRIPE_PORT. playwright.config.ts starts it beside the e2e server, whose STRIPE_API_URL points here.
 */
import { startFakeStripe } from "./fake-stripe";

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
const fake = await startFakeStripe({ port });
console.info(`fake Stripe listening on ${fake.url}`);
const stop = () => void fake.close().finally(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
