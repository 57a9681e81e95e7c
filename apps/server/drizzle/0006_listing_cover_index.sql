-- The featured-profiles listing reads only this index (an index-only scan), never the members table.
-- It covers every column the listing filters, scores and shows; the predicate is the listing's fixed rules.
CREATE INDEX IF NOT EXISTS "users_listing_cover_idx" ON "users" ("gender", "caste", "created_at" DESC, "id" DESC)
  INCLUDE ("dob", "height", "education", "occupation", "state", "city", "age_range_preference", "height_preference",
           "education_preference", "occupation_preference", "location_preference", "marital_status", "first_name",
           "last_name", "photo_privacy", "profile_for", "avatar_image_id")
  WHERE "deleted_at" IS NULL AND "searchable" AND "status" = 'Active' AND "profile_visibility" = 'public' AND "role" = 'member';
