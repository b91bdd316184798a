/**
 * 'Complete Your Subscription' (product.md#r36, product.md#r41; product.md#r16): the Stripe Payment Element confirmed with the
 * subscription's clientSecret, and the wallet button (Express Checkout) with 'Or pay with card' when the
 * browser offers a wallet. After a successful payment the page reloads. Card errors are only logged (product.md#r64).
 */
import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
// The pure entry loads Stripe.js only when a payment starts, not when the subscribe page opens.
import { loadStripe } from "@stripe/stripe-js/pure";
import { ArrowLeftIcon } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { BILLING_TEXTS } from "../../../contract/billing/texts";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripeByKey.set(key, promise);
  }
  return promise;
}

interface CardPaymentProps {
  publishableKey: string;
  clientSecret: string;
  planName: string;
  amount: number;
  onBack: () => void;
}

export default function CardPayment({ publishableKey, clientSecret, planName, amount, onBack }: CardPaymentProps) {
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const dark = typeof document !== "undefined" && document.documentElement.classList.contains("dark");
  return (
    <Card>
      <CardHeader>
        <h1 className="text-xl leading-tight font-semibold">{BILLING_TEXTS.completeTitle}</h1>
        <p className="text-sm text-muted-foreground">
          {planName} · ${amount.toFixed(2)}
        </p>
      </CardHeader>
      <CardContent>
        <Elements stripe={stripePromise} options={{ clientSecret, appearance: { theme: dark ? "night" : "stripe", variables: { colorPrimary: "#C84D2F" } } }}>
          <PaymentForm onBack={onBack} />
        </Elements>
      </CardContent>
    </Card>
  );
}

function PaymentForm({ onBack }: { onBack: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [wallet, setWallet] = useState(false);

  const confirm = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/subscribe` },
      redirect: "if_required",
    });
    if (error) {
      console.warn("card payment failed", error.type, error.code);
      setBusy(false);
      return;
    }
    window.location.reload();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void confirm();
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <ExpressCheckoutElement
        onReady={({ availablePaymentMethods }) => setWallet(Boolean(availablePaymentMethods && Object.values(availablePaymentMethods).some(Boolean)))}
        onConfirm={() => void confirm()}
      />
      {wallet ? (
        <p className="flex items-center gap-3 text-sm text-muted-foreground">
          <span className="h-px flex-1 bg-border" aria-hidden="true" />
          {BILLING_TEXTS.orPayWithCard}
          <span className="h-px flex-1 bg-border" aria-hidden="true" />
        </p>
      ) : null}
      <PaymentElement options={{ layout: "tabs" }} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          <ArrowLeftIcon aria-hidden="true" />
          {BILLING_TEXTS.backToPlans}
        </Button>
        <Button type="submit" disabled={!stripe || !elements || busy}>
          {busy ? BILLING_TEXTS.subscribing : BILLING_TEXTS.completePayment}
        </Button>
      </div>
    </form>
  );
}
