import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  idpAccounts,
  invitations,
  mailOutbox,
  researchers,
  users,
} from '../../../src/db/schema/index.ts';
import { hashPassword } from '../../../src/idp/password.ts';
import { insertUser } from '../../helper.ts';
import {
  EMAILS,
  organisationsFixture,
  type OrganisationsFixture,
} from '../organisations-fixture.ts';

let f: OrganisationsFixture;
beforeAll(async () => {
  f = await organisationsFixture();
});
afterAll(() => f.t.close());

const invite = (body: unknown) => f.post('/api/researchers', body);

async function userByEmail(email: string) {
  const [user] = await f.t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

const count = (table: typeof users | typeof researchers | typeof invitations | typeof mailOutbox) =>
  f.count(table);

describe('POST /api/researchers', () => {
  it('creates the user pending onboarding, the membership, a sign-in account and the invitation', async () => {
    const response = await invite({
      email: '  New.Person@Example.org ',
      researchInstituteId: f.instituteA,
    });
    expect(response.statusCode).toBe(201);
    const user = await userByEmail('new.person@example.org');
    expect(user).toMatchObject({ email: 'New.Person@Example.org', firstName: '', lastName: '' });
    expect(response.json()).toEqual({
      id: user?.id,
      firstName: '',
      lastName: '',
      email: 'New.Person@Example.org',
      researchInstituteId: f.instituteA,
    });
    const [account] = await f.t.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.userId, user!.id));
    expect(account).toMatchObject({ roles: ['researcher'], passwordHash: null });
    const open = await f.t.db.select().from(invitations).where(eq(invitations.userId, user!.id));
    expect(open).toHaveLength(1);
    const days = (open[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const [mail] = await f.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'New.Person@Example.org'));
    expect(mail?.subject).toBe('Invitation to Cogniplay / Einladung zu Cogniplay');
    expect(mail?.body).toContain('the research institute "Institute A"');
    expect(mail?.body).toContain(mail?.link);
    expect(mail?.link).toMatch(/\/realms\/cogniplay\/invitation\?token=/);

    const audit = await f.t.db
      .select()
      .from(auditLog)
      .where(
        eq(
          auditLog.details,
          sql`${JSON.stringify({ userId: user!.id, researchInstituteId: f.instituteA })}::jsonb`,
        ),
      );
    expect(audit).toMatchObject([{ action: 'researcher.invited', entityType: 'researcher' }]);
    const actions = (await f.t.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user.invited', 'researcher.invited', 'invitation.sent']),
    );
  });

  it('answers 409 for the same membership, whatever the case and spaces of the email, and writes nothing', async () => {
    const before = await Promise.all([
      count(users),
      count(researchers),
      count(invitations),
      count(mailOutbox),
    ]);
    const response = await invite({
      email: ` ${EMAILS.researcherA.toUpperCase()} `,
      researchInstituteId: f.instituteA,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'This person is already a researcher of this research institute.',
    );
    expect(
      await Promise.all([count(users), count(researchers), count(invitations), count(mailOutbox)]),
    ).toEqual(before);
  });

  it('adds an existing user who can sign in to another institute without a second account or link', async () => {
    const userId = await insertUser(f.t.db, {
      email: 'Known@Example.org',
      firstName: 'Kim',
      lastName: 'Known',
    });
    await f.t.db
      .insert(idpAccounts)
      .values({ userId, passwordHash: await hashPassword('known password'), roles: [] });
    const usersBefore = await count(users);

    const response = await invite({
      email: 'known@example.org',
      researchInstituteId: f.instituteB,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: userId,
      firstName: 'Kim',
      email: 'Known@Example.org',
    });
    expect(await count(users)).toBe(usersBefore);
    const [account] = await f.t.db.select().from(idpAccounts).where(eq(idpAccounts.userId, userId));
    expect(account?.roles).toEqual(['researcher']);
    expect(await f.t.db.select().from(invitations).where(eq(invitations.userId, userId))).toEqual(
      [],
    );
    const [mail] = await f.t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'Known@Example.org'));
    expect(mail).toMatchObject({
      link: null,
      subject: 'New access on Cogniplay / Neuer Zugang auf Cogniplay',
    });
  });

  it('sends a pending person a new link when invited into a second institute', async () => {
    expect(
      (await invite({ email: 'twice@example.org', researchInstituteId: f.instituteA })).statusCode,
    ).toBe(201);
    expect(
      (await invite({ email: 'twice@example.org', researchInstituteId: f.instituteB })).statusCode,
    ).toBe(201);
    const user = await userByEmail('twice@example.org');
    expect(
      await f.t.db.select().from(researchers).where(eq(researchers.userId, user!.id)),
    ).toHaveLength(2);
    expect(
      await f.t.db.select().from(invitations).where(eq(invitations.userId, user!.id)),
    ).toHaveLength(2);
    const [account] = await f.t.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.userId, user!.id));
    expect(account?.roles).toEqual(['researcher']);
  });

  it.each([
    [
      'a malformed email',
      { email: 'not-an-email', researchInstituteId: 1 },
      '/body/email',
      'Please enter a valid email address',
    ],
    [
      'an email over 254 characters',
      { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.org`, researchInstituteId: 1 },
      '/body/email',
      'Please enter a valid email address',
    ],
    ['no email', { researchInstituteId: 1 }, '/body/email', 'Please enter a valid email address'],
    ['no institute', { email: 'x@example.org' }, '/body/researchInstituteId', undefined],
    [
      'an institute id that is text',
      { email: 'x@example.org', researchInstituteId: '1' },
      '/body/researchInstituteId',
      undefined,
    ],
  ])('refuses %s with 400 naming the field', async (_case, body, path, message) => {
    const response = await invite(body);
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.path).toBe(path);
    if (message) expect(error.message).toBe(message);
  });

  it('refuses extra fields', async () => {
    const response = await invite({
      email: 'x@example.org',
      researchInstituteId: f.instituteA,
      isAdmin: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toContain('"isAdmin"');
  });

  it('refuses an unknown institute with 400 naming the field, and writes nothing', async () => {
    const usersBefore = await count(users);
    const response = await invite({ email: 'ghost@example.org', researchInstituteId: 999999 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: '/body/researchInstituteId', message: 'Research institute not found' },
    ]);
    expect(await count(users)).toBe(usersBefore);
  });

  it('answers 403 to researchers and users without a role, 401 without a token', async () => {
    const body = { email: 'x@example.org', researchInstituteId: f.instituteA };
    for (const persona of ['researcherA', 'noRole'] as const) {
      const response = await f.t.app.inject({
        method: 'POST',
        url: '/api/researchers',
        headers: await f.headers(persona),
        payload: body,
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await f.t.app.inject({
      method: 'POST',
      url: '/api/researchers',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/researchers?instituteId=', () => {
  it('lists named researchers by full name, then pending ones by email', async () => {
    const ids = await Promise.all(
      [
        { email: 'zed@example.org', firstName: 'anna', lastName: 'Zed' },
        { email: 'b.pending@example.org' },
        { email: 'a.pending@example.org' },
        { email: 'bert@example.org', firstName: 'Bert', lastName: 'Able' },
      ].map((user) => insertUser(f.t.db, user)),
    );
    await f.t.db
      .insert(researchers)
      .values(ids.map((userId) => ({ userId, researchInstituteId: f.instituteEmpty })));
    const response = await f.t.app.inject({
      url: `/api/researchers?instituteId=${f.instituteEmpty}`,
      headers: await f.headers('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().researchers.map((r: { email: string }) => r.email)).toEqual([
      'zed@example.org',
      'bert@example.org',
      'a.pending@example.org',
      'b.pending@example.org',
    ]);
    expect(response.json().researchers[0]).toEqual({
      id: ids[0],
      firstName: 'anna',
      lastName: 'Zed',
      email: 'zed@example.org',
      researchInstituteId: f.instituteEmpty,
    });
  });

  it('answers 404 for an unknown institute and 400 without or with a malformed instituteId', async () => {
    const headers = await f.headers('admin');
    expect(
      (await f.t.app.inject({ url: '/api/researchers?instituteId=999999', headers })).statusCode,
    ).toBe(404);
    for (const query of [
      '',
      '?instituteId=abc',
      '?instituteId=0',
      '?instituteId=99999999999',
      '?instituteId=1&extra=1',
    ]) {
      const response = await f.t.app.inject({ url: `/api/researchers${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].path).toMatch(/^\/querystring/);
    }
  });

  it("answers 403 to a researcher, even for their own institute's list", async () => {
    const response = await f.t.app.inject({
      url: `/api/researchers?instituteId=${f.instituteA}`,
      headers: await f.headers('researcherA'),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('audit of invitations', () => {
  it('names the acting admin', async () => {
    const [admin] = await f.t.db.select().from(users).where(eq(users.email, EMAILS.admin));
    const entries = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'researcher.invited')));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.actorUserId).toBe(admin?.id);
  });
});
