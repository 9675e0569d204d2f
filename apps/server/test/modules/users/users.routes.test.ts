import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, schools, schoolStaff, users } from '../../../src/db/schema/index.ts';
import { buildTestApp, insertResearcher, insertUser, type TestApp } from '../../helper.ts';

let t: TestApp;
let adminId: number;
let researcherId: number;
let instituteId: number;

beforeAll(async () => {
  t = await buildTestApp();
  adminId = await insertUser(t.db, {
    email: 'Admin@Example.org',
    firstName: 'Ada',
    lastName: 'Admin',
  });
  researcherId = await insertUser(t.db, {
    email: 'rita@example.org',
    firstName: 'Rita',
    lastName: 'Research',
  });
  instituteId = await insertResearcher(t.db, researcherId, 'Institute of Play');
});
afterAll(() => t.close());

describe('GET /api/users/me/profile', () => {
  it('answers the user record with the roles of the token', async () => {
    const response = await t.app.inject({
      url: '/api/users/me/profile',
      headers: await t.authHeader({ email: 'admin@example.org', roles: ['admin'] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: adminId,
      email: 'Admin@Example.org',
      firstName: 'Ada',
      lastName: 'Admin',
      roles: ['admin'],
    });
  });

  it('links a new subject to the user with the same email (case-insensitive) on its first call', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(user).toMatchObject({
      oidcIssuer: t.config.oidc.issuer,
      oidcSubject: 'subject-of-admin@example.org',
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(adminId)));
    expect(audit).toMatchObject([
      { action: 'user.linked', actorUserId: adminId, entityType: 'user' },
    ]);
  });

  it('gives an invited user without names the names of the token when linking', async () => {
    const invitedId = await insertUser(t.db, { email: 'ina@example.org' });
    const response = await t.app.inject({
      url: '/api/users/me/profile',
      headers: await t.authHeader({
        email: 'ina@example.org',
        givenName: 'Ina',
        familyName: 'Invited',
      }),
    });
    expect(response.json()).toMatchObject({ id: invitedId, firstName: 'Ina', lastName: 'Invited' });
  });

  it('keeps the link: a later token of the same subject finds the user even with another email', async () => {
    const response = await t.app.inject({
      url: '/api/users/me/profile',
      headers: await t.authHeader({
        email: 'renamed@example.org',
        subject: 'subject-of-admin@example.org',
        roles: ['admin'],
      }),
    });
    expect(response.json()).toMatchObject({ id: adminId, email: 'Admin@Example.org' });
  });

  it('creates the user from the token when no user has its email', async () => {
    const response = await t.app.inject({
      url: '/api/users/me/profile',
      headers: await t.authHeader({
        email: 'new@example.org',
        givenName: 'Nia',
        familyName: 'New',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'new@example.org',
      firstName: 'Nia',
      lastName: 'New',
      roles: [],
    });
  });

  it('refuses a second identity for an email that is already linked', async () => {
    const response = await t.app.inject({
      url: '/api/users/me/profile',
      headers: await t.authHeader({ email: 'admin@example.org', subject: 'someone-else' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      detail: 'This email address is already linked to another sign-in.',
    });
  });

  it('does not link by an email the provider marks as unverified, and says so', async () => {
    const response = await t.app.inject({
      url: '/api/users/me/profile',
      headers: await t.authHeader({ email: 'rita@example.org', claims: { email_verified: false } }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/^Your email address is not verified yet\./);
    const [rita] = await t.db.select().from(users).where(eq(users.id, researcherId));
    expect(rita?.oidcSubject).toBeNull();
  });
  it('refuses a first sign-in without an email address, saying what is missing', async () => {
    const response = await t.app.inject({
      url: '/api/users/me/profile',
      headers: await t.authHeader({ subject: 'no-email', claims: { email: undefined } }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/has no email address/);
  });
});

describe('GET /api/users/me/context', () => {
  it("answers a researcher's institute", async () => {
    const response = await t.app.inject({
      url: '/api/users/me/context',
      headers: await t.authHeader({ email: 'rita@example.org', roles: ['researcher'] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      researcherContext: {
        researchInstituteId: instituteId,
        researchInstituteName: 'Institute of Play',
      },
      schools: [],
      mailDelivery: 'outbox',
    });
  });

  it('answers the schools whose staff invitation the user accepted, with their roles', async () => {
    const teacherId = await insertUser(t.db, { email: 'tess@example.org' });
    const [north, south, pending] = await t.db
      .insert(schools)
      .values([{ name: 'North School' }, { name: 'south School' }, { name: 'Pending School' }])
      .returning({ id: schools.id });
    await t.db.insert(schoolStaff).values([
      { schoolId: south!.id, userId: teacherId, isTeacher: true, acceptedAt: new Date() },
      { schoolId: north!.id, userId: teacherId, isAdmin: true, acceptedAt: new Date() },
      { schoolId: pending!.id, userId: teacherId, isTeacher: true },
    ]);
    const response = await t.app.inject({
      url: '/api/users/me/context',
      headers: await t.authHeader({ email: 'tess@example.org', roles: [] }),
    });
    expect(response.json()).toEqual({
      researcherContext: null,
      schools: [
        { schoolId: north!.id, schoolName: 'North School', isAdmin: true, isTeacher: false },
        { schoolId: south!.id, schoolName: 'south School', isAdmin: false, isTeacher: true },
      ],
      mailDelivery: 'outbox',
    });
  });

  it('answers null for an admin who is no researcher', async () => {
    const response = await t.app.inject({
      url: '/api/users/me/context',
      headers: await t.authHeader({ email: 'admin@example.org', roles: ['admin'] }),
    });
    expect(response.json()).toEqual({
      researcherContext: null,
      schools: [],
      mailDelivery: 'outbox',
    });
  });

  it("says 'smtp' when mails go through an SMTP server", async () => {
    const withSmtp = await buildTestApp({ env: { SMTP_URL: 'smtp://mail.example.org:587' } });
    try {
      const response = await withSmtp.app.inject({
        url: '/api/users/me/context',
        headers: await withSmtp.authHeader({ email: 'admin@example.org', roles: ['admin'] }),
      });
      expect(response.json()).toMatchObject({ mailDelivery: 'smtp' });
    } finally {
      await withSmtp.close();
    }
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/users/me/context' })).statusCode).toBe(401);
  });
});
