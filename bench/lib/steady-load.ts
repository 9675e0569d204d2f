// An open-loop load generator: requests start at a steady rate whatever the server does, and
// each latency runs from the moment its request was due to the end of its response.
//
// Why not autocannon's `overallRate`: it lets every connection send back to back until it has
// used its share of the second, then pauses until the next second. At 200 req/s over 10
// connections that is a burst at full speed with 10 requests in flight at the start of every
// second, then silence; the latencies measure that burst, not a server under 200 req/s.
//
// Why a process of its own: a generator sharing the benchmark's process shares its heap (the
// seeding left an embedded database in it), and its garbage collection pauses delayed the sends
// by up to 35 ms, which counted as server latency. `runSteadyLoad` starts this file as a fresh
// process on the cores the server does not use.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from './paths.ts';

export interface SteadyLoadOptions {
  url: string;
  headers?: Record<string, string>;
  ratePerSecond: number;
  durationS: number;
  /**
   * 'uniform': one request every 1/rate s. 'poisson': random gaps with that mean, as independent
   * users send them; the bunching they cause makes it the harsher of the two. Default poisson.
   */
  arrivals?: 'uniform' | 'poisson';
  /** Seed of the random gaps, so that two runs send the same pattern. */
  seed?: number;
  /** Seconds of the same load before the measured run, not counted (JIT, caches). */
  warmUpS?: number;
  /**
   * A JSON file of `{ path, body }` requests: each send POSTs the next one (as JSON) to `url` +
   * its path, instead of a GET of `url`; the run ends early when the list is used up.
   */
  postsFile?: string;
  /** Paths GET in turn, each below `url` (mixed reads), instead of `url` itself. */
  getPaths?: string[];
}

export interface SteadyPost {
  path: string;
  body: unknown;
}

export interface SteadyLoadResult {
  requests: number;
  /** Responses outside 2xx, plus requests that failed without a response. */
  non2xx: number;
  /** Requests completed per second of the run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Mean size of a response body as sent (compressed when the server compressed it). */
  responseBytes: number;
  /** How late the generator itself sent (p99): a check that the figures measure the server. */
  sendLatenessP99Ms: number;
  /** How many answers had each status (0: no answer, a network error). */
  statusCounts: Record<string, number>;
}

/**
 * Runs `steadyLoad` in a child process on every core but the last (the one `startServer` pins
 * the server to); on a one-core machine it shares that core.
 */
export function runSteadyLoad(options: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const node = path.join(repoRoot, 'node_modules/.bin/node');
  const cores = os.availableParallelism();
  const [command, args] =
    cores > 1
      ? ['taskset', ['-c', `0-${cores - 2}`, node, thisFile, JSON.stringify(options)]]
      : [node, [thisFile, JSON.stringify(options)]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as SteadyLoadResult);
      else reject(new Error(`the load generator exited with ${code}`));
    });
  });
}

export async function steadyLoad({
  url,
  headers = {},
  ratePerSecond,
  durationS,
  arrivals = 'poisson',
  seed = 1,
  warmUpS = 0,
  postsFile,
  getPaths,
}: SteadyLoadOptions): Promise<SteadyLoadResult> {
  const posts = postsFile
    ? (JSON.parse(fs.readFileSync(postsFile, 'utf8')) as SteadyPost[])
    : undefined;
  if (warmUpS > 0) {
    await steadyLoad({
      url,
      headers,
      ratePerSecond,
      durationS: warmUpS,
      arrivals,
      seed: seed + 1,
      getPaths,
    });
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const random = mulberry32(seed);
  const meanGapMs = 1000 / ratePerSecond;
  const gap = () => (arrivals === 'uniform' ? meanGapMs : -Math.log(1 - random()) * meanGapMs);

  const latencies: number[] = [];
  const lateness: number[] = [];
  let sent = 0;
  let failed = 0;
  let bytes = 0;
  const statusCounts: Record<string, number> = {};
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const end = started + durationS * 1000;
  let due = started;

  const send = (dueAt: number) => {
    sent += 1;
    lateness.push(performance.now() - dueAt);
    const post = posts?.[sent - 1];
    const getPath = getPaths ? getPaths[(sent - 1) % getPaths.length] : '';
    const answer = post
      ? request(agent, url + post.path, headers, JSON.stringify(post.body))
      : request(agent, url + getPath, headers);
    const done = answer.then(
      ({ status, size }) => {
        latencies.push(performance.now() - dueAt);
        bytes += size;
        statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        if (status < 200 || status >= 300) failed += 1;
      },
      () => {
        statusCounts[0] = (statusCounts[0] ?? 0) + 1;
        failed += 1;
      },
    );
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  while (due < end && (!posts || sent < posts.length)) {
    const now = performance.now();
    if (now >= due) {
      send(due);
      due += gap();
      continue;
    }
    // Timers fire up to ~1 ms late; wake a little early and send on the next turn.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - now - 1)));
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();

  return {
    requests: sent,
    non2xx: failed,
    requestsPerSecond: Math.round(latencies.length / elapsedS),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: percentile(latencies, 1),
    responseBytes: Math.round(bytes / Math.max(1, latencies.length)),
    sendLatenessP99Ms: percentile(lateness, 0.99),
    statusCounts,
  };
}

/**
 * The answer's status and its body's size, once read: a GET, or a POST of `json` when given;
 * rejects on a network error.
 */
function request(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  json?: string,
): Promise<{ status: number; size: number }> {
  return new Promise((resolve, reject) => {
    const options =
      json === undefined
        ? { agent, headers }
        : {
            agent,
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
          };
    const outgoing = http.request(url, options, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, size }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(json);
  });
}

/** The q-quantile (0..1) of the values, rounded to 0.1 ms. */
function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return Math.round(value * 10) / 10;
}

/**
 * A small seeded PRNG (public domain), enough for reproducible arrival gaps. The contract has the
 * same (`seededRandom`), but the load generator imports nothing of the app: it shares two cores
 * with the server it measures.
 */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const thisFile = fileURLToPath(import.meta.url);
if (process.argv[1] === thisFile) {
  const options = JSON.parse(process.argv[2] ?? '{}') as SteadyLoadOptions;
  process.stdout.write(JSON.stringify(await steadyLoad(options)));
}
