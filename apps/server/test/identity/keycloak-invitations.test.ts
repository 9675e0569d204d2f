// Invitations with Keycloak as the sign-in provider, against a stand-in of its Admin API: a new
// person gets a Keycloak user and Keycloak's set-up mail leading on to the app's accept page, and
// the researcher role once they accept (staff get no role); resend and revoke use the same API; a
// failure of Keycloak, of the app's own mail or of the database after Keycloak's steps leaves no
// half-invited user on either side (Keycloak's answering 503 within 5 s), and a failing revoke
// changes nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  mailOutbox,
  researchers,
  schoolStaff,
  users,
} from '../../src/db/schema/index.ts';
import { SETUP_ACTIONS } from '../../src/identity/keycloak-accounts.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { keycloakEnv, startKeycloakStandIn, type KeycloakStandIn } from './keycloak-stand-in.ts';

const CLIENT_ID = 'cogniplay-prod';
let keycloak: KeycloakStandIn;
let t: TestApp;
let admin: { authorization: string };
let instituteId: number;
let emailCount = 0;

beforeAll(async () => {
  keycloak = await startKeycloakStandIn(CLIENT_ID);
  t = await buildTestApp({
    env: { ...keycloakEnv(keycloak), INVITATION_TTL_DAYS: '3', PUBLIC_URL: 'https://app.test' },
  });
  admin = { authorization: `Bearer ${await keycloak.accessToken()}` };
  instituteId = await createInstitute(t);
});

afterAll(async () => {
  await t.close();
  await keycloak.close();
});

beforeEach(() => {
  keycloak.mails.length = 0;
});

const newEmail = () => `person${(emailCount += 1)}@example.org`;

/** The id of a new institute named 'Keycloak Institute'. */
async function createInstitute(app: TestApp): Promise<number> {
  const institute = await app.app.inject({
    method: 'POST',
    url: '/api/research-institutes',
    headers: admin,
    payload: { name: 'Keycloak Institute' },
  });
  return institute.json().id;
}

function invite(email: string, app: TestApp = t, researchInstituteId = instituteId) {
  return app.app.inject({
    method: 'POST',
    url: '/api/researchers',
    headers: admin,
    payload: { email, researchInstituteId },
  });
}

async function appUser(email: string, app: TestApp = t) {
  const [user] = await app.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return user;
}

/** Invites `email` as a researcher; the id of its app user. */
async function invitedUserId(email: string) {
  expect((await invite(email)).statusCode).toBe(202);
  return (await appUser(email))!.id;
}

function revokeResearcher(userId: number) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/researchers/${userId}/invitation`,
    headers: admin,
  });
}

/** A new school's id, and the invitation of `email` as its staff (answered 202). */
async function inviteStaff(schoolName: string, email: string, isTeacher: boolean) {
  const school = await t.app.inject({
    method: 'POST',
    url: '/api/schools',
    headers: admin,
    payload: { schoolName, managingInstituteId: null },
  });
  expect(school.statusCode).toBe(201);
  const schoolId = school.json().school.id as number;
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/schools/${schoolId}/staff`,
    headers: admin,
    payload: { email, isAdmin: true, isTeacher },
  });
  expect(invited.statusCode).toBe(202);
  return schoolId;
}

async function lastAppMail(email: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  return mail;
}

/** The person's own access token, once they have set up their Keycloak account. */
async function signedInAs(email: string, subject: string) {
  const token = await keycloak.accessToken({
    sub: subject,
    email,
    given_name: 'Rae',
    family_name: 'Search',
    resource_access: { [CLIENT_ID]: { roles: ['researcher'] } },
  });
  return { authorization: `Bearer ${token}` };
}

