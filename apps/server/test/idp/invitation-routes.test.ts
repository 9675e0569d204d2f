// Invitation links, end to end against the real server: an admin invites a researcher through
// the API, the link from the outbox opens our page, a new person sets names and password (which
// accepts), a person who can sign in accepts with one button, the link is spent, and the
// researcher signs in and sees their institute; resent, revoked and expired links.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { auditLog, invitations, users } from '../../src/db/schema/index.ts';
import { hashInvitationToken } from '../../src/invitations/invitation-token.ts';
import { Browser, DEMO_PASSWORD, signIn, startSeededServer, type IdpServer } from './support.ts';

let database: Database;
let server: IdpServer;
let close: () => Promise<void>;
let adminToken: string;
let instituteId: number;

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${init.token ?? adminToken}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The newest link mailed to the address. */
async function latestLink(email: string): Promise<string> {
  const outbox = await api<{ messages: { link: string | null }[] }>(
    `/outbox?to=${encodeURIComponent(email)}`,
  );
  const link = outbox.body.messages[0]?.link;
  if (!link) throw new Error('no invitation link in the outbox');
  return link;
}

/** Invites the email as researcher of the institute; returns the link from the outbox. */
async function inviteResearcher(email: string, institute = instituteId): Promise<string> {
  const invited = await api('/researchers', {
    method: 'POST',
    body: { email, researchInstituteId: institute },
  });
  expect(invited.status).toBe(202);
  return latestLink(email);
}

/** Sets up an account through a staff invitation; returns the user's password. */
async function onboardedThroughStaffInvitation(email: string, schoolName: string) {
  const school = await api<{ school: { id: number } }>('/schools', {
    method: 'POST',
    body: { schoolName, managingInstituteId: null },
  });
  await api(`/schools/${school.body.school.id}/staff`, {
    method: 'POST',
    body: { email, isAdmin: false, isTeacher: true },
  });
  expect((await submit(await latestLink(email), GOOD_FORM)).status).toBe(200);
  return school.body.school.id;
}

async function researcherContextOf(email: string, password: string) {
  const tokens = await signIn(new Browser(), server, email, password);
  const context = await api<{ researcherContext: { researchInstituteName: string } | null }>(
    '/users/me/context',
    { token: tokens.access_token },
  );
  return context.body.researcherContext;
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

async function submit(
  link: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(new URL(link).origin + new URL(link).pathname, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ token: tokenOf(link), ...form }),
  });
  return { status: response.status, html: await response.text() };
}

const GOOD_FORM = {
  firstName: '  Irene ',
  lastName: ' Invited ',
  password: 'a long new password',
  passwordConfirm: 'a long new password',
};

beforeAll(async () => {
  ({ database, server, close } = await startSeededServer());
  adminToken = (await signIn(new Browser(), server, 'admin@cogniplay.test', DEMO_PASSWORD))
    .access_token;
  const created = await api<{ id: number }>('/research-institutes', {
    method: 'POST',
    body: { name: 'Institute of Onboarding' },
  });
  instituteId = created.body.id;
});

afterAll(() => close());

