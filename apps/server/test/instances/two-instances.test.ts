// Two server processes started at the same moment against one fresh PostgreSQL database, behind
// nginx with the deploy's proxy settings: they behave as one site, a stopped instance finishes
// the requests in flight, and a rolling restart of both under steady load of reads and writes
// fails no request and repeats no write. Runs in the server-postgres project of `npm test`,
// which installs Debian's nginx when it is missing.
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../helper.ts';
import { acceptsConnections, openConnection } from '../raw-connection.ts';
import {
  Browser,
  formAction,
  openLoginPage,
  signIn,
  type IdpServer,
  type TokenSet,
} from '../idp/support.ts';
import {
  freePort,
  nginxPath,
  startInstance,
  startProxy,
  stopInstance,
  type Instance,
  type Proxy,
} from './cluster.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const nginx = nginxPath();
const PASSWORD = 'two-instances-demo';
const LOGIN_RATE_LIMIT = 3;
/** The deploy's nginx marks a refusing instance down for this long (nginx/cogniplay.conf). */
const FAIL_TIMEOUT_MS = 2_000;

const journal = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle/meta/_journal.json',
);
/** An upload file of the documentation: two rule-finding instances. */
const uploadExample = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/examples/rule-finding-array.json',
);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const accepting = (instance: Instance) => acceptsConnections(instance.port);

