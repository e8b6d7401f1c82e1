CREATE TABLE "project_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"rank" integer GENERATED ALWAYS AS IDENTITY (sequence name "project_keywords_rank_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"keyword" text NOT NULL,
	"interval" text,
	"source" text NOT NULL,
	"next_due_at" timestamp with time zone,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_keywords_interval_check" CHECK ("project_keywords"."interval" is null or "project_keywords"."interval" in ('daily', 'weekly', 'paused')),
	CONSTRAINT "project_keywords_source_check" CHECK ("project_keywords"."source" in ('list', 'research', 'gap', 'search_console', 'paste'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"target_kind" text NOT NULL,
	"location_code" integer NOT NULL,
	"language_code" text NOT NULL,
	"devices" jsonb NOT NULL,
	"interval" text DEFAULT 'daily' NOT NULL,
	"depth" integer NOT NULL,
	"competitors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_interval_check" CHECK ("projects"."interval" in ('daily', 'weekly', 'paused')),
	CONSTRAINT "projects_target_kind_check" CHECK ("projects"."target_kind" in ('domain', 'subdomain', 'folder')),
	CONSTRAINT "projects_competitors_check" CHECK (jsonb_array_length("projects"."competitors") <= 5)
);
--> statement-breakpoint
CREATE TABLE "rank_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	"device" text NOT NULL,
	"slot_key" text NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_expires_at" timestamp with time zone,
	"post_started_at" timestamp with time zone,
	"provider" text,
	"provider_task_id" text,
	"posted_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"live" boolean DEFAULT false NOT NULL,
	"rank_group" integer,
	"rank_absolute" integer,
	"url" text,
	"not_in_top" integer,
	"serp_features" jsonb,
	"ai_overview" text DEFAULT 'unknown' NOT NULL,
	"ai_cited_position" integer,
	"ai_cited_domains" jsonb,
	"competitor_ranks" jsonb,
	"pages_billed" integer DEFAULT 0 NOT NULL,
	"cost_usd" numeric(12, 6) DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_checks_state_check" CHECK ("rank_checks"."state" in ('queued', 'posted', 'done', 'failed')),
	CONSTRAINT "rank_checks_device_check" CHECK ("rank_checks"."device" in ('desktop', 'mobile')),
	CONSTRAINT "rank_checks_ai_overview_check" CHECK ("rank_checks"."ai_overview" in ('cited', 'present_not_cited', 'present_without_references', 'absent', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "project_keywords" ADD CONSTRAINT "project_keywords_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_checks" ADD CONSTRAINT "rank_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_checks" ADD CONSTRAINT "rank_checks_keyword_id_project_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."project_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_keywords_project_keyword_uq" ON "project_keywords" USING btree ("project_id","keyword");--> statement-breakpoint
CREATE INDEX "project_keywords_project_rank_idx" ON "project_keywords" USING btree ("project_id","rank");--> statement-breakpoint
CREATE INDEX "project_keywords_due_idx" ON "project_keywords" USING btree ("next_due_at");--> statement-breakpoint
CREATE INDEX "projects_user_updated_idx" ON "projects" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rank_checks_slot_uq" ON "rank_checks" USING btree ("keyword_id","device","slot_key");--> statement-breakpoint
CREATE INDEX "rank_checks_history_idx" ON "rank_checks" USING btree ("keyword_id","device","slot_start");--> statement-breakpoint
CREATE INDEX "rank_checks_work_idx" ON "rank_checks" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "rank_checks_task_idx" ON "rank_checks" USING btree ("provider_task_id");--> statement-breakpoint
CREATE INDEX "rank_checks_project_idx" ON "rank_checks" USING btree ("project_id","slot_start");