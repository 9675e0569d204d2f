// GET /about/privacy: the privacy statement, for everyone (no sign-in), a plain server-rendered
// document that a researcher hands to a school and a parent prints; no part of the app, so it
// costs the app's first load nothing. In the language asked for (?lng=), else the one the app
// keeps (its 'i18next' cookie), else the browser's.
import accepts from '@fastify/accepts';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { PRIVACY_LANGUAGES, renderPrivacyPage, type PrivacyLanguage } from './privacy-page.ts';

const supported = (tag: unknown): PrivacyLanguage | undefined =>
  typeof tag === 'string'
    ? PRIVACY_LANGUAGES.find((language) => tag.toLowerCase().startsWith(language))
    : undefined;

const privacyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(accepts);
  await app.register(cookie);
  app.get('/about/privacy', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const language =
      supported(query.lng) ??
      supported(request.cookies.i18next) ??
      supported(request.languages([...PRIVACY_LANGUAGES]) || undefined) ??
      'en';
    const other = language === 'en' ? 'de' : 'en';
    return reply
      .header('cache-control', 'no-cache')
      .header('content-language', language)
      .type('text/html; charset=utf-8')
      .send(renderPrivacyPage(language, `/about/privacy?lng=${other}`));
  });
};

export default privacyRoutes;
