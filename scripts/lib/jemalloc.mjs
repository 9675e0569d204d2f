// The C allocator the server runs with: jemalloc (Debian's libjemalloc2, preloaded) when it is
// there. With glibc's allocator the server's resident memory after its largest uploads stayed up
// to 95 MB above where it was and the whole process was about 300 MB larger; jemalloc hands freed
// pages back to the system within seconds (bench/README.md, 2026-11-27).
// Plain ESM for Node 20 (see ../start.mjs).
import fs from 'node:fs';
import { ensureDebianProgram } from './debian-program.mjs';

/** Debian's multiarch folder names for Node's architecture names. */
const MULTIARCH = { x64: 'x86_64', arm64: 'aarch64' };

/** Where Debian's libjemalloc2 puts the library on this machine's architecture. */
export const JEMALLOC_DEFAULT_PATH = `/usr/lib/${MULTIARCH[process.arch] ?? process.arch}-linux-gnu/libjemalloc.so.2`;

/** JEMALLOC_PATH when set, else Debian's library when installed; null when there is none. */
export function findJemalloc(env = process.env, exists = fs.existsSync) {
  const wanted = env.JEMALLOC_PATH || JEMALLOC_DEFAULT_PATH;
  return exists(wanted) ? wanted : null;
}

/** The library's path, installing Debian's package first when it is missing and we may. */
export function ensureJemalloc() {
  return ensureDebianProgram({
    name: 'jemalloc',
    defaultPath: JEMALLOC_DEFAULT_PATH,
    debianPackage: 'libjemalloc2',
    variable: 'JEMALLOC_PATH',
  });
}

/**
 * `env` for a server process: LD_PRELOAD of `library`. An LD_PRELOAD already in `env`, even an
 * empty one, is the operator's choice and stays as it is; so does `env` without a library.
 */
export function withJemalloc(env, library) {
  if (!library || 'LD_PRELOAD' in env) return env;
  return { ...env, LD_PRELOAD: library };
}
