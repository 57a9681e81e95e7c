CREATE TABLE "account_origins" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"device_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_exchange_approvals" (
	"pair_key" text NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "contact_exchange_approvals_pair_key_member_id_pk" PRIMARY KEY("pair_key","member_id")
);
--> statement-breakpoint
CREATE TABLE "photo_hash_bands" (
	"band" smallint NOT NULL,
	"bits" integer NOT NULL,
	"image_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "photo_hash_bands_band_bits_image_id_pk" PRIMARY KEY("band","bits","image_id")
);
--> statement-breakpoint
CREATE TABLE "risk_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"other_id" uuid,
	"image_id" uuid,
	"other_image_id" uuid,
	"score" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid
);
--> statement-breakpoint
CREATE TABLE "text_fingerprints" (
	"field" text NOT NULL,
	"band" smallint NOT NULL,
	"hash" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "text_fingerprints_field_band_hash_user_id_pk" PRIMARY KEY("field","band","hash","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guardian_approves_contacts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "perceptual_hash" bigint;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "scam_signals" text[];--> statement-breakpoint
ALTER TABLE "account_origins" ADD CONSTRAINT "account_origins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_exchange_approvals" ADD CONSTRAINT "contact_exchange_approvals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_exchange_approvals" ADD CONSTRAINT "contact_exchange_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hash_bands" ADD CONSTRAINT "photo_hash_bands_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hash_bands" ADD CONSTRAINT "photo_hash_bands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_items" ADD CONSTRAINT "risk_items_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_items" ADD CONSTRAINT "risk_items_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_items" ADD CONSTRAINT "risk_items_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_items" ADD CONSTRAINT "risk_items_other_image_id_images_id_fk" FOREIGN KEY ("other_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_items" ADD CONSTRAINT "risk_items_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_fingerprints" ADD CONSTRAINT "text_fingerprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_origins_ip_idx" ON "account_origins" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "account_origins_device_idx" ON "account_origins" USING btree ("device_hash","created_at");--> statement-breakpoint
CREATE INDEX "contact_exchange_approvals_member_idx" ON "contact_exchange_approvals" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "photo_hash_bands_image_idx" ON "photo_hash_bands" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_items_dedupe_uq" ON "risk_items" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "risk_items_status_idx" ON "risk_items" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "risk_items_subject_idx" ON "risk_items" USING btree ("subject_id","status");--> statement-breakpoint
CREATE INDEX "text_fingerprints_user_idx" ON "text_fingerprints" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_flagged_sender_idx" ON "messages" USING btree ("sender_id","created_at") WHERE "messages"."scam_signals" is not null;