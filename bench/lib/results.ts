// Every benchmark writes bench/results/<name>.json with the figures and the machine they came from.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resultsDir } from './paths.ts';

export function machine() {
  return {
    cpus: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
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
