-- One spelling per status (decision 004): rows stored before statuses were normalised may say
-- "cancelled" (or differ in case or spaces); rewrite them the way normalizeSubscriptionStatus reads
-- them, so the CHECK below can be added to existing databases.
UPDATE "user_subscriptions" SET "status" = lower(btrim("status")) WHERE "status" <> lower(btrim("status"));--> statement-breakpoint
UPDATE "user_subscriptions" SET "status" = 'canceled' WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_status_check" CHECK ("user_subscriptions"."status" in ('active', 'inactive', 'canceled', 'expired', 'past_due'));
