ALTER TABLE "assessments" ADD COLUMN "locked_at" timestamp with time zone;
--> statement-breakpoint
-- An assessment stays locked for good once a session of it was started (set from now on by the
-- statement that inserts its first sessions). Before, it was locked while a session existed:
-- lock those from their first session, and those whose sessions were all erased with their
-- participants from their first `session.started` audit entry, which erasure keeps.
UPDATE "assessments" a SET "locked_at" = f.first_at
FROM (
	SELECT assessment_id, min(started) AS first_at FROM (
		SELECT assessment_id, created_at AS started FROM "assessment_sessions"
		UNION ALL
		SELECT (details ->> 'assessmentId')::int, at FROM "audit_log"
		WHERE action = 'session.started' AND details ? 'assessmentId'
	) s
	GROUP BY assessment_id
) f
WHERE f.assessment_id = a."id";
