ALTER TABLE "participants" ADD COLUMN "birth_year" smallint;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "birth_month" smallint;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "group_label" text;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "age_months" integer;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_birth_check" CHECK (("participants"."birth_year" is null) = ("participants"."birth_month" is null) and "participants"."birth_month" between 1 and 12 and "participants"."birth_year" >= 1900);--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_sex_check" CHECK ("participants"."sex" in ('female', 'male', 'diverse', 'not_stated'));--> statement-breakpoint
-- Sessions made before take their participant's school and group as they are now, the best
-- record there is; no birth month was kept, so they have no age.
UPDATE "assessment_sessions" AS s SET "school_id" = p."school_id", "group_label" = p."group_label"
FROM "participants" AS p WHERE p."id" = s."participant_id";
