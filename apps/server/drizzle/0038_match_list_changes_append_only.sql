-- The upkeep's queue becomes append-only (issue 45): a row per change, so a change never waits for a batch that holds
-- the member's earlier row. Rows already queued keep their member and time.
ALTER TABLE "match_list_changes" DROP CONSTRAINT "match_list_changes_pkey";--> statement-breakpoint
ALTER TABLE "match_list_changes" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "match_list_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "match_list_changes_member_idx" ON "match_list_changes" USING btree ("member_id");
