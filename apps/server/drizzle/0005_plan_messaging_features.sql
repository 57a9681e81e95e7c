-- Seeded plans get their messaging features: Basic caps new conversations, Premium has read receipts.
UPDATE "packages" SET "messaging_daily_cap" = 5 WHERE "slug" LIKE 'basic-%' AND "messaging_daily_cap" IS NULL;
--> statement-breakpoint
UPDATE "packages" SET "read_receipts" = true WHERE "slug" LIKE 'premium-%';
--> statement-breakpoint
UPDATE "subscriptions" s SET "messaging_daily_cap" = p."messaging_daily_cap", "read_receipts" = p."read_receipts"
FROM "packages" p WHERE p."id" = s."package_id" AND s."kind" <> 'trial';
--> statement-breakpoint
UPDATE "subscriptions" SET "messaging_daily_cap" = 5 WHERE "kind" = 'trial';
