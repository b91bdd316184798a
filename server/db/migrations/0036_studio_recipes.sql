ALTER TABLE "recipe_mixes" DROP CONSTRAINT "recipe_mixes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "recipe_versions" DROP CONSTRAINT "recipe_versions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "recipes" DROP CONSTRAINT "recipes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "recipe_mixes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recipe_versions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "studio_id" integer;--> statement-breakpoint
ALTER TABLE "recipe_mixes" ADD CONSTRAINT "recipe_mixes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_versions" ADD CONSTRAINT "recipe_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipes_studio_idx" ON "recipes" USING btree ("studio_id");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_held" CHECK ("recipes"."user_id" is not null or "recipes"."studio_id" is not null);