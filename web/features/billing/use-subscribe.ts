import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { ClientSecretAnswer } from "../../../contract/billing/schemas";
import { BILLING_MESSAGES, BILLING_TEXTS } from "../../../contract/billing/texts";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-error";
import { isNativeApp } from "../../lib/platform";
import { friendlyAppleError, purchaseApple } from "./apple-purchase";
import { completeApplePurchase, createCheckoutUrl, createSubscription } from "./billing-api";
import { openExternal } from "./use-billing";
import type { PaymentMethod } from "./use-plans";

export interface CheckoutStart {
  answer: ClientSecretAnswer;
  priceId: string;
}

function configurationError(): void {
  toast({ title: BILLING_TEXTS.configErrorTitle, description: BILLING_MESSAGES.notConfigured, variant: "destructive" });
}

/**
 * The three purchase paths of product.md#r41: Apple in-app purchase (native iOS), hosted Checkout (native card),
 * and the Payment Element (web card; answers the clientSecret for the 'Complete Your Subscription' step).
 */
export function useSubscribe(method: PaymentMethod, discount: "trial10" | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: async (priceId: string): Promise<CheckoutStart | null> => {
      if (method === "apple") {
        if (!priceId) throw new ApiError(BILLING_MESSAGES.noPlanSelected, 400);
        const result = await purchaseApple(priceId);
        if (!result.success) {
          const message = result.error ?? "";
          if (message.includes("Testing:")) toast({ title: BILLING_TEXTS.testingMode, description: message });
          else toast({ title: BILLING_TEXTS.purchaseFailed, description: friendlyAppleError(message), variant: "destructive" });
          return null;
        }
        await completeApplePurchase({
          productId: result.productId,
          transactionId: result.transactionId,
          receiptData: result.receiptData,
        });
        toast({ title: BILLING_TEXTS.activatedTitle, description: BILLING_TEXTS.activatedBody });
        await queryClient.invalidateQueries();
        navigate("/", { replace: true });
        return null;
      }
      // product.md#r16: without Stripe settings the fallback plan has no price id; the server would answer the same 503.
      if (!priceId) {
        configurationError();
        return null;
      }
      const body = { priceId, ...(discount ? { discount } : {}) };
      if (isNativeApp()) {
        await openExternal(await createCheckoutUrl(body));
        return null;
      }
      return { answer: await createSubscription(body), priceId };
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 503) return configurationError();
      const fallback = method === "card" && isNativeApp() ? BILLING_MESSAGES.checkoutFailed : BILLING_MESSAGES.subscriptionFailed;
      toast({ title: "Error", description: error instanceof ApiError && error.status > 0 ? error.message : fallback, variant: "destructive" });
    },
  });
}
