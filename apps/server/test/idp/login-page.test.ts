// Our login page: works as a plain form, tells nothing about which part was wrong, is rate
// limited per (account, address) pair and paused (never locked) per account, is bound to the browser's interaction, speaks en and de.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { eq, sql } from 'drizzle-orm';
import { idpAccounts, rateLimits, users } from '../../src/db/schema/index.ts';
import {
  Browser,
  DEMO_PASSWORD,
  formAction,
  openLoginPage,
  startSeededServer,
  type IdpServer,
} from './support.ts';

const INVALID = 'Invalid email or password.';
const RATE_LIMIT = 3;
const ACCOUNT_LIMIT = 6;

let database: Database;
let server: IdpServer;
let close: () => Promise<void>;

beforeAll(async () => {
  // Behind a proxy, so that each test's X-Forwarded-For is its client address.
  ({ database, server, close } = await startSeededServer({
    LOGIN_RATE_LIMIT: String(RATE_LIMIT),
    LOGIN_ACCOUNT_RATE_LIMIT: String(ACCOUNT_LIMIT),
    TRUST_PROXY: '1',
  }));
  // An invited person who has not chosen a password yet.
  const [invited] = await database.db
    .insert(users)
    .values({ email: 'invited@cogniplay.test' })
    .returning();
  await database.db.insert(idpAccounts).values({ userId: invited!.id, roles: ['researcher'] });
});

afterAll(() => close());

/** Posts the login form once, from a browser with its own client address. */
async function attempt(email: string, password: string, address = '203.0.113.1') {
  const browser = new Browser({ 'x-forwarded-for': address });
  const login = await openLoginPage(browser, server);
  const response = await browser.request(formAction(login.html, login.url), {
    form: { email, password },
  });
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get('location'),
    retryAfter: response.headers.get('retry-after'),
  };
}

const accountRow = (email: string) => eq(rateLimits.key, `login:account:${email}`);

/** Ends the pause of the account-wide limit of `email` now, as if its time had passed. */
async function endPause(email: string) {
  await database.db
    .update(rateLimits)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(accountRow(email));
}

/**
 * The pause the last counted attempt of `email` started, in seconds, read from the stored row
 * (its end minus the attempt's time, which is the window's end minus the window), so a slow test
 * machine cannot change it; then the pause is made a minute longer, so that it surely still
 * lasts when the next request arrives.
 */
async function storedPauseMadeLonger(email: string): Promise<number> {
  const [row] = await database.db
    .select({
      pause: sql<string>`extract(epoch from ${rateLimits.nextAttemptAt} - ${rateLimits.resetAt}) + 3600`,
    })
    .from(rateLimits)
    .where(accountRow(email));
  await database.db
    .update(rateLimits)
    .set({ nextAttemptAt: sql`${rateLimits.nextAttemptAt} + interval '60 seconds'` })
    .where(accountRow(email));
  return Number(row?.pause);
}

