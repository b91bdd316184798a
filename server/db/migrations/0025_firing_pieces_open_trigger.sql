-- A piece is in at most one open firing (docs/decisions/0270-one-open-firing-per-piece.md). firing_pieces.in_open_firing
-- copies its firing's status (planned or loading) onto every row, kept by PostgreSQL itself so that no writer (a
-- potter's load, the studio queue, an import) can leave it stale, and the partial unique index
-- firing_pieces_open_piece_idx refuses a second open row of one piece.
--
-- Rows from before the rule: a piece already in several open firings stays in one of them, the one a studio request
-- is loaded into (staff put it there), else the one it joined first. The others lose it: an open firing is not fired
-- yet, so its piece rows hold no stage entry.
DELETE FROM firing_pieces fp
USING (
  SELECT fp2.id, row_number() OVER (
      PARTITION BY fp2.piece_id
      ORDER BY (EXISTS (SELECT 1 FROM firing_requests r WHERE r.firing_id = fp2.firing_id AND r.piece_id = fp2.piece_id AND r.status = 'loaded')) DESC, fp2.id
    ) AS rn
  FROM firing_pieces fp2 JOIN firings f ON f.id = fp2.firing_id
  WHERE f.status IN ('planned', 'loading')
) ranked
WHERE fp.id = ranked.id AND ranked.rn > 1;--> statement-breakpoint
UPDATE firing_pieces fp SET in_open_firing = true FROM firings f WHERE f.id = fp.firing_id AND f.status IN ('planned', 'loading');--> statement-breakpoint
CREATE OR REPLACE FUNCTION firing_pieces_open_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.in_open_firing := coalesce((SELECT f.status IN ('planned', 'loading') FROM firings f WHERE f.id = NEW.firing_id), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER firing_pieces_open_write BEFORE INSERT OR UPDATE OF firing_id, in_open_firing ON firing_pieces
  FOR EACH ROW EXECUTE FUNCTION firing_pieces_open_write();--> statement-breakpoint
CREATE OR REPLACE FUNCTION firings_open_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.status IN ('planned', 'loading')) IS DISTINCT FROM (OLD.status IN ('planned', 'loading')) THEN
    UPDATE firing_pieces SET in_open_firing = (NEW.status IN ('planned', 'loading')) WHERE firing_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER firings_open_follow AFTER UPDATE OF status ON firings
  FOR EACH ROW EXECUTE FUNCTION firings_open_follow();
