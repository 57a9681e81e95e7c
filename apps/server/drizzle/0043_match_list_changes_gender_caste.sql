-- Each logged change carries the member's gender and caste (issue 45): a list's refresh passes by the rows of members it
-- can neither hold nor take without reading them. Rows from before, and rows written without them, stay null and every
-- list applies them, as before.
ALTER TABLE "match_list_changes" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "match_list_changes" ADD COLUMN "caste" text;