CREATE TABLE "market_lists" (
	"provider" text PRIMARY KEY NOT NULL,
	"locations" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "signup_plan" text;