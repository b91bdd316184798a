/**
 * Billing's part of account deletion (product.md#r15): an active card subscription is canceled before any row goes.
 * A failure stops the deletion, so nobody is left paying for an account that no longer exists.
 */
import type { CardGateway } from "../../billing/billing-gateways";
import type { AccountDeletionPort } from "../../context";
import type { Logger } from "../../logger";
import { callCardGateway } from "./billing-card-call";

const CANCEL_FAILED = "Failed to cancel your subscription. Please try again.";

export function cancelSubscriptionOnAccountDeletion(card: CardGateway, logger: Logger): AccountDeletionPort {
  return {
    async beforeDelete(user) {
      const subscriptionId = user.stripeSubscriptionId;
      if (!subscriptionId) return;
      await callCardGateway(logger, CANCEL_FAILED, () => card.cancelSubscription(subscriptionId, user.id));
    },
  };
}
