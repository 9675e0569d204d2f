// With SMTP_URL set, invitations go out through SMTP (nothing in the outbox); when the server
// refuses the mail, the invitation is rolled back and the caller gets 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, mailOutbox, schoolStaff, users } from '../../../src/db/schema/index.ts';
import {
  organisationsFixture,
  type OrganisationsFixture,
} from '../../modules/organisations-fixture.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from './fake-smtp-server.ts';

async function inviteTeacher(f: OrganisationsFixture, email: string) {
  return f.t.app.inject({
    method: 'POST',
    url: `/api/schools/${f.schoolA}/staff`,
    headers: await f.headers('admin'),
    payload: { email, isAdmin: false, isTeacher: true },
  });
}

describe('SMTP delivery', () => {
  let smtp: FakeSmtpServer;
  let f: OrganisationsFixture;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    f = await organisationsFixture({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Team <team@cogniplay.example>' },
    });
  });
  afterAll(async () => {
    await f.t.close();
    await smtp.close();
  });

  it('sends the invitation through the SMTP server and keeps nothing in the outbox', async () => {
    const response = await inviteTeacher(f, 'smtp.person@example.org');
    expect(response.statusCode).toBe(202);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toContain('team@cogniplay.example');
    expect(mail?.to.join()).toContain('smtp.person@example.org');
    expect(mail?.data).toContain('Subject: Invitation to Cogniplay');
    // The body is quoted-printable: undo soft line breaks and the encoded '='.
    const body = mail?.data.replaceAll('=\n', '').replaceAll('=3D', '=');
    expect(body).toContain('/realms/cogniplay/invitation?token=');
    expect(await f.count(mailOutbox)).toBe(0);
    expect(await f.count(invitations)).toBe(1);
  });
});

describe('SMTP failure', () => {
  let smtp: FakeSmtpServer;
  let f: OrganisationsFixture;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ refuse: true });
    f = await organisationsFixture({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await f.t.close();
    await smtp.close();
  });

  it('answers 503 and rolls the whole invitation back', async () => {
    // The admin's first call creates their own user record: make it before counting.
    await f.t.app.inject({ url: '/api/schools', headers: await f.headers('admin') });
    const before = await Promise.all([f.count(users), f.count(schoolStaff), f.count(invitations)]);
    const response = await inviteTeacher(f, 'bounced@example.org');
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe(
      'The invitation mail could not be sent. Nothing was saved; please try again later.',
    );
    expect(await Promise.all([f.count(users), f.count(schoolStaff), f.count(invitations)])).toEqual(
      before,
    );
  });
});
