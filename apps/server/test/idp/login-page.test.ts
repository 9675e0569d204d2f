// Our login page: works as a plain form, tells nothing about which part was wrong, is rate
// limited per account and per address, is bound to the browser's interaction, speaks en and de.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { idpAccounts, rateLimits, users } from '../../src/db/schema/index.ts';
import {
  Browser,
  DEMO_PASSWORD,
  formAction,
  openLoginPage,
  openTestDatabase,
  seed,
  startServer,
  type IdpServer,
} from './support.ts';

const INVALID = 'Invalid email or password.';
const TOO_MANY = 'Too many sign-in attempts. Please try again later.';
const RATE_LIMIT = 3;

let database: Database;
let dispose: () => Promise<void>;
let server: IdpServer;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  // Behind a proxy, so that each test's X-Forwarded-For is its client address.
  server = await startServer(database, {
    LOGIN_RATE_LIMIT: String(RATE_LIMIT),
    TRUST_PROXY: 'true',
  });
  await seed(database, server);
  // An invited person who has not chosen a password yet.
  const [invited] = await database.db
    .insert(users)
    .values({ email: 'invited@cogniplay.test' })
    .returning();
  await database.db.insert(idpAccounts).values({ userId: invited!.id, roles: ['researcher'] });
});

afterAll(async () => {
  await server.close();
  await dispose();
});

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
  };
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

  it('limits attempts per account, even with the right password after the limit', async () => {
    const email = 'researcher@cogniplay.test';
    await database.db.delete(rateLimits);
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await attempt(email, 'wrong', `198.51.100.${i}`)).html).toContain(INVALID);
    }
    const blocked = await attempt(email, DEMO_PASSWORD, '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain(TOO_MANY);
  });

  it('limits attempts per client address across accounts', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < RATE_LIMIT; i++) {
      expect((await attempt(`guess${i}@cogniplay.test`, 'wrong', address)).status).toBe(400);
    }
    const blocked = await attempt('admin@cogniplay.test', DEMO_PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.html).toContain(TOO_MANY);
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
});
