CREATE TABLE "piece_stage_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"stage" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "current_stage" text;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "current_location" text;--> statement-breakpoint
ALTER TABLE "piece_stage_counts" ADD CONSTRAINT "piece_stage_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "piece_stage_counts_user_stage_idx" ON "piece_stage_counts" USING btree ("user_id","stage");