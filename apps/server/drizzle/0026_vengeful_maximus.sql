ALTER TABLE "profile_requests" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "profile_requests" ADD COLUMN "message_scam_signals" text[];