import type { Config } from "./config";
import type { AppDeps } from "./context";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { createPhotoStore } from "./storage";

/** Builds the dependencies from configuration; the only place that picks implementations. */
export function buildDeps(config: Config, database: Database, logger: Logger, now: () => Date = () => new Date()): AppDeps {
  return {
    config,
    database,
    db: database.db,
    logger,
    mailer: createMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logLinks: config.env === "development" },
      logger,
    ),
    storage: createPhotoStore(config),
    now,
  };
}
