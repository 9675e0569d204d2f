// Install guard: `npm ci` on a fresh clone, `npm install` when package-lock.json changed since the
// last install. Costs two stat calls when nothing changed, so `npm start` stays fast.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { runOrThrow } from './process.mjs';

const lockFile = 'package-lock.json';
// npm writes this "hidden lockfile" at the end of every successful install.
const installedLockFile = 'node_modules/.package-lock.json';

/** Why an install is needed, or null when node_modules matches package-lock.json. */
export function installReason(root = repoRoot) {
  const installed = mtimeOf(path.join(root, installedLockFile));
  if (installed === null) return 'node_modules is missing';
  const wanted = mtimeOf(path.join(root, lockFile));
  if (wanted !== null && wanted > installed)
    return 'package-lock.json changed since the last install';
  return null;
}

export async function ensureDependencies() {
  const reason = installReason();
  if (reason === null) return false;
  const fresh = !fs.existsSync(path.join(repoRoot, 'node_modules'));
  const args = fresh || process.env.CI ? ['ci'] : ['install'];
  console.log(`[cogniplay] ${reason}: running npm ${args.join(' ')}`);
  await runOrThrow('npm', args);
  // npm leaves the hidden lockfile untouched when nothing changed; mark this install as current.
  const now = new Date();
  fs.utimesSync(path.join(repoRoot, installedLockFile), now, now);
  return true;
}

function mtimeOf(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}
