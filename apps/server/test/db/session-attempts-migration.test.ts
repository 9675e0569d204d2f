// The migration that keeps each session's attempt number, on a database holding sessions of the
// rules before it: each participant's sessions of an assessment count in the order they were made.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedUpTo } from './migration-before.ts';

let db: PGlite;

beforeAll(async () => {
  let applyIt: () => Promise<void>;
  ({ db, applyIt } = await migratedUpTo('_session_attempts.sql'));
  await db.exec(`
    INSERT INTO research_institutes (name) VALUES ('Institute');
    INSERT INTO assessments (name, research_institute_id) VALUES ('A', 1), ('B', 1);
    INSERT INTO participants (subject_id, research_institute_id) VALUES ('S-1', 1), ('S-2', 1);
    INSERT INTO assessment_sessions (assessment_id, participant_id, token_hash, expires_at)
      VALUES (1, 1, 'a1', now()), (2, 1, 'b1', now()), (1, 2, 'a1-other', now()),
             (1, 1, 'a2', now()), (1, 1, 'a3', now());
  `);
  await applyIt();
});
afterAll(() => db.close());

describe('the session-attempts migration', () => {
  it("numbers each participant's sessions of an assessment in the order they were made", async () => {
    const { rows } = await db.query(
      'SELECT token_hash, attempt FROM assessment_sessions ORDER BY id',
    );
    expect(rows).toEqual([
      { token_hash: 'a1', attempt: 1 },
      { token_hash: 'b1', attempt: 1 },
      { token_hash: 'a1-other', attempt: 1 },
      { token_hash: 'a2', attempt: 2 },
      { token_hash: 'a3', attempt: 3 },
    ]);
  });
});
