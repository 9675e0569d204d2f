import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  idpAccounts,
  mailOutbox,
  schoolStaff,
  users,
} from '../../../src/db/schema/index.ts';
import { insertUser } from '../../helper.ts';
import { organisationsFixtureForFile, type Persona } from '../organisations-fixture.ts';

const f = organisationsFixtureForFile();

const get = (url: string, persona?: Persona) => f.get(url, persona);
const invite = (schoolId: number, body: unknown, persona?: Persona) =>
  f.post(`/api/schools/${schoolId}/staff`, body, persona);
const staffCount = () => f.count(schoolStaff);

describe('GET /api/schools/{id}/staff and /admins', () => {
  it('lists named members by name, then pending ones by email; admins only those with isAdmin', async () => {
    const members = [
      {
        email: 'zoe@example.org',
        firstName: 'Zoe',
        lastName: 'Zimmer',
        isAdmin: true,
        isTeacher: true,
      },
      { email: 'b.waiting@example.org', isAdmin: false, isTeacher: true },
      { email: 'a.waiting@example.org', isAdmin: true, isTeacher: false },
      {
        email: 'adam@example.org',
        firstName: 'adam',
        lastName: 'Apple',
        isAdmin: false,
        isTeacher: false,
      },
    ];
    for (const { isAdmin, isTeacher, ...user } of members) {
      const userId = await insertUser(f.t.db, user);
      await f.t.db
        .insert(schoolStaff)
        .values({ schoolId: f.schoolB, userId, isAdmin, isTeacher, acceptedAt: new Date() });
    }
    const staff = await get(`/api/schools/${f.schoolB}/staff`, 'researcherB');
    expect(staff.statusCode).toBe(200);
    expect(staff.json().staff.map((m: { email: string }) => m.email)).toEqual([
      'adam@example.org',
      'zoe@example.org',
      'a.waiting@example.org',
      'b.waiting@example.org',
      'pending.admin@example.org',
    ]);
    expect(staff.json().staff[1]).toEqual({
      id: expect.any(Number),
      userId: expect.any(Number),
      firstName: 'Zoe',
      lastName: 'Zimmer',
      email: 'zoe@example.org',
      isAdmin: true,
      isTeacher: true,
      status: 'active',
      invitation: null,
    });
    const admins = await get(`/api/schools/${f.schoolB}/admins`, 'researcherB');
    expect(admins.statusCode).toBe(200);
    expect(admins.json().admins.map((m: { email: string }) => m.email)).toEqual([
      'zoe@example.org',
      'a.waiting@example.org',
      'pending.admin@example.org',
    ]);
  });

  it('answers an empty list for a school without staff', async () => {
    const response = await get(`/api/schools/${f.schoolWithoutInstitute}/staff`);
    expect(response.json()).toEqual({ staff: [] });
  });

  it('answers 404 for unknown schools', async () => {
    for (const path of ['staff', 'admins']) {
      expect((await get(`/api/schools/999999/${path}`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/schools/{id}/staff/{userId}', () => {
  it('answers the staff member', async () => {
    const response = await get(`/api/schools/${f.schoolA}/staff/${f.teacherA}`, 'researcherA');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      userId: f.teacherA,
      firstName: 'Tom',
      lastName: 'Teacher',
      email: 'tom.teacher@example.org',
      isAdmin: false,
      isTeacher: true,
      status: 'active',
      invitation: null,
    });
  });

  it("answers 404 for someone not on this school's staff, 400 for malformed ids", async () => {
    const notHere = await get(`/api/schools/${f.schoolB}/staff/${f.teacherA}`);
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().detail).toBe('Staff member not found.');
    expect((await get(`/api/schools/${f.schoolA}/staff/abc`)).statusCode).toBe(400);
    expect((await get(`/api/schools/${f.schoolA}/staff/99999999999`)).statusCode).toBe(400);
    expect((await get(`/api/schools/99999999999/staff`)).statusCode).toBe(400);
  });
});

describe('GET /api/schools/{id}/invitations/{membershipId}', () => {
  /** Researcher A invites `email` (as typed) into school A; the pending membership's id. */
  async function pendingOfSchoolA(email: string, roles = { isAdmin: true, isTeacher: false }) {
    const invited = await invite(f.schoolA, { email, ...roles }, 'researcherA');
    expect(invited.statusCode).toBe(202);
    const { staff } = (await get(`/api/schools/${f.schoolA}/staff`)).json();
    return staff.find((member: { email: string }) => member.email === email).id as number;
  }
  const invitationUrl = (schoolId: number, membershipId: number | string) =>
    `/api/schools/${schoolId}/invitations/${membershipId}`;

  it('answers the pending member as the inviter typed it, with the open link', async () => {
    const id = await pendingOfSchoolA('Page.Pending@Example.org');
    for (const persona of ['admin', 'researcherA'] as const) {
      const response = await get(invitationUrl(f.schoolA, id), persona);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        userId: null,
        firstName: '',
        lastName: '',
        email: 'Page.Pending@Example.org',
        isAdmin: true,
        isTeacher: false,
        status: 'pending',
        invitation: { sentAt: expect.any(String), expiresAt: expect.any(String) },
      });
    }
  });

  it('refuses an id that is no id with 400 naming the parameter', async () => {
    const response = await get(invitationUrl(f.schoolA, 'abc'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('/params/membershipId');
  });

  it("answers 404 for another tenant's school, another school's membership and an accepted one", async () => {
    const id = await pendingOfSchoolA('not.yours@example.org');
    const otherTenant = await get(invitationUrl(f.schoolA, id), 'researcherB');
    expect(otherTenant.statusCode).toBe(404);
    expect(otherTenant.json().detail).toBe('School not found.');
    const wrongSchool = await get(invitationUrl(f.schoolWithoutInstitute, id));
    expect(wrongSchool.statusCode).toBe(404);
    expect(wrongSchool.json().detail).toBe('Invitation not found.');
    const [accepted] = await f.t.db
      .select({ id: schoolStaff.id })
      .from(schoolStaff)
      .where(eq(schoolStaff.userId, f.teacherA));
    const active = await get(invitationUrl(f.schoolA, accepted!.id));
    expect(active.statusCode).toBe(404);
    expect(active.json().detail).toBe('Invitation not found.');
  });
});

describe('POST /api/schools/{id}/staff', () => {
  it('lets an admin invite a teacher: user pending onboarding, membership, account without roles, mail', async () => {
    const response = await invite(f.schoolA, {
      email: ' New.Teacher@Example.org ',
      isAdmin: false,
      isTeacher: true,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ email: 'New.Teacher@Example.org' });
    const [user] = await f.t.db
      .select()
      .from(users)
      .where(eq(users.email, 'New.Teacher@Example.org'));
    const body = { userId: user!.id };
    const [account] = await f.t.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.userId, body.userId));
    expect(account).toMatchObject({ roles: [], passwordHash: null });
    const [mail] = await f.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'New.Teacher@Example.org'));
    expect(mail?.body).toContain('the school "School A"');
    expect(mail?.link).toContain('/invitation?token=');
    const audit = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${f.schoolA}:${body.userId}`));
    expect(audit).toMatchObject([
      {
        action: 'school_staff.invited',
        entityType: 'school_staff',
        details: { isAdmin: false, isTeacher: true },
      },
    ]);
    // The list shows the new member at once, pending (as invited: no user id, the email as
    // typed), with the link's dates.
    const staff = (await get(`/api/schools/${f.schoolA}/staff`)).json().staff as {
      email: string;
    }[];
    expect(staff.find((member) => member.email === 'New.Teacher@Example.org')).toMatchObject({
      userId: null,
      status: 'pending',
      invitation: { sentAt: expect.any(String), expiresAt: expect.any(String) },
    });
  });

  it('lets a researcher invite a school administrator into their own school', async () => {
    const response = await invite(
      f.schoolA,
      { email: 'head@example.org', isAdmin: true, isTeacher: false },
      'researcherA',
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ email: 'head@example.org' });
  });

  it('refuses researchers every other role combination (403) and writes nothing', async () => {
    const before = await staffCount();
    for (const roles of [
      { isAdmin: false, isTeacher: true },
      { isAdmin: true, isTeacher: true },
    ]) {
      const response = await invite(
        f.schoolA,
        { email: 'teach@example.org', ...roles },
        'researcherA',
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(
        'Researchers can only invite school administrators (not teachers).',
      );
    }
    expect(await staffCount()).toBe(before);
    const [user] = await f.t.db.select().from(users).where(eq(users.email, 'teach@example.org'));
    expect(user).toBeUndefined();
  });

  it('answers 409 for someone already on the staff (email case-insensitive), writing nothing', async () => {
    const before = await staffCount();
    const response = await invite(f.schoolA, {
      email: 'TOM.TEACHER@example.org',
      isAdmin: true,
      isTeacher: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('This person is already a staff member of this school.');
    expect(await staffCount()).toBe(before);
  });

  it('adds an existing user to another school pending, without names and without a second account', async () => {
    const usersBefore = await f.count(users);
    const known = await invite(
      f.schoolB,
      { email: 'tom.teacher@example.org', isAdmin: true, isTeacher: false },
      'researcherB',
    );
    const unknown = await invite(
      f.schoolB,
      { email: 'never.seen@example.org', isAdmin: true, isTeacher: false },
      'researcherB',
    );
    // The same answer, field for field, whether the email belonged to a user or not.
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ email: 'tom.teacher@example.org' });
    expect(unknown.json()).toEqual({ email: 'never.seen@example.org' });
    expect(known.body).not.toContain('Tom');
    expect(await f.count(users)).toBe(usersBefore + 1);
    // Until Tom accepts, researcher B sees no name or user id of his, and he has no member page.
    for (const path of ['staff', 'admins']) {
      const response = await get(`/api/schools/${f.schoolB}/${path}`, 'researcherB');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('tom.teacher@example.org');
      expect(response.body).not.toContain('Tom');
      expect(response.body).not.toContain('"lastName":"Teacher"');
      expect(response.body).not.toContain(`"userId":${f.teacherA}`);
    }
    const member = await get(`/api/schools/${f.schoolB}/staff/${f.teacherA}`, 'researcherB');
    expect(member.statusCode).toBe(404);
  });

  // Every other invalid body: the contract's organisations test.
  it('refuses neither role with 400 naming the field', async () => {
    const response = await invite(f.schoolA, {
      email: 'x@example.org',
      isAdmin: false,
      isTeacher: false,
    });
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.path).toBe('/body/isAdmin');
    expect(error.message).toBe('At least one of Admin or Teacher must be selected');
  });

  it('refuses extra fields and unknown schools', async () => {
    const extra = await invite(f.schoolA, {
      email: 'x@example.org',
      isAdmin: true,
      isTeacher: false,
      schoolId: 1,
    });
    expect(extra.statusCode).toBe(400);
    const unknown = await invite(999999, {
      email: 'x@example.org',
      isAdmin: true,
      isTeacher: false,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PATCH /api/schools/{id}/staff/{userId}', () => {
  const patchRoles = async (userId: number, body: object, persona: Persona = 'admin') =>
    f.t.app.inject({
      method: 'PATCH',
      url: `/api/schools/${f.schoolA}/staff/${userId}`,
      headers: await f.headers(persona),
      payload: body,
    });
  const member = async (email: string, roles: { isAdmin: boolean; isTeacher: boolean }) => {
    const userId = await insertUser(f.t.db, { email });
    await f.t.db
      .insert(schoolStaff)
      .values({ schoolId: f.schoolA, userId, ...roles, acceptedAt: new Date() });
    return userId;
  };

  it("changes an accepted member's roles, audited with the roles before and after", async () => {
    const userId = await member('roles.teacher@example.org', { isAdmin: false, isTeacher: true });
    const response = await patchRoles(userId, { isAdmin: true, isTeacher: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ userId, isAdmin: true, isTeacher: true });
    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `${f.schoolA}:${userId}`));
    expect(entry).toMatchObject({
      action: 'school_staff.roles_changed',
      details: {
        from: { isAdmin: false, isTeacher: true },
        to: { isAdmin: true, isTeacher: true },
      },
    });
  });

  it('keeps researchers to school administrators, and asks for at least one role', async () => {
    const admin = await member('roles.admin@example.org', { isAdmin: true, isTeacher: false });
    const toTeacher = await patchRoles(admin, { isAdmin: true, isTeacher: true }, 'researcherA');
    expect(toTeacher.statusCode).toBe(403);
    const none = await patchRoles(admin, { isAdmin: false, isTeacher: false });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].path).toBe('/body/isAdmin');
    expect((await patchRoles(999_999, { isAdmin: true, isTeacher: false })).statusCode).toBe(404);
    const [row] = await f.t.db.select().from(schoolStaff).where(eq(schoolStaff.userId, admin));
    expect(row).toMatchObject({ isAdmin: true, isTeacher: false });
  });

  it("lets a school's administrator change anyone's roles but their own; the change applies at once", async () => {
    // The teacher has read the school's progress, so their roles are kept with their token.
    expect((await f.get(`/api/schools/${f.schoolA}/staff`, 'teacherOfA')).statusCode).toBe(403);
    const promote = await patchRoles(
      f.teacherA,
      { isAdmin: true, isTeacher: true },
      'schoolAdminOfA',
    );
    expect(promote.statusCode, promote.body).toBe(200);
    expect((await f.get(`/api/schools/${f.schoolA}/staff`, 'teacherOfA')).statusCode).toBe(200);
    const self = await patchRoles(
      f.schoolAdminA,
      { isAdmin: false, isTeacher: true },
      'schoolAdminOfA',
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toMatch(/your own membership/);
    await patchRoles(f.teacherA, { isAdmin: false, isTeacher: true });
  });
});

describe("a school's administrator inviting staff", () => {
  it('invites a teacher into their school, and resends and revokes the invitation', async () => {
    const sent = await invite(
      f.schoolA,
      { email: 'new.teacher@example.org', isAdmin: false, isTeacher: true },
      'schoolAdminOfA',
    );
    expect(sent.statusCode, sent.body).toBe(202);
    const [membership] = await f.t.db
      .select({ id: schoolStaff.id })
      .from(schoolStaff)
      .where(eq(schoolStaff.invitedEmail, 'new.teacher@example.org'));
    const url = `/api/schools/${f.schoolA}/invitations/${membership!.id}`;
    const headers = await f.headers('schoolAdminOfA');
    expect((await f.t.app.inject({ method: 'POST', url, headers })).statusCode).toBe(204);
    expect((await f.t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(204);
    expect(
      await f.t.db.select().from(schoolStaff).where(eq(schoolStaff.id, membership!.id)),
    ).toEqual([]);
    const elsewhere = await invite(
      f.schoolB,
      { email: 'other.teacher@example.org', isAdmin: false, isTeacher: true },
      'schoolAdminOfA',
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
