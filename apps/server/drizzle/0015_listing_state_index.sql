-- The sidebar's state filter: a listing narrowed to one state reads that state's members only
-- (at 100k members, 1k index entries instead of 26k for one gender and her castes), with the
-- columns the score and the filters read, so it stays an index-only scan. Same predicate as
-- users_listing_cover_idx (the fixed discovery rules).
CREATE INDEX IF NOT EXISTS "users_listing_state_idx" ON "users" ("gender", "state", "caste", "dob")
  INCLUDE ("created_at", "id", "height", "education", "occupation", "city", "age_range_preference", "height_preference",
           "education_preference", "occupation_preference", "location_preference", "marital_status")
  WHERE "deleted_at" IS NULL AND "searchable" AND "status" = 'Active' AND "profile_visibility" = 'public' AND "role" = 'member'
    AND NOT "invisible_mode" AND "deactivated_at" IS NULL;
