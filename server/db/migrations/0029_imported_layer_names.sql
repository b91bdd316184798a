-- Layers imported from another app before docs/decisions/0302-imported-layers-and-damaged-zips.md were linked to their
-- glaze but stored no name, so they showed "Glaze · Outside" with none: they take their glaze's name, as a layer added
-- in the app does. Only the potter's own glazes (an import links no other), and never an Unglazed layer.
UPDATE "decoration_layers" AS "dl"
SET "material_name" = "g"."name"
FROM "glazes" AS "g"
WHERE "dl"."glaze_id" = "g"."id"
  AND "dl"."user_id" = "g"."user_id"
  AND "dl"."material_name" IS NULL
  AND "dl"."type" <> 'Unglazed';
