import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchInstitutes, schools, schoolStaff, users } from '../../../src/db/schema/index.ts';
import { createStaffListCache } from '../../../src/modules/school-staff/staff-list-cache.ts';
import { buildTestApp, insertUser, type TestApp } from '../../helper.ts';

let t: TestApp;
let schoolId: number;
let userId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [school] = await t.db
    .insert(schools)
    .values({ name: 'Cached School', managingInstituteId: null })
    .returning({ id: schools.id });
  schoolId = school!.id;
  userId = await insertUser(t.db, { email: 'member@example.org' });
  await t.db.insert(schoolStaff).values({ schoolId, userId, isAdmin: true, isTeacher: false });
});
afterAll(() => t.close());

describe('staff list cache', () => {
  it('serves the same list while nothing changed, and a fresh one after any write', async () => {
    const cache = createStaffListCache();
    const first = await cache.get(t.db, schoolId);
    expect(first?.staff.map((member) => member.firstName)).toEqual(['']);
    expect(await cache.get(t.db, schoolId)).toBe(first);

    // Onboarding writes names into users: the list shows them at once.
    await t.db.update(users).set({ firstName: 'Mia' }).where(eq(users.id, userId));
    expect((await cache.get(t.db, schoolId))?.staff[0]?.firstName).toBe('Mia');

    await t.db
      .update(schoolStaff)
      .set({ isAdmin: false, isTeacher: true })
      .where(and(eq(schoolStaff.schoolId, schoolId), eq(schoolStaff.userId, userId)));
    expect((await cache.get(t.db, schoolId, { adminsOnly: true }))?.staff).toEqual([]);
    expect((await cache.get(t.db, schoolId))?.staff[0]?.isTeacher).toBe(true);
  });

  it('sees a new managing institute, which decides who may see the list', async () => {
    const cache = createStaffListCache();
    expect((await cache.get(t.db, schoolId))?.managingInstituteId).toBeNull();
    const [institute] = await t.db
      .insert(researchInstitutes)
      .values({ name: 'Now Managing' })
      .returning({ id: researchInstitutes.id });
    await t.db
      .update(schools)
      .set({ managingInstituteId: institute!.id })
      .where(eq(schools.id, schoolId));
    expect((await cache.get(t.db, schoolId))?.managingInstituteId).toBe(institute!.id);
  });

  it('answers undefined for an unknown school', async () => {
    expect(await createStaffListCache().get(t.db, 999999)).toBeUndefined();
  });
});
