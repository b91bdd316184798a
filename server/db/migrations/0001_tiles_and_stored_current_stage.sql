CREATE TABLE "piece_stage_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"stage" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_tiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text,
	"glaze_id" integer,
	"surface_combo_id" integer,
	"material_name" text,
	"material_label" text NOT NULL,
	"type" text,
	"clay_body" text NOT NULL,
	"cone" text,
	"atmosphere" text,
	"application_method" text,
	"coats" integer,
	"thickness" text,
	"firing_id" integer,
	"fired_on" date,
	"kiln_name" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" integer,
	"defects" text[] DEFAULT '{}'::text[] NOT NULL,
	"defect_note" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_tiles_one_material" CHECK (num_nonnulls("test_tiles"."glaze_id", "test_tiles"."surface_combo_id", "test_tiles"."material_name") <= 1)
);
--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "current_stage" text;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "current_location" text;--> statement-breakpoint
ALTER TABLE "piece_stage_counts" ADD CONSTRAINT "piece_stage_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_tiles" ADD CONSTRAINT "test_tiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_tiles" ADD CONSTRAINT "test_tiles_glaze_id_glazes_id_fk" FOREIGN KEY ("glaze_id") REFERENCES "public"."glazes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_tiles" ADD CONSTRAINT "test_tiles_surface_combo_id_surface_combos_id_fk" FOREIGN KEY ("surface_combo_id") REFERENCES "public"."surface_combos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "piece_stage_counts_user_stage_idx" ON "piece_stage_counts" USING btree ("user_id","stage");--> statement-breakpoint
CREATE INDEX "test_tiles_user_created_idx" ON "test_tiles" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_tiles_glaze_idx" ON "test_tiles" USING btree ("glaze_id");--> statement-breakpoint
CREATE INDEX "test_tiles_surface_combo_idx" ON "test_tiles" USING btree ("surface_combo_id");