CREATE TABLE "firing_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"firing_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"position" text,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"stage_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kiln_id" integer,
	"kind" text NOT NULL,
	"target_cone" text,
	"atmosphere" text,
	"status" text DEFAULT 'planned' NOT NULL,
	"planned_date" date,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"schedule" text,
	"peak_temperature_c" integer,
	"hold_minutes" integer,
	"notes" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"unload_location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiln_maintenance" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kiln_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kilns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'Electric' NOT NULL,
	"max_cone" text,
	"shelves" integer,
	"notes" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firing_pieces" ADD CONSTRAINT "firing_pieces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firing_pieces" ADD CONSTRAINT "firing_pieces_firing_id_firings_id_fk" FOREIGN KEY ("firing_id") REFERENCES "public"."firings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firing_pieces" ADD CONSTRAINT "firing_pieces_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firing_pieces" ADD CONSTRAINT "firing_pieces_stage_entry_id_stage_history_id_fk" FOREIGN KEY ("stage_entry_id") REFERENCES "public"."stage_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firings" ADD CONSTRAINT "firings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firings" ADD CONSTRAINT "firings_kiln_id_kilns_id_fk" FOREIGN KEY ("kiln_id") REFERENCES "public"."kilns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiln_maintenance" ADD CONSTRAINT "kiln_maintenance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiln_maintenance" ADD CONSTRAINT "kiln_maintenance_kiln_id_kilns_id_fk" FOREIGN KEY ("kiln_id") REFERENCES "public"."kilns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilns" ADD CONSTRAINT "kilns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firing_pieces_firing_piece_idx" ON "firing_pieces" USING btree ("firing_id","piece_id");--> statement-breakpoint
CREATE INDEX "firing_pieces_piece_idx" ON "firing_pieces" USING btree ("piece_id");--> statement-breakpoint
CREATE INDEX "firings_user_created_idx" ON "firings" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "firings_kiln_idx" ON "firings" USING btree ("kiln_id");--> statement-breakpoint
CREATE INDEX "kiln_maintenance_kiln_idx" ON "kiln_maintenance" USING btree ("kiln_id","date");--> statement-breakpoint
CREATE INDEX "kilns_user_idx" ON "kilns" USING btree ("user_id");