describe('login page', () => {
  it('is the product page: logo, name, headline, email and password form, no script', async () => {
    const { response, html } = await openLoginPage(new Browser(), server);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<img src="/logo.svg"');
    expect(html).toContain('Cogniplay');
    expect(html).toContain('Transform cognitive assessment through game-based evaluation.');
    expect(html).toMatch(/<form method="post" action="\/realms\/cogniplay\/login\/[^"]+"/);
    expect(html).toContain('name="email" type="email"');
    expect(html).toContain('name="password" type="password"');
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/realms/cogniplay/assets/login.css"');
    const css = await fetch(`${server.baseUrl}/realms/cogniplay/assets/login.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('signs in with the right password and continues the authorization', async () => {
    const result = await attempt('ADMIN@cogniplay.test', DEMO_PASSWORD, '203.0.113.10');
    expect(result.status).toBe(303);
    expect(result.location).toMatch(/\/realms\/cogniplay\/protocol\/openid-connect\/auth\//);
  });

  it('answers a wrong password, an unknown email and an account without password alike', async () => {
    const answers = [
      await attempt('admin@cogniplay.test', 'wrong password', '203.0.113.20'),
      await attempt('nobody@cogniplay.test', DEMO_PASSWORD, '203.0.113.21'),
      await attempt('invited@cogniplay.test', DEMO_PASSWORD, '203.0.113.22'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.html).toContain(`<p class="alert" role="alert">${INVALID}</p>`);
    }
  });

  it('keeps the email and asks again, without saying which part was wrong', async () => {
    const { html } = await attempt('researcher@cogniplay.test', 'nope', '203.0.113.23');
    expect(html).toContain('value="researcher@cogniplay.test"');
    expect(html).not.toMatch(/unknown|not found|wrong password/i);
  });

  it('refuses a form posted without the browser’s interaction cookie (CSRF)', async () => {
    const { html, url } = await openLoginPage(new Browser(), server);
    const forged = await new Browser().request(formAction(html, url), {
      form: { email: 'admin@cogniplay.test', password: DEMO_PASSWORD },
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Your sign-in request has expired');
  });

  it('limits attempts per (account, address) pair with 429, Retry-After and when to retry', async () => {
    await database.db.delete(rateLimits);
    const email = 'researcher@cogniplay.test';
    const address = '198.51.100.1';
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await attempt(email, 'wrong', address)).html).toContain(INVALID);
    }
    const blocked = await attempt(email, DEMO_PASSWORD, address);
    expect(blocked.status).toBe(429);
    // The window is 900 s long and began a moment ago.
    expect(Number(blocked.retryAfter)).toBeGreaterThan(800);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(900);
    expect(blocked.html).toContain(
      '<p class="alert" role="alert">Too many sign-in attempts. Please try again in 15 minutes.</p>',
    );
  });

  it('lets the right password in from another address after one address used up its pair limit', async () => {
    await database.db.delete(rateLimits);
    const email = 'admin@cogniplay.test';
    for (let i = 0; i < RATE_LIMIT + 2; i++) await attempt(email, 'wrong', '198.51.100.2');
    expect((await attempt(email, DEMO_PASSWORD, '198.51.100.2')).status).toBe(429);
    const elsewhere = await attempt(email, DEMO_PASSWORD, '198.51.100.3');
    expect(elsewhere.status).toBe(303);
  });

  it('does not share one budget between the accounts of one address', async () => {
    await database.db.delete(rateLimits);
    const address = '192.0.2.77';
    for (let i = 0; i < RATE_LIMIT * 2; i++) {
      expect((await attempt(`guess${i}@cogniplay.test`, 'wrong', address)).status).toBe(400);
    }
    expect((await attempt('admin@cogniplay.test', DEMO_PASSWORD, address)).status).toBe(303);
  });

  /** Wrong passwords for `email` from a new address each, through four account-wide pauses. */
  async function accountWidePauses(email: string) {
    const answers: { status: number; retryAfter: string | null; html: string }[] = [];
    let host = 0;
    const next = async (password = 'wrong') => {
      const answer = await attempt(email, password, `203.0.113.${100 + host++}`);
      answers.push(answer);
      return answer;
    };
    for (let i = 1; i < ACCOUNT_LIMIT; i++) expect((await next()).status).toBe(400);
    const pauses = [];
    for (let i = 0; i < 4; i++) {
      // A checked attempt (wrong) starts the next, longer pause.
      expect((await next()).status).toBe(400);
      const pause = await storedPauseMadeLonger(email);
      pauses.push(pause);
      // During the pause even the right password is not checked.
      const paused = await next(DEMO_PASSWORD);
      expect(paused.status).toBe(429);
      expect(Number(paused.retryAfter)).toBeGreaterThan(55);
      expect(Number(paused.retryAfter)).toBeLessThanOrEqual(60 + pause);
      await endPause(email);
    }
    return { answers, pauses, next };
  }

  it('pauses an account attacked from many addresses, with growing delays instead of a lock', async () => {
    await database.db.delete(rateLimits);
    const email = 'researcher@cogniplay.test';
    const { pauses, answers, next } = await accountWidePauses(email);
    expect(pauses).toEqual([1, 2, 4, 8]);
    expect(answers.at(-1)?.html).toMatch(/Please try again in \d+ minutes?\./);
    // Once the pause has passed, the right password gets in.
    await endPause(email);
    expect((await next(DEMO_PASSWORD)).status).toBe(303);
  });

  it('answers an unknown account exactly as a known one', async () => {
    await database.db.delete(rateLimits);
    const known = await accountWidePauses('researcher@cogniplay.test');
    const unknown = await accountWidePauses('nobody@cogniplay.test');
    const shape = (answers: typeof known.answers) =>
      answers.map(({ status, retryAfter, html }) => ({
        status,
        retried: retryAfter !== null,
        // The seconds left depend on the test machine's speed.
        alert: /<p class="alert" role="alert">([^<]*)<\/p>/
          .exec(html)?.[1]
          ?.replace(/\d+ (second|minute)s?/, 'N'),
      }));
    expect(unknown.pauses).toEqual(known.pauses);
    expect(shape(unknown.answers)).toEqual(shape(known.answers));
    const pairLimit = async (email: string) => {
      const answers = [];
      for (let i = 0; i <= RATE_LIMIT; i++)
        answers.push(await attempt(email, 'wrong', '192.0.2.9'));
      return shape(answers);
    };
    expect(await pairLimit('nobody2@cogniplay.test')).toEqual(
      await pairLimit('admin@cogniplay.test'),
    );
  });
});

describe('login page language', () => {
  it('is German for ui_locales=de', async () => {
    const { html } = await openLoginPage(new Browser(), server, { ui_locales: 'de' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<label for="password">Passwort</label>');
  });

  it('follows the app’s i18next cookie, then Accept-Language, else English', async () => {
    const fromCookie = await openLoginPage(new Browser({ cookie: 'i18next=de' }), server);
    expect(fromCookie.html).toContain('<html lang="de">');
    const fromHeader = await openLoginPage(
      new Browser({ 'accept-language': 'fr;q=1, de-AT;q=0.8' }),
      server,
    );
    expect(fromHeader.html).toContain('<html lang="de">');
    const english = await openLoginPage(new Browser({ 'accept-language': 'de;q=0.5' }), server, {
      ui_locales: 'en',
    });
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<label for="password">Password</label>');
  });

  it('shows the German messages in German', async () => {
    const browser = new Browser({ 'x-forwarded-for': '203.0.113.30' });
    const login = await openLoginPage(browser, server, { ui_locales: 'de' });
    const response = await browser.request(formAction(login.html, login.url), {
      form: { email: 'admin@cogniplay.test', password: 'falsch' },
    });
    expect(await response.text()).toContain('E-Mail oder Passwort ist falsch.');
  });

  it('offers a language switch that keeps the sign-in going and is remembered', async () => {
    const browser = new Browser({ 'x-forwarded-for': '203.0.113.31' });
    const login = await openLoginPage(browser, server, { ui_locales: 'en' });
    const path = new URL(login.url).pathname;
    expect(login.html).toContain('<nav class="language-switch" aria-label="Language">');
    expect(login.html).toContain(
      `<a href="${path}?lng=en" hreflang="en" lang="en" aria-current="true">English</a>`,
    );
    const german = await browser.request(`${server.baseUrl}${path}?lng=de`);
    expect(german.status).toBe(200);
    // The app and the next pages follow the choice.
    expect(german.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^i18next=de;.*; Path=\/;/),
    );
    const html = await german.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Kognitive Diagnostik neu gedacht – durch spielbasierte Erhebung.');
    expect(html).toContain('aria-label="Sprache"');
    expect(html).toContain(`<form method="post" action="${path}?lng=de"`);
    // The same interaction goes on in German: a wrong password, then the right one.
    const wrong = await browser.request(formAction(html, german.url), {
      form: { email: 'admin@cogniplay.test', password: 'falsch' },
    });
    expect(await wrong.text()).toContain('E-Mail oder Passwort ist falsch.');
    const right = await browser.request(formAction(html, german.url), {
      form: { email: 'admin@cogniplay.test', password: DEMO_PASSWORD },
    });
    expect(right.status).toBe(303);
  });
});
