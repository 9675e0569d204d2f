// A PostgreSQL that drops its connections or cannot be reached: requests fail fast with 503 and
// Retry-After, the process keeps running, and the pool recovers by itself once the database is
// back. The app reaches PostgreSQL through a TCP relay that the test cuts and restores.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, freshPostgresDatabase, type TestApp } from '../helper.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

/** Forwards TCP connections to `target`; `cut` closes every connection and stops listening. */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  function listen(): Promise<number> {
    server = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(from);
        from.pipe(to);
        from.on('error', () => to.destroy());
        from.on('close', () => {
          sockets.delete(from);
          to.destroy();
        });
      }
    });
    return new Promise((resolve) =>
      server!.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve(port);
      }),
    );
  }
  return {
    listen,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

describe.skipIf(!baseUrl)('a PostgreSQL that drops connections', () => {
  let t: TestApp;
  let dropDatabase: () => Promise<void>;
  let link: ReturnType<typeof relay>;
  let admin: { authorization: string };

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase(baseUrl!);
    dropDatabase = fresh.drop;
    const url = new URL(fresh.url);
    link = relay(new URL(fresh.url));
    url.hostname = '127.0.0.1';
    url.port = String(await link.listen());
    t = await buildTestApp({ env: { DATABASE_URL: url.toString() } });
    admin = await t.authHeader({ email: 'admin@example.org', roles: ['admin'] });
  });

  afterAll(async () => {
    await t.close();
    await dropDatabase();
  });

  const listSchools = () => t.app.inject({ method: 'GET', url: '/api/schools', headers: admin });

  it('answers 503 at once while the database is gone, then recovers on its own', async () => {
    expect((await listSchools()).statusCode).toBe(200);

    await link.cut();
    const started = Date.now();
    const refused = await listSchools();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({
      status: 503,
      detail: expect.stringMatching(/database cannot be reached/),
    });

    await link.listen();
    expect((await listSchools()).statusCode).toBe(200);
  });
});
