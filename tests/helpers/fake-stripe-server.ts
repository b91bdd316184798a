/**
 * Runs the fake Stripe (product.md#r18) as its own process for browser tests: `tsx tests/helpers/fake-stripe-server.ts`
 * with FAKE_STRIPE_PORT. playwright.config.ts starts it beside the e2e server, whose STRIPE_API_URL points here.
 */
import { startFakeStripe } from "./fake-stripe";

const port = Number(process.env.FAKE_STRIPE_PORT ?? 12111);
// Where Stripe would send its webhooks: the e2e server (playwright.config.ts), with the secret it checks them with.
const webhookUrl = process.env.FAKE_STRIPE_WEBHOOK_URL;
const webhookSecret = process.env.FAKE_STRIPE_WEBHOOK_SECRET;
const fake = await startFakeStripe({ port, ...(webhookUrl && webhookSecret ? { webhook: { url: webhookUrl, secret: webhookSecret } } : {}) });
console.info(`fake Stripe listening on ${fake.url}`);
const stop = () => void fake.close().finally(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
