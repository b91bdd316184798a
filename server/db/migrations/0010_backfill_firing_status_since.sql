-- Issue 23: when each existing firing entered its status. The last change is the best record there is: a status
-- change was the last write of most firings, and a later edit only makes the unload reminder come later, never early.
UPDATE "firings" SET "status_changed_at" = "updated_at";
