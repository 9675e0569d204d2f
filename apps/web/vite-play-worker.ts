// Build step of the play page's service worker (src/play-sw.ts): the worker is an entry of its
// own, written as /play-sw.js (beside the pages, so that it may serve /play/), and gets the list
// of the files the play page needs (its chunks, styles and assets, found from play.html's entry)
// and a version that changes whenever one of them does.
import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';

export const PLAY_WORKER_FILE = 'play-sw.js';
const PLACEHOLDER = '__PLAY_WORKER_BUILD__';
/**
 * The hand model's files (features/games/hand-gesture/camera/hand-model.ts): about 12 MB that
 * only a session using the camera loads, at its start, so the worker does not keep them for every
 * tablet; the HTTP cache keeps them for a year (hashed names under /assets/).
 */
export const HAND_MODEL_DIR = 'assets/hand-model';
/** Files outside the bundle that the play page loads (its icon). */
const PUBLIC_FILES = ['/logo.svg'];

/** The play page's files as URL paths: its entry chunk and everything that chunk imports. */
export function playPageFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entry = chunks.find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/play.html'),
  );
  if (!entry) throw new Error('The build has no play.html entry');
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) {
      if (!asset.startsWith(`${HAND_MODEL_DIR}/`)) files.add(asset);
    }
    for (const name of [...chunk.imports, ...chunk.dynamicImports]) {
      visit(chunks.find((other) => other.fileName === name));
    }
  };
  visit(entry);
  return [...[...files].map((file) => `/${file}`), ...PUBLIC_FILES].sort();
}

export function playWorkerBuild(): Plugin {
  return {
    name: 'cogniplay-play-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const worker = bundle[PLAY_WORKER_FILE];
      if (worker?.type !== 'chunk' || !worker.code.includes(PLACEHOLDER)) {
        throw new Error(`${PLAY_WORKER_FILE} was not built, or lacks ${PLACEHOLDER}`);
      }
      const files = playPageFiles(bundle);
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      worker.code = worker.code.replaceAll(PLACEHOLDER, JSON.stringify({ version, files }));
    },
  };
}
