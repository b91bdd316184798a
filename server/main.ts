/** Starts Claybook: configuration, database (migrated), background jobs, one HTTP server. */
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { Server as HttpServer } from "node:http";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { buildDeps } from "./deps";
import { startImportWorker } from "./jobs/import-worker";
import { JOBS } from "./jobs/job-list";
import { startJobs } from "./jobs/scheduler";
import { createLogger } from "./logger";
import { settleBackgroundTasks } from "./services/common/background-tasks";

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  let database;
  try {
    database = await openDatabase(
      { databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize },
      logger,
    );
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const deps = buildDeps(config, database, logger);
  const app = createApp(deps);
  const stopJobs = config.jobsEnabled ? startJobs(deps, JOBS) : () => {};
  // Imports are the potters' own requests: their worker runs whatever JOBS_ENABLED says (decision 0170).
  const stopImports = await startImportWorker(deps);
  // 127.0.0.1 unless HOST says otherwise (0.0.0.0 in production): a laptop on café Wi-Fi does not offer its studio
  // to the network by default (docs/decisions/0183-listen-address.md).
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const shown = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host.includes(":") ? `[${config.host}]` : config.host;
    const reach = config.host === "127.0.0.1" ? " (this computer only; HOST=0.0.0.0 opens it to the network)" : "";
    logger.info(
      { host: config.host, port: info.port, database: database.kind, appUrl: config.appUrl },
      `Claybook is serving on http://${shown}:${info.port}${reach}`,
    );
  });
  // Idle keep-alive sockets are kept longer than a client or a load balancer keeps them (60 s is the usual proxy idle
  // time): a server that drops an idle socket first races the client's next request on it, which the client reads as a
  // reset connection (docs/decisions/0264-keep-alive-outlasts-the-clients.md).
  const http1 = server as HttpServer;
  http1.keepAliveTimeout = 65_000;
  http1.headersTimeout = 66_000;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stopJobs();
    // At once, beside the server's close: this server takes no more imports, and its running ones are marked failed
    // and undone before it exits (docs/decisions/0261-import-liveness.md), so their potters hear within seconds.
    const importsStopped = stopImports().catch((err: unknown) => logger.warn({ err }, "imports not all taken back at stop"));
    server.close(() => {
      // A reset mail queued by the last requests still goes out before the database closes.
      void settleBackgroundTasks()
        .then(() => importsStopped)
        .then(() => deps.jobs.stop())
        .then(() => database.close())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 8000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
