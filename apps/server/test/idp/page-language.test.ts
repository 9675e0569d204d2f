// The language of a page of ours from the request: the `i18next` cookie and Accept-Language, read
// by @fastify/cookie and @fastify/accepts as the provider's plugin registers them.
import accepts from '@fastify/accepts';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestPageContext } from '../../src/idp/pages.ts';

const app = Fastify();
beforeAll(async () => {
  await app.register(cookie);
  await app.register(accepts);
  app.get('/page', (request) => requestPageContext('/realms/test', request).language);
  await app.ready();
});
afterAll(() => app.close());

async function languageFor(headers: Record<string, string>) {
  return (await app.inject({ url: '/page', headers })).body;
}

describe('requestPageContext', () => {
  it('follows Accept-Language by weight, a region falling back to its language', async () => {
    expect(await languageFor({ 'accept-language': 'fr, de;q=0.9, en;q=0.8' })).toBe('de');
    expect(await languageFor({ 'accept-language': 'en;q=0.1, de;q=0.9' })).toBe('de');
    expect(await languageFor({ 'accept-language': 'fr;q=1, de-AT;q=0.8' })).toBe('de');
    expect(await languageFor({ 'accept-language': 'de;q=0' })).toBe('en');
    expect(await languageFor({})).toBe('en');
  });

  it('puts the i18next cookie before Accept-Language, and ignores one it cannot read', async () => {
    expect(await languageFor({ cookie: 'a=1; i18next=de', 'accept-language': 'en' })).toBe('de');
    expect(await languageFor({ cookie: 'i18next=%E0%A4%A', 'accept-language': 'de' })).toBe('de');
  });
});
