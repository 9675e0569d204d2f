import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { withoutQueryValues } from '../src/logger.ts';
import { loggerOptionsInto } from './log-capture.ts';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

function appWithCapturedLog() {
  const lines: string[] = [];
  app = Fastify({ logger: loggerOptionsInto(lines) });
  app.get('/callback', async () => 'ok');
  return { app, output: () => lines.join('') };
}

describe('logger', () => {
  it('redacts authorization headers, cookies, passwords and tokens', () => {
    const { app, output } = appWithCapturedLog();
    app.log.info({
      req: { headers: { authorization: 'Bearer SECRET1', cookie: 'sid=SECRET2' } },
      res: { headers: { 'set-cookie': 'sid=SECRET3' } },
      body: { password: 'SECRET4', access_token: 'SECRET5', refresh_token: 'SECRET6' },
      tokens: { id_token: 'SECRET7', code_verifier: 'SECRET8' },
      password: 'SECRET9',
    });
    expect(output()).toContain('[REDACTED]');
    expect(output()).not.toMatch(/SECRET/);
  });

  it('logs requests without query values or headers', async () => {
    const { app, output } = appWithCapturedLog();
    await app.inject({
      url: '/callback?code=SECRET1&state=SECRET2',
      headers: { authorization: 'Bearer SECRET3', cookie: 'sid=SECRET4' },
    });
    expect(output()).toContain('"url":"/callback?code&state"');
    expect(output()).not.toMatch(/SECRET/);
  });

  it.each([
    ['/a', '/a'],
    ['/a?', '/a'],
    ['/a?x=1&y=2&x=3', '/a?x&y&x'],
    ['/cb?code=abc', '/cb?code'],
  ])('withoutQueryValues(%s) = %s', (url, expected) => {
    expect(withoutQueryValues(url)).toBe(expected);
  });
});
