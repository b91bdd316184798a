CREATE TABLE "code_counters" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"next" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firings" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "glazes" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "code_counters" ADD CONSTRAINT "code_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_counters_user_kind_year_idx" ON "code_counters" USING btree ("user_id","kind","year");--> statement-breakpoint
CREATE UNIQUE INDEX "firings_user_code_idx" ON "firings" USING btree ("user_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "glazes_user_code_idx" ON "glazes" USING btree ("user_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "pieces_user_code_idx" ON "pieces" USING btree ("user_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "test_tiles_user_code_idx" ON "test_tiles" USING btree ("user_id","code");