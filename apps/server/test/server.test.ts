// server.ts as a real process: configuration errors, start-up, graceful close.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keycloakEnv, startKeycloakStandIn } from './identity/keycloak-stand-in.ts';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** A port nobody listens on right now, so parallel runs do not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, DATABASE_URL: '', OIDC_ISSUER: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('server.ts', () => {
  it('stops with a message naming the bad variable, without a stack trace', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toMatch(/PORT: /);
    expect(stderr).not.toMatch(/^\s+at /m);
  });

  it('stops with one line naming the variable when Keycloak refuses the admin client', async () => {
    const keycloak = await startKeycloakStandIn();
    try {
      const server = startServer({
        ...keycloakEnv(keycloak),
        KEYCLOAK_ADMIN_CLIENT_SECRET: 'not-the-secret',
        PORT: String(await freePort()),
      });
      expect(await server.exited).toBe(1);
      const { stderr } = server.output();
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(/^KEYCLOAK_ADMIN_CLIENT_ID \/ KEYCLOAK_ADMIN_CLIENT_SECRET/);
    } finally {
      await keycloak.close();
    }
  });

  it('stops within 10 s with one line naming DATABASE_URL when nothing answers there', async () => {
    // A listener that accepts connections and never says a word, like a wrong port behind a firewall.
    const silent = createServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const started = Date.now();
      const server = startServer({ DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/db` });
      expect(await server.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(10_000);
      const { stderr } = server.output();
      expect(stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Cannot use the database at DATABASE_URL \\(postgres://app:\\*\\*\\*@127\\.0\\.0\\.1:${port}/db\\): .*timeout`,
          ),
        ),
      ]);
      expect(stderr).not.toContain('secret');
    } finally {
      silent.close();
    }
  });

  it('stops with one line naming DATABASE_URL and the cause when the port refuses', async () => {
    const port = await freePort();
    const server = startServer({ DATABASE_URL: `postgres://localhost:${port}/db` });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Cannot use the database at DATABASE_URL \(postgres:\/\/localhost:\d+\/db\): .*ECONNREFUSED/,
      ),
    ]);
  });

  // Up to about 15 s on a busy machine: a real process imports the whole app and migrates a
  // new embedded database in a new data folder before it serves.
  it('starts, serves, and closes on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cogniplay-server-'));
    const PORT = await freePort();
    const server = startServer({
      PORT: String(PORT),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-build'),
    });
    try {
      await waitFor(() => server.output().stdout.includes('Cogniplay is running at'), 30_000);
      expect(server.output().stdout).toContain(`Cogniplay is running at http://localhost:${PORT}`);
      const response = await fetch(`http://127.0.0.1:${PORT}/readyz`);
      expect(response.status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
