// Build guard for the web app: rebuild apps/web/dist only when its inputs changed. The fingerprint
// is a hash over path, size and mtime of every input file (no file contents are read), compared with
// the stamp written into dist after the last successful build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { runOrThrow } from './process.mjs';

const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];
const distDir = path.join(repoRoot, 'apps/web/dist');
const stampFile = path.join(distDir, '.build-stamp');

export function webFingerprint() {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) addEntry(hash, input);
  return hash.digest('hex');
}

function addEntry(hash, relative) {
  let stat;
  try {
    stat = fs.statSync(path.join(repoRoot, relative));
  } catch {
    hash.update(`${relative}\tmissing\n`);
    return;
  }
  if (!stat.isDirectory()) {
    hash.update(`${relative}\t${stat.size}\t${stat.mtimeMs}\n`);
    return;
  }
  const names = fs.readdirSync(path.join(repoRoot, relative)).sort();
  for (const name of names) addEntry(hash, `${relative}/${name}`);
}

export function webBuildIsCurrent() {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  try {
    return fs.readFileSync(stampFile, 'utf8').trim() === webFingerprint();
  } catch {
    return false;
  }
}

/** Builds the web app unless the last build is current; returns whether it built. */
export async function ensureWebBuild() {
  if (webBuildIsCurrent()) return false;
  console.log('[cogniplay] web sources changed since the last build: running npm run build');
  await runOrThrow('npm', ['run', 'build']);
  // Fingerprint after the build: the router plugin may regenerate routeTree.gen.ts while building.
  fs.writeFileSync(stampFile, `${webFingerprint()}\n`);
  return true;
}
