// The school and staff lists are served from a per-instance cache (lib/cached-list.ts):
// whatever writes the tables, and whoever asked first, each viewer gets the current list of
// their own scope.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invitations,
  researchInstitutes,
  schools,
  schoolStaff,
  users,
} from '../../../src/db/schema/index.ts';
import {
  buildTestApp,
  insertInstituteWithResearcher,
  insertSchool,
  insertUser,
  type TestApp,
  type TokenOptions,
} from '../../helper.ts';

let t: TestApp;
let instituteA: number;
let instituteB: number;
const admin: TokenOptions = { email: 'admin@example.org', roles: ['admin'] };
const researcherA: TokenOptions = { email: 'a@example.org', roles: ['researcher'] };
const researcherB: TokenOptions = { email: 'b@example.org', roles: ['researcher'] };

beforeAll(async () => {
  t = await buildTestApp();
  instituteA = await insertInstituteWithResearcher(t.db, 'Institute A', {
    email: researcherA.email!,
  });
  instituteB = await insertInstituteWithResearcher(t.db, 'Institute B', {
    email: researcherB.email!,
  });
});
afterAll(() => t.close());

async function get(url: string, who: TokenOptions, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers: { ...(await t.authHeader(who)), ...headers } });
}

const schoolNames = async (who: TokenOptions) =>
  ((await get('/api/schools', who)).json().schools as { name: string }[]).map((s) => s.name);

describe('GET /api/schools from the cache', () => {
  it('gives each viewer their own scope, whoever asked first', async () => {
    await insertSchool(t.db, 'A School', instituteA);
    await insertSchool(t.db, 'B School', instituteB);
    expect(await schoolNames(admin)).toEqual(['A School', 'B School']);
    expect(await schoolNames(researcherA)).toEqual(['A School']);
    expect(await schoolNames(researcherB)).toEqual(['B School']);
    expect(await schoolNames(admin)).toEqual(['A School', 'B School']);
  });

  it('shows writes made straight in the database, and an unchanged ETag after a rollback', async () => {
    const id = await insertSchool(t.db, 'Direct', null);
    expect(await schoolNames(admin)).toContain('Direct');

    await t.db
      .update(researchInstitutes)
      .set({ name: 'Institute A, renamed' })
      .where(eq(researchInstitutes.id, instituteA));
    const list = (await get('/api/schools', researcherA)).json().schools;
    expect(list[0].managingInstitute.name).toBe('Institute A, renamed');

    await t.db.delete(schools).where(eq(schools.id, id));
    expect(await schoolNames(admin)).not.toContain('Direct');

    const before = (await get('/api/schools', admin)).headers.etag as string;
    await t.db
      .transaction(async (tx) => {
        await tx.insert(schools).values({ name: 'Ghost', managingInstituteId: null });
        tx.rollback();
      })
      .catch(() => {});
    const after = await get('/api/schools', admin, { 'if-none-match': before });
    expect(after.statusCode).toBe(304);
  });

  it("never answers 304 to a tag of another viewer's list", async () => {
    const adminTag = (await get('/api/schools', admin)).headers.etag as string;
    const asResearcher = await get('/api/schools', researcherA, { 'if-none-match': adminTag });
    expect(asResearcher.statusCode).toBe(200);
    expect(asResearcher.headers.etag).not.toBe(adminTag);
  });
});

