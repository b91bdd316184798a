import { CheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { SubscriptionPlan } from "../../../contract/billing/schemas";
import { monthlyEffective } from "../../../contract/billing/rules";
import { BILLING_TEXTS } from "../../../contract/billing/texts";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../components/ui/card";

export type BillingCycle = "monthly" | "annual";

const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** One plan: the monthly-effective price (annual ÷ 12 on the annual cycle), savings and features. */
export function PlanCard({
  plan,
  cycle,
  hideSavings,
  action,
  discountPercent,
}: {
  plan: SubscriptionPlan;
  cycle: BillingCycle;
  hideSavings: boolean;
  action: ReactNode;
  /** The trial offer's percentage off the first payment, shown on the plan's own price, monthly or annual. */
  discountPercent?: number;
}) {
  const annual = cycle === "annual";
  const usual = annual ? plan.annual.amount : plan.monthly.amount;
  const offered = discountPercent ? Math.round(usual * (100 - discountPercent)) / 100 : null;
  const price = annual ? monthlyEffective(plan.annual.amount) : money(plan.monthly.amount);
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl leading-tight font-semibold">{plan.name}</h2>
          {annual && !hideSavings && plan.annual.savings ? <Badge variant="secondary">{plan.annual.savings}</Badge> : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <p className="flex items-baseline gap-1" data-testid="plan-price">
            <span className="text-4xl font-bold">${price}</span>
            <span className="text-muted-foreground">{BILLING_TEXTS.perMonth}</span>
          </p>
          {annual ? <p className="text-sm text-muted-foreground">{BILLING_TEXTS.billedAnnually(money(plan.annual.amount))}</p> : null}
          {offered !== null ? (
            <p className="mt-1 text-sm font-medium text-primary" data-testid="plan-offer">
              {BILLING_TEXTS.offerPrice(cycle, money(offered), money(usual))}
            </p>
          ) : null}
        </div>
        <ul className="grid gap-2" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}
