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

export function exitCodeOf(code, signal) {
  if (code !== null) return code;
  return 128 + (signalNumbers[signal] ?? 1);
}

const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
