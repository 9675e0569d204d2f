-- Each answer keeps what its game judged it (a rule-finding answer: hit, miss, false alarm or
-- correct rejection), and each session its answers by outcome and its right answers, in one form
-- for every game. Until now every answer was a rule-finding one: its outcome follows from its
-- response and whether it was right, as the server stored them.
ALTER TABLE "session_answers" ADD COLUMN "outcome" text;--> statement-breakpoint
UPDATE "session_answers" SET "outcome" = CASE
	WHEN response = 'fits' AND correct THEN 'hit'
	WHEN response = 'does_not_fit' AND NOT correct THEN 'miss'
	WHEN response = 'fits' AND NOT correct THEN 'false_alarm'
	ELSE 'correct_rejection' END;--> statement-breakpoint
ALTER TABLE "session_answers" ALTER COLUMN "outcome" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "correct_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "outcome_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "assessment_sessions" SET
	"correct_count" = hit_count + correct_rejection_count,
	"outcome_counts" = jsonb_strip_nulls(jsonb_build_object(
		'hit', nullif(hit_count, 0),
		'miss', nullif(miss_count, 0),
		'false_alarm', nullif(false_alarm_count, 0),
		'correct_rejection', nullif(correct_rejection_count, 0)));--> statement-breakpoint
ALTER TABLE "assessment_sessions" DROP COLUMN "hit_count";--> statement-breakpoint
ALTER TABLE "assessment_sessions" DROP COLUMN "miss_count";--> statement-breakpoint
ALTER TABLE "assessment_sessions" DROP COLUMN "false_alarm_count";--> statement-breakpoint
ALTER TABLE "assessment_sessions" DROP COLUMN "correct_rejection_count";
--> statement-breakpoint
-- store_session_answers (migrations 0013, 0015, 0017) stores the outcome the game gave each
-- answer, and raises the session's correct count and its counts by outcome by the answers it
-- stores, in the same update as answered_count; it decides nothing about an answer itself.
CREATE OR REPLACE FUNCTION store_session_answers(answers jsonb)
RETURNS TABLE (ord int, answered_count int, completed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM jsonb_to_recordset(answers) AS i(
      ord int, token_hash text, position int, item_index int, instance_id int,
      response text, outcome text, correct boolean, reaction_time_ms int, input_type text,
      client_shown_at timestamptz, client_answered_at timestamptz, total_count int,
      device_id text)
  ), open AS (
    SELECT i.*, s.id AS session_id
    FROM input i JOIN assessment_sessions s ON s.token_hash = i.token_hash
    WHERE s.revoked_at IS NULL AND s.completed_at IS NULL AND s.expires_at > now()
      AND (s.device_id IS NULL OR s.device_id = i.device_id)
  ), stored AS (
    INSERT INTO session_answers (session_id, position, item_index, instance_id, response,
      outcome, correct, reaction_time_ms, input_type, client_shown_at, client_answered_at)
    SELECT session_id, position, item_index, instance_id, response, outcome, correct,
      reaction_time_ms, input_type, client_shown_at, client_answered_at
    FROM open ORDER BY session_id, position, item_index
    ON CONFLICT (session_id, position, item_index) DO NOTHING
    RETURNING session_id, position, item_index
  ), stored_open AS (
    SELECT o.* FROM stored JOIN open o USING (session_id, position, item_index)
  ), by_outcome AS (
    SELECT session_id, jsonb_object_agg(outcome, n) AS outcomes
    FROM (SELECT session_id, outcome, count(*)::int AS n FROM stored_open
      GROUP BY session_id, outcome) o
    GROUP BY session_id
  ), added AS (
    SELECT session_id, count(*)::int AS n, count(*) FILTER (WHERE correct)::int AS n_correct,
      max(total_count) AS total_count, max(device_id) AS device_id
    FROM stored_open
    GROUP BY session_id
  ), counted AS (
    UPDATE assessment_sessions s SET
      answered_count = s.answered_count + a.n,
      correct_count = s.correct_count + a.n_correct,
      outcome_counts = s.outcome_counts || (
        SELECT jsonb_object_agg(e.key, e.value::int + coalesce((s.outcome_counts ->> e.key)::int, 0))
        FROM jsonb_each_text(b.outcomes) e),
      device_id = coalesce(s.device_id, a.device_id),
      completed_at = CASE WHEN s.answered_count + a.n >= a.total_count
        THEN coalesce(s.completed_at, now()) ELSE s.completed_at END
    FROM added a JOIN by_outcome b USING (session_id) WHERE s.id = a.session_id
    RETURNING s.id, s.answered_count, a.n, a.total_count
  ), audited AS (
    INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, details)
    SELECT NULL, 'session.completed', 'session', c.id::text,
      jsonb_build_object('answeredCount', c.answered_count)
    FROM counted c
    WHERE c.answered_count >= c.total_count AND c.answered_count - c.n < c.total_count
  )
  SELECT o.ord, c.answered_count, c.answered_count >= c.total_count
  FROM stored_open o JOIN counted c ON c.id = o.session_id;
END
$$;
