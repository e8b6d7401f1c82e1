ALTER TABLE "keyword_results" ADD COLUMN "traffic_potential" integer;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "parent_topic" text;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "global_search_volume" integer;--> statement-breakpoint
ALTER TABLE "keyword_list_items" ADD COLUMN "traffic_potential" integer;--> statement-breakpoint
ALTER TABLE "keyword_list_items" ADD COLUMN "parent_topic" text;--> statement-breakpoint
ALTER TABLE "keyword_list_items" ADD COLUMN "global_search_volume" integer;--> statement-breakpoint
CREATE INDEX "keyword_results_page_traffic_potential_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"traffic_potential","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_traffic_potential_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"traffic_potential" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_global_search_volume_asc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"global_search_volume","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_results_page_global_search_volume_desc_idx" ON "keyword_results" USING btree ("research_id","is_seed_keyword" DESC NULLS FIRST,"global_search_volume" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_traffic_potential_asc_idx" ON "keyword_list_items" USING btree ("list_id","traffic_potential","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_traffic_potential_desc_idx" ON "keyword_list_items" USING btree ("list_id","traffic_potential" DESC NULLS LAST,"rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_global_search_volume_asc_idx" ON "keyword_list_items" USING btree ("list_id","global_search_volume","rank","id");--> statement-breakpoint
CREATE INDEX "keyword_list_items_page_global_search_volume_desc_idx" ON "keyword_list_items" USING btree ("list_id","global_search_volume" DESC NULLS LAST,"rank","id");