-- Hand-gesture tasks can be played: an instance's item_count is its trials, as the game counts
-- them (hand-gesture-tasks.ts): a Hand Game's test trials, one for a gesture to imitate, none for
-- other task data. Instances stored before counted none. A stored task that names a kind but is
-- not one cannot be played whatever its count (an assessment refuses it).
UPDATE "game_instances" SET "item_count" = CASE
  WHEN "content"->>'kind' = 'hand-game' AND jsonb_typeof("content"->'trials') = 'array'
    THEN jsonb_array_length("content"->'trials')
  WHEN "content"->>'kind' = 'imitate' OR (NOT "content" ? 'kind' AND "content" ? 'gesture')
    THEN 1
  ELSE 0
END
WHERE "game" = 'hand-gesture';
