CREATE TABLE "material_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"material_id" text NOT NULL,
	"price_minor" integer NOT NULL,
	"weight" numeric(10, 3) NOT NULL,
	"weight_unit" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_prices_user_material_idx" ON "material_prices" USING btree ("user_id","material_id");