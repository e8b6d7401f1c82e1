CREATE TABLE "search_console_google" (
	"user_id" text PRIMARY KEY NOT NULL,
	"refresh_token" text NOT NULL,
	"access_token" text,
	"access_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_console_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"site_url" text NOT NULL,
	"google_linked" boolean DEFAULT false NOT NULL,
	"imported_through" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_console_rows" (
	"property_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"clicks" integer NOT NULL,
	"impressions" integer NOT NULL,
	"position" double precision NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "search_console_rows_span_ck" CHECK ("search_console_rows"."start_date" <= "search_console_rows"."end_date")
);
--> statement-breakpoint
ALTER TABLE "search_console_google" ADD CONSTRAINT "search_console_google_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_console_properties" ADD CONSTRAINT "search_console_properties_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_console_rows" ADD CONSTRAINT "search_console_rows_property_id_search_console_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."search_console_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_console_properties_user_site_uq" ON "search_console_properties" USING btree ("user_id","site_url");--> statement-breakpoint
CREATE UNIQUE INDEX "search_console_rows_uq" ON "search_console_rows" USING btree ("property_id","start_date","end_date","query","page");--> statement-breakpoint
CREATE INDEX "search_console_rows_query_idx" ON "search_console_rows" USING btree ("property_id","query");