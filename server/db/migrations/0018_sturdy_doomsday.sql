DROP INDEX "pieces_user_created_idx";--> statement-breakpoint
DROP INDEX "pieces_user_stage_since_idx";--> statement-breakpoint
DROP INDEX "pieces_user_stage_created_idx";--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "fate" text;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "fate_cause" text;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "fate_note" text;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "fate_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "fate_stage" text;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "fate_firing_id" integer;--> statement-breakpoint
CREATE INDEX "pieces_user_ended_idx" ON "pieces" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "pieces"."fate" is not null;--> statement-breakpoint
CREATE INDEX "pieces_user_created_idx" ON "pieces" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "pieces"."fate" is null;--> statement-breakpoint
CREATE INDEX "pieces_user_stage_since_idx" ON "pieces" USING btree ("user_id","current_stage","current_stage_since") WHERE "pieces"."fate" is null;--> statement-breakpoint
CREATE INDEX "pieces_user_stage_created_idx" ON "pieces" USING btree ("user_id","current_stage","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "pieces"."fate" is null;