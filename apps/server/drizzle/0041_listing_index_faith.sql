-- Since issue 41 a list build reads each candidate's faith (sect, school, community, prayer, Islamic education, mother
-- tongue) and her partner preferences (the musts both ways and the nice-to-haves): columns the covering indexes did
-- not hold, so every candidate cost a heap fetch (one random page each: at 1,000,000 members a build of four castes
-- read 31,000 pages, 0.8-1.0 s; docs/performance.md). With them included the build is an index-only scan again.
-- partner_preferences is bounded by its schema (known options only, at most MAX_SET_CHOICES per set: at most about
-- 1.1 KB), so an index entry stays well under PostgreSQL's limit (faith.int.test.ts saves the largest one).
DROP INDEX IF EXISTS "users_listing_cover_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_listing_cover_idx" ON "users" ("gender", "caste", "created_at" DESC, "id" DESC)
  INCLUDE ("dob", "height", "education", "occupation", "state", "city", "age_range_preference", "height_preference",
           "education_preference", "occupation_preference", "location_preference", "marital_status", "first_name",
           "last_name", "photo_privacy", "profile_for", "avatar_image_id",
           "sect", "school", "community", "prayer", "islamic_education", "mother_tongue", "partner_preferences")
  WHERE "deleted_at" IS NULL AND "searchable" AND "status" = 'Active' AND "profile_visibility" = 'public' AND "role" = 'member'
    AND NOT "invisible_mode" AND "deactivated_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "users_listing_state_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_listing_state_idx" ON "users" ("gender", "state", "caste", "dob")
  INCLUDE ("created_at", "id", "height", "education", "occupation", "city", "age_range_preference", "height_preference",
           "education_preference", "occupation_preference", "location_preference", "marital_status",
           "sect", "school", "community", "prayer", "islamic_education", "mother_tongue", "partner_preferences")
  WHERE "deleted_at" IS NULL AND "searchable" AND "status" = 'Active' AND "profile_visibility" = 'public' AND "role" = 'member'
    AND NOT "invisible_mode" AND "deactivated_at" IS NULL;
