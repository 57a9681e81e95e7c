-- The stored lists are refreshed when read instead of by a job that rewrote every list a change touched (issue 45):
-- the queue becomes a log of changes by transaction (a list applies the rows its snapshot does not see), and each list
-- keeps the snapshot it was last read under. Lists and queued rows from before are dropped: each member's list is
-- rebuilt on her next browse, from the members' rows as they are. The new columns' defaults are what a build stores,
-- so that an instance of the previous release, still running during a rolling deploy, can build lists meanwhile.
TRUNCATE "match_list_heads";--> statement-breakpoint
TRUNCATE "match_list_changes";--> statement-breakpoint
DROP INDEX "match_list_changes_changed_at_idx";--> statement-breakpoint
ALTER TABLE "match_list_changes" ADD COLUMN "changed_xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_changes" ADD COLUMN "listable_again" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "refreshed_snapshot" "pg_snapshot" DEFAULT pg_current_snapshot() NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "refreshed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "match_list_changes_xid_idx" ON "match_list_changes" USING btree ("changed_xid");--> statement-breakpoint
CREATE INDEX "match_list_changes_listable_xid_idx" ON "match_list_changes" USING btree ("changed_xid") WHERE listable_again;
