// What `npm run bench` hands the benchmarks that need programs outside the repository: the local
// PostgreSQL, found as .ci/run finds it for the tests, and nginx for the two-instance benchmark
// (installed like `npm test` installs it). A missing one is reported; its benchmark then says
// SKIPPED in the summary instead of failing the run.
import { connect } from 'node:net';
import { ensureNginx } from './nginx.mjs';

/** The local server's maintenance database; benchmarks create and drop their own from it. */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether something accepts a TCP connection at host:port within `timeoutMs` (.ci/run's check). */
export function answers(host, port, timeoutMs = 3000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * `env` with BENCH_DATABASE_URL (unless set: the local PostgreSQL when it answers on
 * 127.0.0.1:5432) and NGINX_PATH (when nginx is there or could be installed).
 */
export async function benchEnvironment(
  env = process.env,
  {
    postgresAnswers = () => answers('127.0.0.1', 5432),
    nginx = ensureNginx,
    log = (line) => console.log(line),
  } = {},
) {
  const result = { ...env };
  if (!env.BENCH_DATABASE_URL && (await postgresAnswers())) {
    result.BENCH_DATABASE_URL = LOCAL_POSTGRES_URL;
    log(
      `[bench] PostgreSQL answers on 127.0.0.1:5432: measuring against ${LOCAL_POSTGRES_URL} too`,
    );
  }
  try {
    result.NGINX_PATH = await nginx();
  } catch (error) {
    log(`[bench] ${error instanceof Error ? error.message : error}`);
    log('[bench] the two-instance benchmark will be SKIPPED');
  }
  return result;
}
