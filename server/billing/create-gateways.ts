import type { Config } from "../config";
import type { Logger } from "../logger";
import { AppleAppStoreGateway } from "./app-store-gateway";
import type { AppStoreGateway, CardGateway } from "./billing-gateways";
import { StripeCardGateway } from "./stripe-card-gateway";
import { unconfiguredAppStoreGateway, unconfiguredCardGateway } from "./unconfigured-gateways";

/** Configuration picks the card gateway; nothing else in the code branches on the Stripe settings. */
export function createCardGateway(config: Config, logger: Logger): CardGateway {
  return config.stripe ? new StripeCardGateway(config.stripe) : unconfiguredCardGateway(logger);
}

/** Configuration picks the App Store gateway; nothing else in the code branches on the Apple settings. */
export function createAppStoreGateway(config: Config, logger: Logger): AppStoreGateway {
  return config.apple ? new AppleAppStoreGateway(config.apple, config.env === "production", logger) : unconfiguredAppStoreGateway;
}
