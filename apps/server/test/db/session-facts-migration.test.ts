// The migration that records a session's school, group and age with it, on a database holding
// sessions of the rules before it: they take their participant's school and group as they are
// (the best record there is) and no age.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedUpTo } from './migration-before.ts';

let db: PGlite;

beforeAll(async () => {
  let applyIt: () => Promise<void>;
  ({ db, applyIt } = await migratedUpTo('_session_facts.sql'));
  await db.exec(`
    INSERT INTO research_institutes (name) VALUES ('Institute');
    INSERT INTO schools (name, managing_institute_id) VALUES ('Hill School', 1);
    INSERT INTO assessments (name, research_institute_id) VALUES ('A', 1);
    INSERT INTO participants (subject_id, research_institute_id, school_id, group_label)
      VALUES ('S-1', 1, 1, '3b'), ('S-2', 1, NULL, NULL);
    INSERT INTO assessment_sessions (assessment_id, participant_id, token_hash, expires_at)
      VALUES (1, 1, 'one', now()), (1, 2, 'two', now());
  `);
  await applyIt();
});
afterAll(() => db.close());

describe('the session-facts migration', () => {
  it("gives each earlier session its participant's school and group, and no age", async () => {
    const { rows } = await db.query(
      'SELECT token_hash, school_id, group_label, age_months FROM assessment_sessions ORDER BY id',
    );
    expect(rows).toEqual([
      { token_hash: 'one', school_id: 1, group_label: '3b', age_months: null },
      { token_hash: 'two', school_id: null, group_label: null, age_months: null },
    ]);
  });

  it('refuses a birth year without its month, and an unknown sex', async () => {
    await expect(
      db.exec(`UPDATE participants SET birth_year = 2018 WHERE subject_id = 'S-1'`),
    ).rejects.toThrow(/participants_birth_check/);
    await expect(
      db.exec(`UPDATE participants SET sex = 'x' WHERE subject_id = 'S-1'`),
    ).rejects.toThrow(/participants_sex_check/);
  });
});
