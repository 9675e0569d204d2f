// Bad input to the provider's form endpoints never answers 5xx: our pages (login, onboarding)
// refuse oversized bodies with 413, other content types with 415 and NUL characters with 400, as
// an error page of ours in the reader's language, and change nothing; oidc-provider's own form
// endpoints (token, revoke) and its authorization and logout pages answer 4xx.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { idpAccounts, invitations, rateLimits, users } from '../../src/db/schema/index.ts';
import { hashInvitationToken } from '../../src/invitations/invitation-token.ts';
import {
  Browser,
  formAction,
  openLoginPage,
  startSeededServer,
  type IdpServer,
} from './support.ts';

const INVITATION_TOKEN = 'bad-input-test-token';

let database: Database;
let server: IdpServer;
let close: () => Promise<void>;
let invitedUserId: number;

beforeAll(async () => {
  ({ database, server, close } = await startSeededServer());
  const [invited] = await database.db
    .insert(users)
    .values({ email: 'bad-input@cogniplay.test' })
    .returning();
  invitedUserId = invited!.id;
  await database.db.insert(idpAccounts).values({ userId: invitedUserId, roles: ['researcher'] });
  await database.db.insert(invitations).values({
    userId: invitedUserId,
    tokenHash: hashInvitationToken(INVITATION_TOKEN),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
});

afterAll(() => close());

/** A form endpoint of ours, with the cookies a browser would send to it. */
interface Target {
  url: string;
  cookie: string;
  fields: Record<string, string>;
}

async function loginTarget(): Promise<Target> {
  const browser = new Browser();
  const login = await openLoginPage(browser, server);
  const cookie = [...browser.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  return {
    url: formAction(login.html, login.url),
    cookie,
    fields: { email: 'admin@cogniplay.test', password: 'wrong password' },
  };
}

function invitationTarget(): Target {
  return {
    url: `${server.issuer}/invitation`,
    cookie: '',
    fields: {
      token: INVITATION_TOKEN,
      firstName: 'Bad',
      lastName: 'Input',
      password: 'a long new password',
      passwordConfirm: 'a long new password',
    },
  };
}

async function post(
  target: Target,
  body: string | FormData,
  contentType: string | undefined,
  language = 'en',
) {
  const headers: Record<string, string> = { 'accept-language': language };
  if (target.cookie) headers.cookie = target.cookie;
  if (contentType) headers['content-type'] = contentType;
  const response = await fetch(target.url, { method: 'POST', headers, body });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    html: await response.text(),
  };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

/** What the refusals must not have changed. */
async function state() {
  const [limits] = await database.db.select({ n: count() }).from(rateLimits);
  const [account] = await database.db
    .select({ passwordHash: idpAccounts.passwordHash })
    .from(idpAccounts)
    .where(eq(idpAccounts.userId, invitedUserId));
  const [invitation] = await database.db
    .select({ usedAt: invitations.usedAt })
    .from(invitations)
    .where(eq(invitations.userId, invitedUserId));
  return { limits: limits?.n, passwordHash: account?.passwordHash, usedAt: invitation?.usedAt };
}

function expectErrorPage(answer: { type: string | null; html: string }, message: string) {
  expect(answer.type).toMatch(/^text\/html/);
  expect(answer.html).toContain(
    '<link rel="stylesheet" href="/realms/cogniplay/assets/login.css">',
  );
  expect(answer.html).toContain(`<p class="alert" role="alert">${message}</p>`);
  expect(answer.html).not.toMatch(/at \w+ \(|node_modules|Error:/);
}

describe.each([
  ['the login form', loginTarget],
  ['the onboarding form', async () => invitationTarget()],
])('%s', (_name, makeTarget) => {
  it('answers an oversized body with 413 and our page, in English and German', async () => {
    const target = await makeTarget();
    const before = await state();
    const big = form({ ...target.fields, padding: 'x'.repeat(64 * 1024) });
    const english = await post(target, big, FORM);
    expect(english.status).toBe(413);
    expectErrorPage(
      english,
      'The form was too large to be accepted. Please go back and try again.',
    );
    const german = await post(target, big, FORM, 'de');
    expect(german.status).toBe(413);
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain('Das Formular war zu groß');
    expect(await state()).toEqual(before);
  });

  it('answers other or missing content types with 415 and our page', async () => {
    const target = await makeTarget();
    const before = await state();
    const multipart = new FormData();
    for (const [key, value] of Object.entries(target.fields)) multipart.set(key, value);
    const answers = [
      await post(target, JSON.stringify(target.fields), 'application/json'),
      await post(target, '{"email":', 'application/json'),
      await post(target, form(target.fields), 'text/plain'),
      await post(target, form(target.fields), undefined),
      await post(target, multipart, undefined),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(415);
      expectErrorPage(
        answer,
        'The form was sent in a format this page does not accept. Please go back and use the form on the page.',
      );
    }
    expect(await state()).toEqual(before);
  });

  it('answers NUL characters in a field or the query with 400 and our page', async () => {
    const target = await makeTarget();
    const before = await state();
    const message =
      'The form contained characters that cannot be used. Please go back and check your entries.';
    for (const field of Object.keys(target.fields)) {
      const answer = await post(target, form({ ...target.fields, [field]: 'a\u0000b' }), FORM);
      expect(answer.status).toBe(400);
      expectErrorPage(answer, message);
    }
    const inQuery = await post(
      { ...target, url: `${target.url}${target.url.includes('?') ? '&' : '?'}x=%00` },
      form(target.fields),
      FORM,
    );
    expect(inQuery.status).toBe(400);
    expect(await state()).toEqual(before);
    // The UTF-8 bytes of a lone surrogate stay undecoded text (a checked, ordinary answer).
    const wtf8 = await post(target, `${form(target.fields)}&firstName=%ED%A0%80`, FORM);
    expect(wtf8.status).toBeLessThan(500);
  });
});

describe("oidc-provider's own endpoints", () => {
  const endpoint = (name: string) => `${server.issuer}/protocol/openid-connect/${name}`;
  const send = async (url: string, init: { body?: string; type?: string } = {}) => {
    const response = await fetch(url, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: init.type ? { 'content-type': init.type } : {},
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    return { status: response.status, body: await response.text() };
  };

  it.each(['token', 'revoke'])('%s answers bad bodies with 4xx, never 5xx', async (name) => {
    const client = { client_id: server.config.oidc.clientId };
    const bodies: { body: string; type?: string }[] = [
      { body: form({ ...client, token: 'x'.repeat(200_000) }), type: FORM },
      { body: JSON.stringify(client), type: 'application/json' },
      { body: form(client), type: 'text/plain' },
      { body: form(client) },
      { body: form({ client_id: 'cogniplay-web\u0000', token: 'a' }), type: FORM },
      {
        body: form({ ...client, grant_type: 'refresh_token', refresh_token: 'a\u0000b' }),
        type: FORM,
      },
      {
        body: form({
          ...client,
          grant_type: 'authorization_code',
          code: 'a\u0000',
          redirect_uri: '\u0000',
        }),
        type: FORM,
      },
      {
        body: form({ ...client, token: 'a\u0000b', token_type_hint: 'refresh_token' }),
        type: FORM,
      },
    ];
    for (const body of bodies) {
      const answer = await send(endpoint(name), body);
      expect(answer.status, `${body.type} ${body.body.slice(0, 80)}`).toBeLessThan(500);
      // A revocation of an unknown token is a success (RFC 7009); everything else is refused.
      if (answer.status >= 300) expect(answer.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers NUL characters in the authorization and logout queries with 4xx', async () => {
    for (const name of ['auth', 'logout']) {
      for (const query of [
        'client_id=cogniplay-web%00',
        'client_id=cogniplay-web&id_token_hint=a%00&state=%00&redirect_uri=%00',
      ]) {
        const answer = await send(`${endpoint(name)}?${query}`);
        expect(answer.status, `${name}?${query}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${name}?${query}`).toBeLessThan(500);
      }
    }
  });
});
