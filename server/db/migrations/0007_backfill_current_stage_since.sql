-- Custom SQL migration file, put your code below! --
-- Backfill for 0006_reminders (docs/decisions/0135-reminder-rules.md): every existing piece gets the date it entered its
-- current stage, the date of the entry that gives pieces.current_stage (the latest one when recorded twice; the same
-- rank as server/services/current-stage.ts), else the piece's creation. Idempotent: it only fills what is empty.
UPDATE "pieces" t SET "current_stage_since" = coalesce((
  SELECT sh.date FROM "stage_history" sh
  WHERE sh.piece_id = t.id AND lower(btrim(sh.stage)) = lower(t.current_stage)
    AND (lower(btrim(sh.stage)) <> 'trimmed' OR lower(t.type) = 'wheel')
  ORDER BY sh.date DESC, sh.id DESC
  LIMIT 1
), t.created_at)
WHERE t.current_stage_since IS NULL;
