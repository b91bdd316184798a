CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"copy_of" text,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"family" text,
	"analysis" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"loi" double precision,
	"source" text,
	"formula" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_mixes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"version" integer NOT NULL,
	"mixed_on" date NOT NULL,
	"batch_total" double precision,
	"batch_unit" text,
	"water" double precision,
	"water_unit" text,
	"specific_gravity" double precision,
	"mixed_by" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_tiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"version" integer NOT NULL,
	"tile_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"cone" text,
	"cone_high" text,
	"atmosphere" text,
	"surface" text,
	"source" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "glazes" ADD COLUMN "recipe_id" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_mixes" ADD CONSTRAINT "recipe_mixes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_mixes" ADD CONSTRAINT "recipe_mixes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_tiles" ADD CONSTRAINT "recipe_tiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_tiles" ADD CONSTRAINT "recipe_tiles_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_tiles" ADD CONSTRAINT "recipe_tiles_tile_id_test_tiles_id_fk" FOREIGN KEY ("tile_id") REFERENCES "public"."test_tiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_versions" ADD CONSTRAINT "recipe_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_versions" ADD CONSTRAINT "recipe_versions_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "materials_user_name_idx" ON "materials" USING btree ("user_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_user_copy_of_idx" ON "materials" USING btree ("user_id","copy_of") WHERE "materials"."copy_of" is not null;--> statement-breakpoint
CREATE INDEX "recipe_mixes_recipe_idx" ON "recipe_mixes" USING btree ("recipe_id","mixed_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recipe_mixes_user_idx" ON "recipe_mixes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_tiles_tile_idx" ON "recipe_tiles" USING btree ("tile_id");--> statement-breakpoint
CREATE INDEX "recipe_tiles_recipe_idx" ON "recipe_tiles" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "recipe_tiles_user_idx" ON "recipe_tiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_versions_recipe_version_idx" ON "recipe_versions" USING btree ("recipe_id","version");--> statement-breakpoint
CREATE INDEX "recipe_versions_user_idx" ON "recipe_versions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recipes_user_updated_idx" ON "recipes" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "glazes_recipe_idx" ON "glazes" USING btree ("recipe_id");