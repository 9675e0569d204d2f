// The migration that keeps assessments locked for good (assessments.locked_at), on a database
// holding data of the rules before it: an assessment with sessions is locked from its first
// session on, so is one whose sessions were all erased (the audit log remembers they started),
// and one that never had a session stays open.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedUpTo } from './migration-before.ts';

let db: PGlite;
let applyIt: () => Promise<void>;

beforeAll(async () => {
  ({ db, applyIt } = await migratedUpTo('_assessments_locked_at.sql'));
  await db.exec(`
    INSERT INTO research_institutes (name) VALUES ('Institute');
    INSERT INTO assessments (name, research_institute_id)
      VALUES ('Played', 1), ('Erased', 1), ('Untouched', 1);
    INSERT INTO participants (subject_id, research_institute_id) VALUES ('S-1', 1);
    INSERT INTO assessment_sessions (assessment_id, participant_id, token_hash, expires_at, created_at)
      VALUES (1, 1, 'a', now() + interval '1 day', '2026-03-02T08:00:00Z'),
             (1, 1, 'b', now() + interval '1 day', '2026-03-01T08:00:00Z');
    -- The sessions of 'Erased' went with their participant; their audit entries stayed.
    INSERT INTO audit_log (action, entity_type, entity_id, details, at)
      VALUES ('session.started', 'session', '1', '{"assessmentId": 1, "participantId": 1}', '2026-03-02T08:00:00Z'),
             ('session.started', 'session', '2', '{"assessmentId": 1, "participantId": 1}', '2026-03-01T08:00:00Z'),
             ('session.started', 'session', '3', '{"assessmentId": 2, "participantId": 2}', '2026-02-01T09:00:00Z'),
             ('participant.erased', 'participant', '2', '{"sessions": 1}', '2026-02-02T09:00:00Z');
  `);
  await applyIt();
});
afterAll(() => db.close());

describe('the assessments-locked-at migration', () => {
  it('locks assessments that ever had a session, from the first one, and no other', async () => {
    const { rows } = await db.query<{ name: string; locked_at: Date | null }>(
      'SELECT name, locked_at FROM assessments ORDER BY id',
    );
    expect(rows).toEqual([
      { name: 'Played', locked_at: new Date('2026-03-01T08:00:00Z') },
      { name: 'Erased', locked_at: new Date('2026-02-01T09:00:00Z') },
      { name: 'Untouched', locked_at: null },
    ]);
  });
});
