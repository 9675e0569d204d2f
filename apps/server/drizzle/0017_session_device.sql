ALTER TABLE "assessment_sessions" ADD COLUMN "device_id" text;
--> statement-breakpoint
-- store_session_answers (migrations 0013, 0015) stores an answer only from the device the session
-- is bound to (any device while it is bound to none), and binds it to the device of its first
-- stored answer when the page's start did not reach the server.
CREATE OR REPLACE FUNCTION store_session_answers(answers jsonb)
RETURNS TABLE (ord int, answered_count int, completed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM jsonb_to_recordset(answers) AS i(
      ord int, token_hash text, position int, item_index int, instance_id int,
      response text, correct boolean, reaction_time_ms int, input_type text,
      client_shown_at timestamptz, client_answered_at timestamptz, total_count int,
      device_id text)
  ), open AS (
    SELECT i.*, s.id AS session_id
    FROM input i JOIN assessment_sessions s ON s.token_hash = i.token_hash
    WHERE s.revoked_at IS NULL AND s.completed_at IS NULL AND s.expires_at > now()
      AND (s.device_id IS NULL OR s.device_id = i.device_id)
  ), stored AS (
    INSERT INTO session_answers (session_id, position, item_index, instance_id, response,
      correct, reaction_time_ms, input_type, client_shown_at, client_answered_at)
    SELECT session_id, position, item_index, instance_id, response, correct,
      reaction_time_ms, input_type, client_shown_at, client_answered_at
    FROM open ORDER BY session_id, position, item_index
    ON CONFLICT (session_id, position, item_index) DO NOTHING
    RETURNING session_id, position, item_index
  ), added AS (
    SELECT session_id, count(*)::int AS n, max(total_count) AS total_count,
      max(device_id) AS device_id,
      count(*) FILTER (WHERE response = 'fits' AND correct)::int AS hits,
      count(*) FILTER (WHERE response = 'does_not_fit' AND NOT correct)::int AS misses,
      count(*) FILTER (WHERE response = 'fits' AND NOT correct)::int AS false_alarms,
      count(*) FILTER (WHERE response = 'does_not_fit' AND correct)::int AS correct_rejections
    FROM stored JOIN open USING (session_id, position, item_index)
    GROUP BY session_id
  ), counted AS (
    UPDATE assessment_sessions s SET
      answered_count = s.answered_count + a.n,
      hit_count = s.hit_count + a.hits,
      miss_count = s.miss_count + a.misses,
      false_alarm_count = s.false_alarm_count + a.false_alarms,
      correct_rejection_count = s.correct_rejection_count + a.correct_rejections,
      device_id = coalesce(s.device_id, a.device_id),
      completed_at = CASE WHEN s.answered_count + a.n >= a.total_count
        THEN coalesce(s.completed_at, now()) ELSE s.completed_at END
    FROM added a WHERE s.id = a.session_id
    RETURNING s.id, s.answered_count, a.n, a.total_count
  ), audited AS (
    INSERT INTO audit_log (actor_user_id, action, entity_type, entity_id, details)
    SELECT NULL, 'session.completed', 'session', c.id::text,
      jsonb_build_object('answeredCount', c.answered_count)
    FROM counted c
    WHERE c.answered_count >= c.total_count AND c.answered_count - c.n < c.total_count
  )
  SELECT o.ord, c.answered_count, c.answered_count >= c.total_count
  FROM stored JOIN open o USING (session_id, position, item_index)
    JOIN counted c ON c.id = o.session_id;
END
$$;
