import { CrownIcon, ExternalLinkIcon, SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import { BILLING_TEXTS } from "../../../contract/billing/texts";
import { Button } from "../../components/ui/button";
import { buttonVariants } from "../../components/ui/button-variants";
import { useUser } from "../auth/auth-queries";
import { formatDate } from "../trial/trial-api";
import { PromoCodeButton } from "./promo-code-dialog";
import { useManageSubscription } from "./use-billing";

const PLAN_LABEL = { free: BILLING_TEXTS.freeTrial, plus: BILLING_TEXTS.plusPlan, pro: BILLING_TEXTS.proPlan } as const;

/** Settings ▸ Billing & Subscription (product.md#r36). */
export function BillingSection() {
  const { data: user } = useUser();
  const manage = useManageSubscription(user?.paymentProvider ?? "stripe");
  if (!user) return null;
  const tier = user.subscriptionTier;
  const free = tier === "free";

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">Current plan</p>
          <p className="flex items-center gap-2 text-lg font-semibold">
            {free ? <SparklesIcon className="size-5 text-primary" aria-hidden="true" /> : <CrownIcon className="size-5 text-primary" aria-hidden="true" />}
            {PLAN_LABEL[tier]}
          </p>
        </div>
        {free ? (
          <Button asChild>
            <Link to="/subscribe">{BILLING_TEXTS.upgrade}</Link>
          </Button>
        ) : null}
      </div>

      {free ? (
        <p className="text-sm" data-testid="trial-ends">
          <span className="text-muted-foreground">{BILLING_TEXTS.trialEnds}: </span>
          <span className="font-medium">{user.trialEndDate ? formatDate(user.trialEndDate) : BILLING_TEXTS.notAvailable}</span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{BILLING_TEXTS.unlimitedAccess}</p>
      )}

      <div className="flex flex-wrap gap-2">
        {free ? (
          <Link to="/subscribe" className={buttonVariants({ variant: "outline" })}>
            {BILLING_TEXTS.viewPlans}
          </Link>
        ) : (
          <Button variant="outline" onClick={() => manage.mutate()} disabled={manage.isPending}>
            <ExternalLinkIcon aria-hidden="true" />
            {BILLING_TEXTS.manageSubscription}
          </Button>
        )}
        <PromoCodeButton canApply={free} used={Boolean(user.usedPromoCode)} />
      </div>
    </div>
  );
}
