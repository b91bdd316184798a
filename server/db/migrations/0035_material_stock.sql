CREATE TABLE "material_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"material_id" text NOT NULL,
	"purchased_on" date NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"quantity_unit" text NOT NULL,
	"total_minor" integer NOT NULL,
	"supplier" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mix_id" integer,
	"material_id" text NOT NULL,
	"used_on" date NOT NULL,
	"grams" numeric(14, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reorder_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"material_id" text NOT NULL,
	"level" numeric(12, 3) NOT NULL,
	"level_unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "markup_hundredths" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_purchases" ADD CONSTRAINT "material_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_usages" ADD CONSTRAINT "material_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_usages" ADD CONSTRAINT "material_usages_mix_id_recipe_mixes_id_fk" FOREIGN KEY ("mix_id") REFERENCES "public"."recipe_mixes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reorder_levels" ADD CONSTRAINT "reorder_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_purchases_user_material_idx" ON "material_purchases" USING btree ("user_id","material_id","purchased_on");--> statement-breakpoint
CREATE INDEX "material_usages_user_material_idx" ON "material_usages" USING btree ("user_id","material_id");--> statement-breakpoint
CREATE INDEX "material_usages_mix_idx" ON "material_usages" USING btree ("mix_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reorder_levels_user_material_idx" ON "reorder_levels" USING btree ("user_id","material_id");