-- The audit trail is append-only: no row may be changed or removed, by the app or by anyone else.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- Members already in the queue keep their place: their review began when they signed up.
UPDATE "users" SET "submitted_for_review_at" = "created_at" WHERE "submitted_for_review_at" IS NULL;
--> statement-breakpoint
UPDATE "users" SET "approved_at" = "updated_at" WHERE "status" = 'Active' AND "approved_at" IS NULL;
