/** D15: account deletion cancels an active Stripe subscription before any row goes. */
import { beforeAccountDeletion, type BeforeAccountDeletion } from "../services/account-deletion";
import { cancelStripeSubscriptionOf } from "./stripe-checkout";

const cancelOnDeletion: BeforeAccountDeletion = (deps, user) => cancelStripeSubscriptionOf(deps, user);

/** Idempotent: several apps in one process (tests) register it once. */
export function registerBillingAccountHook(): void {
  if (!beforeAccountDeletion.includes(cancelOnDeletion)) beforeAccountDeletion.push(cancelOnDeletion);
}
