// "Forgot password?" end to end against the real server: the link on the login page, the same
// answer for known and unknown emails, a single-use, expiring link mailed to the outbox (only its
// hash stored), the onboarding's password rules, sign-in with the new password, rate limits and
// audit rows without personal data.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { auditLog, mailOutbox, passwordResets, rateLimits } from '../../src/db/schema/index.ts';
import { hashResetToken } from '../../src/idp/password-resets.repository.ts';
import {
  Browser,
  formAction,
  openLoginPage,
  postToken,
  signIn,
  startSeededServer,
  type IdpServer,
} from './support.ts';

const RATE_LIMIT = 5;
const RESEARCHER = 'researcher@cogniplay.test';

let database: Database;
let server: IdpServer;
let close: () => Promise<void>;
let nextAddress = 1;

beforeAll(async () => {
  ({ database, server, close } = await startSeededServer({
    LOGIN_RATE_LIMIT: String(RATE_LIMIT),
    TRUST_PROXY: '1',
  }));
});

afterAll(() => close());

const forgotUrl = () => `${server.issuer}/forgot-password`;

/** Asks for a reset link, from a new client address unless one is given. */
async function requestReset(email: string, address = `198.51.100.${nextAddress++}`) {
  const response = await fetch(forgotUrl(), {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    body: new URLSearchParams({ email }),
  });
  return {
    status: response.status,
    html: await response.text(),
    retryAfter: response.headers.get('retry-after'),
  };
}

async function mailsTo(email: string) {
  return database.db
    .select({ link: mailOutbox.link, body: mailOutbox.body })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(mailOutbox.id);
}

