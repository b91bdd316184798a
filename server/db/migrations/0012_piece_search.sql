-- pg_trgm for parts of words (issue 21); PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "pieces" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name, '') || ' ' || coalesce(clay_body, '') || ' ' || coalesce(notes, '') || ' ' || coalesce(surface_treatment_notes, ''))) STORED;--> statement-breakpoint
CREATE INDEX "pieces_search_idx" ON "pieces" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pieces_name_trgm_idx" ON "pieces" USING gin (lower("name") gin_trgm_ops);