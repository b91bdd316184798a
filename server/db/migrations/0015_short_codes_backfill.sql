-- Short codes for the records that existed before them (issue 21, docs/decisions/0146-short-codes.md): per potter,
-- in creation order; pieces and firings restart each (UTC) year of creation. The counters start after the last code
-- handed out, so new records go on from there.
WITH numbered AS (
  SELECT id, extract(year FROM created_at AT TIME ZONE 'UTC')::int AS y,
    row_number() OVER (PARTITION BY user_id, extract(year FROM created_at AT TIME ZONE 'UTC') ORDER BY created_at, id) AS n
  FROM pieces WHERE code IS NULL
)
UPDATE pieces p SET code = lpad((numbered.y % 100)::text, 2, '0') || '-' || lpad(numbered.n::text, greatest(4, length(numbered.n::text)), '0')
FROM numbered WHERE p.id = numbered.id;
--> statement-breakpoint
WITH numbered AS (
  SELECT id, extract(year FROM created_at AT TIME ZONE 'UTC')::int AS y,
    row_number() OVER (PARTITION BY user_id, extract(year FROM created_at AT TIME ZONE 'UTC') ORDER BY created_at, id) AS n
  FROM firings WHERE code IS NULL
)
UPDATE firings f SET code = 'F' || lpad((numbered.y % 100)::text, 2, '0') || '-' || lpad(numbered.n::text, greatest(3, length(numbered.n::text)), '0')
FROM numbered WHERE f.id = numbered.id;
--> statement-breakpoint
WITH numbered AS (
  SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at, id) AS n FROM glazes WHERE code IS NULL
)
UPDATE glazes g SET code = 'S-' || lpad(numbered.n::text, greatest(4, length(numbered.n::text)), '0')
FROM numbered WHERE g.id = numbered.id;
--> statement-breakpoint
WITH numbered AS (
  SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY created_at, id) AS n FROM test_tiles WHERE code IS NULL
)
UPDATE test_tiles t SET code = 'T-' || lpad(numbered.n::text, greatest(4, length(numbered.n::text)), '0')
FROM numbered WHERE t.id = numbered.id;
--> statement-breakpoint
INSERT INTO code_counters (user_id, kind, year, next)
SELECT user_id, 'piece', extract(year FROM created_at AT TIME ZONE 'UTC')::int, count(*) + 1 FROM pieces
GROUP BY user_id, extract(year FROM created_at AT TIME ZONE 'UTC')
UNION ALL
SELECT user_id, 'firing', extract(year FROM created_at AT TIME ZONE 'UTC')::int, count(*) + 1 FROM firings
GROUP BY user_id, extract(year FROM created_at AT TIME ZONE 'UTC')
UNION ALL
SELECT user_id, 'surface', 0, count(*) + 1 FROM glazes GROUP BY user_id
UNION ALL
SELECT user_id, 'tile', 0, count(*) + 1 FROM test_tiles GROUP BY user_id
ON CONFLICT (user_id, kind, year) DO NOTHING;