describe.skipIf(!baseUrl)('two instances behind nginx', () => {
  // Unset when beforeAll failed early; afterAll stops what was started.
  let database: { url: string; drop(): Promise<void> } | undefined;
  let pool: pg.Pool | undefined;
  let proxy: Proxy | undefined;
  let env: Record<string, string>;
  const instances: Instance[] = [];
  /** The proxy as the idp test support's sign-in helpers address a server. */
  let site: IdpServer;
  let tokens: TokenSet;

  beforeAll(async () => {
    if (!nginx) throw new Error('nginx is missing: `npm test` installs it (or set NGINX_PATH)');
    const fresh = await freshPostgresDatabase(baseUrl!, 'cogniplay_instances', { empty: true });
    database = fresh;
    pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
    const [proxyPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    env = {
      NODE_ENV: 'production',
      DATABASE_URL: fresh.url,
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: '1',
      DEMO_PASSWORD: PASSWORD,
      LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'cogniplay-test-no-web-build'),
    };
    // At the same moment: both migrate and seed the same empty database.
    instances.push(...(await Promise.all(ports.map((port) => startInstance(port!, env)))));
    proxy = await startProxy(nginx, ports as number[], proxyPort!);
    site = {
      baseUrl: publicUrl,
      issuer: `${publicUrl}/realms/cogniplay`,
      config: { oidc: { clientId: 'cogniplay-web' } },
    } as IdpServer;
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    await pool?.end();
    await database?.drop();
  });

  const count = async (query: ReturnType<typeof sql>) => {
    const { rows } = await drizzle(pool!).execute<{ n: number }>(query);
    return Number(rows[0]!.n);
  };

  it('ran the migrations and the demo seed once', async () => {
    const { entries } = JSON.parse(await readFile(journal, 'utf8')) as { entries: unknown[] };
    expect(await count(sql`select count(*) as n from drizzle.__drizzle_migrations`)).toBe(
      entries.length,
    );
    expect(await count(sql`select count(*) as n from users`)).toBe(2);
    expect(await count(sql`select count(*) as n from research_institutes`)).toBe(1);
    expect(await count(sql`select count(*) as n from idp_accounts`)).toBe(2);
  });

  it('signs in through the proxy with steps answered by both instances', async () => {
    const browser = new Browser();
    const answeredBy = new Set<string | null>();
    const request = browser.request.bind(browser);
    browser.request = async (...args) => {
      const response = await request(...args);
      answeredBy.add(response.headers.get('x-upstream'));
      return response;
    };
    tokens = await signIn(browser, site, 'admin@cogniplay.test', PASSWORD);
    expect(tokens.access_token).toBeTruthy();
    expect([...answeredBy].sort()).toEqual(instances.map((i) => `127.0.0.1:${i.port}`).sort());
  });

  const api = (instance: Instance | Proxy, url: string, init: RequestInit = {}) =>
    fetch(`${instance.url}${url}`, {
      ...init,
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        'content-type': 'application/json',
        ...init.headers,
      },
    });

  it('accepts a token minted through one instance on the other', async () => {
    for (const instance of instances) {
      const response = await api(instance, '/api/users/me/profile');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ email: 'admin@cogniplay.test' });
    }
  });

  it('lists at once on one instance what was written through the other', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [writer, reader] = round % 2 ? instances : [...instances].reverse();
      const schoolName = `School ${round} ${Date.now()}`;
      const created = await api(writer!, '/api/schools', {
        method: 'POST',
        body: JSON.stringify({ schoolName, managingInstituteId: null }),
      });
      expect(created.status).toBe(201);
      const listed = (await (await api(reader!, '/api/schools')).json()) as {
        schools: { name: string }[];
      };
      expect(listed.schools.map((school) => school.name)).toContain(schoolName);
    }
  });

  it('counts sign-in attempts across instances, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    const answeredBy = new Set<string | null>();
    for (let attempt = 0; attempt <= LOGIN_RATE_LIMIT; attempt += 1) {
      // Each attempt claims another client address; nginx overwrites it with its own view.
      const browser = new Browser({ 'x-forwarded-for': `198.51.100.${attempt + 1}` });
      const login = await openLoginPage(browser, site);
      const response = await browser.request(formAction(login.html, login.url), {
        form: { email: 'researcher@cogniplay.test', password: 'not the password' },
      });
      statuses.push(response.status);
      answeredBy.add(response.headers.get('x-upstream'));
    }
    expect(statuses).toEqual([...Array(LOGIN_RATE_LIMIT).fill(400), 429]);
    expect(answeredBy.size).toBe(2);
  });

  // About 10 s: the instance stops, starts again (seconds) and nginx's fail timeout passes.
  it('finishes a request in flight when stopped, straight to the instance', async () => {
    // An upload whose body is only half sent when SIGTERM arrives, and the rest after the
    // instance has stopped accepting connections: it must still be answered in full.
    const file = await readFile(uploadExample);
    const boundary = 'in-flight-upload';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
          'filename="rule-finding-array.json"\r\nContent-Type: application/json\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const half = Math.floor(body.length / 2);
    const [instance] = instances;
    const upload = httpRequest(`${instance!.url}/api/games/rule-finding/bulk-upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      upload.on('error', reject);
      upload.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString() }),
        );
      });
    });
    upload.write(body.subarray(0, half));
    await pause(300);

    const exited = stopInstance(instance!);
    const deadline = Date.now() + 5_000;
    while ((await accepting(instance!)) && Date.now() < deadline) await pause(20);
    expect(await accepting(instance!)).toBe(false);
    expect(instance!.process.exitCode).toBeNull();
    await pause(300);
    upload.end(body.subarray(half));

    const { status, text } = await answer;
    expect(status, text).toBe(201);
    expect(JSON.parse(text)).toMatchObject({ count: 2 });
    expect(await exited).toBe(0);
    instances[0] = await startInstance(instance!.port, env);
    await pause(FAIL_TIMEOUT_MS + 1_000);
  }, 60_000);

  it('answers a request on a connection it accepted just before it was stopped', async () => {
    // A proxy writes its request as soon as the connection is open; the instance may be told to
    // stop before it has read it. That request must be answered, not cut off as an idle
    // connection: the proxy cannot send a cut-off POST to the other instance.
    const [instance] = instances;
    const { socket, answer } = await openConnection(instance!.port);
    await pause(100); // long enough for the instance to have accepted the connection

    const exited = stopInstance(instance!);
    const deadline = Date.now() + 5_000;
    while ((await accepting(instance!)) && Date.now() < deadline) await pause(10);
    expect(await accepting(instance!)).toBe(false);
    const body = JSON.stringify({ schoolName: `Late ${Date.now()}`, managingInstituteId: null });
    // Written, not ended: a client that half-closes has given up on the answer.
    socket.write(
      'POST /api/schools HTTP/1.0\r\n' +
        `Host: 127.0.0.1:${instance!.port}\r\n` +
        `Authorization: Bearer ${tokens.access_token}\r\n` +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    expect((await answer).split('\r\n')[0]).toBe('HTTP/1.1 201 Created');
    expect(await exited).toBe(0);
    instances[0] = await startInstance(instance!.port, env);
    await pause(FAIL_TIMEOUT_MS + 1_000);
  }, 60_000);

  // About 11 s: two instances stopped and started one after the other (a start takes seconds),
  // each followed by nginx's fail timeout, all under load. Shorter would not be a rolling restart.
  it('fails no request during a rolling restart of both instances under steady load', async () => {
    let sent = 0;
    const failures: string[] = [];
    /** Schools created under load, by name, with the status each creation got. */
    const created = new Map<string, number>();
    const loading = new AbortController();
    // About 50 requests a second through the proxy: signed-in list reads, and every third a
    // school created (a POST, which nginx must not send twice).
    const load = (async () => {
      const inFlight: Promise<void>[] = [];
      while (!loading.signal.aborted) {
        sent += 1;
        const schoolName = sent % 3 === 0 ? `Rolling ${sent} ${Date.now()}` : undefined;
        const request = schoolName
          ? api(proxy!, '/api/schools', {
              method: 'POST',
              body: JSON.stringify({ schoolName, managingInstituteId: null }),
            })
          : api(proxy!, '/api/schools');
        inFlight.push(
          request.then(
            async (response) => {
              await response.arrayBuffer();
              if (schoolName) created.set(schoolName, response.status);
              if (response.status !== (schoolName ? 201 : 200)) {
                failures.push(`${schoolName ? 'POST' : 'GET'} status ${response.status}`);
              }
            },
            (error: unknown) => void failures.push(String(error)),
          ),
        );
        await pause(20);
      }
      await Promise.all(inFlight);
    })();

    for (const [index, instance] of instances.entries()) {
      expect(await stopInstance(instance)).toBe(0);
      instances[index] = await startInstance(instance.port, env);
      // nginx tries a refusing instance again only after its fail timeout.
      await new Promise((resolve) => setTimeout(resolve, FAIL_TIMEOUT_MS + 1_000));
    }
    loading.abort();
    await load;
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(200);
    // Each POST created its school exactly once.
    expect(created.size).toBeGreaterThan(60);
    const { rows } = await pool!.query<{ name: string; n: string }>(
      "select name, count(*) as n from schools where name like 'Rolling %' group by name",
    );
    const stored = new Map(rows.map((row) => [row.name, Number(row.n)]));
    expect([...created.keys()].filter((name) => stored.get(name) !== 1)).toEqual([]);
    expect(stored.size).toBe(created.size);
  }, 120_000);
});
