// The graceful stop on a listening app: while it drains, GETs are dropped for a proxy to send
// elsewhere and everything else is served; then it stops listening but still serves a request on
// a connection it had accepted. The same through nginx: test/instances/two-instances.test.ts.
// Longer drains than the default 1 s, so that a loaded machine fits its requests into them.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import { acceptsConnections, openConnection } from '../raw-connection.ts';

const DRAIN_SECONDS = 3;

let t: TestApp;
let port: number;
let authorization: string;
/** A new app listening on a free port, draining for `drainSeconds` when stopped. */
async function listeningApp(drainSeconds: number) {
  t = await buildTestApp({ env: { STOP_DRAIN_SECONDS: String(drainSeconds) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  ({ authorization } = await t.authHeader({ roles: ['admin'] }));
}
afterEach(() => t.close());

/** The status line of one HTTP/1.0 request on a new connection ('' when dropped unanswered). */
async function statusLine(request: string): Promise<string> {
  const { socket, answer } = await openConnection(port);
  socket.write(request);
  return (await answer).split('\r\n')[0]!;
}

const get = (url: string) => `GET ${url} HTTP/1.0\r\nAuthorization: ${authorization}\r\n\r\n`;
const createSchool = () => {
  const body = JSON.stringify({ schoolName: `Stop ${Math.random()}`, managingInstituteId: null });
  return (
    'POST /api/schools HTTP/1.0\r\n' +
    `Authorization: ${authorization}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
};

const accepting = () => acceptsConnections(port);

describe('graceful stop', () => {
  it('drains, stops listening, serves what it accepted, then closes', async () => {
    await listeningApp(DRAIN_SECONDS);
    expect(await statusLine(get('/api/schools'))).toBe('HTTP/1.1 200 OK');
    expect(await statusLine(get('/readyz'))).toBe('HTTP/1.1 200 OK');

    const stopped = t.app.stopGracefully();
    const started = Date.now();
    expect(t.app.stopping).toBe(true);
    // Draining: a GET is dropped unanswered, a POST is served, the probes answer.
    expect(await statusLine(get('/api/schools'))).toBe('');
    expect(await statusLine(createSchool())).toBe('HTTP/1.1 201 Created');
    expect(await statusLine(get('/healthz'))).toBe('HTTP/1.1 200 OK');
    expect(await statusLine(get('/readyz'))).toBe('HTTP/1.1 503 Service Unavailable');
    expect(await statusLine(get('/metrics'))).toBe('HTTP/1.1 404 Not Found'); // no METRICS_TOKEN
    expect(await accepting()).toBe(true);

    // A connection opened while listening, whose request (a GET) comes after listening stopped.
    const late = await openConnection(port);
    while (await accepting()) await sleep(10);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000 - 50);
    late.socket.write(get('/api/schools'));
    expect((await late.answer).split('\r\n')[0]).toBe('HTTP/1.1 200 OK');

    await stopped;
    expect(await accepting()).toBe(false);
  });

  it('stops listening at once without a drain, and still serves what it accepted', async () => {
    await listeningApp(0);
    const accepted = await openConnection(port);
    await sleep(50); // long enough for the app to have accepted it
    const started = Date.now();
    const stopped = t.app.stopGracefully();
    while (await accepting()) await sleep(10);
    expect(Date.now() - started).toBeLessThan(500);
    accepted.socket.write(get('/api/schools'));
    expect((await accepted.answer).split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    await stopped;
  });
});
