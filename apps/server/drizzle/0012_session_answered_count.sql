ALTER TABLE "assessment_sessions" ADD COLUMN "answered_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Sessions recorded before the counter existed start from their stored answers.
UPDATE "assessment_sessions" s SET "answered_count" = (
	SELECT count(*) FROM "session_answers" a WHERE a."session_id" = s."id"
);
