// Prometheus metrics at GET /metrics, for a scraper that presents METRICS_TOKEN as a bearer token
// (unset: the route answers 404 like any unknown path; a wrong or missing token 401). Requests are counted and timed by route
// pattern (`/api/play/:token/answers`), never by the URL itself, which may hold a play link's
// token. Each app has its own registry, so tests can build many apps in one process.
import { timingSafeEqual } from 'node:crypto';
import type { GameSlug } from '@cogniplay/contract';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { HttpProblem } from '../lib/http-problem.ts';

export interface AppMetrics {
  /** An answer stored for the first time (a repeated answer is not counted again). */
  answerRecorded(): void;
  /** A game upload file stored, with its number of new instances. */
  uploadStored(game: GameSlug, instances: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Request latencies in seconds: from 5 ms to 10 s, finest where the API's goals lie. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of this instance, by state (open, idle) and queries waiting',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = app.database.poolUse();
        this.set({ state: 'open' }, use.open);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
    const answers = new Counter({
      name: 'cogniplay_answers_recorded_total',
      help: 'Answers stored for the first time',
      registers: [registry],
    });
    const uploads = new Counter({
      name: 'cogniplay_uploads_total',
      help: 'Game upload files stored, by game',
      labelNames: ['game'],
      registers: [registry],
    });
    const uploadedInstances = new Counter({
      name: 'cogniplay_uploaded_instances_total',
      help: 'Game instances stored by uploads, by game',
      labelNames: ['game'],
      registers: [registry],
    });
    app.decorate('metrics', {
      answerRecorded: () => answers.inc(),
      uploadStored(game, instances) {
        uploads.inc({ game });
        uploadedInstances.inc({ game }, instances);
      },
    } satisfies AppMetrics);

    app.addHook('onResponse', async (request, reply) => {
      requests.observe(
        {
          method: request.method,
          // Unmatched requests share one label, so a scan of random paths adds no series.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
    });

    const token = config.metricsToken;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!token) return reply.callNotFound();
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameSecret(given, token)) {
        throw new HttpProblem(401, {
          detail: 'The metrics need the bearer token of METRICS_TOKEN.',
          headers: { 'www-authenticate': 'Bearer' },
        });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
