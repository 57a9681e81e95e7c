CREATE TABLE "sign_in_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sign_in_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "profile_requests_open_pair_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_before_suspension" text;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_links_user_idx" ON "sign_in_links" USING btree ("user_id","created_at");--> statement-breakpoint
-- Before one open request per pair is enforced both ways, close the younger of any two that crossed.
UPDATE "profile_requests" AS r SET "status" = 'cancelled', "responded_at" = now()
WHERE r."status" IN ('pending', 'accepted') AND EXISTS (
  SELECT 1 FROM "profile_requests" o
  WHERE o."sender_id" = r."receiver_id" AND o."receiver_id" = r."sender_id" AND o."status" IN ('pending', 'accepted')
    AND (o."status" = 'accepted' AND r."status" = 'pending' OR o."status" = r."status" AND (o."created_at", o."id") < (r."created_at", r."id"))
);--> statement-breakpoint
-- Members approved before approval dates were kept (demo data) count as approved when they were last updated.
UPDATE "users" SET "approved_at" = coalesce("updated_at", "created_at") WHERE "status" = 'Active' AND "approved_at" IS NULL AND "role" = 'member';--> statement-breakpoint
CREATE UNIQUE INDEX "profile_requests_open_pair_uq" ON "profile_requests" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id")) WHERE "profile_requests"."status" in ('pending', 'accepted');