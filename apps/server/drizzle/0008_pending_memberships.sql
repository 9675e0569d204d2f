DROP INDEX "researchers_user_institute_key";--> statement-breakpoint
ALTER TABLE "researchers" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "school_staff" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "researcher_id" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "staff_school_id" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "renewal_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_researcher_id_researchers_id_fk" FOREIGN KEY ("researcher_id") REFERENCES "public"."researchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_staff_membership_fk" FOREIGN KEY ("staff_school_id","user_id") REFERENCES "public"."school_staff"("school_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_researcher_key" ON "invitations" USING btree ("researcher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_staff_key" ON "invitations" USING btree ("staff_school_id","user_id");;--> statement-breakpoint
-- Hand-written. Memberships made before this migration were granted at once: they stay accepted.
UPDATE "researchers" SET "accepted_at" = "created_at";--> statement-breakpoint
UPDATE "school_staff" SET "accepted_at" = "created_at";--> statement-breakpoint
-- A user is the researcher of at most one institute. Where a user had several memberships, the
-- first (lowest id, the one that was their researcher context) stays; the others are recorded in
-- the audit log (ids only) and removed, before the unique index is built.
INSERT INTO "audit_log" ("action", "entity_type", "entity_id", "details")
  SELECT 'researcher.duplicate_removed', 'researcher', r."id"::text,
    jsonb_build_object('userId', r."user_id", 'researchInstituteId', r."research_institute_id", 'keptResearcherId', k."id")
  FROM "researchers" r JOIN (SELECT "user_id", min("id") AS "id" FROM "researchers" GROUP BY "user_id") k
    ON k."user_id" = r."user_id" AND r."id" <> k."id";--> statement-breakpoint
DELETE FROM "researchers" r
  USING (SELECT "user_id", min("id") AS "id" FROM "researchers" GROUP BY "user_id") k
  WHERE k."user_id" = r."user_id" AND r."id" <> k."id";--> statement-breakpoint
CREATE UNIQUE INDEX "researchers_user_key" ON "researchers" USING btree ("user_id");--> statement-breakpoint
-- Hand-written. Staff lists show a pending member's link dates: a resent link changes the cached list.
CREATE TRIGGER "invitations_bump_school_staff_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invitations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_school_staff_version"();
