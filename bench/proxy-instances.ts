// Two app instances behind nginx on PostgreSQL, as deploy/compose.yaml runs them (the harness of
// apps/server/test/instances/): 30 s of mixed signed-in reads through the proxy at a steady
// 200 requests/s (p99 under 25 ms, no error), then the same load during a rolling restart of
// both instances (no failed request). Needs BENCH_DATABASE_URL (a PostgreSQL server) and nginx,
// which `npm run bench` provides when it can (scripts/lib/bench-env.mjs); else it is skipped,
// saying why.
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freshPostgresDatabase } from '../apps/server/test/helper.ts';
import { Browser, signIn, type IdpServer } from '../apps/server/test/idp/support.ts';
import {
  freePort,
  nginxPath,
  startInstance,
  startProxy,
  stopInstance,
  type Instance,
} from '../apps/server/test/instances/cluster.ts';
import { postgresReachable, withoutCredentials } from './lib/each-database.ts';
import { writeResult } from './lib/results.ts';
import { runSteadyLoad, type SteadyLoadResult } from './lib/steady-load.ts';
import { printTable } from './lib/table.ts';

const RATE = 200;
const DURATION_S = 30;
const P99_GOAL_MS = 25;
const PASSWORD = 'bench-demo-password';
const SCHOOLS = 100;
const STAFF_PER_SCHOOL = 5;
/** The deploy's nginx tries a refusing instance again after this (nginx/cogniplay.conf). */
const FAIL_TIMEOUT_MS = 2_000;

export interface ProxyInstancesFigures {
  database: 'postgres';
  instances: number;
  seeded: { schools: number; staffMemberships: number };
  paths: string[];
  loadAverage: { before: number; after: number };
  steady: SteadyLoadResult;
  rollingRestart: SteadyLoadResult & { restartSeconds: number[] };
  goalP99Ms: number;
  withinGoal: boolean;
}

/** Why the benchmark did not run. */
export interface ProxyInstancesSkipped {
  skipped: string;
}

async function api(url: string, token: string, body?: unknown) {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function measureProxyInstances(): Promise<
  ProxyInstancesFigures | ProxyInstancesSkipped
> {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  const nginx = nginxPath();
  if (!baseUrl) {
    return { skipped: 'no PostgreSQL: none on 127.0.0.1:5432 and BENCH_DATABASE_URL unset' };
  }
  if (!(await postgresReachable(baseUrl))) {
    return { skipped: `no PostgreSQL answers at ${withoutCredentials(baseUrl)}` };
  }
  if (!nginx) return { skipped: 'no nginx: apt-get install nginx, or set NGINX_PATH' };
  const loadBefore = os.loadavg()[0] ?? 0;
  const database = await freshPostgresDatabase(baseUrl, 'cogniplay_bench_proxy');
  const [proxyPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'cogniplay-bench-no-web-build'),
  };
  const instances: Instance[] = await Promise.all(ports.map((port) => startInstance(port!, env)));
  const proxy = await startProxy(nginx, ports as number[], proxyPort!);
  try {
    const site = {
      baseUrl: publicUrl,
      issuer: `${publicUrl}/realms/cogniplay`,
      config: { oidc: { clientId: 'cogniplay-web' } },
    } as IdpServer;
    const { access_token: token } = await signIn(
      new Browser(),
      site,
      'admin@cogniplay.test',
      PASSWORD,
    );
    const institutes = (await api(`${publicUrl}/api/research-institutes`, token))
      .researchInstitutes as { id: number }[];
    let schoolId = 0;
    for (let school = 0; school < SCHOOLS; school += 1) {
      const created = await api(`${publicUrl}/api/schools`, token, {
        schoolName: `Bench School ${school}`,
        managingInstituteId: institutes[0]!.id,
      });
      schoolId = (created.school as { id: number }).id;
    }
    for (let member = 0; member < STAFF_PER_SCHOOL; member += 1) {
      await api(`${publicUrl}/api/schools/${schoolId}/staff`, token, {
        email: `staff${member}@bench.example`,
        isAdmin: false,
        isTeacher: true,
      });
    }
    const paths = [
      '/api/schools',
      '/api/research-institutes',
      `/api/schools/${schoolId}/staff`,
      '/api/participants',
      '/api/statistics',
    ];
    const load = (durationS: number, warmUpS = 0) =>
      runSteadyLoad({
        url: publicUrl,
        getPaths: paths,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
        ratePerSecond: RATE,
        durationS,
        warmUpS,
      });

    const steady = await load(DURATION_S, 5);

    // The same load while each instance in turn gets SIGTERM, restarts and becomes ready.
    const during = load(DURATION_S);
    const restartSeconds: number[] = [];
    await sleep(3_000);
    for (const [index, instance] of instances.entries()) {
      const started = performance.now();
      const code = await stopInstance(instance);
      if (code !== 0) throw new Error(`instance on ${instance.port} exited with ${code}`);
      instances[index] = await startInstance(instance.port, env);
      restartSeconds.push(Math.round((performance.now() - started) / 100) / 10);
      await sleep(FAIL_TIMEOUT_MS + 1_000);
    }
    const rolling = await during;

    return {
      database: 'postgres',
      instances: instances.length,
      seeded: { schools: SCHOOLS, staffMemberships: STAFF_PER_SCHOOL },
      paths,
      loadAverage: {
        before: Math.round(loadBefore * 100) / 100,
        after: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
      },
      steady,
      rollingRestart: { ...rolling, restartSeconds },
      goalP99Ms: P99_GOAL_MS,
      withinGoal: steady.p99Ms < P99_GOAL_MS && steady.non2xx === 0 && rolling.non2xx === 0,
    };
  } finally {
    await proxy.stop();
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await database.drop();
  }
}

export function proxyInstancesRows(figures: ProxyInstancesFigures): string[][] {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  const { steady, rollingRestart: rolling } = figures;
  return [
    [
      `mixed reads via nginx, 2 instances, ${RATE}/s, p99`,
      `${steady.p99Ms} ms`,
      `< ${figures.goalP99Ms} ms`,
      ok(steady.p99Ms < figures.goalP99Ms),
    ],
    [`  errors of ${steady.requests}`, String(steady.non2xx), '0', ok(steady.non2xx === 0)],
    [
      `  during a rolling restart: failed of ${rolling.requests}`,
      String(rolling.non2xx),
      '0',
      ok(rolling.non2xx === 0),
    ],
  ];
}

if (import.meta.main) {
  const figures = await measureProxyInstances();
  if ('skipped' in figures) {
    console.log(`SKIPPED: ${figures.skipped}`);
  } else {
    printTable(['measure', 'figure', 'goal', 'result'], proxyInstancesRows(figures));
    console.log(`\nwrote ${writeResult('proxy-instances', figures)}`);
    if (!figures.withinGoal) process.exitCode = 1;
  }
}
