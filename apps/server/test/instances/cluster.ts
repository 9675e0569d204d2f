// Real server processes behind a real nginx, as deploy/compose.yaml runs them: each instance is
// `node apps/server/src/server.ts` on its own port; nginx round-robins over them with the deploy's
// own proxy settings (deploy/nginx/proxy.conf) and says in `X-Upstream` which instance answered.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');
const proxySettings = path.join(repoRoot, 'deploy/nginx/proxy.conf');
/** The pinned Node 24 the server needs (type stripping), as `npm start` uses it. */
const node = path.join(repoRoot, 'node_modules/.bin/node');

/** nginx from NGINX_PATH, or Debian's (`npm test` installs it when missing, as Chromium). */
export function nginxPath(): string | undefined {
  const wanted = process.env.NGINX_PATH || '/usr/sbin/nginx';
  return existsSync(wanted) ? wanted : undefined;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface Instance {
  port: number;
  /** The instance itself, past the proxy. */
  url: string;
  /** Everything it wrote to stdout and stderr (JSON log lines), for a failing test to show. */
  output: string[];
  process: ChildProcess;
}

/** Starts a server process on `port`; resolves once `/readyz` answers 200. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(node, [serverEntry], {
    env: { PATH: process.env.PATH, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const instance = { port, url: `http://127.0.0.1:${port}`, output, process: child };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${instance.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return instance;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`instance on port ${port} did not become ready:\n${output.join('')}`);
}

/** SIGTERM, as an orchestrator stops a container; resolves with the exit code. */
export async function stopInstance(instance: Instance): Promise<number | null> {
  if (instance.process.exitCode !== null) return instance.process.exitCode;
  const exited = once(instance.process, 'exit');
  instance.process.kill('SIGTERM');
  await exited;
  return instance.process.exitCode;
}

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/** nginx on `port` in front of `ports`, with the deploy's proxy settings. */
export async function startProxy(nginx: string, ports: number[], port: number): Promise<Proxy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cogniplay-nginx-'));
  await mkdir(path.join(dir, 'temp'));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  const runAsRoot = process.getuid?.() === 0;
  const config = `
${runAsRoot ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream cogniplay_app {
    ${ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${proxySettings};
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const configFile = path.join(dir, 'nginx.conf');
  await writeFile(configFile, config);
  const child = spawn(nginx, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) {
      return {
        url,
        async stop() {
          const exited = once(child, 'exit');
          child.kill('SIGQUIT');
          await exited;
          await rm(dir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not start:\n${errors.join('')}`);
}
