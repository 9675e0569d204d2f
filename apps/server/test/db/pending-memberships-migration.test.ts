// The pending-memberships migration on a database that holds data of the rules before it:
// existing memberships stay in force, and a user who was researcher of several institutes keeps
// the first membership, the others recorded in the audit log (ids only) and removed.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedUpTo } from './migration-before.ts';

let db: PGlite;
let applyIt: () => Promise<void>;

beforeAll(async () => {
  ({ db, applyIt } = await migratedUpTo('_pending_memberships.sql'));
  await db.exec(`
    INSERT INTO users (email) VALUES ('twice@example.org'), ('once@example.org');
    INSERT INTO research_institutes (name) VALUES ('First'), ('Second');
    INSERT INTO researchers (user_id, research_institute_id) VALUES (1, 1), (1, 2), (2, 2);
    INSERT INTO schools (name) VALUES ('School');
    INSERT INTO school_staff (school_id, user_id, is_teacher) VALUES (1, 2, true);
  `);
  await applyIt();
});
afterAll(() => db.close());

describe('the pending-memberships migration', () => {
  it("keeps each user's first researcher membership, accepted, and records the removed one", async () => {
    const { rows } = await db.query<{
      user_id: number;
      research_institute_id: number;
      accepted: boolean;
    }>(
      'SELECT user_id, research_institute_id, accepted_at IS NOT NULL AS accepted FROM researchers ORDER BY id',
    );
    expect(rows).toEqual([
      { user_id: 1, research_institute_id: 1, accepted: true },
      { user_id: 2, research_institute_id: 2, accepted: true },
    ]);
    const audit = await db.query<{ action: string; entity_id: string; details: unknown }>(
      'SELECT action, entity_id, details FROM audit_log',
    );
    expect(audit.rows).toEqual([
      {
        action: 'researcher.duplicate_removed',
        entity_id: '2',
        details: { userId: 1, researchInstituteId: 2, keptResearcherId: 1 },
      },
    ]);
  });

  it('keeps staff memberships in force and refuses a second institute from now on', async () => {
    const staff = await db.query<{ accepted: boolean }>(
      'SELECT accepted_at IS NOT NULL AS accepted FROM school_staff',
    );
    expect(staff.rows).toEqual([{ accepted: true }]);
    await expect(
      db.exec('INSERT INTO researchers (user_id, research_institute_id) VALUES (2, 1)'),
    ).rejects.toThrow(/researchers_user_key/);
  });
});
