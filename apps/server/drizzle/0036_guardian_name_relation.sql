ALTER TABLE "guardians" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "relation" text;