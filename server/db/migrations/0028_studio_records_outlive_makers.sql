ALTER TABLE "glazes" DROP CONSTRAINT "glazes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "firings" DROP CONSTRAINT "firings_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "kiln_maintenance" DROP CONSTRAINT "kiln_maintenance_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "kilns" DROP CONSTRAINT "kilns_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "glazes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "firings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kiln_maintenance" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kilns" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_invites" ADD COLUMN "token_nonce" text;--> statement-breakpoint
ALTER TABLE "studio_invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "glazes" ADD CONSTRAINT "glazes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firings" ADD CONSTRAINT "firings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiln_maintenance" ADD CONSTRAINT "kiln_maintenance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kilns" ADD CONSTRAINT "kilns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glazes" ADD CONSTRAINT "glazes_held" CHECK ("glazes"."user_id" is not null or "glazes"."studio_id" is not null);--> statement-breakpoint
ALTER TABLE "firings" ADD CONSTRAINT "firings_held" CHECK ("firings"."user_id" is not null or "firings"."studio_id" is not null);--> statement-breakpoint
ALTER TABLE "kilns" ADD CONSTRAINT "kilns_held" CHECK ("kilns"."user_id" is not null or "kilns"."studio_id" is not null);