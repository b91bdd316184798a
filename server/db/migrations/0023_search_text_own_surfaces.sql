-- pieces.search_text names the potter's own library surfaces only, never a studio's shelf surface, even for the staff
-- member who keeps it (glazes.user_id): a shelf surface is found by its current name through the potter's membership,
-- asked with each search (docs/decisions/0254-finding-pieces-by-studio-surfaces.md), so a name given after they left
-- never reaches them. The three functions of docs/decisions/0149-search-text.md, with "g.studio_id IS NULL" added.
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
    -- Only by piece: a piece's entries and layers are its owner's, and a filter on the owner too let the planner pick
    -- the owner's index for a new account and read all its rows for every piece (quadratic in an import).
    EXECUTE 'SELECT concat_ws('' | '',
        (SELECT string_agg(s.notes, '' | '' ORDER BY s.id) FROM stage_history s WHERE s.piece_id = $1),
        (SELECT string_agg(concat_ws('' | '', d.material_name, d.combo_name, g.name), '' | '' ORDER BY d.id)
           FROM decoration_layers d LEFT JOIN glazes g ON g.id = d.glaze_id AND g.user_id = d.user_id AND g.studio_id IS NULL
          WHERE d.piece_id = $1))'
      INTO related USING NEW.id;
  END IF;
  NEW.search_text := piece_search_text(NEW.name, NEW.clay_body, NEW.notes, NEW.surface_treatment_notes, NEW.tags,
    NEW.decorating_techniques, related);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pieces_search_text_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pieces p
     SET search_text = piece_search_text(p.name, p.clay_body, p.notes, p.surface_treatment_notes, p.tags,
           p.decorating_techniques, concat_ws(' | ', r.stage_notes, r.layers))
    FROM (SELECT c.piece_id, sn.stage_notes, ly.layers
            FROM (SELECT DISTINCT piece_id FROM changed_rows) c
            LEFT JOIN LATERAL (SELECT string_agg(s.notes, ' | ' ORDER BY s.id) AS stage_notes
                                 FROM stage_history s WHERE s.piece_id = c.piece_id) sn ON true
            LEFT JOIN LATERAL (SELECT string_agg(concat_ws(' | ', d.material_name, d.combo_name, g.name), ' | ' ORDER BY d.id) AS layers
                                 FROM decoration_layers d LEFT JOIN glazes g ON g.id = d.glaze_id AND g.user_id = d.user_id AND g.studio_id IS NULL
                                WHERE d.piece_id = c.piece_id) ly ON true) r
   WHERE p.id = r.piece_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION pieces_search_text_glaze_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pieces p SET search_text = NULL FROM (
    SELECT DISTINCT d.piece_id FROM decoration_layers d
      JOIN new_glazes n ON n.id = d.glaze_id AND n.user_id = d.user_id AND n.studio_id IS NULL
      JOIN old_glazes o ON o.id = n.id
     WHERE n.name IS DISTINCT FROM o.name) c WHERE p.id = c.piece_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The pieces whose text named a shelf surface are written again (a NULL text is rewritten by the row trigger).
UPDATE pieces p SET search_text = NULL
 WHERE p.id IN (SELECT d.piece_id FROM decoration_layers d JOIN glazes g ON g.id = d.glaze_id AND g.user_id = d.user_id
                 WHERE g.studio_id IS NOT NULL);
