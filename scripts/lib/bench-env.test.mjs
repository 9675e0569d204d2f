import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { answers, benchEnvironment, LOCAL_POSTGRES_URL } from './bench-env.mjs';

const quiet = () => {};

test('a PostgreSQL answering locally becomes BENCH_DATABASE_URL, and nginx NGINX_PATH', async () => {
  const env = await benchEnvironment(
    { PATH: '/usr/bin' },
    { postgresAnswers: async () => true, nginx: async () => '/usr/sbin/nginx', log: quiet },
  );
  assert.equal(env.BENCH_DATABASE_URL, LOCAL_POSTGRES_URL);
  assert.equal(env.NGINX_PATH, '/usr/sbin/nginx');
  assert.equal(env.PATH, '/usr/bin');
});

test('an explicit BENCH_DATABASE_URL is kept; none is made up without a server', async () => {
  const given = 'postgres://bench@db.example:5432/postgres';
  const kept = await benchEnvironment(
    { BENCH_DATABASE_URL: given },
    { postgresAnswers: async () => true, nginx: async () => '/x/nginx', log: quiet },
  );
  assert.equal(kept.BENCH_DATABASE_URL, given);
  const none = await benchEnvironment(
    {},
    { postgresAnswers: async () => false, nginx: async () => '/x/nginx', log: quiet },
  );
  assert.equal(none.BENCH_DATABASE_URL, undefined);
});

test('nginx that cannot be had is reported, not fatal', async () => {
  const lines = [];
  const env = await benchEnvironment(
    {},
    {
      postgresAnswers: async () => false,
      nginx: async () => {
        throw new Error('nginx not found at /usr/sbin/nginx');
      },
      log: (line) => lines.push(line),
    },
  );
  assert.equal(env.NGINX_PATH, undefined);
  assert.match(lines.join('\n'), /nginx not found[\s\S]*SKIPPED/);
});

test('answers tells a listening port from a closed one', async () => {
  const server = createServer((socket) => socket.end());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  assert.equal(await answers('127.0.0.1', port), true);
  server.close();
  await once(server, 'close');
  assert.equal(await answers('127.0.0.1', port, 1000), false);
});
