import { createAppStoreGateway, createCardGateway } from "./billing/create-gateways";
import type { Config } from "./config";
import type { AppDeps } from "./context";
import type { Database } from "./db/client";
import { requestActivity } from "./http/request-activity";
import { createJobQueue } from "./jobs/queue";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { createWebPushSender, vapidKeys } from "./push/push-sender";
import { cancelSubscriptionOnAccountDeletion } from "./services/billing/billing-account-deletion";
import { createImportFileStore, createPhotoStore } from "./storage";

/** Builds the dependencies from configuration; the only place that picks implementations. */
export function buildDeps(config: Config, database: Database, logger: Logger, now: () => Date = () => new Date()): AppDeps {
  const cardGateway = createCardGateway(config, logger);
  return {
    config,
    database,
    db: database.db,
    logger,
    mailer: createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logLinks: config.env === "development" },
      logger,
    ),
    push: createWebPushSender(vapidKeys(config), { testHosts: config.pushTestHosts }),
    storage: createPhotoStore(config),
    importFiles: createImportFileStore(config),
    cardGateway,
    appStoreGateway: createAppStoreGateway(config, logger),
    accountDeletion: cancelSubscriptionOnAccountDeletion(cardGateway, logger),
    now,
    jobs: createJobQueue(database, logger, { supervise: config.jobsEnabled }),
    activity: requestActivity(),
  };
}
