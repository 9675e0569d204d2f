-- GET /api/participants is cached per instance (lib/cached-list.ts) and checked against this
-- counter, raised by every statement that writes participants.
INSERT INTO "data_versions" ("name", "version") VALUES ('participants', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_participants_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'participants';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "participants_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "participants"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_participants_version"();
