-- GET /api/schools is cached per instance (lib/cached-list.ts) and checked against this
-- counter, raised by every statement that writes schools or research institutes.
INSERT INTO "data_versions" ("name", "version") VALUES ('schools', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_schools_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'schools';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "schools_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schools"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_schools_version"();
--> statement-breakpoint
CREATE TRIGGER "research_institutes_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "research_institutes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_schools_version"();
