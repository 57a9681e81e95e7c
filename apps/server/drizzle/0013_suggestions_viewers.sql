CREATE TABLE "daily_suggestions" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"candidate_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"rank" integer NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "daily_suggestions_user_id_day_candidate_id_pk" PRIMARY KEY("user_id","day","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"viewer_id" uuid NOT NULL,
	"viewed_id" uuid NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "profile_views_viewed_id_viewer_id_pk" PRIMARY KEY("viewed_id","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_suggestion_mail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_suggestion_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "daily_suggestions" ADD CONSTRAINT "daily_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_suggestions" ADD CONSTRAINT "daily_suggestions_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewed_id_users_id_fk" FOREIGN KEY ("viewed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_views_viewed_recent_idx" ON "profile_views" USING btree ("viewed_id","last_viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profile_views_last_viewed_idx" ON "profile_views" USING btree ("last_viewed_at");