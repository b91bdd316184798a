CREATE TABLE "custom_studio_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decoration_layers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"glaze_id" integer,
	"type" text DEFAULT 'Glaze' NOT NULL,
	"placement" text NOT NULL,
	"application_method" text,
	"coats" integer,
	"thickness" text,
	"temperature" text,
	"firing_atmosphere" text,
	"notes" text,
	"order_index" integer DEFAULT 0 NOT NULL,
	"combo_id" integer,
	"combo_name" text,
	"material_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glazes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'Glaze' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"color" text,
	"brand" text,
	"description" text,
	"temperature" text,
	"firing_atmosphere" text,
	"clay_bodies" text[] DEFAULT '{}'::text[] NOT NULL,
	"finish" text,
	"notes" text,
	"auto_named" boolean DEFAULT false NOT NULL,
	"unnamed_index" integer,
	"is_combo" boolean DEFAULT false NOT NULL,
	"base_layer_glaze_id" integer,
	"top_layer_glaze_id" integer,
	"combo_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspirations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_locks" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_by" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Not Started' NOT NULL,
	"current_phase" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"thumb_bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"clay_body" text NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_multi_part" boolean DEFAULT false NOT NULL,
	"studio_location" text,
	"status" text DEFAULT 'In Progress' NOT NULL,
	"current_phase" text DEFAULT 'wedge' NOT NULL,
	"glaze_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"inspiration_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"surface_treatment_notes" text,
	"clay_weight" numeric(8, 2),
	"height" numeric(8, 2),
	"width" numeric(8, 2),
	"depth" numeric(8, 2),
	"firing_method" text,
	"decorating_techniques" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"free_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"stage" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"location" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "surface_combo_layers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"combo_id" integer NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"material_name" text,
	"placement" text,
	"application_method" text,
	"coats" integer,
	"thickness" text
);
--> statement-breakpoint
CREATE TABLE "surface_combos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"temperature" text,
	"notes" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"default_clay_body" text,
	"clay_bodies" text[] DEFAULT '{}'::text[] NOT NULL,
	"firing_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"studio_locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_forming_method" text,
	"default_firing_cone" text,
	"firing_cones" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_firing_atmosphere" text,
	"firing_atmospheres" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_all_options" boolean DEFAULT false NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"trial_start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"trial_end_date" timestamp with time zone,
	"trial_reminder_shown" boolean DEFAULT false NOT NULL,
	"trial_reminder_last_shown" timestamp with time zone,
	"trial_conversion_type" text,
	"account_status" text DEFAULT 'active' NOT NULL,
	"canceled_at" timestamp with time zone,
	"data_retention_until" timestamp with time zone,
	"used_promo_code" text,
	"promo_code_used_at" timestamp with time zone,
	"payment_provider" text DEFAULT 'stripe' NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"apple_receipt_data" text,
	"apple_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_studio_locations" ADD CONSTRAINT "custom_studio_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decoration_layers" ADD CONSTRAINT "decoration_layers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decoration_layers" ADD CONSTRAINT "decoration_layers_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decoration_layers" ADD CONSTRAINT "decoration_layers_glaze_id_glazes_id_fk" FOREIGN KEY ("glaze_id") REFERENCES "public"."glazes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glazes" ADD CONSTRAINT "glazes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspirations" ADD CONSTRAINT "inspirations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processed_payment_events" ADD CONSTRAINT "processed_payment_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_history" ADD CONSTRAINT "stage_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_history" ADD CONSTRAINT "stage_history_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_locations" ADD CONSTRAINT "studio_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surface_combo_layers" ADD CONSTRAINT "surface_combo_layers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surface_combo_layers" ADD CONSTRAINT "surface_combo_layers_combo_id_surface_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."surface_combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surface_combos" ADD CONSTRAINT "surface_combos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_studio_locations_user_idx" ON "custom_studio_locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "decoration_layers_piece_idx" ON "decoration_layers" USING btree ("piece_id","order_index");--> statement-breakpoint
CREATE INDEX "decoration_layers_user_idx" ON "decoration_layers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "decoration_layers_glaze_idx" ON "decoration_layers" USING btree ("glaze_id");--> statement-breakpoint
CREATE INDEX "glazes_user_name_idx" ON "glazes" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "glazes_base_layer_idx" ON "glazes" USING btree ("base_layer_glaze_id");--> statement-breakpoint
CREATE INDEX "glazes_top_layer_idx" ON "glazes" USING btree ("top_layer_glaze_id");--> statement-breakpoint
CREATE INDEX "inspirations_user_created_idx" ON "inspirations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parts_piece_idx" ON "parts" USING btree ("piece_id");--> statement-breakpoint
CREATE INDEX "parts_user_idx" ON "parts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_idx" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "photos_user_idx" ON "photos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "photos_unattached_idx" ON "photos" USING btree ("attached_at","created_at");--> statement-breakpoint
CREATE INDEX "pieces_user_created_idx" ON "pieces" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stage_history_piece_idx" ON "stage_history" USING btree ("piece_id");--> statement-breakpoint
CREATE INDEX "stage_history_user_date_idx" ON "stage_history" USING btree ("user_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "studio_locations_user_idx" ON "studio_locations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "surface_combo_layers_combo_idx" ON "surface_combo_layers" USING btree ("combo_id","order_index");--> statement-breakpoint
CREATE INDEX "surface_combo_layers_user_idx" ON "surface_combo_layers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "surface_combos_user_idx" ON "surface_combos" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_retention_idx" ON "users" USING btree ("data_retention_until");--> statement-breakpoint
CREATE INDEX "users_stripe_customer_idx" ON "users" USING btree ("stripe_customer_id");