ALTER TABLE "assessment_sessions" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Sessions made before count in the order they were made.
UPDATE "assessment_sessions" AS s SET "attempt" = numbered.n
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "participant_id", "assessment_id" ORDER BY "id") AS n
  FROM "assessment_sessions"
) AS numbered
WHERE numbered."id" = s."id" AND numbered.n <> 1;
