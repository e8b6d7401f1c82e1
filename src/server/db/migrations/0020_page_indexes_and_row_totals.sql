CREATE TABLE "row_totals" (
	"research_id" uuid,
	"list_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"totals" jsonb NOT NULL,
	CONSTRAINT "row_totals_one_owner" CHECK (num_nonnulls("row_totals"."research_id", "row_totals"."list_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "row_totals" ADD CONSTRAINT "row_totals_research_id_keyword_research_id_fk" FOREIGN KEY ("research_id") REFERENCES "public"."keyword_research"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "row_totals" ADD CONSTRAINT "row_totals_list_id_keyword_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."keyword_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "row_totals_research_uq" ON "row_totals" USING btree ("research_id");--> statement-breakpoint
CREATE UNIQUE INDEX "row_totals_list_uq" ON "row_totals" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_rank_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_rank_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_keyword_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"keyword","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_keyword_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"keyword" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_search_volume_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"search_volume","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_search_volume_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"search_volume" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_difficulty_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"difficulty","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_difficulty_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"difficulty" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_cpc_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"cpc","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_cpc_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"cpc" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_intent_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"intent","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_intent_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"intent" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_competition_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"competition","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_competition_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"competition" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_relevance_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"relevance","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_relevance_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"relevance" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_depth_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"depth","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_depth_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"depth" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_opportunity_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"opportunity","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_opportunity_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"opportunity" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_trend_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"trend","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_trend_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"trend" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_peak_month_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"peak_month","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_peak_month_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"peak_month" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_cluster_id_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"cluster_id","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_cluster_id_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"cluster_id" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_rank_asc_idx" ON "keyword_list_items" USING btree ("list_id","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_rank_desc_idx" ON "keyword_list_items" USING btree ("list_id","rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_keyword_asc_idx" ON "keyword_list_items" USING btree ("list_id","keyword","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_keyword_desc_idx" ON "keyword_list_items" USING btree ("list_id","keyword" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_search_volume_asc_idx" ON "keyword_list_items" USING btree ("list_id","search_volume","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_search_volume_desc_idx" ON "keyword_list_items" USING btree ("list_id","search_volume" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_difficulty_asc_idx" ON "keyword_list_items" USING btree ("list_id","difficulty","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_difficulty_desc_idx" ON "keyword_list_items" USING btree ("list_id","difficulty" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_cpc_asc_idx" ON "keyword_list_items" USING btree ("list_id","cpc","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_cpc_desc_idx" ON "keyword_list_items" USING btree ("list_id","cpc" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_intent_asc_idx" ON "keyword_list_items" USING btree ("list_id","intent","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_intent_desc_idx" ON "keyword_list_items" USING btree ("list_id","intent" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_competition_asc_idx" ON "keyword_list_items" USING btree ("list_id","competition","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_competition_desc_idx" ON "keyword_list_items" USING btree ("list_id","competition" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_opportunity_asc_idx" ON "keyword_list_items" USING btree ("list_id","opportunity","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_opportunity_desc_idx" ON "keyword_list_items" USING btree ("list_id","opportunity" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_trend_asc_idx" ON "keyword_list_items" USING btree ("list_id","trend","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_trend_desc_idx" ON "keyword_list_items" USING btree ("list_id","trend" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_peak_month_asc_idx" ON "keyword_list_items" USING btree ("list_id","peak_month","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_peak_month_desc_idx" ON "keyword_list_items" USING btree ("list_id","peak_month" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_cluster_id_asc_idx" ON "keyword_list_items" USING btree ("list_id","cluster_id","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_cluster_id_desc_idx" ON "keyword_list_items" USING btree ("list_id","cluster_id" DESC NULLS LAST,"rank","id");