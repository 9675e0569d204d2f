// How a test opens an in-memory PGlite: from the run's migrated template (test/global-setup.ts),
// with PGlite's WebAssembly compiled once per test worker. The files of a worker share its
// modules (vitest.config.ts), so every test app of the worker uses this one compiled module:
// compiling it was more than half of the CPU time of starting a test app.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { OpenOptions } from '../src/db/client.ts';
import { TEMPLATE_VARIABLE } from './global-setup.ts';

let wasmModule: Promise<WebAssembly.Module> | undefined;

export async function pgliteTestOptions(): Promise<OpenOptions> {
  wasmModule ??= readFile(
    createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm'),
  ).then((bytes) => WebAssembly.compile(bytes));
  return { pgliteTemplate: process.env[TEMPLATE_VARIABLE], pgliteWasmModule: await wasmModule };
}
