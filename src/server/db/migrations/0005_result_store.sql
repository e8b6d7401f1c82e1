CREATE TABLE "serp_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"research_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"domain" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"breadcrumb" text,
	"metrics_source" text NOT NULL,
	"fetched_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "keyword_results_research_idx";--> statement-breakpoint
ALTER TABLE "keyword_research" ADD COLUMN "kind" text DEFAULT 'keywords' NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_research" ADD COLUMN "status" text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_research" ADD COLUMN "request" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_research" ADD COLUMN "loaded_results" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_research" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "keyword_research" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "depth" integer;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "relevance" double precision;--> statement-breakpoint
ALTER TABLE "keyword_results" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "serp_results" ADD CONSTRAINT "serp_results_research_id_keyword_research_id_fk" FOREIGN KEY ("research_id") REFERENCES "public"."keyword_research"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "serp_results_research_idx" ON "serp_results" USING btree ("research_id","position");--> statement-breakpoint
CREATE INDEX "keyword_research_user_kind_created_idx" ON "keyword_research" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "keyword_results_research_idx" ON "keyword_results" USING btree ("research_id","rank");--> statement-breakpoint
ALTER TABLE "keyword_research" ADD CONSTRAINT "keyword_research_kind_check" CHECK ("keyword_research"."kind" in ('keywords', 'serp', 'related'));--> statement-breakpoint
ALTER TABLE "keyword_research" ADD CONSTRAINT "keyword_research_status_check" CHECK ("keyword_research"."status" in ('running', 'complete', 'failed'));