-- A session that ends before its last item on the tablet (the child declined, or an adult
-- stopped it), and the institute's setting for the answers given before. The play API's function
-- stores no answer for such a session.
ALTER TABLE "research_institutes" ADD COLUMN "answers_after_stop" text DEFAULT 'keep' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "ended_early_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "early_end_reason" text;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD COLUMN "discarded_answers" integer;--> statement-breakpoint
ALTER TABLE "research_institutes" ADD CONSTRAINT "research_institutes_answers_after_stop_check" CHECK ("research_institutes"."answers_after_stop" in ('keep', 'discard'));--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_early_end_check" CHECK (("assessment_sessions"."ended_early_at" is null) = ("assessment_sessions"."early_end_reason" is null)
        and ("assessment_sessions"."ended_early_at" is null) = ("assessment_sessions"."discarded_answers" is null)
        and "assessment_sessions"."early_end_reason" in ('declined', 'stopped_by_child', 'stopped_by_examiner')
        and ("assessment_sessions"."stop_reason" is null) = ("assessment_sessions"."early_end_reason" is distinct from 'stopped_by_child'
          and "assessment_sessions"."early_end_reason" is distinct from 'stopped_by_examiner')
        and "assessment_sessions"."stop_reason" in ('tired', 'upset', 'unwell', 'interruption', 'technical_problem',
          'out_of_time', 'other'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_session_answers(answers jsonb)
RETURNS TABLE (ord int, answered_count int, completed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM jsonb_to_recordset(answers) AS i(
      ord int, token_hash text, position int, item_index int, game text, instance_id int,
      response jsonb, outcome text, correct boolean, reaction_time_ms int, input_type text,
      client_shown_at timestamptz, client_answered_at timestamptz, total_count int,
      device_id text, early_taps int, first_early_tap_ms int, hidden_ms int)
  ), open AS (
    SELECT i.*, s.id AS session_id
    FROM input i JOIN assessment_sessions s ON s.token_hash = i.token_hash
    WHERE s.revoked_at IS NULL AND s.completed_at IS NULL AND s.ended_early_at IS NULL
      AND s.expires_at > now()
      AND (s.device_id IS NULL OR s.device_id = i.device_id)
  ), stored AS (
    INSERT INTO session_answers (session_id, position, item_index, game, instance_id, response,
      outcome, correct, reaction_time_ms, input_type, client_shown_at, client_answered_at,
      early_taps, first_early_tap_ms, hidden_ms)
    SELECT session_id, position, item_index, game, instance_id, response, outcome, correct,
      reaction_time_ms, input_type, client_shown_at, client_answered_at, early_taps,
      first_early_tap_ms, hidden_ms
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
