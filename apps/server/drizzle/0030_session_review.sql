ALTER TABLE "assessment_sessions" ADD COLUMN "examiner_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "irregularities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "excluded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "exclusion_reason" text;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "excluded_by" integer;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_excluded_by_users_id_fk" FOREIGN KEY ("excluded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_exclusion_check" CHECK (("assessment_sessions"."excluded_at" is null) = ("assessment_sessions"."exclusion_reason" is null));--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_irregularities_check" CHECK ("assessment_sessions"."irregularities" <@ array['noise', 'interruption', 'child_unwell', 'technical_problem', 'other']::text[]);