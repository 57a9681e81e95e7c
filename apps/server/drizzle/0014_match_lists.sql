CREATE TABLE "match_list_heads" (
	"viewer_id" uuid PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"day" date NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"boundary_score" smallint,
	"boundary_created_at" timestamp (6) with time zone,
	"boundary_id" uuid
);
--> statement-breakpoint
CREATE TABLE "match_lists" (
	"viewer_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"created_at" timestamp (6) with time zone NOT NULL,
	"candidate_id" uuid NOT NULL,
	CONSTRAINT "match_lists_viewer_id_score_created_at_candidate_id_pk" PRIMARY KEY("viewer_id","score","created_at","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "match_list_heads" ADD CONSTRAINT "match_list_heads_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_lists_candidate_idx" ON "match_lists" USING btree ("candidate_id");