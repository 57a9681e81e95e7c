CREATE TABLE "match_list_changes" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp (6) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "candidate_gender" text;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "admit_need" smallint;--> statement-breakpoint
CREATE INDEX "match_list_changes_changed_at_idx" ON "match_list_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "match_list_heads_admit_idx" ON "match_list_heads" USING btree ("candidate_gender","admit_need");