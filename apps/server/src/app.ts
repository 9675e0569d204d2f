// The application as a Fastify plugin, registered in order: external plugins -> app plugins ->
// routes. `server.ts` listens; tests call `buildApp` and `inject`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import api from './api.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { idpPlugin } from './idp/index.ts';
import { loadSigningKeys } from './idp/keys.ts';
import { issuerKeySet } from './lib/access-token.ts';
import invitationsPlugin from './plugins/invitations.ts';
import mailPlugin from './plugins/mail.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import { problemBody } from './lib/http-problem.ts';
import { serializerCompiler } from './lib/response-serializer.ts';
import errorsPlugin, { sendProblem } from './plugins/errors.ts';
import gracefulStopPlugin from './plugins/graceful-stop.ts';
import healthPlugin from './plugins/health.ts';
import localesPlugin from './plugins/locales.ts';
import privacyRoutes from './modules/privacy/privacy.routes.ts';
import metricsPlugin from './plugins/metrics.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import spaPlugin from './plugins/spa.ts';
import { requestIdOf } from './lib/request-id.ts';
import { trustOption } from './lib/trust-proxy.ts';

export interface AppOptions {
  config: Config;
  /** An opened and migrated database; the app closes it when it closes. */
  database: Database;
}

export interface BuildAppOptions extends AppOptions {
  /** pino options, or false (tests). */
  logger?: FastifyServerOptions['logger'];
}

const webSourceLocales = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/public/locales',
);

export const appPlugin: FastifyPluginAsync<AppOptions> = async (app, { config, database }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins. OpenAPI first: it collects the routes registered after it.
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin);

  // Application plugins. The graceful stop first: it may drop a request before any other work.
  await app.register(gracefulStopPlugin, { drainSeconds: config.stopDrainSeconds });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(metricsPlugin, { config });
  const signingKeys = config.oidc.embedded ? await loadSigningKeys(database.db) : undefined;
  await app.register(authPlugin, { config, keySet: issuerKeySet(config, signingKeys) });
  await app.register(mailPlugin, { config });
  await app.register(invitationsPlugin, { config });

  // Routes. The SPA comes last: its catch-all answers only what nothing else matched.
  await app.register(healthPlugin);
  await app.register(localesPlugin, { config, sourceDir: webSourceLocales });
  await app.register(privacyRoutes);
  await app.register(api, { prefix: '/api', config });
  if (signingKeys) {
    await app.register(idpPlugin, { config, db: database.db, keys: signingKeys });
  }
  await app.register(spaPlugin, { config });
};

/** The app with every plugin registered but not yet ready: tests may add routes to it. */
export function createApp({ logger = false, ...options }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger,
    trustProxy: trustOption(options.config.trustProxy),
    genReqId: requestIdOf(options.config.trustProxy),
    // Errors before routing (a URL whose percent-encoding is not UTF-8) answer a problem too.
    frameworkErrors: (error, _request, reply) =>
      void sendProblem(
        reply,
        problemBody(error.statusCode ?? 400, {
          detail:
            error.code === 'FST_ERR_BAD_URL'
              ? 'The URL is not valid: a percent-encoded part of it is not UTF-8 text.'
              : error.message,
        }),
      ),
  });
  // Set on the raw response, so the provider's own answers (past Fastify's reply) carry it too.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
  });
  app.register(fp(appPlugin, { name: 'app' }), options);
  return app;
}

/** The ready app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = createApp(options);
  await app.ready();
  return app;
}
