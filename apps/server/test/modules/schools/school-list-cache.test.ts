import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchInstitutes, schools } from '../../../src/db/schema/index.ts';
import { createSchoolListCache } from '../../../src/modules/schools/school-list-cache.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('school list cache', () => {
  it('serves the same list while nothing changed, and a fresh one after any write', async () => {
    const cache = createSchoolListCache();
    const [institute] = await t.db
      .insert(researchInstitutes)
      .values({ name: 'Old Name' })
      .returning({ id: researchInstitutes.id });
    await t.db.insert(schools).values({ name: 'Beta', managingInstituteId: institute!.id });

    const first = await cache.all(t.db);
    expect(first.map((school) => school.name)).toEqual(['Beta']);
    expect(await cache.all(t.db)).toBe(first);

    // Writes that bypass the API are seen too: the triggers raise the counter.
    await t.db.insert(schools).values({ name: 'alpha', managingInstituteId: null });
    const afterInsert = await cache.all(t.db);
    expect(afterInsert.map((school) => school.name)).toEqual(['alpha', 'Beta']);

    await t.db
      .update(researchInstitutes)
      .set({ name: 'New Name' })
      .where(eq(researchInstitutes.id, institute!.id));
    const afterRename = await cache.all(t.db);
    expect(afterRename[1]?.managingInstitute?.name).toBe('New Name');

    await t.db.delete(schools).where(eq(schools.name, 'alpha'));
    expect((await cache.all(t.db)).map((school) => school.name)).toEqual(['Beta']);
  });

  it('does not keep a list that a rolled-back write never changed', async () => {
    const cache = createSchoolListCache();
    const before = await cache.all(t.db);
    await t.db
      .transaction(async (tx) => {
        await tx.insert(schools).values({ name: 'Ghost', managingInstituteId: null });
        tx.rollback();
      })
      .catch(() => {});
    expect(await cache.all(t.db)).toBe(before);
  });
});
