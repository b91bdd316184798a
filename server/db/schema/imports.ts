/** Imports and the counters behind short codes. Part of the one Drizzle schema (server/db/schema.ts). */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { owner } from "./accounts";
import { ts } from "./columns";

/**
 * Imports of a Claybook export (product.md#r140, docs/decisions/0151-import-jobs.md). At most one queued
 * or running import per potter: the partial unique index makes a second one a conflict even when two start at once.
 */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    status: text("status").notNull().default("queued"),
    format: text("format").notNull(),
    dryRun: boolean("dry_run").notNull().default(false),
    fileName: text("file_name").notNull(),
    /** SHA-256 (hex) of the uploaded file: what import_sources remembers records by. */
    fileHash: text("file_hash").notNull(),
    progress: real("progress").notNull().default(0),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    skipped: jsonb("skipped").$type<{ kind: string; count: number; reason: string }[]>().notNull().default([]),
    message: text("message"),
    createdAt: ts("created_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
    /**
     * Written by the server running the job after each batch (docs/decisions/0171-import-batches.md): a running job
     * whose heartbeat stopped died with its server, and is cleaned up and marked failed.
     */
    heartbeatAt: ts("heartbeat_at"),
    /**
     * When the job last moved on (a batch stored, a step done): a job alive but stuck makes none, and after a while
     * is stopped and its place freed (docs/decisions/0261-import-liveness.md).
     */
    progressAt: ts("progress_at"),
  },
  (t) => [
    index("import_jobs_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("import_jobs_one_running_idx")
      .on(t.userId)
      .where(sql`status in ('queued', 'running')`),
  ],
);

/**
 * Which record an import made from which record of which file (by the file's SHA-256), so importing the same file
 * again adds nothing (product.md#r141).
 */
export const importSources = pgTable(
  "import_sources",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    fileHash: text("file_hash").notNull(),
    kind: text("kind").notNull(),
    sourceId: text("source_id").notNull(),
    targetId: text("target_id").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    /**
     * The import that made the record. An import's batches commit one by one, so these rows are also its log: a
     * failed import removes every record they name (docs/decisions/0171-import-batches.md).
     */
    importJobId: integer("import_job_id"),
  },
  (t) => [
    uniqueIndex("import_sources_user_file_kind_source_idx").on(t.userId, t.fileHash, t.kind, t.sourceId),
    index("import_sources_job_idx").on(t.importJobId),
  ],
);

/**
 * The next short code per potter, kind and year (docs/decisions/0146-short-codes.md): bumped in the
 * transaction that creates the record, never lowered, so a deleted record's code is never handed out again.
 * `year` is 0 for kinds whose codes do not restart each year.
 */
export const codeCounters = pgTable(
  "code_counters",
  {
    id: serial("id").primaryKey(),
    userId: owner(),
    kind: text("kind").notNull(),
    year: integer("year").notNull(),
    next: integer("next").notNull(),
  },
  (t) => [uniqueIndex("code_counters_user_kind_year_idx").on(t.userId, t.kind, t.year)],
);
