-- pieces.search_text (issue 21, docs/decisions/0149-search-text.md): everything a search word can be found in,
-- lower-case, kept by PostgreSQL itself so that no write path can leave it stale. The piece's own texts come from the
-- row; its stage notes and its layers' material, combination and library glaze names from their tables. A change to
-- those tables marks the pieces it touches (search_text = NULL), and the pieces trigger writes the text again.
CREATE OR REPLACE FUNCTION pieces_search_text_write() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  related text;
BEGIN
  -- An update that changes none of the piece's texts and was not marked keeps its text (the stage refresh, a code).
  IF TG_OP = 'UPDATE' AND NEW.search_text IS NOT NULL
     AND NEW.name IS NOT DISTINCT FROM OLD.name AND NEW.clay_body IS NOT DISTINCT FROM OLD.clay_body
     AND NEW.notes IS NOT DISTINCT FROM OLD.notes AND NEW.surface_treatment_notes IS NOT DISTINCT FROM OLD.surface_treatment_notes
     AND NEW.tags IS NOT DISTINCT FROM OLD.tags AND NEW.decorating_techniques IS NOT DISTINCT FROM OLD.decorating_techniques THEN
    RETURN NEW;
  END IF;
  -- A new piece has no stage entries or layers yet (they are inserted after it, and mark it).
  IF TG_OP = 'UPDATE' THEN
    -- Planned at each call (EXECUTE): a plan kept from when the tables were small would read them whole, per piece.
    EXECUTE 'SELECT concat_ws('' | '',
        (SELECT string_agg(s.notes, '' | '' ORDER BY s.id) FROM stage_history s WHERE s.piece_id = $1 AND s.user_id = $2),
        (SELECT string_agg(concat_ws('' | '', d.material_name, d.combo_name, g.name), '' | '' ORDER BY d.id)
           FROM decoration_layers d LEFT JOIN glazes g ON g.id = d.glaze_id AND g.user_id = d.user_id
          WHERE d.piece_id = $1 AND d.user_id = $2))'
      INTO related USING NEW.id, NEW.user_id;
  END IF;
  NEW.search_text := lower(concat_ws(' | ', NEW.name, NEW.clay_body, NEW.notes, NEW.surface_treatment_notes,
    array_to_string(NEW.tags, ' '), array_to_string(NEW.decorating_techniques, ' '), related));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER pieces_search_text BEFORE INSERT OR UPDATE ON pieces FOR EACH ROW EXECUTE FUNCTION pieces_search_text_write();--> statement-breakpoint
-- One statement marks every piece it touched at once (transition tables), so a firing that adds 200 stage entries
-- or an import of 40,000 rewrites each piece's text once per statement, not once per row.
CREATE OR REPLACE FUNCTION pieces_search_text_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Joined on the distinct pieces, so the primary key finds each one (a transition table has no statistics, and an
  -- IN over it was planned as a scan of every changed row for every piece).
  UPDATE pieces p SET search_text = NULL FROM (SELECT DISTINCT piece_id FROM changed_rows) c WHERE p.id = c.piece_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stage_history_search_insert AFTER INSERT ON stage_history REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pieces_search_text_touch();--> statement-breakpoint
CREATE TRIGGER stage_history_search_update AFTER UPDATE ON stage_history REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pieces_search_text_touch();--> statement-breakpoint
CREATE TRIGGER stage_history_search_delete AFTER DELETE ON stage_history REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pieces_search_text_touch();--> statement-breakpoint
CREATE TRIGGER decoration_layers_search_insert AFTER INSERT ON decoration_layers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pieces_search_text_touch();--> statement-breakpoint
CREATE TRIGGER decoration_layers_search_update AFTER UPDATE ON decoration_layers REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pieces_search_text_touch();--> statement-breakpoint
CREATE TRIGGER decoration_layers_search_delete AFTER DELETE ON decoration_layers REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pieces_search_text_touch();--> statement-breakpoint
-- A library glaze renamed: the pieces whose layers use it (a surface's autosave that keeps the name touches none).
CREATE OR REPLACE FUNCTION pieces_search_text_glaze_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pieces p SET search_text = NULL FROM (
    SELECT DISTINCT d.piece_id FROM decoration_layers d
      JOIN new_glazes n ON n.id = d.glaze_id AND n.user_id = d.user_id
      JOIN old_glazes o ON o.id = n.id
     WHERE n.name IS DISTINCT FROM o.name) c WHERE p.id = c.piece_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER glazes_search_rename AFTER UPDATE ON glazes REFERENCING OLD TABLE AS old_glazes NEW TABLE AS new_glazes
  FOR EACH STATEMENT EXECUTE FUNCTION pieces_search_text_glaze_renamed();--> statement-breakpoint
UPDATE pieces SET search_text = NULL;
