// Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers and
// every migration is applied; on embedded PGlite, while other work runs: the database completed a
// statement lately, see db/pglite-readiness.ts; not while the instance stops), for load balancers
// and orchestrators.
import fp from 'fastify-plugin';
import { httpError } from '../lib/http-problem.ts';

export default fp(
  async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

    app.get('/readyz', { schema: { hide: true } }, async () => {
      if (app.stopping) throw httpError.serviceUnavailable('This instance is stopping.');
      if (!(await app.database.isReady())) {
        throw httpError.serviceUnavailable('The database is not reachable or not migrated yet.');
      }
      return { status: 'ok' };
    });
  },
  { name: 'health', dependencies: ['db', 'graceful-stop'] },
);
