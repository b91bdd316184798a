CREATE TABLE "photo_file_removals" (
	"photo_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
CREATE INDEX "photo_file_removals_created_idx" ON "photo_file_removals" USING btree ("created_at");