/** The mail is sent after the answer: wait until `count` mails to `email` are there. */
async function waitForMails(email: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} mails to ${email}`);
}

async function submitNewPassword(link: string, password: string, confirm = password) {
  const token = new URL(link).searchParams.get('token') ?? '';
  const response = await fetch(`${server.issuer}/reset-password`, {
    method: 'POST',
    body: new URLSearchParams({ token, password, passwordConfirm: confirm }),
  });
  return { status: response.status, html: await response.text() };
}

describe('forgot password', () => {
  it('is linked from the login page and leads back to the same sign-in', async () => {
    const login = await openLoginPage(new Browser(), server);
    const href = /<a class="link" href="([^"]+)">Forgot password\?<\/a>/.exec(login.html)?.[1];
    expect(href).toBeDefined();
    const uid = new URL(login.url).pathname.split('/').at(-1);
    const page = await fetch(new URL(href!.replaceAll('&amp;', '&'), server.baseUrl));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<h1>Forgot your password?</h1>');
    expect(html).toContain(`href="/realms/cogniplay/login/${uid}">Back to sign in</a>`);
    const sent = await fetch(formAction(html, page.url), {
      method: 'POST',
      headers: { 'x-forwarded-for': '192.0.2.200' },
      body: new URLSearchParams({ email: 'nobody@cogniplay.test' }),
    });
    expect(await sent.text()).toContain(`href="/realms/cogniplay/login/${uid}"`);
  });

  it('answers a known and an unknown email alike, and mails only the known one', async () => {
    const known = await requestReset(RESEARCHER.toUpperCase());
    const unknown = await requestReset('nobody@cogniplay.test');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.html).toContain('If an account with a password exists for this address');
    const [mail] = await waitForMails(RESEARCHER, 1);
    expect(mail?.link).toMatch(
      new RegExp(`^${server.baseUrl}/realms/cogniplay/reset-password\\?token=[\\w-]{43}$`),
    );
    expect(mail?.body).toContain('60 minutes');
    expect(await mailsTo('nobody@cogniplay.test')).toEqual([]);
  });

  it('stores only the hash of the token, with an expiry an hour ahead', async () => {
    const [mail] = (await waitForMails(RESEARCHER, 1)).slice(-1);
    const token = new URL(mail!.link!).searchParams.get('token')!;
    const rows = await database.db.select().from(passwordResets);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === hashResetToken(token));
    expect(row).toBeDefined();
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);
  });

  it('sets a new password with the onboarding rules, once, and signs in with it', async () => {
    await requestReset(RESEARCHER);
    const mails = await waitForMails(RESEARCHER, 2);
    const link = mails.at(-1)!.link!;
    const form = await fetch(link);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<h1>Choose a new password</h1>');

    const short = await submitNewPassword(link, 'short');
    expect(short.status).toBe(400);
    expect(short.html).toContain('The password must be at least 10 characters long.');
    const mismatch = await submitNewPassword(link, 'a new long password', 'something else');
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain('The passwords do not match.');

    const done = await submitNewPassword(link, 'a new long password');
    expect(done.status).toBe(200);
    expect(done.html).toContain('Your password has been changed');
    expect(done.html).toContain(`href="${server.baseUrl}/"`);

    const again = await submitNewPassword(link, 'another long password');
    expect(again.status).toBe(410);
    expect(again.html).toContain('This link has already been used.');
    // The earlier link of the same person is spent too.
    expect((await submitNewPassword(mails[0]!.link!, 'another long password')).status).toBe(410);

    await expect(signIn(new Browser(), server, RESEARCHER)).rejects.toThrow();
    const tokens = await signIn(new Browser(), server, RESEARCHER, 'a new long password');
    expect(tokens.access_token).toBeTruthy();
  });

  it("ends the account's sessions: an older refresh token stops working", async () => {
    const before = await signIn(new Browser(), server, RESEARCHER, 'a new long password');
    const other = await signIn(new Browser(), server, 'admin@cogniplay.test');
    await requestReset(RESEARCHER);
    const mails = await waitForMails(RESEARCHER, 3);
    expect((await submitNewPassword(mails.at(-1)!.link!, 'yet another long password')).status).toBe(
      200,
    );
    const refresh = (tokens: typeof before) =>
      postToken(server, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect((await refresh(before)).status).toBe(400);
    // Other people stay signed in.
    expect((await refresh(other)).status).toBe(200);
    const after = await signIn(new Browser(), server, RESEARCHER, 'yet another long password');
    expect((await refresh(after)).status).toBe(200);
  });

  it('refuses an expired link and an unknown one, offering a new link', async () => {
    await requestReset('admin@cogniplay.test');
    const [mail] = await waitForMails('admin@cogniplay.test', 1);
    const token = new URL(mail!.link!).searchParams.get('token')!;
    await database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashResetToken(token)));
    const expired = await fetch(mail!.link!);
    expect(expired.status).toBe(410);
    const html = await expired.text();
    expect(html).toContain('This link has expired.');
    expect(html).toContain('href="/realms/cogniplay/forgot-password"');
    expect((await submitNewPassword(mail!.link!, 'a new long password')).status).toBe(410);
    expect((await fetch(`${server.issuer}/reset-password?token=nope`)).status).toBe(404);
    // The admin's password is unchanged.
    expect((await signIn(new Browser(), server, 'admin@cogniplay.test')).access_token).toBeTruthy();
  });

  it('limits requests per address with 429 and Retry-After', async () => {
    await database.db.delete(rateLimits);
    const address = '203.0.113.50';
    for (let i = 0; i < RATE_LIMIT; i++)
      expect((await requestReset(`someone${i}@cogniplay.test`, address)).status).toBe(200);
    const blocked = await requestReset('admin@cogniplay.test', address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(blocked.html).toContain(
      'Too many requests from your network. Please try again in 15 minutes.',
    );
  });

  it('sends at most three mails an hour to one email, with the same answer each time', async () => {
    await database.db.delete(rateLimits);
    const before = (await mailsTo('admin@cogniplay.test')).length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await requestReset('admin@cogniplay.test'));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    await waitForMails('admin@cogniplay.test', before + 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsTo('admin@cogniplay.test')).length).toBe(before + 3);
  });

  it('records audit rows without personal data', async () => {
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), like(auditLog.action, 'user.password_reset%')));
    expect(rows.map((row) => row.action)).toContain('user.password_reset_requested');
    expect(rows.map((row) => row.action)).toContain('user.password_reset');
    for (const row of rows) expect(JSON.stringify(row.details)).not.toMatch(/@|token|password/i);
  });
});

describe('forgot password in German', () => {
  it('speaks German after the Accept-Language header', async () => {
    const response = await fetch(forgotUrl(), { headers: { 'accept-language': 'de' } });
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Passwort vergessen?</h1>');
  });
});