function accept(headers: { authorization: string }, token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers,
    payload: { token },
  });
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('inviting a new person', () => {
  it('creates the Keycloak user, without a role yet, and mails the set-up link', async () => {
    const email = newEmail();
    expect((await invite(email)).statusCode).toBe(202);

    const user = keycloak.userByEmail(email);
    expect(user).toMatchObject({
      username: email,
      enabled: true,
      emailVerified: false,
      requiredActions: SETUP_ACTIONS,
    });
    expect([...user!.clientRoles]).toEqual([]);
    expect(keycloak.mails).toEqual([
      {
        userId: user!.id,
        actions: ['UPDATE_PASSWORD', 'UPDATE_PROFILE', 'VERIFY_EMAIL'],
        clientId: CLIENT_ID,
        redirectUri: expect.stringMatching(
          /^https:\/\/app\.test\/invitations\/accept\?token=[\w-]{43}$/,
        ),
        lifespan: 3 * 24 * 60 * 60,
      },
    ]);
    // The app's own mail carries the same link and points to Keycloak's mail for the password.
    const mail = await lastAppMail(email);
    expect(mail?.link).toBe(keycloak.mails[0]!.redirectUri);
    expect(mail?.body).toContain('separate mail from the sign-in service');
  });

  it('lets the person accept through the link once signed in, and only once', async () => {
    const email = newEmail();
    await invite(email);
    const token = tokenOf((await lastAppMail(email))!.link!);
    const person = await signedInAs(email, `kc-${email}`);

    const before = await t.app.inject({ url: '/api/users/me/context', headers: person });
    expect(before.json().researcherContext).toBeNull();
    const accepted = await accept(person, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ kind: 'researcher', name: 'Keycloak Institute' });
    const after = await t.app.inject({ url: '/api/users/me/context', headers: person });
    expect(after.json().researcherContext).toMatchObject({ researchInstituteId: instituteId });
    expect([...keycloak.userByEmail(email)!.clientRoles]).toEqual(['researcher']);

    const again = await accept(person, token);
    expect(again.statusCode).toBe(404);
  });

  it("refuses another person's link (403), an expired one (410), an unknown one (404)", async () => {
    const email = newEmail();
    await invite(email);
    const token = tokenOf((await lastAppMail(email))!.link!);
    const other = await signedInAs('someone.else@example.org', 'kc-someone-else');
    expect((await accept(other, token)).statusCode).toBe(403);

    const person = await signedInAs(email, `kc-${email}`);
    await t.db.execute(
      sql`update invitations set expires_at = now() - interval '1 minute'
          where user_id = (select id from users where email = ${email})`,
    );
    const expired = await accept(person, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toMatch(/expired/);
    expect((await accept(person, 'x'.repeat(43))).statusCode).toBe(404);
    const malformed = await accept(person, '');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('inviting school staff', () => {
  it('creates the Keycloak user with the set-up mail; accepting grants no Keycloak role', async () => {
    const email = newEmail();
    await inviteStaff('Keycloak School', email, true);

    const user = keycloak.userByEmail(email);
    expect(user).toMatchObject({ enabled: true, emailVerified: false });
    expect(user!.requiredActions).toEqual(SETUP_ACTIONS);
    expect(keycloak.mails).toMatchObject([{ userId: user!.id, clientId: CLIENT_ID }]);
    const mail = await lastAppMail(email);
    expect(mail?.link).toBe(keycloak.mails[0]!.redirectUri);
    expect(mail?.body).toContain('separate mail from the sign-in service');

    const person = await signedInAs(email, `kc-${email}`);
    const accepted = await accept(person, tokenOf(mail!.link!));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ kind: 'staff', name: 'Keycloak School' });
    expect([...keycloak.userByEmail(email)!.clientRoles]).toEqual([]);
  });
});

describe('inviting a person who has a Keycloak account', () => {
  it('sends no set-up mail, only the accept link', async () => {
    const email = newEmail();
    const known = keycloak.addUser(email);
    expect((await invite(email)).statusCode).toBe(202);
    expect(keycloak.userByEmail(email)?.id).toBe(known.id);
    expect([...known.clientRoles]).toEqual([]);
    expect(keycloak.mails).toEqual([]);
    expect((await lastAppMail(email))?.link).toMatch(/\/invitations\/accept\?token=/);
  });

  it('leaves an account made by hand alone, even one with actions of its own open', async () => {
    const email = newEmail();
    keycloak.addUser(email, { emailVerified: false, requiredActions: ['CONFIGURE_TOTP'] });
    const userId = await invitedUserId(email);
    expect(keycloak.mails).toEqual([]);
    expect((await revokeResearcher(userId)).statusCode).toBe(204);
    expect(keycloak.userByEmail(email)).toBeDefined();
  });
});

describe('resend and revoke', () => {
  it('resend mails the set-up link again; revoke removes the never set up user', async () => {
    const email = newEmail();
    const userId = await invitedUserId(email);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/researchers/${userId}/invitation`,
      headers: admin,
    });
    expect(resent.statusCode).toBe(204);
    expect(keycloak.mails).toHaveLength(2);
    expect(keycloak.mails[1]!.redirectUri).not.toBe(keycloak.mails[0]!.redirectUri);

    expect((await revokeResearcher(userId)).statusCode).toBe(204);
    expect(keycloak.userByEmail(email)).toBeUndefined();
  });

  it('revoke keeps an account its owner has set up', async () => {
    const email = newEmail();
    keycloak.addUser(email);
    const userId = await invitedUserId(email);
    expect((await revokeResearcher(userId)).statusCode).toBe(204);
    expect(keycloak.userByEmail(email)).toBeDefined();
  });
});

describe('when Keycloak fails', () => {
  /** Invites, expecting a 503 within 5 s and nothing left on either side. */
  async function inviteFails(email: string, app: TestApp = t, institute = instituteId) {
    const started = Date.now();
    const response = await invite(email, app, institute);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(keycloak.userByEmail(email)).toBeUndefined();
    expect(await appUser(email, app)).toBeUndefined();
    const pending = await app.db
      .select()
      .from(researchers)
      .innerJoin(users, eq(users.id, researchers.userId))
      .where(eq(users.email, email));
    expect(pending).toEqual([]);
    return response;
  }

  it('refusing the service account (401, also after a new token)', async () => {
    keycloak.failNext('GET', /\/users$/, 401);
    keycloak.failNext('GET', /\/users$/, 401);
    const response = await inviteFails(newEmail());
    expect(response.json().detail).toMatch(/sign-in service cannot be reached/);
  });

  it('answering 5xx after the user was created', async () => {
    keycloak.failNext('PUT', /\/execute-actions-email$/, 500);
    await inviteFails(newEmail());
  });

  it('on acceptance: 503, the invitation stays open and can be accepted later', async () => {
    const email = newEmail();
    await invite(email);
    const token = tokenOf((await lastAppMail(email))!.link!);
    const person = await signedInAs(email, `kc-${email}`);
    keycloak.failNext('POST', /\/role-mappings\//, 500);
    const failed = await accept(person, token);
    expect(failed.statusCode).toBe(503);
    const context = await t.app.inject({ url: '/api/users/me/context', headers: person });
    expect(context.json().researcherContext).toBeNull();
    expect([...keycloak.userByEmail(email)!.clientRoles]).toEqual([]);
    expect((await accept(person, token)).statusCode).toBe(200);
    expect([...keycloak.userByEmail(email)!.clientRoles]).toEqual(['researcher']);
  });

  it('not answering the set-up mail call', async () => {
    keycloak.failNext('PUT', /\/execute-actions-email$/, 'hang');
    await inviteFails(newEmail());
  }, 15_000);

  it("the app's own mail failing after Keycloak's steps", async () => {
    const smtpDown = await buildTestApp({
      env: { ...keycloakEnv(keycloak), SMTP_URL: 'smtp://127.0.0.1:9' },
    });
    try {
      await inviteFails(newEmail(), smtpDown, await createInstitute(smtpDown));
    } finally {
      await smtpDown.close();
    }
  });

  describe('the database failing after the Keycloak steps (at the commit)', () => {
    // A deferred trigger fails the transaction at its commit, after Keycloak's user and mail.
    beforeEach(async () => {
      await t.db.execute(sql`
        create function refuse_invitation_commit() returns trigger language plpgsql as $$
        begin raise exception 'commit refused by the test'; end $$`);
      await t.db.execute(sql`
        create constraint trigger refuse_invitation_commit after insert on audit_log
        deferrable initially deferred for each row when (new.action = 'invitation.sent')
        execute function refuse_invitation_commit()`);
    });
    afterEach(async () => {
      await t.db.execute(sql`drop trigger refuse_invitation_commit on audit_log`);
      await t.db.execute(sql`drop function refuse_invitation_commit`);
    });

    it('deletes the Keycloak user this invitation created', async () => {
      const email = newEmail();
      const response = await invite(email);
      expect(response.statusCode).toBe(500);
      expect(keycloak.mails).toHaveLength(1);
      expect(keycloak.userByEmail(email)).toBeUndefined();
      expect(await appUser(email)).toBeUndefined();
    });

    it('keeps a Keycloak user that was there before', async () => {
      const email = newEmail();
      const known = keycloak.addUser(email);
      expect((await invite(email)).statusCode).toBe(500);
      expect(keycloak.userByEmail(email)).toBe(known);
      expect(await appUser(email)).toBeUndefined();
    });
  });

  it('during revoke: 503, the invitation stays pending and the Keycloak user stays', async () => {
    const email = newEmail();
    const userId = await invitedUserId(email);
    const kcUser = keycloak.userByEmail(email)!;
    const revoke = () => revokeResearcher(userId);
    const pending = () => t.db.select().from(researchers).where(eq(researchers.userId, userId));

    keycloak.failNext('DELETE', /\/users\/[^/]+$/, 500);
    const failed = await revoke();
    expect(failed.statusCode).toBe(503);
    expect(failed.json().detail).toMatch(/sign-in service cannot be reached/);
    expect(await pending()).toMatchObject([{ acceptedAt: null }]);
    expect(keycloak.users.get(kcUser.id)).toBe(kcUser);
    const revokedAudit = await t.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'researcher.invitation_revoked'
            and ${auditLog.details}->>'userId' = ${String(userId)}`,
      );
    expect(revokedAudit).toEqual([]);

    expect((await revoke()).statusCode).toBe(204);
    expect(await pending()).toEqual([]);
    expect(keycloak.userByEmail(email)).toBeUndefined();
  });

  it('during a staff revoke: 503 within 5 s, nothing changed', async () => {
    const email = newEmail();
    const schoolId = await inviteStaff('Revoked School', email, false);
    const [membership] = await t.db
      .select()
      .from(schoolStaff)
      .where(eq(schoolStaff.schoolId, schoolId));
    const revoke = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/schools/${schoolId}/invitations/${membership!.id}`,
        headers: admin,
      });

    keycloak.failNext('GET', /\/users$/, 'hang');
    const started = Date.now();
    const failed = await revoke();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(failed.statusCode).toBe(503);
    expect(
      await t.db.select().from(schoolStaff).where(eq(schoolStaff.id, membership!.id)),
    ).toHaveLength(1);
    expect(keycloak.userByEmail(email)).toBeDefined();

    expect((await revoke()).statusCode).toBe(204);
    expect(keycloak.userByEmail(email)).toBeUndefined();
  }, 15_000);

  it('a user created meanwhile (409 on create) is used, not duplicated', async () => {
    const email = newEmail();
    const meanwhile = keycloak.addUser(email);
    // The lookup misses it, as if it were created between the lookup and the create.
    keycloak.failNext('GET', /\/users$/, { status: 200, body: [] });
    expect((await invite(email)).statusCode).toBe(202);
    expect([...keycloak.users.values()].filter((u) => u.email === email)).toEqual([meanwhile]);
  });
});
