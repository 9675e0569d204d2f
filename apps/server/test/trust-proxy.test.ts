// Who the client is behind TRUST_PROXY: only what the trusted proxies report counts, so a
// client's own X-Forwarded-For names nobody (it cannot dodge the per-address sign-in limits),
// and its own X-Request-Id does not become the id its request is logged under.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { loggerOptionsInto } from './log-capture.ts';

const apps: Record<string, TestApp> = {};
beforeAll(async () => {
  for (const trust of ['false', '1', '10.0.0.2']) {
    apps[trust] = await buildTestApp({
      env: { TRUST_PROXY: trust },
      routes: (app) => {
        app.get('/test/ip', async (request) => ({ ip: request.ip }));
        app.get('/test/request-id', async (request) => ({ id: request.id }));
      },
    });
  }
}, 120_000);
afterAll(() => Promise.all(Object.values(apps).map((t) => t.close())));

async function ipSeen(trust: string, remoteAddress: string, forwardedFor: string) {
  const response = await apps[trust]!.app.inject({
    url: '/test/ip',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return response.json<{ ip: string }>().ip;
}

describe('the client address behind TRUST_PROXY', () => {
  it("is the socket's without trust, whatever the header says", async () => {
    expect(await ipSeen('false', '10.0.0.2', '198.51.100.7')).toBe('10.0.0.2');
  });

  it('with one hop, is what that proxy added, not what the client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 203.0.113.99"; the proxy appended the real address.
    expect(await ipSeen('1', '10.0.0.2', '203.0.113.99, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeen('1', '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('with addresses, trusts the header only from those proxies', async () => {
    expect(await ipSeen('10.0.0.2', '10.0.0.2', '203.0.113.99, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipSeen('10.0.0.2', '10.0.0.9', '198.51.100.7')).toBe('10.0.0.9');
  });
});

async function requestId(trust: string, remoteAddress: string, header?: string) {
  const response = await apps[trust]!.app.inject({
    url: '/test/request-id',
    remoteAddress,
    headers: header === undefined ? {} : { 'x-request-id': header },
  });
  const { id } = response.json<{ id: string }>();
  expect(response.headers['x-request-id']).toBe(id);
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it("is the trusted proxy's X-Request-Id", async () => {
    expect(await requestId('1', '10.0.0.2', 'nginx-4f2a.9')).toBe('nginx-4f2a.9');
    expect(await requestId('10.0.0.2', '10.0.0.2', 'a1b2c3')).toBe('a1b2c3');
  });

  it("is a new UUID without a trusted proxy's header, or for a header unfit for logs", async () => {
    expect(await requestId('false', '10.0.0.2', 'chosen-by-client')).toMatch(UUID);
    expect(await requestId('10.0.0.2', '10.0.0.9', 'chosen-by-client')).toMatch(UUID);
    expect(await requestId('1', '10.0.0.2')).toMatch(UUID);
    expect(await requestId('1', '10.0.0.2', 'two words')).toMatch(UUID);
    expect(await requestId('1', '10.0.0.2', 'x'.repeat(129))).toMatch(UUID);
  });
});

describe("the request's log lines", () => {
  it("carry the trusted proxy's X-Request-Id as reqId, a client's own never", async () => {
    const lines: string[] = [];
    const logged = await buildTestApp({
      env: { TRUST_PROXY: '10.0.0.2' },
      logger: loggerOptionsInto(lines),
      routes: (app) => {
        app.get('/test/logs', async (request) => {
          request.log.info('handled');
          return {};
        });
      },
    });
    try {
      const entries = async (remoteAddress: string, id: string) => {
        lines.length = 0;
        await logged.app.inject({
          url: '/test/logs',
          remoteAddress,
          headers: { 'x-request-id': id },
        });
        return lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });
      };

      const viaProxy = await entries('10.0.0.2', 'nginx-7f3e9a');
      expect(viaProxy.map((entry) => entry.msg)).toEqual([
        'incoming request',
        'handled',
        'request completed',
      ]);
      for (const entry of viaProxy) expect(entry.reqId).toBe('nginx-7f3e9a');

      const direct = await entries('10.0.0.9', 'chosen-by-client');
      expect(direct).toHaveLength(3);
      for (const entry of direct) expect(entry.reqId).toMatch(UUID);
    } finally {
      await logged.close();
    }
  });
});