describe('invitation link', () => {
  it('lives under the issuer with the token in the query, and the mail carries it', async () => {
    const link = await inviteResearcher('link.check@example.org');
    expect(link).toMatch(new RegExp(`^${server.issuer}/invitation\\?token=[A-Za-z0-9_-]{43}$`));
    const [stored] = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashInvitationToken(tokenOf(link))));
    expect(stored).toBeDefined();
    // Only the hash is stored.
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));
  });

  it('opens the onboarding form with the email, without script', async () => {
    const link = await inviteResearcher('form.check@example.org');
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>Set up your account</h1>');
    expect(html).toContain('You have been invited to Cogniplay as form.check@example.org.');
    for (const name of ['firstName', 'lastName', 'password', 'passwordConfirm'])
      expect(html).toContain(`name="${name}"`);
    expect(html).not.toContain('<script');
  });

  it('speaks German for a German browser', async () => {
    const link = await inviteResearcher('deutsch@example.org');
    const html = await (await fetch(link, { headers: { 'accept-language': 'de-DE' } })).text();
    expect(html).toContain('<h1>Konto einrichten</h1>');
    expect(html).toContain('<html lang="de">');
  });

  it('offers the language switch, which shows the same link in the other language', async () => {
    const link = await inviteResearcher('switch@example.org');
    const path = new URL(link).pathname;
    const escapedToken = tokenOf(link);
    const html = await (await fetch(link)).text();
    expect(html).toContain('<nav class="language-switch" aria-label="Language">');
    expect(html).toContain(`href="${path}?token=${escapedToken}&amp;lng=de"`);
    const german = await (await fetch(`${link}&lng=de`)).text();
    expect(german).toContain('<h1>Konto einrichten</h1>');
    // A form's answer (here: names missing) switches to the link itself, token included.
    const refused = (await submit(link, { ...GOOD_FORM, firstName: ' ' })).html;
    expect(refused).toContain(`href="${path}?token=${escapedToken}&amp;lng=de"`);
  });

  it('offers no language switch on the final page, which cannot be shown again', async () => {
    const link = await inviteResearcher('switch.done@example.org');
    const done = await submit(link, GOOD_FORM);
    expect(done.status).toBe(200);
    expect(done.html).not.toContain('language-switch');
  });

  it('refuses blank names, a short password and a mismatched confirmation, naming each', async () => {
    const link = await inviteResearcher('mistakes@example.org');
    const blank = await submit(link, { ...GOOD_FORM, firstName: ' ', lastName: '' });
    expect(blank.status).toBe(400);
    expect(blank.html).toContain('Please enter your first name.');
    expect(blank.html).toContain('Please enter your last name.');
    const short = await submit(link, { ...GOOD_FORM, password: 'short', passwordConfirm: 'short' });
    expect(short.status).toBe(400);
    expect(short.html).toContain('The password must be at least 10 characters long.');
    const mismatch = await submit(link, { ...GOOD_FORM, passwordConfirm: 'something else' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain('The passwords do not match.');
    // The names typed are kept; nothing was saved and the link still works.
    expect(mismatch.html).toContain('value="Irene"');
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'mistakes@example.org'));
    expect(user).toMatchObject({ firstName: '', lastName: '' });
    expect((await fetch(link)).status).toBe(200);
  });

  it('refuses a name with a line break or other control character, saving nothing', async () => {
    const link = await inviteResearcher('control.names@example.org');
    const refused = await submit(link, {
      ...GOOD_FORM,
      firstName: 'Irene\r\nBcc: x',
      lastName: 'In\u2028vited',
    });
    expect(refused.status).toBe(400);
    expect(
      refused.html.match(/Names cannot contain tabs, line breaks or other control characters/g),
    ).toHaveLength(2);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'control.names@example.org'));
    expect(user).toMatchObject({ firstName: '', lastName: '' });
  });

  it('sets names and password once; the researcher then signs in and sees the institute', async () => {
    const email = 'irene@example.org';
    const link = await inviteResearcher(email);
    const done = await submit(link, GOOD_FORM);
    expect(done.status).toBe(200);
    expect(done.html).toContain('Your account is ready');
    expect(done.html).toContain(`href="${server.baseUrl}/"`);

    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Irene', lastName: 'Invited' });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.onboarded'));
    expect(audit.map((entry) => entry.entityId)).toContain(String(user?.id));

    // Used once: the page and the form both refuse it now.
    const again = await fetch(link);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This invitation link has already been used.');
    expect((await submit(link, GOOD_FORM)).status).toBe(410);

    const tokens = await signIn(new Browser(), server, email, GOOD_FORM.password);
    const context = await api<{ researcherContext: { researchInstituteName: string } }>(
      '/users/me/context',
      { token: tokens.access_token },
    );
    expect(context.body.researcherContext.researchInstituteName).toBe('Institute of Onboarding');
    const profile = await api<{ roles: string[]; firstName: string }>('/users/me/profile', {
      token: tokens.access_token,
    });
    expect(profile.body).toMatchObject({ roles: ['researcher'], firstName: 'Irene' });
  });

  it("leaves another pending membership's link open to accept only, never to reset the password", async () => {
    const email = 'two.links@example.org';
    const first = await inviteResearcher(email);
    await onboardedThroughStaffInvitation(email, 'Second School');
    // The researcher link now only accepts: the page has no password field, and a posted
    // password is ignored.
    const page = await (await fetch(first)).text();
    expect(page).toContain('<h1>Accept invitation</h1>');
    expect(page).not.toContain('name="password"');
    const accepted = await submit(first, {
      ...GOOD_FORM,
      password: 'another password!',
      passwordConfirm: 'another password!',
    });
    expect(accepted.status).toBe(200);
    expect(await researcherContextOf(email, GOOD_FORM.password)).toMatchObject({
      researchInstituteName: 'Institute of Onboarding',
    });
    await expect(signIn(new Browser(), server, email, 'another password!')).rejects.toThrow();
  });

  it('lets a person who can sign in accept through an Accept page; nothing is granted before', async () => {
    const email = 'known.person@example.org';
    await onboardedThroughStaffInvitation(email, 'Known School');
    const link = await inviteResearcher(email);
    // Pending: no researcher context, no role yet.
    expect(await researcherContextOf(email, GOOD_FORM.password)).toBeNull();
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Accept invitation</h1>');
    expect(html).toContain(
      'You have been invited as known.person@example.org to join the research institute “Institute of Onboarding” as a researcher.',
    );
    const done = await submit(link, {});
    expect(done.status).toBe(200);
    expect(done.html).toContain('Invitation accepted');
    expect(done.html).toContain(`href="${server.baseUrl}/"`);
    expect(await researcherContextOf(email, GOOD_FORM.password)).toMatchObject({
      researchInstituteName: 'Institute of Onboarding',
    });
    expect((await fetch(link)).status).toBe(410);
    const actions = (await database.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toContain('invitation.accepted');
  });

  it('stops the old link on resend and every link on revoke', async () => {
    const email = 'resent@example.org';
    const first = await inviteResearcher(email);
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    const resent = await api(`/researchers/${user!.id}/invitation`, { method: 'POST' });
    expect(resent.status).toBe(204);
    const second = await latestLink(email);
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);
    const revoked = await api(`/researchers/${user!.id}/invitation`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    expect((await fetch(second)).status).toBe(404);
    expect((await submit(second, GOOD_FORM)).status).toBe(404);
  });

  it('shows a clear page for an expired link', async () => {
    const link = await inviteResearcher('late@example.org');
    await database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.tokenHash, hashInvitationToken(tokenOf(link))));
    const response = await fetch(link);
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain(
      'This invitation link has expired. Please ask Ada Admin, who invited you, for a new link.',
    );
    expect(html).toContain('Request a new link');
    expect((await submit(link, GOOD_FORM)).status).toBe(410);
  });

  it('mails the inviter once when the invitee asks for a new link from the expired page', async () => {
    const email = 'renew.me@example.org';
    const link = await inviteResearcher(email);
    await database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.tokenHash, hashInvitationToken(tokenOf(link))));
    const renewUrl = `${server.issuer}/invitation/renew`;
    const request = () =>
      fetch(renewUrl, { method: 'POST', body: new URLSearchParams({ token: tokenOf(link) }) });
    const first = await request();
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('We have asked Ada Admin to send you a new link.');
    const outbox = await api<{ messages: { text: string; link: string | null }[] }>(
      '/outbox?to=admin@cogniplay.test',
    );
    expect(outbox.body.messages).toHaveLength(1);
    expect(outbox.body.messages[0]?.link).toBe(
      `${server.baseUrl}/admin/research-institutes/${instituteId}`,
    );
    expect(outbox.body.messages[0]?.text).toContain(email);
    // Once per invitation: the page says so, and no second mail goes out.
    const second = await request();
    expect(await second.text()).toContain('A new link has already been requested from Ada Admin.');
    const after = await api<{ messages: unknown[] }>('/outbox?to=admin@cogniplay.test');
    expect(after.body.messages).toHaveLength(1);
    expect(await (await fetch(link)).text()).not.toContain('Request a new link');
    const actions = (await database.db.select().from(auditLog)).map((entry) => entry.action);
    expect(actions).toContain('invitation.renewal_requested');
  });

  it('shows a clear page for an unknown or missing token', async () => {
    const unknown = await fetch(`${server.issuer}/invitation?token=not-a-real-token`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This invitation link is not valid.');
    expect((await fetch(`${server.issuer}/invitation`)).status).toBe(404);
  });

  it('lets the sign-in refuse an invited person before onboarding', async () => {
    await inviteResearcher('not.yet@example.org');
    await expect(
      signIn(new Browser(), server, 'not.yet@example.org', 'anything at all'),
    ).rejects.toThrow();
  });
});
