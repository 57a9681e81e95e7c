-- Stored lists hold each entry as a score and the member's 4-byte list number (issue 45), not her id and created_at.
-- The lists are a day's cache: every one is dropped here and rebuilt on its member's next browse. Members already
-- here are numbered as the table holds them; the numbers only identify, the listing never orders by them.
DELETE FROM "match_list_heads";--> statement-breakpoint
DROP INDEX "match_list_heads_candidates_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "list_number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "users_list_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "users_list_number_uq" ON "users" USING btree ("list_number");--> statement-breakpoint
ALTER TABLE "match_list_heads" DROP COLUMN "candidate_ids";--> statement-breakpoint
ALTER TABLE "match_list_heads" DROP COLUMN "created_ats";