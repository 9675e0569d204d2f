import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  idpAccounts,
  invitations,
  mailOutbox,
  researchers,
  researchInstitutes,
  users,
} from '../../../src/db/schema/index.ts';
import { hashPassword } from '../../../src/idp/password.ts';
import { insertUser } from '../../helper.ts';
import { EMAILS, organisationsFixtureForFile } from '../organisations-fixture.ts';

const f = organisationsFixtureForFile();

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
  it('creates the user pending onboarding, a pending membership, a sign-in account and the invitation', async () => {
    const response = await invite({
      email: '  New.Person@Example.org ',
      researchInstituteId: f.instituteA,
    });
    expect(response.statusCode).toBe(202);
    const user = await userByEmail('new.person@example.org');
    expect(user).toMatchObject({ email: 'New.Person@Example.org', firstName: '', lastName: '' });
    expect(response.json()).toEqual({ email: 'New.Person@Example.org' });
    const [membership] = await f.t.db
      .select()
      .from(researchers)
      .where(eq(researchers.userId, user!.id));
    expect(membership).toMatchObject({ researchInstituteId: f.instituteA, acceptedAt: null });
    const [account] = await f.t.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.userId, user!.id));
    // The role comes with acceptance.
    expect(account).toMatchObject({ roles: [], passwordHash: null });
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

  it('answers the same, field for field, whether the email belonged to a user or not', async () => {
    // An admin of another tenant's world, with names and a password: invited, nothing about
    // them comes back, and they are only pending.
    const userId = await insertUser(f.t.db, {
      email: 'Known@Example.org',
      firstName: 'Kim',
      lastName: 'Known',
    });
    await f.t.db
      .insert(idpAccounts)
      .values({ userId, passwordHash: await hashPassword('known password'), roles: ['admin'] });
    const known = await invite({
      email: 'known@example.org',
      researchInstituteId: f.instituteEmpty,
    });
    const unknown = await invite({
      email: 'nobody.yet@example.org',
      researchInstituteId: f.instituteEmpty,
    });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
    expect(known.json()).toEqual({ email: 'known@example.org' });
    expect(unknown.json()).toEqual({ email: 'nobody.yet@example.org' });
    expect(known.body).not.toContain('Kim');
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);

    // Both get a link; neither has a role or a researcher context before accepting.
    const [account] = await f.t.db.select().from(idpAccounts).where(eq(idpAccounts.userId, userId));
    expect(account?.roles).toEqual(['admin']);
    expect(
      await f.t.db.select().from(invitations).where(eq(invitations.userId, userId)),
    ).toHaveLength(1);
    const context = await f.t.app.inject({
      url: '/api/users/me/context',
      headers: await f.t.authHeader({ email: 'known@example.org', roles: ['researcher'] }),
    });
    expect(context.json().researcherContext).toBeNull();
    const schools = await f.t.app.inject({
      url: '/api/schools',
      headers: await f.t.authHeader({ email: 'known@example.org', roles: ['researcher'] }),
    });
    expect(schools.statusCode).toBe(403);

    // The list shows them pending, without names.
    const list = await f.get(`/api/researchers?instituteId=${f.instituteEmpty}`);
    const listed = list.json().researchers.find((r: { id: number }) => r.id === userId);
    expect(listed).toMatchObject({ firstName: '', lastName: '', status: 'pending' });
    expect(list.body).not.toContain('Kim');
  });

  it('answers 409 with a clear message for a researcher of another institute, and writes nothing', async () => {
    const before = await Promise.all([count(researchers), count(invitations), count(mailOutbox)]);
    const response = await invite({ email: EMAILS.researcherB, researchInstituteId: f.instituteA });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'This person is already a researcher of another research institute; a researcher belongs to one institute only.',
    );
    expect(response.body).not.toContain('Rob');
    expect(await Promise.all([count(researchers), count(invitations), count(mailOutbox)])).toEqual(
      before,
    );
  });

  it('resends to a pending researcher invited again, replacing the link', async () => {
    const email = 'twice@example.org';
    expect((await invite({ email, researchInstituteId: f.instituteA })).statusCode).toBe(202);
    const user = await userByEmail(email);
    const [first] = await f.t.db.select().from(invitations).where(eq(invitations.userId, user!.id));
    const again = await invite({ email, researchInstituteId: f.instituteA });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ email });
    const links = await f.t.db.select().from(invitations).where(eq(invitations.userId, user!.id));
    expect(links).toHaveLength(1);
    expect(links[0]?.tokenHash).not.toBe(first?.tokenHash);
    expect(
      await f.t.db.select().from(researchers).where(eq(researchers.userId, user!.id)),
    ).toHaveLength(1);
    // Pending elsewhere counts too: one institute per researcher.
    expect((await invite({ email, researchInstituteId: f.instituteB })).statusCode).toBe(409);
  });

  it('keeps one institute per researcher in the database too', async () => {
    const userId = await insertUser(f.t.db, { email: 'constraint@example.org' });
    await f.t.db.insert(researchers).values({ userId, researchInstituteId: f.instituteA });
    await expect(
      f.t.db.insert(researchers).values({ userId, researchInstituteId: f.instituteB }),
    ).rejects.toThrow();
  });

  // Every other invalid body: the contract's organisations test.
  it('refuses a malformed email with 400 naming the field', async () => {
    const response = await invite({ email: 'not-an-email', researchInstituteId: 1 });
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.path).toBe('/body/email');
    expect(error.message).toBe('Please enter a valid email address');
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
    const empty = await f.t.db
      .insert(researchInstitutes)
      .values({ name: 'Listing Institute' })
      .returning({ id: researchInstitutes.id });
    const instituteId = empty[0]!.id;
    await f.t.db
      .insert(researchers)
      .values(
        ids.map((userId) => ({ userId, researchInstituteId: instituteId, acceptedAt: new Date() })),
      );
    const response = await f.t.app.inject({
      url: `/api/researchers?instituteId=${instituteId}`,
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
      researchInstituteId: instituteId,
      status: 'active',
      invitation: null,
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
      '?instituteId=99999999999',
      '?instituteId=1&extra=1',
    ]) {
      const response = await f.t.app.inject({ url: `/api/researchers${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors[0].path).toMatch(/^\/querystring/);
    }
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
