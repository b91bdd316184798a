import { CheckCircle2Icon, InfoIcon, SparklesIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PLAN_CONSTANTS } from "../../../contract/billing/rules";
import { BILLING_TEXTS } from "../../../contract/billing/texts";
import { PageContainer } from "../../components/page-container";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { mustSubscribe } from "../../../contract/trial/rules";
import { AccountSection } from "../account/account-section";
import { useUser } from "../auth/auth-queries";
import { useTrialStatus } from "../trial/trial-queries";
import { PaymentMethodChoice } from "./payment-method-choice";
import { PlanCard, type BillingCycle } from "./plan-card";
import { SubscribeErrorBoundary } from "./subscribe-error-boundary";
import { usePaymentMethod, usePlans } from "./use-plans";
import { useSubscribe, type CheckoutStart } from "./use-subscribe";

const CardPayment = lazy(() => import("./card-payment"));

/** /subscribe (product.md#r36): reachable with an ended trial; the potter picks a cycle and pays. */
export default function SubscribeScreen() {
  return (
    <SubscribeErrorBoundary>
      <SubscribePage />
    </SubscribeErrorBoundary>
  );
}

function SubscribePage() {
  const [params, setParams] = useSearchParams();
  const discount = params.get("discount") === "trial10" ? "trial10" : undefined;
  // canceled=true (back from hosted Checkout) is read once, then removed from the address.
  const [canceled] = useState(() => params.get("canceled") === "true");
  useEffect(() => {
    if (params.has("canceled")) {
      const next = new URLSearchParams(params);
      next.delete("canceled");
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const [checkout, setCheckout] = useState<(CheckoutStart & { planName: string; amount: number }) | null>(null);
  const { method, choose, appleChecked, appleAvailable } = usePaymentMethod();
  const { plans } = usePlans(method);
  const subscribe = useSubscribe(method, discount);
  const { data: status } = useTrialStatus();
  const { data: user } = useUser();
  const trapped = status !== undefined && mustSubscribe(status);
  const activeTrialDays =
    status && !trapped && status.subscriptionTier === "free" && status.accountStatus !== "canceled" ? status.daysRemaining : null;
  // A potter already paying (the page reloads onto itself after a card payment) is welcomed, not told the trial
  // expired and offered the plan again (docs/decisions/0318-subscribe-when-subscribed.md).
  const subscribed = status !== undefined && status.subscriptionTier !== "free" && status.accountStatus === "active";

  if (checkout) {
    return (
      <PageContainer className="grid max-w-xl gap-6">
        <Suspense fallback={<Skeleton className="h-96" />}>
          <CardPayment
          publishableKey={checkout.answer.publishableKey}
          clientSecret={checkout.answer.clientSecret}
          planName={checkout.planName}
          amount={checkout.amount}
          onBack={() => setCheckout(null)}
          />
        </Suspense>
      </PageContainer>
    );
  }

  if (subscribed) {
    return (
      <PageContainer className="grid max-w-xl gap-6">
        <header className="grid justify-items-center gap-2 text-center">
          <CheckCircle2Icon className="size-8 text-primary" aria-hidden="true" />
          <h1 className="text-3xl font-bold">{BILLING_TEXTS.welcome}</h1>
          <p className="text-muted-foreground">{BILLING_TEXTS.welcomeBody}</p>
        </header>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/pieces">{BILLING_TEXTS.startCreating}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/settings">{BILLING_TEXTS.viewDetails}</Link>
          </Button>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="grid max-w-xl gap-6">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold">{BILLING_TEXTS.upgradeHeading}</h1>
        {/* Nothing until the status is known, so a day-1 trial never reads 'expired' for a moment. */}
        {status ? (
          <p className="text-muted-foreground">
            {activeTrialDays !== null ? BILLING_TEXTS.trialActive(activeTrialDays) : BILLING_TEXTS.trialExpired}
          </p>
        ) : null}
      </header>

      {canceled ? (
        <p role="status" className="flex items-center gap-2 rounded-md border px-4 py-3 text-sm">
          <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
          {BILLING_TEXTS.canceledCheckout}
        </p>
      ) : null}

      {discount ? (
        <p role="status" className="flex items-center gap-2 rounded-md bg-primary/10 px-4 py-3 text-sm font-medium text-primary">
          <SparklesIcon className="size-4 shrink-0" aria-hidden="true" />
          {BILLING_TEXTS.trialBanner}
        </p>
      ) : null}

      <div role="group" aria-label="Billing cycle" className="mx-auto grid w-full max-w-xs grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {(["monthly", "annual"] as const).map((c) => (
          <Button
            key={c}
            type="button"
            variant={cycle === c ? "default" : "ghost"}
            aria-pressed={cycle === c}
            onClick={() => setCycle(c)}
          >
            {c === "monthly" ? BILLING_TEXTS.monthly : BILLING_TEXTS.annual}
          </Button>
        ))}
      </div>

      <PaymentMethodChoice value={method} appleAvailable={appleAvailable} appleChecked={appleChecked} onChange={choose} />

      {plans.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{BILLING_TEXTS.noPlans}</p>
      ) : (
        <div className="grid gap-4">
          {plans.map((plan) => {
            const price = cycle === "annual" ? plan.annual : plan.monthly;
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                cycle={cycle}
                hideSavings={discount !== undefined}
                discountPercent={discount ? PLAN_CONSTANTS.discountPercent : undefined}
                action={
                  <Button
                    size="lg"
                    className="w-full"
                    disabled={subscribe.isPending}
                    onClick={() =>
                      subscribe.mutate(price.priceId, {
                        onSuccess: (start) => start && setCheckout({ ...start, planName: plan.name, amount: price.amount }),
                      })
                    }
                  >
                    {subscribe.isPending ? BILLING_TEXTS.subscribing : BILLING_TEXTS.subscribe}
                  </Button>
                }
              />
            );
          })}
        </div>
      )}

      {/* The trial guard keeps this potter on /subscribe; Settings is out of reach, so its account actions live here too. */}
      {trapped && user ? (
        <section aria-labelledby="subscribe-account-heading" className="grid gap-4 rounded-lg border p-4">
          <h2 id="subscribe-account-heading" className="text-lg font-semibold">
            {BILLING_TEXTS.accountHeading}
          </h2>
          <AccountSection user={user} />
        </section>
      ) : null}
    </PageContainer>
  );
}
