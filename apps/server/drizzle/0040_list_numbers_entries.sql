-- The entries' list numbers (see 0039). No index on them: the upkeep finds the lists holding a changed member among the
-- lists of her gender it reads anyway, so a rewrite changes no indexed column and, with room left on each page
-- (fillfactor 50: a list's row is about 1.7 KB), is a HOT update that writes no index entry. Each list is rewritten
-- often (each change of a member it holds), so autovacuum takes the table at 5 % dead rows rather than 20 %.
ALTER TABLE "match_list_heads" ADD COLUMN "candidate_numbers" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" SET (fillfactor = 50, autovacuum_vacuum_scale_factor = 0.05);
