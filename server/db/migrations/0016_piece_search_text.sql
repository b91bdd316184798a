ALTER TABLE "pieces" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "pieces_search_text_trgm_idx" ON "pieces" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pieces_user_code_compact_idx" ON "pieces" USING btree ("user_id",replace("code", '-', '') text_pattern_ops);