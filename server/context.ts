import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppStoreGateway, CardGateway } from "./billing/billing-gateways";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { JobQueue } from "./jobs/queue";
import type { users } from "./db/schema";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { PushSender } from "./push/push-sender";
import type { RequestActivity } from "./http/request-activity";
import type { ObjectStore, PhotoStore } from "./storage/photo-store";

/** Everything a request handler may use; built once in main.ts (or per test file). */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  /** Web Push to browsers (reminders); tests point it at a fake push service. */
  push: PushSender;
  storage: PhotoStore;
  /** Imports' uploads waiting for the server that runs them: shared by every server when S3 is set. */
  importFiles: ObjectStore;
  /** Card payments (Stripe), or a gateway that answers 503 when Stripe is not configured. */
  cardGateway: CardGateway;
  /** Apple in-app purchases, or a gateway that answers 503 when Apple is not configured. */
  appStoreGateway: AppStoreGateway;
  /** What other areas must do before an account is deleted (billing cancels a card subscription). */
  accountDeletion: AccountDeletionPort;
  /** Injected clock so trial math can be tested at its boundaries. */
  now: () => Date;
  /** The job queue (pg-boss) in the same database: imports and the periodic jobs run through it. */
  jobs: JobQueue;
  /** Requests being handled, so background work (import batches, upkeep) gives way to them. */
  activity: RequestActivity;
}

export type UserRow = typeof users.$inferSelect;

/**
 * The hook account deletion offers other areas, injected here rather than registered by importing a module.
 * It runs before any row goes; a throw stops the deletion and is the caller's answer.
 */
export interface AccountDeletionPort {
  beforeDelete(user: UserRow): Promise<void>;
}

export interface AuthState {
  user: UserRow;
  /** How the caller proved who they are: product.md#r25 refuses cookies cross-origin, CSRF applies to cookies only. */
  via: "cookie" | "bearer-session" | "access-token";
  sessionId?: string;
  /** Native access tokens: the refresh-token family they belong to (logout revokes it). */
  familyId?: string;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** Made on first use: server/http/request-logger.ts. */
    logger?: Logger;
    requestId?: string;
    auth: AuthState | null;
  };
};

export type ApiApp = OpenAPIHono<AppEnv>;
