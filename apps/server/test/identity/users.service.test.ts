import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema/index.ts';
import { linkOrCreateUser } from '../../src/identity/users.service.ts';
import { buildTestApp, insertUser, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const identity = (subject: string, email: string) => ({
  issuer: 'https://issuer.example.org',
  subject,
  email,
  firstName: 'New',
  lastName: 'Person',
});

async function auditOf(userId: number) {
  return t.db
    .select({ action: auditLog.action, actorUserId: auditLog.actorUserId })
    .from(auditLog)
    .where(eq(auditLog.entityId, String(userId)));
}

describe('linkOrCreateUser', () => {
  it('creates the user of an unknown email with its audit entry', async () => {
    const created = await linkOrCreateUser(t.db, identity('sub-new', 'new@example.org'));
    expect(created).toMatchObject({ email: 'new@example.org', firstName: 'New' });
    expect(await auditOf(created!.id)).toEqual([
      { action: 'user.created', actorUserId: created!.id },
    ]);
  });

  it('links a known email (case-insensitive) with its audit entry', async () => {
    const id = await insertUser(t.db, { email: 'Known@Example.org' });
    const linked = await linkOrCreateUser(t.db, identity('sub-known', 'known@example.org'));
    expect(linked?.id).toBe(id);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ oidcSubject: 'sub-known' });
    expect(await auditOf(id)).toEqual([{ action: 'user.linked', actorUserId: id }]);
  });

  it('finds the user an earlier call of the same identity made, without a second entry', async () => {
    const first = await linkOrCreateUser(t.db, identity('sub-twice', 'twice@example.org'));
    const second = await linkOrCreateUser(t.db, identity('sub-twice', 'twice@example.org'));
    expect(second?.id).toBe(first?.id);
    expect(await auditOf(first!.id)).toHaveLength(1);
  });

  it('answers undefined when the email belongs to another identity of the issuer', async () => {
    await linkOrCreateUser(t.db, identity('sub-owner', 'taken@example.org'));
    expect(
      await linkOrCreateUser(t.db, identity('sub-other', 'taken@example.org')),
    ).toBeUndefined();
  });
});
