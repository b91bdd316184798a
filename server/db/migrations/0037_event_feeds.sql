CREATE TABLE "event_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_feeds" ADD CONSTRAINT "event_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_feeds_user_idx" ON "event_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_feeds_token_idx" ON "event_feeds" USING btree ("token_hash");