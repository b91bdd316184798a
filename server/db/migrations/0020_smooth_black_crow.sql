CREATE TABLE "studio_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"email" text,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"fee_rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firing_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_cone" text,
	"notes" text,
	"layers_confirmed" boolean DEFAULT false NOT NULL,
	"fee" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"firing_id" integer,
	"outcome" text,
	"piece_code" text,
	"piece_name" text NOT NULL,
	"photo_url" text,
	"height" numeric(8, 2),
	"width" numeric(8, 2),
	"depth" numeric(8, 2),
	"clay_weight" numeric(8, 2),
	"clay_body" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fired_at" timestamp with time zone,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "glazes" ADD COLUMN "studio_id" integer;--> statement-breakpoint
ALTER TABLE "firings" ADD COLUMN "studio_id" integer;--> statement-breakpoint
ALTER TABLE "kilns" ADD COLUMN "studio_id" integer;--> statement-breakpoint
ALTER TABLE "studio_invites" ADD CONSTRAINT "studio_invites_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_invites" ADD CONSTRAINT "studio_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_invites" ADD CONSTRAINT "studio_invites_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_members" ADD CONSTRAINT "studio_members_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_members" ADD CONSTRAINT "studio_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firing_requests" ADD CONSTRAINT "firing_requests_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firing_requests" ADD CONSTRAINT "firing_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firing_requests" ADD CONSTRAINT "firing_requests_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firing_requests" ADD CONSTRAINT "firing_requests_firing_id_firings_id_fk" FOREIGN KEY ("firing_id") REFERENCES "public"."firings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_invites_token_idx" ON "studio_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "studio_invites_studio_idx" ON "studio_invites" USING btree ("studio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_members_studio_user_idx" ON "studio_members" USING btree ("studio_id","user_id");--> statement-breakpoint
CREATE INDEX "studio_members_user_idx" ON "studio_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "firing_requests_queue_idx" ON "firing_requests" USING btree ("studio_id","status","kind","target_cone","requested_at","id");--> statement-breakpoint
CREATE INDEX "firing_requests_user_idx" ON "firing_requests" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "firing_requests_firing_idx" ON "firing_requests" USING btree ("firing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "firing_requests_open_piece_idx" ON "firing_requests" USING btree ("piece_id") WHERE status in ('requested', 'loaded');--> statement-breakpoint
ALTER TABLE "glazes" ADD CONSTRAINT "glazes_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firings" ADD CONSTRAINT "firings_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilns" ADD CONSTRAINT "kilns_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glazes_studio_idx" ON "glazes" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "firings_studio_created_idx" ON "firings" USING btree ("studio_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "kilns_studio_idx" ON "kilns" USING btree ("studio_id");