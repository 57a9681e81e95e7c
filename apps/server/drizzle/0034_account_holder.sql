ALTER TABLE "users" ADD COLUMN "account_holder" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "account_holder_name" text;--> statement-breakpoint
UPDATE "users" SET "account_holder" = 'self' WHERE "profile_for" = 'self';
