import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { recordAudit } from '../../src/db/record-audit.ts';
import { buildTestApp, insertUser, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('recordAudit', () => {
  it('stores who did what to which record, and when', async () => {
    const actor = await insertUser(t.db, { email: 'actor@example.org' });
    await recordAudit(t.db, {
      actorUserId: actor,
      action: 'school.created',
      entityType: 'school',
      entityId: 7,
      details: { fields: ['name'] },
    });
    await recordAudit(t.db, {
      actorUserId: null,
      action: 'demo.seeded',
      entityType: 'system',
      entityId: null,
    });
    const rows = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows).toMatchObject([
      {
        actorUserId: actor,
        action: 'school.created',
        entityType: 'school',
        entityId: '7',
        details: { fields: ['name'] },
      },
      {
        actorUserId: null,
        action: 'demo.seeded',
        entityType: 'system',
        entityId: null,
        details: {},
      },
    ]);
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });

  it('is part of the transaction it is given', async () => {
    const before = (await t.db.select().from(auditLog)).length;
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorUserId: null,
          action: 'x.failed',
          entityType: 'x',
          entityId: 1,
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await t.db.select().from(auditLog)).toHaveLength(before);
  });
});
