CREATE TABLE "released_phones" (
	"user_id" uuid NOT NULL,
	"digest" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	CONSTRAINT "released_phones_user_id_digest_pk" PRIMARY KEY("user_id","digest")
);
--> statement-breakpoint
ALTER TABLE "released_phones" ADD CONSTRAINT "released_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;