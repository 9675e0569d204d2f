// Gzip size of the JavaScript a browser must fetch before the first paint of two pages, read from
// the production build's Vite manifest (apps/web/dist/.vite/manifest.json; run `npm run build` first).
// A page's JavaScript = the entry chunk + the lazily loaded chunks the page needs at once (the split
// chunks of its route files, modules its loaders import dynamically) + every chunk those import
// statically. Exits non-zero when a page is over its budget.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './lib/paths.ts';
import { runBenchmark, writeResult } from './lib/results.ts';
import { printTable } from './lib/table.ts';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

interface PageBudget {
  page: string;
  budgetKb: number;
  /** The HTML page whose entry chunk the page loads. */
  entry: 'index.html' | 'play.html';
  /** Source files (relative to apps/web) the page loads lazily before it can be used. */
  lazySources: RegExp[];
}

/** KB here is 1000 bytes, the stricter reading of the bundle budgets. */
const KB = 1000;

export const pages: PageBudget[] = [
  {
    page: '/login (first load)',
    entry: 'index.html',
    budgetKb: 150,
    lazySources: [/^src\/routes\/login(\.tsx$|\/)/],
  },
  {
    page: 'signed-in shell (/admin)',
    entry: 'index.html',
    budgetKb: 250,
    lazySources: [
      // The guarded layout's loader creates the query client on first use (src/lib/load-query-client.ts).
      /^src\/lib\/query-client\.ts$/,
      /^src\/routes\/_authenticated\/route\.tsx$/,
      /^src\/routes\/_authenticated\/index\.tsx$/,
      /^src\/routes\/_authenticated\/admin\/(route|index)\.tsx$/,
    ],
  },
  // The children's play page is a page of its own (play.html): no router, no sign-in client.
  { page: 'play page (/play/{token})', entry: 'play.html', budgetKb: 120, lazySources: [] },
];

export interface PageFigures {
  page: string;
  chunks: string[];
  rawBytes: number;
  gzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

const distDir = path.join(repoRoot, 'apps/web/dist');

/** The production build's Vite manifest. */
export function readManifest(): Manifest {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(
      `${path.relative(repoRoot, manifestFile)} is missing: run \`npm run build\` first`,
    );
  }
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
}

export function measureWebBundle(): PageFigures[] {
  const manifest = readManifest();
  return pages.map((budget) => measurePage(manifest, budget));
}

function measurePage(manifest: Manifest, budget: PageBudget): PageFigures {
  if (!manifest[budget.entry]?.isEntry) {
    throw new Error(`${budget.entry} is no entry of the build; update bench/web-bundle.ts`);
  }
  const entries = [budget.entry];
  const lazyChunks = budget.lazySources.flatMap((pattern) => {
    // Split chunks carry a query (`login.tsx?tsr-split=component`); the pattern matches the file.
    const keys = Object.keys(manifest).filter((key) => pattern.test(key.split('?')[0] ?? key));
    if (keys.length === 0)
      throw new Error(`no chunk of the build comes from ${pattern}; update bench/web-bundle.ts`);
    return keys;
  });
  const files = [...staticClosure(manifest, [...entries, ...lazyChunks])].filter((f) =>
    f.endsWith('.js'),
  );
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(distDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  const budgetBytes = budget.budgetKb * KB;
  return {
    page: budget.page,
    chunks: files.sort(),
    rawBytes,
    gzipBytes,
    budgetBytes,
    withinBudget: gzipBytes <= budgetBytes,
  };
}

/** Output files of the given manifest keys and of everything they import statically. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const queue = [...keys];
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return files;
}

export function printWebBundle(figures: PageFigures[]): void {
  printTable(
    ['page', 'chunks', 'raw KB', 'gzip KB', 'budget KB', 'result'],
    figures.map((f) => [
      f.page,
      f.chunks.length,
      round(f.rawBytes / KB),
      round(f.gzipBytes / KB),
      f.budgetBytes / KB,
      f.withinBudget ? 'ok' : 'OVER BUDGET',
    ]),
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

// `--check` (a step of `npm test`): the budgets only, nothing written. Sizes of a build are the
// same on every machine, so unlike the timed benchmarks this one can fail a test run.
if (import.meta.main) {
  await runBenchmark(() => {
    const figures = measureWebBundle();
    printWebBundle(figures);
    if (!process.argv.includes('--check'))
      console.log(`\nwrote ${writeResult('web-bundle', { unit: 'bytes', pages: figures })}`);
    return figures.every((f) => f.withinBudget);
  });
}
