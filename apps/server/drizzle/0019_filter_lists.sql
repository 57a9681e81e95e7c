-- Stored match lists are derived data (rebuilt on the next browse): empty them rather than rewrite their keys.
TRUNCATE "match_lists", "match_list_heads";--> statement-breakpoint
ALTER TABLE "match_lists" DROP CONSTRAINT "match_lists_viewer_id_score_created_at_candidate_id_pk";--> statement-breakpoint
ALTER TABLE "match_list_heads" DROP CONSTRAINT "match_list_heads_pkey";--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "list_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "filter_castes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "filter_dob_from" date;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "filter_dob_to" date;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "filter_marital_status" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "filter_education" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "filter_occupation" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "filter_height" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "filter_state" text;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD COLUMN "filter_city" text;--> statement-breakpoint
ALTER TABLE "match_lists" ADD COLUMN "list_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD CONSTRAINT "match_list_heads_viewer_id_list_key_pk" PRIMARY KEY("viewer_id","list_key");--> statement-breakpoint
ALTER TABLE "match_lists" ADD CONSTRAINT "match_lists_viewer_id_list_key_score_created_at_candidate_id_pk" PRIMARY KEY("viewer_id","list_key","score","created_at","candidate_id");
