ALTER TABLE "keyword_research" ADD COLUMN "rows_research_id" uuid;--> statement-breakpoint
ALTER TABLE "keyword_research" ADD COLUMN "answer_digest" text;--> statement-breakpoint
ALTER TABLE "keyword_research" ADD CONSTRAINT "keyword_research_rows_research_id_keyword_research_id_fk" FOREIGN KEY ("rows_research_id") REFERENCES "public"."keyword_research"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keyword_research_rows_research_idx" ON "keyword_research" USING btree ("rows_research_id") WHERE "keyword_research"."rows_research_id" is not null;--> statement-breakpoint
CREATE INDEX "keyword_research_user_answer_idx" ON "keyword_research" USING btree ("user_id","answer_digest") WHERE "keyword_research"."answer_digest" is not null;