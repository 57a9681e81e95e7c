-- Hand-written: the stored lists move onto their heads; a head left without its entries would look current and list
-- nobody, so every list is forgotten and rebuilt on its member's next browse (they are rebuilt daily anyway).
DELETE FROM "match_list_heads";--> statement-breakpoint
ALTER TABLE "match_lists" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "match_lists" CASCADE;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "candidate_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "scores" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "created_ats" timestamp (6) with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL;--> statement-breakpoint
CREATE INDEX "match_list_heads_candidates_idx" ON "match_list_heads" USING gin ("candidate_ids");