CREATE TABLE "clay_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"clay_body" text NOT NULL,
	"bag_price_minor" integer NOT NULL,
	"bag_weight" numeric(10, 3) NOT NULL,
	"weight_unit" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glaze_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"glaze_id" integer,
	"name" text NOT NULL,
	"jar_price_minor" integer NOT NULL,
	"jar_weight" numeric(10, 3) NOT NULL,
	"weight_unit" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiln_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kiln_id" integer NOT NULL,
	"per_firing_minor" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layer_grams" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"layer_id" integer NOT NULL,
	"grams" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"place" text,
	"booth_fee_minor" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "piece_selling" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"piece_id" integer NOT NULL,
	"price_minor" integer,
	"status" text DEFAULT 'available' NOT NULL,
	"place" text DEFAULT 'home' NOT NULL,
	"shop" text,
	"commission" text,
	"form" text,
	"other_costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sale_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"piece_id" integer,
	"piece_name" text NOT NULL,
	"piece_code" text,
	"form" text NOT NULL,
	"date" date NOT NULL,
	"channel" text NOT NULL,
	"venue" text,
	"price_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"cost_minor" integer DEFAULT 0 NOT NULL,
	"return_id" integer
);
--> statement-breakpoint
CREATE TABLE "sale_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"refund_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"channel" text NOT NULL,
	"venue" text,
	"event_id" integer,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"fee_minor" integer DEFAULT 0 NOT NULL,
	"tax_minor" integer DEFAULT 0 NOT NULL,
	"payment_method" text,
	"buyer" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"per_piece_minor" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "clay_prices" ADD CONSTRAINT "clay_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pieces" ADD CONSTRAINT "event_pieces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pieces" ADD CONSTRAINT "event_pieces_event_id_market_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."market_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pieces" ADD CONSTRAINT "event_pieces_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glaze_prices" ADD CONSTRAINT "glaze_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glaze_prices" ADD CONSTRAINT "glaze_prices_glaze_id_glazes_id_fk" FOREIGN KEY ("glaze_id") REFERENCES "public"."glazes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiln_costs" ADD CONSTRAINT "kiln_costs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiln_costs" ADD CONSTRAINT "kiln_costs_kiln_id_kilns_id_fk" FOREIGN KEY ("kiln_id") REFERENCES "public"."kilns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_grams" ADD CONSTRAINT "layer_grams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer_grams" ADD CONSTRAINT "layer_grams_layer_id_decoration_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."decoration_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_events" ADD CONSTRAINT "market_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_selling" ADD CONSTRAINT "piece_selling_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "piece_selling" ADD CONSTRAINT "piece_selling_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_piece_id_pieces_id_fk" FOREIGN KEY ("piece_id") REFERENCES "public"."pieces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_return_id_sale_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sale_returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_event_id_market_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."market_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplies" ADD CONSTRAINT "supplies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clay_prices_user_body_idx" ON "clay_prices" USING btree ("user_id","clay_body");--> statement-breakpoint
CREATE UNIQUE INDEX "event_pieces_event_piece_idx" ON "event_pieces" USING btree ("event_id","piece_id");--> statement-breakpoint
CREATE INDEX "event_pieces_piece_idx" ON "event_pieces" USING btree ("piece_id");--> statement-breakpoint
CREATE UNIQUE INDEX "glaze_prices_user_glaze_idx" ON "glaze_prices" USING btree ("user_id","glaze_id") WHERE glaze_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "kiln_costs_kiln_idx" ON "kiln_costs" USING btree ("kiln_id");--> statement-breakpoint
CREATE UNIQUE INDEX "layer_grams_layer_idx" ON "layer_grams" USING btree ("layer_id");--> statement-breakpoint
CREATE INDEX "market_events_user_date_idx" ON "market_events" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "piece_selling_piece_idx" ON "piece_selling" USING btree ("piece_id");--> statement-breakpoint
CREATE INDEX "piece_selling_user_status_idx" ON "piece_selling" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "sale_items_sale_idx" ON "sale_items" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_items_user_date_idx" ON "sale_items" USING btree ("user_id","date") WHERE return_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_items_piece_unsold_idx" ON "sale_items" USING btree ("piece_id") WHERE return_id is null;--> statement-breakpoint
CREATE INDEX "sale_returns_sale_idx" ON "sale_returns" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sales_user_date_idx" ON "sales" USING btree ("user_id","date","id");--> statement-breakpoint
CREATE INDEX "sales_event_idx" ON "sales" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "supplies_user_idx" ON "supplies" USING btree ("user_id");