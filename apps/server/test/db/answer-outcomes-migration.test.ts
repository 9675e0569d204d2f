// The migration that stores each answer's outcome and each session's counts in one form for
// every game, on a database holding rule-finding answers of the rules before it: every answer
// gets the outcome its response and correctness meant, every session its counts, and the
// store function keeps them from then on.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedUpTo } from './migration-before.ts';

let db: PGlite;

beforeAll(async () => {
  let applyIt: () => Promise<void>;
  ({ db, applyIt } = await migratedUpTo('_answer_outcomes.sql'));
  await db.exec(`
    INSERT INTO research_institutes (name) VALUES ('Institute');
    INSERT INTO rule_finding_instances (sequence_number, item_data, content_hash)
      VALUES (1, '{}', 'h1');
    INSERT INTO assessments (name, research_institute_id) VALUES ('A', 1);
    INSERT INTO assessment_items (assessment_id, position, instance_id) VALUES (1, 0, 1);
    INSERT INTO participants (subject_id, research_institute_id) VALUES ('S-1', 1);
    INSERT INTO assessment_sessions (assessment_id, participant_id, token_hash, expires_at,
        answered_count, hit_count, miss_count, false_alarm_count, correct_rejection_count)
      VALUES (1, 1, 'played', now() + interval '1 day', 5, 2, 1, 1, 1),
             (1, 1, 'open', now() + interval '1 day', 0, 0, 0, 0, 0);
    INSERT INTO session_answers (session_id, position, item_index, instance_id, response,
        correct, reaction_time_ms, input_type, client_shown_at, client_answered_at)
      SELECT 1, 0, n, 1, r, c, 900, 'touch', now(), now()
      FROM (VALUES (0, 'fits', true), (1, 'fits', true), (2, 'does_not_fit', false),
        (3, 'fits', false), (4, 'does_not_fit', true)) v(n, r, c);
  `);
  await applyIt();
});
afterAll(() => db.close());

describe('the answer-outcomes migration', () => {
  it('gives every answer the outcome its response and correctness meant', async () => {
    const { rows } = await db.query<{ outcome: string }>(
      'SELECT outcome FROM session_answers ORDER BY item_index',
    );
    expect(rows.map((row) => row.outcome)).toEqual([
      'hit',
      'hit',
      'miss',
      'false_alarm',
      'correct_rejection',
    ]);
  });

  it("keeps every session's counts as its right answers and its answers by outcome", async () => {
    const { rows } = await db.query(
      'SELECT correct_count, outcome_counts FROM assessment_sessions ORDER BY id',
    );
    expect(rows).toEqual([
      {
        correct_count: 3,
        outcome_counts: { hit: 2, miss: 1, false_alarm: 1, correct_rejection: 1 },
      },
      { correct_count: 0, outcome_counts: {} },
    ]);
  });

  it('adds the outcomes of answers stored later to the counts', async () => {
    const answer = (item: number, outcome: string, correct: boolean) => ({
      ord: item,
      token_hash: 'open',
      position: 0,
      item_index: item,
      instance_id: 1,
      response: 'fits',
      outcome,
      correct,
      reaction_time_ms: 800,
      input_type: 'touch',
      client_shown_at: '2026-05-01T10:00:00Z',
      client_answered_at: '2026-05-01T10:00:01Z',
      total_count: 5,
      device_id: null,
    });
    await db.query('SELECT * FROM store_session_answers($1::jsonb)', [
      JSON.stringify([
        answer(0, 'hit', true),
        answer(1, 'hit', true),
        answer(2, 'false_alarm', false),
      ]),
    ]);
    await db.query('SELECT * FROM store_session_answers($1::jsonb)', [
      JSON.stringify([answer(3, 'hit', true)]),
    ]);
    const { rows } = await db.query(
      "SELECT answered_count, correct_count, outcome_counts FROM assessment_sessions WHERE token_hash = 'open'",
    );
    expect(rows).toEqual([
      { answered_count: 4, correct_count: 3, outcome_counts: { hit: 3, false_alarm: 1 } },
    ]);
  });
});
