import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PLAN_CONSTANTS } from "../../../contract/billing/rules";
import { BILLING_TEXTS } from "../../../contract/billing/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { getClientPlatform, isNativeApp } from "../../lib/platform";
import { appleAvailable, appleProducts, friendlyAppleError, purchaseApple, type ApplePurchaseResult } from "./apple-purchase";
import { billingKeys } from "./billing-keys";
import type { BillingCycle } from "./plan-card";

const PRODUCT_IDS = [PLAN_CONSTANTS.appleProductMonthly, PLAN_CONSTANTS.appleProductAnnual];

/** /test-payment (product.md#r36): Apple in-app purchase test page; login required, no trial check. */
export default function TestPaymentScreen() {
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const available = useQuery({ queryKey: billingKeys.appleAvailable, queryFn: appleAvailable, staleTime: Infinity, retry: false });
  const products = useQuery({ queryKey: billingKeys.appleProducts, queryFn: () => appleProducts(PRODUCT_IDS), enabled: available.data === true, retry: false });
  const purchase = useMutation<ApplePurchaseResult>({
    mutationFn: () => purchaseApple(cycle === "monthly" ? PLAN_CONSTANTS.appleProductMonthly : PLAN_CONSTANTS.appleProductAnnual),
  });

  const device: [string, string][] = [
    ["Platform", getClientPlatform()],
    ["Native app", isNativeApp() ? "Yes" : "No"],
    ["In-app purchase", available.isPending ? "Checking..." : available.data ? "Available" : "Not available"],
    ["User agent", typeof navigator !== "undefined" ? navigator.userAgent : ""],
  ];

  return (
    <PageContainer className="grid max-w-xl gap-4">
      <PageHeader title="Apple In-App Purchase Test" subtitle="Checks products and a test purchase on this device." />
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Device</h2>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {device.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted-foreground">{k}</dt>
                <dd className="break-all">{v}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>

      <div role="group" aria-label="Billing cycle" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {(["monthly", "annual"] as const).map((c) => (
          <Button key={c} variant={cycle === c ? "default" : "ghost"} aria-pressed={cycle === c} onClick={() => setCycle(c)}>
            {c === "monthly" ? BILLING_TEXTS.monthly : BILLING_TEXTS.annual}
          </Button>
        ))}
      </div>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Products</h2>
        </CardHeader>
        <CardContent className="grid gap-3">
          {available.data !== true ? (
            <p className="text-sm text-muted-foreground">{BILLING_TEXTS.appleUnavailable}</p>
          ) : products.isPending ? (
            <Skeleton className="h-16" />
          ) : products.isError ? (
            <p role="alert" className="text-sm text-destructive">{friendlyAppleError(products.error.message)}</p>
          ) : products.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">{BILLING_TEXTS.noPlans}</p>
          ) : (
            <ul className="grid gap-2">
              {products.data.map((p) => (
                <li key={p.productId} className="rounded-md border p-3 text-sm">
                  <p className="font-medium">{p.title}</p>
                  <p className="text-muted-foreground">{p.description}</p>
                  <p>
                    {p.price} ({p.currency} {p.priceAmount}) · <code>{p.productId}</code>
                  </p>
                </li>
              ))}
            </ul>
          )}
          <Button disabled={available.data !== true || purchase.isPending} onClick={() => purchase.mutate()}>
            {purchase.isPending ? BILLING_TEXTS.subscribing : "Test Purchase"}
          </Button>
          {purchase.data ? (
            <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs" aria-label="Purchase result">
              {JSON.stringify({ ...purchase.data, receiptData: purchase.data.receiptData ? `${purchase.data.receiptData.slice(0, 24)}...` : undefined }, null, 2)}
            </pre>
          ) : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
