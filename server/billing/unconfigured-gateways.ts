/**
 * The payment gateways of a server without Stripe or Apple settings (development, self-hosting without
 * payments): the plans screen still works, every payment call answers the 503 of product.md#r16 and product.md#r17.
 */
import { BILLING_MESSAGES, PLAN_CONSTANTS } from "../../contract/billing/schemas";
import { AppError } from "../errors";
import type { Logger } from "../logger";
import type { AppStoreGateway, CardGateway } from "./billing-gateways";

export function unconfiguredCardGateway(logger: Logger): CardGateway {
  return {
    checkout() {
      throw new AppError(503, BILLING_MESSAGES.notConfigured);
    },
    planPrices: async () => null,
    // Nothing can be canceled without keys; the account still goes, and the operator sees why in the log.
    async cancelSubscription(_subscriptionId, userId) {
      logger.warn({ userId }, "account with a Stripe subscription deleted while Stripe is not configured");
    },
    verifyEvent() {
      throw new AppError(503, BILLING_MESSAGES.webhookNotConfigured);
    },
  };
}

export const unconfiguredAppStoreGateway: AppStoreGateway = {
  productIds: { monthly: PLAN_CONSTANTS.appleProductMonthly, annual: PLAN_CONSTANTS.appleProductAnnual },
  verifier() {
    throw new AppError(503, BILLING_MESSAGES.appleNotConfigured);
  },
};
