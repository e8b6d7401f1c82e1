-- Decision 020: the one result store. Runs BEFORE the generated DDL that drops serp_analyses and
-- related_research. Every old analysis and related search becomes a keyword_research row with the
-- SAME id, so usage_events.result_id still names what the unit paid for. Idempotent (ON CONFLICT).
INSERT INTO "keyword_research" ("id", "user_id", "kind", "status", "seed_keyword", "request", "total_results", "loaded_results",
  "location_code", "language_code", "result_limit", "api_cost", "provider", "snapshot", "created_at", "updated_at")
SELECT s."id", s."user_id", 'serp', 'complete', s."keyword",
  jsonb_build_object('keyword', s."keyword", 'languageCode', s."language_code", 'locationCode', s."location_code", 'limit', 10),
  jsonb_array_length(CASE WHEN jsonb_typeof(s."results") = 'array' THEN s."results" ELSE '[]'::jsonb END),
  jsonb_array_length(CASE WHEN jsonb_typeof(s."results") = 'array' THEN s."results" ELSE '[]'::jsonb END),
  s."location_code", s."language_code", 10, s."api_cost", s."provider", s."snapshot", s."created_at", s."created_at"
FROM "serp_analyses" s
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "serp_results" ("research_id", "position", "domain", "url", "title", "description", "breadcrumb", "metrics_source", "fetched_at")
SELECT s."id", (r.item->>'position')::integer, coalesce(r.item->>'domain', ''), r.item->>'url', coalesce(r.item->>'title', ''),
  coalesce(r.item->>'description', ''), r.item->>'breadcrumb', s."provider",
  CASE WHEN s."snapshot"->>'fetchedAt' ~ '^\d{4}-\d{2}-\d{2}T' THEN (s."snapshot"->>'fetchedAt')::timestamptz ELSE s."created_at" END
FROM "serp_analyses" s
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(s."results") = 'array' THEN s."results" ELSE '[]'::jsonb END) AS r(item)
WHERE jsonb_typeof(r.item->'position') = 'number' AND jsonb_typeof(r.item->'url') = 'string'
  AND NOT EXISTS (SELECT 1 FROM "serp_results" x WHERE x."research_id" = s."id");--> statement-breakpoint
-- Related searches kept only their header (the rows lived in the browser): the research comes
-- across with its totals and cost, and no stored rows (loaded_results 0, so the page offers to load).
INSERT INTO "keyword_research" ("id", "user_id", "kind", "status", "seed_keyword", "request", "total_results", "loaded_results",
  "location_code", "language_code", "result_limit", "api_cost", "provider", "created_at", "updated_at")
SELECT r."id", r."user_id", 'related', 'complete', r."keyword",
  jsonb_build_object('keyword', r."keyword", 'languageCode', r."language_code", 'locationCode', r."location_code", 'depth', r."depth", 'limit', 100),
  r."total_results", 0, r."location_code", r."language_code", 100, r."api_cost", r."provider", r."created_at", r."updated_at"
FROM "related_research" r
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- Keyword researches made before the store recorded their request.
UPDATE "keyword_research" SET "request" = jsonb_build_object('keyword', "seed_keyword", 'languageCode', "language_code",
  'locationCode', "location_code", 'limit', "result_limit"), "loaded_results" = "total_results"
WHERE "kind" = 'keywords' AND "request" = '{}'::jsonb;--> statement-breakpoint
