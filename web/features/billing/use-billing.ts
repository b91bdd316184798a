import { useMutation } from "@tanstack/react-query";
import { APPLE_SUBSCRIPTIONS_URL } from "../../../contract/billing/rules";
import { toast } from "../../components/ui/toast";
import { isNativeApp } from "../../lib/platform";
import { billingPortalUrl } from "./billing-api";

/** Leaves the app for a payment page: the in-app browser on native, the same tab on the web. */
export async function openExternal(url: string): Promise<void> {
  if (isNativeApp()) {
    const { Browser } = await import("@capacitor/browser");
    await Browser.open({ url });
    return;
  }
  window.location.assign(url);
}

/** Manage Subscription (product.md#r36): the App Store page for Apple subscribers, else the Stripe billing portal. */
export function useManageSubscription(provider: "stripe" | "apple") {
  return useMutation({
    mutationFn: async () => {
      if (provider === "apple") return openExternal(APPLE_SUBSCRIPTIONS_URL);
      return openExternal(await billingPortalUrl());
    },
    onError: (error) => toast({ title: "Error", description: error.message, variant: "destructive" }),
  });
}
