// Stopping an instance without failing a request behind a proxy (server.ts calls
// `app.stopGracefully()` on SIGTERM). A proxy sends a refused or dropped GET to another instance,
// but never a POST it has already sent: so the instance must not stop listening while a proxy may
// still open connections to it. It stops in three steps:
// 1. Drain (STOP_DRAIN_SECONDS): every request is served as usual, except that a GET or HEAD is
//    dropped unanswered. The proxy sends that GET to another instance and, for its fail timeout,
//    opens no new connection to this one (nginx with max_fails=1, deploy/nginx). `/readyz`
//    answers 503 from now on, for balancers that watch it instead.
// 2. Stop listening, but keep the connections already accepted: a proxy writes its request as
//    soon as a connection opens, and this process may not have read it yet. They are served,
//    GETs too. `/readyz` answers 503 until the end.
// 3. Close: Fastify ends idle connections, answers 503 to requests that still come on open
//    ones, waits for those in flight, then closes the database.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long step 2 lasts: a connection's request follows its opening within a round trip. */
export const SETTLE_MS = 500;

/** Still answered while draining: how an orchestrator and a scraper watch the stop. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of a graceful stop. */
    readonly stopping: boolean;
    /** Drains, stops listening, then closes the app (see above); resolves once closed. */
    stopGracefully(): Promise<void>;
  }
}

export default fp<{ drainSeconds: number }>(
  async (app: FastifyInstance, { drainSeconds }) => {
    let stopping = false;
    /** Step 1 only: what is accepted after it is served, a GET too. */
    let draining = false;
    app.decorate('stopping', {
      getter: () => stopping,
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!draining || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      if (PROBES.has(request.url.split('?')[0]!)) return;
      request.log.info('dropped unanswered: this instance is stopping');
      reply.hijack();
      // The whole connection: a proxy's carries this one request (HTTP/1.0 to the instances).
      request.raw.socket.destroy();
    });

    app.decorate('stopGracefully', async () => {
      stopping = true;
      draining = drainSeconds > 0;
      await sleep(drainSeconds * 1000);
      // net's close, not http's: http's would also end accepted connections whose request has
      // not been read yet, as idle ones.
      if (app.server.listening) net.Server.prototype.close.call(app.server);
      draining = false;
      await sleep(SETTLE_MS);
      await app.close();
    });
  },
  { name: 'graceful-stop' },
);
