// Small helpers around child processes. Plain ESM for Node 20 (see ../start.mjs).
import { spawn } from 'node:child_process';
import { repoRoot } from './paths.mjs';

/**
 * Run a command with inherited stdio from the repository root; resolves to its exit code
 * (128 + signal number when it was killed by a signal).
 */
export function run(command, args, { env = process.env, cwd = repoRoot } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(exitCodeOf(code, signal)));
  });
}

/** Like run(), but throws when the command fails. */
export async function runOrThrow(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0)
    throw new Error(`\`${[command, ...args].join(' ')}\` failed with exit code ${code}`);
}

/**
 * Runs the commands at the same time, each one's output held back and printed whole when it
 * ends, with its time; throws, once all have ended, naming those that failed.
 */
export async function runSideBySide(commands, options = {}) {
  const results = await Promise.all(commands.map((command) => runHeldBack(command, options)));
  const failed = results.filter((result) => result.status !== 0).map((result) => result.name);
  if (failed.length > 0) throw new Error(`failed: ${failed.join(', ')}`);
}

/**
 * Runs one command with its output held back and printed whole when it ends, under a line with
 * its name, time and exit code; resolves to `{ name, status, seconds }` (never rejects for a
 * failing command, so that it can run beside other work and be waited for later). Aborting
 * `signal` kills it.
 */
export function runHeldBack(
  { name, command, args },
  { env = process.env, cwd = repoRoot, out = process.stdout, signal } = {},
) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, signal, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => {
      if (error.name !== 'AbortError') reject(error);
    });
    child.on('close', (code, killedBy) => {
      const seconds = (performance.now() - started) / 1000;
      const status = exitCodeOf(code, killedBy);
      out.write(`\n· ${name} (${seconds.toFixed(1)} s, exit code ${status})\n`);
      out.write(Buffer.concat(output));
      resolve({ name, status, seconds });
    });
  });
}

export function exitCodeOf(code, signal) {
  if (code !== null) return code;
  return 128 + (signalNumbers[signal] ?? 1);
}

const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
