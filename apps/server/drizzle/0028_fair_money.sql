CREATE TABLE "account_departures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"reasons" text[] NOT NULL,
	"note" text,
	"paid_days_left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_usage" ADD COLUMN "month" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_usage" DROP CONSTRAINT "plan_usage_subscription_id_kind_subject_id_pk";--> statement-breakpoint
ALTER TABLE "plan_usage" ADD CONSTRAINT "plan_usage_subscription_id_kind_month_subject_id_pk" PRIMARY KEY("subscription_id","kind","month","subject_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "start_mode" text DEFAULT 'after' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_departures" ADD CONSTRAINT "account_departures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_departures_created_idx" ON "account_departures" USING btree ("created_at");