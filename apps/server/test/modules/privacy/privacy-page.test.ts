// GET /about/privacy: the statement, for everyone, in the language asked for, with every
// category of the inventory and nothing unescaped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_INVENTORY } from '@cogniplay/contract';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /about/privacy', () => {
  it('answers the statement without sign-in, one section per category of the inventory', async () => {
    const response = await get('/about/privacy');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-language']).toBe('en');
    expect(response.body).toContain(
      '<title>What Cogniplay stores about a child, and why · Cogniplay</title>',
    );
    expect(response.body.match(/class="category"/g)).toHaveLength(PRIVACY_INVENTORY.length);
    expect(response.body).toContain('href="/about/privacy?lng=de"');
    // The app's strict headers hold here too: no inline script, no framing.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.body).not.toMatch(/<script/);
  });

  it('speaks German when asked, by the link, the app’s cookie or the browser', async () => {
    for (const [url, headers] of [
      ['/about/privacy?lng=de', {}],
      ['/about/privacy', { cookie: 'i18next=de' }],
      ['/about/privacy', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' }],
    ] as const) {
      const response = await get(url, headers);
      expect(response.headers['content-language'], url).toBe('de');
      expect(response.body).toContain('<html lang="de">');
      expect(response.body).toContain('Was Cogniplay über ein Kind speichert');
    }
    // A language it does not have gives English.
    expect((await get('/about/privacy?lng=fr')).headers['content-language']).toBe('en');
  });
});
