ALTER TABLE "guardians" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_member_phone_open_uq" ON "guardians" USING btree ("member_id","phone") WHERE "guardians"."status" <> 'removed';--> statement-breakpoint
CREATE INDEX "guardians_phone_created_idx" ON "guardians" USING btree ("phone","created_at") WHERE "guardians"."phone" is not null;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_email_or_phone" CHECK (num_nonnulls("guardians"."email", "guardians"."phone") = 1);