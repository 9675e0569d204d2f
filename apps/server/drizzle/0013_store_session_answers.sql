-- Stores a batch of play answers (see storeAnswers in src/modules/play/play.repository.ts) in one
-- call. The statement is the same every time, so it lives in a function: PostgreSQL keeps a
-- function's plans for the connection, whereas the same statement sent as text is parsed and
-- planned again on every call, which on the embedded database cost more than storing the rows.
--
-- Each answer is stored where its token opens its session (not revoked, expired or completed) and
-- its key (session, position, item) is new: the unique constraint decides, so two racing repeats
-- store one row. The session's answered_count grows by the rows stored (its row lock orders
-- racing batches); the answer that reaches total_count completes the session and writes the
-- audit row, once. Returns, for each stored answer (by its `ord` in the input), the session's
-- count and whether the session is completed; answers not stored return no row.
CREATE FUNCTION store_session_answers(answers jsonb)
RETURNS TABLE (ord int, answered_count int, completed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT * FROM jsonb_to_recordset(answers) AS i(
      ord int, token_hash text, position int, item_index int, instance_id int,
      response text, correct boolean, reaction_time_ms int, input_type text,
      client_shown_at timestamptz, client_answered_at timestamptz, total_count int)
  ), open AS (
    SELECT i.*, s.id AS session_id
    FROM input i JOIN assessment_sessions s ON s.token_hash = i.token_hash
    WHERE s.revoked_at IS NULL AND s.completed_at IS NULL AND s.expires_at > now()
  ), stored AS (
    INSERT INTO session_answers (session_id, position, item_index, instance_id, response,
      correct, reaction_time_ms, input_type, client_shown_at, client_answered_at)
    SELECT session_id, position, item_index, instance_id, response, correct,
      reaction_time_ms, input_type, client_shown_at, client_answered_at
    FROM open ORDER BY session_id, position, item_index
    ON CONFLICT (session_id, position, item_index) DO NOTHING
    RETURNING session_id, position, item_index
  ), added AS (
    SELECT session_id, count(*)::int AS n, max(total_count) AS total_count
    FROM stored JOIN open USING (session_id, position, item_index)
    GROUP BY session_id
  ), counted AS (
    UPDATE assessment_sessions s SET
      answered_count = s.answered_count + a.n,
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
