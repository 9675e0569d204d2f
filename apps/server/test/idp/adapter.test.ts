import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { idpModels } from '../../src/db/schema/index.ts';
import { createAdapterFactory, deleteExpiredModels } from '../../src/idp/adapter.ts';
import { openTestDatabase } from './support.ts';

let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});

afterAll(async () => {
  await dispose();
});

describe('database adapter', () => {
  it('stores, finds, consumes and destroys a model', async () => {
    const codes = createAdapterFactory(database.db)('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a', grantId: 'g1' }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: 'a', grantId: 'g1' });
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('keeps kinds apart and finds sessions by uid', async () => {
    const adapter = createAdapterFactory(database.db);
    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await adapter('Session').findByUid('u1')).toMatchObject({ accountId: 'a' });
    expect(await adapter('Grant').find('s1')).toBeUndefined();
  });

  it('hides expired models and deletes them on clean-up', async () => {
    const grants = createAdapterFactory(database.db)('Grant');
    await grants.upsert('old', { accountId: 'a' }, 60);
    await database.db.update(idpModels).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await grants.find('old')).toBeUndefined();
    await deleteExpiredModels(database.db);
    expect(await database.db.select().from(idpModels)).toEqual([]);
  });

  it('revokes every token of a grant', async () => {
    const tokens = createAdapterFactory(database.db)('RefreshToken');
    await tokens.upsert('r1', { grantId: 'g2' }, 60);
    await tokens.upsert('r2', { grantId: 'g2' }, 60);
    await tokens.upsert('r3', { grantId: 'other' }, 60);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await tokens.find('r2')).toBeUndefined();
    expect(await tokens.find('r3')).toBeDefined();
  });
});
