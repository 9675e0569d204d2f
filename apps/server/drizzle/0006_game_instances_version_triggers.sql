-- The instance lists of both games are cached per instance (lib/cached-list.ts) and checked
-- against these counters, raised by every statement that writes a game's instances.
INSERT INTO "data_versions" ("name", "version")
  VALUES ('rule_finding_instances', 0), ('hand_gesture_instances', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The counter is named by the trigger's argument.
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rule_finding_instances_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rule_finding_instances"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('rule_finding_instances');
--> statement-breakpoint
CREATE TRIGGER "hand_gesture_instances_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hand_gesture_instances"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('hand_gesture_instances');
