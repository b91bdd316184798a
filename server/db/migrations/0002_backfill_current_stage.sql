-- Custom SQL migration file, put your code below! --
-- Backfill for 0001_tiles_and_stored_current_stage (docs/decisions/0108-stored-current-stage.md): every existing piece gets the
-- current stage and location that product.md#r79 gives it, by the same SQL the list ran per request before
-- (server/services/current-stage.ts), and every potter gets their totals per stage.
UPDATE "pieces" t SET "current_stage" = s.stage, "current_location" = s.location
FROM (
  SELECT p.id,
    coalesce(f.stage, 'Formed') AS stage,
    coalesce(f.location, nullif(btrim(p.studio_location), ''), 'Drying Rack') AS location
  FROM "pieces" p
  LEFT JOIN LATERAL (
    SELECT CASE CASE lower(btrim(sh.stage))
        WHEN 'formed' THEN 1
        WHEN 'trimmed' THEN CASE WHEN lower(p.type) = 'wheel' THEN 2 END
        WHEN 'bisqued' THEN 3
        WHEN 'glazed' THEN 4
        WHEN 'finished' THEN 5
      END WHEN 1 THEN 'Formed' WHEN 2 THEN 'Trimmed' WHEN 3 THEN 'Bisqued' WHEN 4 THEN 'Glazed' WHEN 5 THEN 'Finished' END AS stage,
      nullif(btrim(sh.location), '') AS location
    FROM "stage_history" sh
    WHERE sh.piece_id = p.id
      AND CASE lower(btrim(sh.stage))
        WHEN 'formed' THEN 1
        WHEN 'trimmed' THEN CASE WHEN lower(p.type) = 'wheel' THEN 2 END
        WHEN 'bisqued' THEN 3
        WHEN 'glazed' THEN 4
        WHEN 'finished' THEN 5
      END IS NOT NULL
    ORDER BY CASE lower(btrim(sh.stage))
        WHEN 'formed' THEN 1
        WHEN 'trimmed' THEN CASE WHEN lower(p.type) = 'wheel' THEN 2 END
        WHEN 'bisqued' THEN 3
        WHEN 'glazed' THEN 4
        WHEN 'finished' THEN 5
      END DESC, sh.date DESC, sh.id DESC
    LIMIT 1
  ) f ON true
) s
WHERE t.id = s.id;
--> statement-breakpoint
INSERT INTO "piece_stage_counts" ("user_id", "stage", "count")
SELECT "user_id", "current_stage", count(*)::integer FROM "pieces" GROUP BY "user_id", "current_stage"
ON CONFLICT ("user_id", "stage") DO UPDATE SET "count" = excluded."count";