describe('GET /api/schools/{id}/staff and /admins from the cache', () => {
  it('shows names, roles and the managing institute as they change', async () => {
    const schoolId = await insertSchool(t.db, 'Staffed', instituteA);
    const userId = await insertUser(t.db, { email: 'member@example.org' });
    await t.db
      .insert(schoolStaff)
      .values({ schoolId, userId, isAdmin: true, isTeacher: false, acceptedAt: new Date() });
    const staffUrl = `/api/schools/${schoolId}/staff`;
    const adminsUrl = `/api/schools/${schoolId}/admins`;

    expect((await get(staffUrl, admin)).json().staff[0].firstName).toBe('');
    expect((await get(adminsUrl, researcherA)).json().admins).toHaveLength(1);
    expect((await get(staffUrl, researcherB)).statusCode).toBe(404);

    // Onboarding writes names into users.
    await t.db.update(users).set({ firstName: 'Mia' }).where(eq(users.id, userId));
    expect((await get(staffUrl, researcherA)).json().staff[0].firstName).toBe('Mia');

    await t.db
      .update(schoolStaff)
      .set({ isAdmin: false, isTeacher: true })
      .where(and(eq(schoolStaff.schoolId, schoolId), eq(schoolStaff.userId, userId)));
    expect((await get(adminsUrl, researcherA)).json().admins).toEqual([]);
    expect((await get(staffUrl, admin)).json().staff[0].isTeacher).toBe(true);

    // The managing institute decides who may see the cached list.
    await t.db
      .update(schools)
      .set({ managingInstituteId: instituteB })
      .where(eq(schools.id, schoolId));
    expect((await get(staffUrl, researcherA)).statusCode).toBe(404);
    expect((await get(staffUrl, researcherB)).json().staff[0].firstName).toBe('Mia');
  });

  it("shows a pending member's link, its replacement and the acceptance as they are written", async () => {
    const schoolId = await insertSchool(t.db, 'Inviting', instituteA);
    const userId = await insertUser(t.db, { email: 'invitee@example.org', firstName: 'Ivy' });
    await t.db.insert(schoolStaff).values({ schoolId, userId, isAdmin: true, isTeacher: false });
    const staffUrl = `/api/schools/${schoolId}/staff`;
    expect((await get(staffUrl, admin)).json().staff[0]).toMatchObject({
      firstName: '',
      status: 'pending',
      invitation: null,
    });
    // A link written straight into invitations (the resend path) shows at once.
    const expiresAt = new Date('2030-01-02T03:04:05.000Z');
    const link = { userId, staffSchoolId: schoolId, expiresAt };
    await t.db.insert(invitations).values({ ...link, tokenHash: 'first' });
    expect((await get(staffUrl, admin)).json().staff[0].invitation.expiresAt).toBe(
      expiresAt.toISOString(),
    );
    const later = new Date('2030-02-03T04:05:06.000Z');
    await t.db.delete(invitations).where(eq(invitations.tokenHash, 'first'));
    await t.db.insert(invitations).values({ ...link, expiresAt: later, tokenHash: 'second' });
    expect((await get(staffUrl, admin)).json().staff[0].invitation.expiresAt).toBe(
      later.toISOString(),
    );
    // Acceptance: names and no link.
    await t.db
      .update(schoolStaff)
      .set({ acceptedAt: new Date() })
      .where(eq(schoolStaff.userId, userId));
    await t.db
      .update(invitations)
      .set({ usedAt: new Date() })
      .where(eq(invitations.userId, userId));
    expect((await get(staffUrl, admin)).json().staff[0]).toMatchObject({
      firstName: 'Ivy',
      status: 'active',
      invitation: null,
    });
    // Revoke of another pending member.
    const otherId = await insertUser(t.db, { email: 'other.invitee@example.org' });
    await t.db
      .insert(schoolStaff)
      .values({ schoolId, userId: otherId, isAdmin: true, isTeacher: false });
    expect((await get(staffUrl, admin)).json().staff).toHaveLength(2);
    await t.db.delete(schoolStaff).where(eq(schoolStaff.userId, otherId));
    expect((await get(staffUrl, admin)).json().staff).toHaveLength(1);
  });

  it('answers 404 for an unknown school, also when asked again', async () => {
    expect((await get('/api/schools/999999/staff', admin)).statusCode).toBe(404);
    expect((await get('/api/schools/999999/staff', admin)).statusCode).toBe(404);
  });
});
