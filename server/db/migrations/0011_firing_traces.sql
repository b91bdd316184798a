ALTER TABLE "firings" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "firings" ADD COLUMN "trace" jsonb;