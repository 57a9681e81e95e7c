CREATE TABLE "renewal_reminders" (
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_subscription_id_kind_pk" PRIMARY KEY("subscription_id","kind")
);
--> statement-breakpoint
CREATE TABLE "receipt_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" integer PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"details" jsonb NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "receipts_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "renewal_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "contact_messages_priority_idx" ON "contact_messages" USING btree ("handled","priority","created_at");--> statement-breakpoint
-- Plans now hold capability keys (PLAN_FEATURES in the contract) instead of free text; purchases keep theirs.
UPDATE "subscriptions" s SET "features" = array_remove(ARRAY[
	CASE WHEN s."can_see_contact_info" THEN 'contactDetails' END,
	CASE WHEN s."read_receipts" THEN 'readReceipts' END,
	CASE WHEN p."features" @> ARRAY['Priority support'] THEN 'prioritySupport' END
]::text[], NULL) FROM "packages" p WHERE p."id" = s."package_id";--> statement-breakpoint
UPDATE "packages" SET "features" = array_remove(ARRAY[
	CASE WHEN "can_see_contact_info" THEN 'contactDetails' END,
	CASE WHEN "read_receipts" THEN 'readReceipts' END,
	CASE WHEN "features" @> ARRAY['Priority support'] THEN 'prioritySupport' END
]::text[], NULL);--> statement-breakpoint
-- Receipts for payments made before receipts existed, numbered in payment order; the counter continues after them.
INSERT INTO "receipts" ("number", "payment_id", "user_id", "issued_at", "details")
SELECT row_number() OVER (ORDER BY pay."created_at", pay."id"), pay."id", pay."user_id", pay."created_at",
	jsonb_build_object(
		'memberName', trim(coalesce(u."first_name", '') || ' ' || coalesce(u."last_name", '')),
		'memberEmail', u."email",
		'planName', coalesce(sub."plan_name", pk."name"),
		'duration', coalesce(sub."duration", pk."duration"),
		'periodStart', to_char(coalesce(sub."starts_at", pay."created_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'periodEnd', to_char(coalesce(sub."ends_at", pay."expiry_date") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
		'amountPaise', pay."amount_paise",
		'currency', pay."currency",
		'providerPaymentId', pay."provider_payment_id",
		'method', pay."provider"
	)
FROM "payments" pay
JOIN "users" u ON u."id" = pay."user_id"
JOIN "packages" pk ON pk."id" = pay."package_id"
LEFT JOIN "subscriptions" sub ON sub."payment_id" = pay."id";--> statement-breakpoint
INSERT INTO "receipt_counter" ("id", "last_number") SELECT 1, count(*) FROM "receipts";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "can_see_contact_info";--> statement-breakpoint
ALTER TABLE "packages" DROP COLUMN "read_receipts";