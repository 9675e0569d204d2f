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
const distDir = 'apps/web/dist';
const stampFile = 'apps/web/dist/.build-stamp';

export function webFingerprint(root = repoRoot) {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) addEntry(hash, root, input);
  return hash.digest('hex');
}

function addEntry(hash, root, relative) {
  let stat;
  try {
    stat = fs.statSync(path.join(root, relative));
  } catch {
    hash.update(`${relative}\tmissing\n`);
    return;
  }
  if (!stat.isDirectory()) {
    hash.update(`${relative}\t${stat.size}\t${stat.mtimeMs}\n`);
    return;
  }
  const names = fs.readdirSync(path.join(root, relative)).sort();
  for (const name of names) addEntry(hash, root, `${relative}/${name}`);
}

export function webBuildIsCurrent(root = repoRoot) {
  if (!fs.existsSync(path.join(root, distDir, 'index.html'))) return false;
  try {
    return fs.readFileSync(path.join(root, stampFile), 'utf8').trim() === webFingerprint(root);
  } catch {
    return false;
  }
}

/** Records that the build in dist matches the current sources. */
export function writeWebBuildStamp(root = repoRoot) {
  fs.writeFileSync(path.join(root, stampFile), `${webFingerprint(root)}\n`);
}

/** Builds the web app unless the last build is current; returns whether it built. */
export async function ensureWebBuild() {
  if (webBuildIsCurrent()) return false;
  console.log('[cogniplay] web sources changed since the last build: running npm run build');
  await runOrThrow('npm', ['run', 'build']);
  // Fingerprint after the build: the router plugin may regenerate routeTree.gen.ts while building.
  writeWebBuildStamp();
  return true;
}
