CREATE TABLE "piece_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"token" text NOT NULL,
	"show_notes" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "piece_shares" ADD CONSTRAINT "piece_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_shares" ADD CONSTRAINT "piece_shares_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "piece_shares_piece_idx" ON "piece_shares" USING btree ("piece_id");--> statement-breakpoint
CREATE UNIQUE INDEX "piece_shares_token_idx" ON "piece_shares" USING btree ("token");