/**
 * product.md#r18: a fake Stripe HTTP server on 127.0.0.1 answering the endpoints Claybook uses (customers, prices,
 * subscriptions, checkout sessions, billing portal sessions), so tests never call Stripe. The real `stripe`
 * package talks to it through host/port/protocol (STRIPE_API_URL). Tests read `requests` to see what was sent,
 * flip `down` to simulate an outage, and seed checkout sessions with `putCheckoutSession`.
 * Browser tests drive the same controls over HTTP: POST /_fake/checkout-sessions and POST /_fake/down.
 * As Stripe does, confirming a subscription's first payment (POST /v1/payment_intents/{id}/confirm, what Stripe.js
 * sends with the publishable key) makes the subscription active and, given `webhook`, delivers the signed
 * customer.subscription.updated event to the app before it answers.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  /** Form fields as Stripe encodes them, e.g. { "discounts[0][coupon]": "trial10" }. */
  form: Record<string, string>;
  idempotencyKey?: string;
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  url: string | null;
  mode: string;
  status: string | null;
  payment_status: string;
  client_reference_id: string | null;
  customer: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  port: number;
  requests: FakeRequest[];
  /** When true every API call answers 500 (Stripe down). */
  down: boolean;
  prices: Map<string, { unit_amount: number; interval: "month" | "year" }>;
  subscriptions: Map<string, Record<string, unknown>>;
  sessions: Map<string, FakeCheckoutSession>;
  putCheckoutSession(session: Partial<FakeCheckoutSession> & { id: string }): FakeCheckoutSession;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function stripeError(res: ServerResponse, status: number, message: string, code?: string): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { type: status >= 500 ? "api_error" : "invalid_request_error", code, message } }));
}

function json(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { "content-type": "application/json", "request-id": id("req") });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The test card Stripe declines (its documented 'generic decline' number); any other number pays. */
const DECLINED_CARD = "4000000000000002";

