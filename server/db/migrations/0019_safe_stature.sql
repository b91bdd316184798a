ALTER TABLE "job_locks" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "job_locks" CASCADE;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_sources" ADD COLUMN "import_job_id" integer;--> statement-breakpoint
CREATE INDEX "import_sources_job_idx" ON "import_sources" USING btree ("import_job_id");