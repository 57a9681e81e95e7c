-- Invisible and deactivated members leave the listing: the covering index's predicate says so too.
DROP INDEX IF EXISTS "users_listing_cover_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_listing_cover_idx" ON "users" ("gender", "caste", "created_at" DESC, "id" DESC)
  INCLUDE ("dob", "height", "education", "occupation", "state", "city", "age_range_preference", "height_preference",
           "education_preference", "occupation_preference", "location_preference", "marital_status", "first_name",
           "last_name", "photo_privacy", "profile_for", "avatar_image_id")
  WHERE "deleted_at" IS NULL AND "searchable" AND "status" = 'Active' AND "profile_visibility" = 'public' AND "role" = 'member'
    AND NOT "invisible_mode" AND "deactivated_at" IS NULL;