/** Stripe's webhook signature header for `payload`: t=<seconds>,v1=<HMAC-SHA256 of "t.payload">. */
function signature(secret: string, payload: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`;
}

export async function startFakeStripe(
  options: { port?: number; monthly?: [string, number]; annual?: [string, number]; webhook?: { url: string; secret: string } } = {},
): Promise<FakeStripe> {
  const [monthlyId, monthlyCents] = options.monthly ?? ["price_plus_monthly", 500];
  const [annualId, annualCents] = options.annual ?? ["price_plus_annual", 5000];
  const customers = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, unknown>();

  const fake: FakeStripe = {
    url: "",
    port: 0,
    requests: [],
    down: false,
    prices: new Map([
      [monthlyId, { unit_amount: monthlyCents, interval: "month" }],
      [annualId, { unit_amount: annualCents, interval: "year" }],
    ]),
    subscriptions: new Map(),
    sessions: new Map(),
    putCheckoutSession(session) {
      const full: FakeCheckoutSession = {
        object: "checkout.session",
        url: null,
        mode: "subscription",
        status: "open",
        payment_status: "unpaid",
        client_reference_id: null,
        customer: null,
        subscription: null,
        metadata: {},
        ...fake.sessions.get(session.id),
        ...session,
      };
      fake.sessions.set(full.id, full);
      return full;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  /** Sends `type` about `object` to the app's webhook, signed as Stripe signs it. */
  const deliver = async (type: string, object: Record<string, unknown>): Promise<void> => {
    if (!options.webhook) return;
    const payload = JSON.stringify({ id: id("evt"), object: "event", type, api_version: "2025-08-27.basil", created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
    const res = await fetch(options.webhook.url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature(options.webhook.secret, payload) }, body: payload });
    if (!res.ok) console.error(`fake Stripe: webhook ${type} answered ${res.status}`);
  };

  /** Stripe.js confirming a subscription's first payment with the card typed into the Payment Element. */
  const confirmPaymentIntent = async (res: ServerResponse, paymentIntentId: string, form: Record<string, string>): Promise<void> => {
    if (!(form.key ?? "").startsWith("pk_")) return stripeError(res, 401, "Invalid API Key provided");
    const secret = form.client_secret ?? "";
    const sub = [...fake.subscriptions.values()].find(
      (s) => (s.latest_invoice as { confirmation_secret?: { client_secret?: string } } | undefined)?.confirmation_secret?.client_secret === secret,
    );
    if (!sub || !secret.startsWith(`${paymentIntentId}_secret_`)) return stripeError(res, 404, `No such payment_intent: '${paymentIntentId}'`, "resource_missing");
    if (form["payment_method_data[card][number]"] === DECLINED_CARD) return stripeError(res, 402, "Your card was declined.", "card_declined");
    sub.status = "active";
    await deliver("customer.subscription.updated", sub);
    json(res, { id: paymentIntentId, object: "payment_intent", status: "succeeded", client_secret: secret });
  };

  const handleApi = (req: IncomingMessage, res: ServerResponse, path: string, form: Record<string, string>): void => {
    const method = req.method ?? "GET";
    const parts = path.split("/").filter(Boolean); // ["v1", ...]
    const key = req.headers["idempotency-key"] as string | undefined;
    if (method === "POST" && key && idempotent.has(key)) return json(res, idempotent.get(key));
    const remember = (body: unknown) => {
      if (method === "POST" && key) idempotent.set(key, body);
      json(res, body);
    };

    if (method === "POST" && path === "/v1/customers") {
      const metadata = Object.fromEntries(
        Object.entries(form).filter(([k]) => k.startsWith("metadata[")).map(([k, v]) => [k.slice(9, -1), v]),
      );
      const customer = { id: id("cus"), object: "customer", email: form.email ?? null, name: form.name ?? null, metadata };
      customers.set(customer.id, customer);
      return remember(customer);
    }
    if (method === "GET" && parts[1] === "prices" && parts[2]) {
      const price = fake.prices.get(parts[2]);
      if (!price) return stripeError(res, 404, `No such price: '${parts[2]}'`, "resource_missing");
      return json(res, {
        id: parts[2],
        object: "price",
        active: true,
        currency: "usd",
        unit_amount: price.unit_amount,
        recurring: { interval: price.interval, interval_count: 1 },
        type: "recurring",
      });
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      if (!form.customer || !customers.has(form.customer)) return stripeError(res, 400, "No such customer", "resource_missing");
      const price = form["items[0][price]"];
      if (!price || !fake.prices.has(price)) return stripeError(res, 400, `No such price: '${price}'`, "resource_missing");
      const subscription = {
        id: id("sub"),
        object: "subscription",
        customer: form.customer,
        status: "incomplete",
        items: { object: "list", data: [{ id: id("si"), price: { id: price } }] },
        discounts: form["discounts[0][coupon]"] ? [form["discounts[0][coupon]"]] : [],
        metadata: { userId: form["metadata[userId]"] ?? "" },
        latest_invoice: {
          id: id("in"),
          object: "invoice",
          confirmation_secret: { client_secret: `pi_${randomBytes(8).toString("hex")}_secret_${randomBytes(8).toString("hex")}`, type: "payment_intent" },
        },
      };
      fake.subscriptions.set(subscription.id, subscription);
      return remember(subscription);
    }
    if (method === "DELETE" && parts[1] === "subscriptions" && parts[2]) {
      const sub = fake.subscriptions.get(parts[2]);
      if (!sub) return stripeError(res, 404, `No such subscription: '${parts[2]}'`, "resource_missing");
      sub.status = "canceled";
      return json(res, sub);
    }
    if (method === "GET" && parts[1] === "subscriptions" && parts[2]) {
      const sub = fake.subscriptions.get(parts[2]);
      if (!sub) return stripeError(res, 404, `No such subscription: '${parts[2]}'`, "resource_missing");
      return json(res, sub);
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const price = form["line_items[0][price]"];
      if (!price || !fake.prices.has(price)) return stripeError(res, 400, `No such price: '${price}'`, "resource_missing");
      const sessionId = `cs_test_${randomBytes(12).toString("hex")}`;
      const session = fake.putCheckoutSession({
        id: sessionId,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        client_reference_id: form.client_reference_id ?? null,
        customer: form.customer ?? null,
        metadata: { userId: form["metadata[userId]"] ?? "" },
      });
      return remember({ ...session, success_url: form.success_url, cancel_url: form.cancel_url, discounts: form["discounts[0][coupon]"] ?? null });
    }
    if (method === "GET" && parts[1] === "checkout" && parts[2] === "sessions" && parts[3]) {
      const session = fake.sessions.get(parts[3]);
      if (!session) return stripeError(res, 404, `No such checkout.session: '${parts[3]}'`, "resource_missing");
      const expand = Object.entries(form).filter(([k]) => k.startsWith("expand[")).map(([, v]) => v);
      const subscription =
        expand.includes("subscription") && session.subscription ? (fake.subscriptions.get(session.subscription) ?? session.subscription) : session.subscription;
      return json(res, { ...session, subscription });
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!form.customer || !customers.has(form.customer)) return stripeError(res, 400, "No such customer", "resource_missing");
      return remember({ id: id("bps"), object: "billing_portal.session", customer: form.customer, return_url: form.return_url, url: `https://billing.stripe.com/p/session/${id("test")}` });
    }
    return stripeError(res, 404, `Unrecognized request URL (${method}: ${path})`);
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const raw = await readBody(req);
      // Controls for browser tests (the fake runs beside the e2e server).
      if (url.pathname === "/_fake/health") return json(res, { status: "ok" });
      if (url.pathname === "/_fake/checkout-sessions" && req.method === "POST") {
        const body = JSON.parse(raw || "{}") as Partial<FakeCheckoutSession> & { id: string; subscriptionStatus?: string };
        if (body.subscription && !fake.subscriptions.has(body.subscription)) {
          fake.subscriptions.set(body.subscription, { id: body.subscription, object: "subscription", status: body.subscriptionStatus ?? "active", customer: body.customer ?? null });
        }
        const { subscriptionStatus: _ignored, ...session } = body;
        return json(res, fake.putCheckoutSession(session));
      }
      if (url.pathname === "/_fake/down" && req.method === "POST") {
        fake.down = (JSON.parse(raw || "{}") as { down?: boolean }).down === true;
        return json(res, { down: fake.down });
      }
      const form: Record<string, string> = {};
      const params = new URLSearchParams(req.method === "GET" || req.method === "DELETE" ? url.search : raw);
      for (const [k, v] of params) form[k] = v;
      fake.requests.push({ method: req.method ?? "GET", path: url.pathname, form, idempotencyKey: req.headers["idempotency-key"] as string | undefined });
      if (fake.down) return stripeError(res, 500, "Stripe is down (fake)");
      const confirm = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)\/confirm$/.exec(url.pathname);
      if (confirm && req.method === "POST") return confirmPaymentIntent(res, confirm[1]!, form);
      if (!(req.headers.authorization ?? "").startsWith("Bearer sk_")) return stripeError(res, 401, "Invalid API Key provided");
      handleApi(req, res, url.pathname, form);
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${fake.port}`;
  return fake;
}

/** Settings that point the app at a fake Stripe (product.md#r18). */
export function fakeStripeEnv(fake: FakeStripe, extra: Record<string, string> = {}): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_fake_claybook",
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake_claybook",
    STRIPE_WEBHOOK_SECRET: "whsec_test_fake_claybook",
    STRIPE_PRICE_MONTHLY: "price_plus_monthly",
    STRIPE_PRICE_ANNUAL: "price_plus_annual",
    STRIPE_COUPON_TRIAL10: "trial10",
    STRIPE_API_URL: fake.url,
    ...extra,
  };
}
