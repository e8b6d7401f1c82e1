CREATE TABLE "request_flights" (
	"key" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "usage_id" uuid;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usage_events" ADD COLUMN "result_id" uuid;--> statement-breakpoint
CREATE INDEX "usage_events_open_leases_idx" ON "usage_events" USING btree ("lease_expires_at") WHERE "usage_events"."status" = 'reserved';--> statement-breakpoint
-- Reservations left by a crash before leases existed were held forever (decision 011): tie each
-- to the period row it was taken from and let it expire now, so the first sweep gives it back.
UPDATE "usage_events" AS e SET "usage_id" = u."id" FROM "user_usage" AS u
  WHERE e."status" = 'reserved' AND e."usage_id" IS NULL AND u."user_id" = e."user_id"
  AND e."created_at" >= u."period_start" AND e."created_at" < u."period_end";--> statement-breakpoint
UPDATE "usage_events" SET "lease_expires_at" = now() WHERE "status" = 'reserved' AND "lease_expires_at" IS NULL;
