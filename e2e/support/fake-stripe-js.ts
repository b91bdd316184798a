/**
 * Stripe at its HTTP boundary for a browser test (product.md#r18): the page loads a stand-in for Stripe.js from
 * js.stripe.com, and what it sends to api.stripe.com goes to the fake Stripe the e2e server also talks to
 * (tests/helpers/fake-stripe.ts). The stand-in's Payment Element is three labelled fields in the page (the real one is
 * Stripe's own frame); confirmPayment sends the typed card with the subscription's client secret, as Stripe.js does.
 */
import type { Page } from "@playwright/test";

/** Runs in the page as the script js.stripe.com would serve: defines window.Stripe. */
function fakeStripeJs(): void {
  type Listener = (event: unknown) => void;
  interface FakeElement {
    type: string;
    value: (name: string) => string;
  }
  const makeElement = (type: string) => {
    const listeners: Record<string, Listener[]> = {};
    let node: HTMLElement | null = null;
    let ready = false;
    const readyEvent = { elementType: type, availablePaymentMethods: undefined };
    const element = {
      type,
      mount(target: HTMLElement | string) {
        node = typeof target === "string" ? document.querySelector<HTMLElement>(target) : target;
        if (node && type === "payment") {
          const fields = [
            ["cardnumber", "Card number", "cc-number"],
            ["exp-date", "Expiration date (MM / YY)", "cc-exp"],
            ["cvc", "Security code", "cc-csc"],
          ];
          for (const [name, text, autocomplete] of fields) {
            const label = document.createElement("label");
            label.textContent = text!;
            label.style.display = "grid";
            const input = document.createElement("input");
            input.name = name!;
            input.setAttribute("autocomplete", autocomplete!);
            input.inputMode = "numeric";
            label.append(input);
            node.append(label);
          }
        }
        ready = true;
        setTimeout(() => (listeners.ready ?? []).forEach((cb) => cb(readyEvent)), 0);
      },
      on(event: string, cb: Listener) {
        (listeners[event] ??= []).push(cb);
        if (event === "ready" && ready) setTimeout(() => cb(readyEvent), 0);
      },
      off(event: string, cb: Listener) {
        listeners[event] = (listeners[event] ?? []).filter((l) => l !== cb);
      },
      update() {},
      unmount() {
        node?.replaceChildren();
      },
      destroy() {
        node?.replaceChildren();
      },
      value: (name: string) => node?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? "",
    };
    return element;
  };
  const Stripe = (key: string) => ({
    elements(options: { clientSecret?: string } = {}) {
      const made: FakeElement[] = [];
      return {
        clientSecret: options.clientSecret ?? "",
        create(type: string) {
          const element = makeElement(type);
          made.push(element);
          return element;
        },
        getElement: (type: string) => made.find((e) => e.type === type) ?? null,
        update() {},
        submit: async () => ({}),
      };
    },
    createToken: async () => ({}),
    createPaymentMethod: async () => ({}),
    confirmCardPayment: async () => ({}),
    _registerWrapper() {},
    registerAppInfo() {},
    async confirmPayment({ elements }: { elements: { clientSecret: string; getElement: (type: string) => FakeElement | null } }) {
      const card = elements.getElement("payment")!;
      const secret = elements.clientSecret;
      const body = new URLSearchParams({
        key,
        client_secret: secret,
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": card.value("cardnumber").replace(/\s/g, ""),
        "payment_method_data[card][exp]": card.value("exp-date"),
        "payment_method_data[card][cvc]": card.value("cvc"),
      });
      const res = await fetch(`https://api.stripe.com/v1/payment_intents/${secret.split("_secret_")[0]}/confirm`, { method: "POST", body });
      const answer = (await res.json()) as { error?: { type: string; code?: string; message: string } };
      return res.ok ? { paymentIntent: answer } : { error: answer.error };
    },
  });
  // The release train @stripe/stripe-js expects (it warns about any other).
  Object.assign(window, { Stripe: Object.assign(Stripe, { version: "endive" }) });
}

/** The page gets Stripe.js's stand-in, and its calls to api.stripe.com reach the fake Stripe at `fakeStripeUrl`. */
export async function stripeAtItsBoundary(page: Page, fakeStripeUrl: string): Promise<void> {
  await page.route(/^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js/, (route) =>
    route.fulfill({ contentType: "application/javascript", body: `(${fakeStripeJs.toString()})();` }),
  );
  await page.route("https://api.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeStripeUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), "access-control-allow-origin": "*" } });
  });
}
