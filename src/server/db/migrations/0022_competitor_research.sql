ALTER TABLE "keyword_research" DROP CONSTRAINT "keyword_research_kind_check";--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "ranking_url" text;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "estimated_traffic" double precision;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "serp_features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "ai_overview_cited" boolean;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "rank_movement" text;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "gap_ranks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "gap_categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "gap_undetermined" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "competitors_ranking" integer;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "competitors_unknown" integer;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "best_competitor_position" integer;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "brand_keyword" boolean;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "competitor_reads_per_month" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "competitor_rows_per_run" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_usage" ADD COLUMN "competitor_reads_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "keyword_results_page_position_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"position","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_position_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"position" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_estimated_traffic_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"estimated_traffic","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_estimated_traffic_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"estimated_traffic" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_competitors_ranking_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"competitors_ranking","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_competitors_ranking_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"competitors_ranking" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_best_competitor_position_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"best_competitor_position","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_best_competitor_position_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"best_competitor_position" DESC NULLS LAST,"rank","id");--> statement-breakpoint
ALTER TABLE "keyword_research" ADD CONSTRAINT "keyword_research_kind_check" CHECK ("keyword_research"."kind" in ('keywords', 'serp', 'related', 'domain', 'competitors', 'gap'));--> statement-breakpoint
-- The competitor quota of the plans already seeded (decision 052); an operator's later edits are theirs.
UPDATE "subscription_plans" SET "competitor_reads_per_month" = 10, "competitor_rows_per_run" = 1000 WHERE "tier" = 'free_trial';--> statement-breakpoint
UPDATE "subscription_plans" SET "competitor_reads_per_month" = 100, "competitor_rows_per_run" = 5000 WHERE "tier" = 'starter';--> statement-breakpoint
UPDATE "subscription_plans" SET "competitor_reads_per_month" = 500, "competitor_rows_per_run" = 10000 WHERE "tier" = 'professional';--> statement-breakpoint
UPDATE "subscription_plans" SET "competitor_reads_per_month" = 2000, "competitor_rows_per_run" = 50000 WHERE "tier" = 'enterprise';--> statement-breakpoint
UPDATE "subscription_plans" SET "competitor_reads_per_month" = -1, "competitor_rows_per_run" = 50000 WHERE "tier" = 'admin';
