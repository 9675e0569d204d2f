// Every benchmark writes bench/results/<name>.json with the figures and the machine they came from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resultsDir } from './paths.ts';
import { printTable } from './table.ts';

/** The C allocator this process runs with: jemalloc when preloaded (as `npm run bench` does). */
export function allocator(): 'jemalloc' | 'system' {
  const maps = fs.existsSync('/proc/self/maps') ? fs.readFileSync('/proc/self/maps', 'utf8') : '';
  return maps.includes('libjemalloc') ? 'jemalloc' : 'system';
}

export function machine() {
  return {
    cpus: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    allocator: allocator(),
  };
}

export function writeResult(name: string, figures: object): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const body = {
    benchmark: name,
    measuredAt: new Date().toISOString(),
    machine: machine(),
    ...figures,
  };
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}

/**
 * Runs a benchmark as a script (`node bench/<name>.ts`): `run` measures, prints and writes its
 * figures and answers whether every goal was met. A missed goal, or an error (its message
 * printed), sets exit code 1.
 */
export async function runBenchmark(run: () => boolean | Promise<boolean>): Promise<void> {
  try {
    if (!(await run())) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

/**
 * Prints a benchmark's summary rows (measure, figure, goal, result) and the parts it skipped,
 * writes its figures as `name`, and answers whether every goal was met.
 */
export function reportRows(
  name: string,
  figures: { withinGoal: boolean; skipped?: string[] },
  rows: string[][],
): boolean {
  printTable(['measure', 'figure', 'goal', 'result'], rows);
  for (const reason of figures.skipped ?? []) console.log(`skipped ${reason}`);
  console.log(`\nwrote ${writeResult(name, figures)}`);
  return figures.withinGoal;
}
