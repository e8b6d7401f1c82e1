ALTER TABLE "keyword_list_items" ADD COLUMN "opportunity" integer;--> statement-breakpoint
ALTER TABLE "keyword_list_items" ADD COLUMN "trend" integer;--> statement-breakpoint
ALTER TABLE "keyword_list_items" ADD COLUMN "trend_yoy" integer;--> statement-breakpoint
ALTER TABLE "keyword_list_items" ADD COLUMN "peak_month" integer;--> statement-breakpoint
ALTER TABLE "keyword_list_items" ADD COLUMN "cluster_id" integer;--> statement-breakpoint
-- Backfill (decision 033): the items saved before their analysis existed get the shared rules'
-- figures (src/shared/analysis/row-figures.ts), written in SQL exactly as migration 0016 wrote them
-- for keyword_results; items an import has not fetched yet ('pending') keep them null. cluster_id
-- stays null: a list is clustered when its clusters are first read or its items next change.
WITH months AS (
  SELECT DISTINCT ON (r.id, x.idx) r.id, x.idx, x.v
  FROM "keyword_list_items" r
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(r.monthly_searches) = 'array' THEN r.monthly_searches ELSE '[]'::jsonb END) WITH ORDINALITY AS e(item, ord)
  CROSS JOIN LATERAL (
    SELECT ((e.item->>'year')::numeric * 12 + (e.item->>'month')::numeric - 1)::int AS idx, (e.item->>'searchVolume')::float8 AS v
  ) x
  WHERE jsonb_typeof(e.item) = 'object'
    AND jsonb_typeof(e.item->'searchVolume') = 'number' AND jsonb_typeof(e.item->'year') = 'number' AND jsonb_typeof(e.item->'month') = 'number'
    AND (e.item->>'year')::numeric = trunc((e.item->>'year')::numeric)
    AND (e.item->>'month')::numeric IN (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)
    AND (e.item->>'searchVolume')::float8 >= 0
  ORDER BY r.id, x.idx, e.ord DESC
),
latest AS (SELECT id, max(idx) AS latest FROM months GROUP BY id),
peak AS (
  SELECT DISTINCT ON (id) id, (idx % 12) + 1 AS peak_month FROM months WHERE v > 0 ORDER BY id, v DESC, idx DESC
),
sums AS (
  SELECT m.id,
    sum(m.v) FILTER (WHERE m.idx BETWEEN l.latest - 2 AND l.latest) AS recent,
    count(*) FILTER (WHERE m.idx BETWEEN l.latest - 2 AND l.latest) AS recent_n,
    sum(m.v) FILTER (WHERE m.idx BETWEEN l.latest - 5 AND l.latest - 3) AS before,
    count(*) FILTER (WHERE m.idx BETWEEN l.latest - 5 AND l.latest - 3) AS before_n,
    max(m.v) FILTER (WHERE m.idx = l.latest) AS last_v,
    max(m.v) FILTER (WHERE m.idx = l.latest - 12) AS year_before_v
  FROM months m JOIN latest l ON l.id = m.id
  GROUP BY m.id
)
UPDATE "keyword_list_items" r SET
  peak_month = p.peak_month,
  trend = CASE WHEN s.recent_n = 3 AND s.before_n = 3 AND s.before > 0 THEN floor((s.recent - s.before) / s.before * 100 + 0.5)::int END,
  trend_yoy = CASE WHEN s.year_before_v > 0 THEN floor((s.last_v - s.year_before_v) / s.year_before_v * 100 + 0.5)::int END
FROM sums s LEFT JOIN peak p ON p.id = s.id
WHERE r.id = s.id AND r.metrics_source <> 'pending';
--> statement-breakpoint
UPDATE "keyword_list_items" SET opportunity = least(100, greatest(0, floor(
  100
  * (CASE WHEN search_volume > 0 THEN least(1, ln(1 + search_volume::float8) / ln(100001::float8)) ELSE 0 END)
  * (
    0.6 * (1 - least(1, greatest(0, coalesce(difficulty, 50)::float8 / 100)))
    + 0.2 * (CASE WHEN cpc > 0 THEN least(1, ln(1 + cpc) / ln(51::float8)) ELSE 0 END)
    + 0.2 * (CASE intent WHEN 'transactional' THEN 1 WHEN 'commercial' THEN 0.9 WHEN 'navigational' THEN 0.3 ELSE 0.6 END)
  )
  + 0.5
)))::int
WHERE metrics_source <> 'pending';
