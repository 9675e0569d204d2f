-- Staff lists (GET /api/schools/{id}/staff and /admins) are cached per instance
-- (lib/cached-list.ts) and checked against this counter, raised by every statement that writes
-- school staff or users (names).
INSERT INTO "data_versions" ("name", "version") VALUES ('school_staff', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_school_staff_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'school_staff';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "school_staff_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "school_staff"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_school_staff_version"();
--> statement-breakpoint
CREATE TRIGGER "users_bump_school_staff_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_school_staff_version"();
