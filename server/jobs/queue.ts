/**
 * The job queue: pg-boss (docs/decisions/0170-job-runner.md) in the same database as everything else, PostgreSQL or
 * PGlite alike. pg-boss keeps its own tables in the `pgboss` schema, which it creates and migrates itself on first
 * start; our own schema stays drizzle-kit's. It is started on first use, so a server, a test or the command line
 * that never queues anything never installs it. On PostgreSQL its set-up (the schema, and each queue's partition) is
 * done one server at a time (docs/decisions/0262-job-queue-set-up-lock.md).
 */
import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import type { Logger } from "../logger";

/**
 * Held while pg-boss installs or migrates its schema or creates a queue. Several servers starting together on a fresh
 * database otherwise run the same DDL at once, and PostgreSQL answers some of them "deadlock detected"
 * (docs/decisions/0262-job-queue-set-up-lock.md). A transaction-level lock on one pooled connection, while pg-boss's
 * own statements use others: the pool needs at least two connections (DATABASE_POOL_SIZE defaults to 10).
 */
const QUEUE_SET_UP_LOCK = 7_314_204;

/** The set-up under way in this process, per database: queues of one process sharing a database wait in turn. */
const settingUp = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs pg-boss's set-up one at a time: in this process by a chain per database, across servers on PostgreSQL by the
 * lock (PGlite has one process).
 */
function oneServerAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const locked = () =>
    database.kind !== "postgres"
      ? work()
      : database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_SET_UP_LOCK})`);
          return work();
        });
  const run = (settingUp.get(database) ?? Promise.resolve()).catch(() => undefined).then(locked);
  settingUp.set(database, run);
  return run;
}

export interface JobQueue {
  /** pg-boss, started (and its schema installed or migrated) on the first call. */
  boss(): Promise<PgBoss>;
  /** Makes sure a queue exists (pg-boss refuses jobs for a queue it does not know). */
  queue(name: string, options?: Omit<PgBoss.Queue, "name">): Promise<PgBoss>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Expire, archive and delete old jobs on a timer; a server does, a test or the command line need not. */
  supervise: boolean;
}

export function createJobQueue(database: Database, logger: Logger, options: JobQueueOptions): JobQueue {
  let started: Promise<PgBoss> | null = null;
  const known = new Set<string>();
  let creating: Promise<void> = Promise.resolve();
  const boss = () => {
    started ??= (async () => {
      const open = async () => {
        const instance = new PgBoss({
          db: {
            executeSql: async (text: string, values?: unknown[]) => {
              try {
                return await database.executeSql(text, values);
              } catch (err) {
                // pg-boss swallows some failures (a fetch answers "nothing to do"): they are logged here.
                logger.warn({ err: err instanceof Error ? err.message : String(err) }, "job queue statement failed");
                throw err;
              }
            },
          },
          supervise: options.supervise,
          // Cron scheduling is not used: each server's timers send the periodic jobs (scheduler.ts).
          schedule: false,
          migrate: true,
        });
        instance.on("error", (err: Error) => logger.warn({ err: err.message }, "job queue error"));
        await oneServerAtATime(database, () => instance.start());
        return instance;
      };
      try {
        return await open();
      } catch (err) {
        // A start cut short (the database restarting) is tried once more.
        logger.debug({ err: err instanceof Error ? err.message : String(err) }, "job queue start retried");
        return await open();
      }
    })();
    started.catch(() => {
      started = null;
    });
    return started;
  };
  return {
    boss,
    async queue(name, queueOptions = {}) {
      const instance = await boss();
      if (known.has(name)) return instance;
      // One at a time here and across servers (the lock), and tried again on a failure: creating a queue adds a
      // partition to pg-boss's job table.
      const run = creating.then(async () => {
        for (let attempt = 0; !known.has(name); attempt++) {
          try {
            await oneServerAtATime(database, async () => {
              if (!(await instance.getQueue(name))) await instance.createQueue(name, { name, ...queueOptions });
            });
            known.add(name);
          } catch (err) {
            if (attempt >= 5) throw err;
            await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * (attempt + 1)));
          }
        }
      });
      creating = run.catch(() => undefined);
      await run;
      return instance;
    },
    async stop() {
      if (!started) return;
      const instance = await started.catch(() => null);
      started = null;
      await instance?.stop({ graceful: false, wait: true, timeout: 1000, close: false });
    },
  };
}
