// The flood of bench/play-flood.ts, in a process of its own: `clients` loops that each send
// 1 MiB bodies of nested arrays to random well-formed play tokens, one after another, for
// `durationMs`; then it reports the requests sent and their statuses to its parent.
import http from 'node:http';
import { randomBytes } from 'node:crypto';

const [origin = '', clients = '4', durationMs = '15000'] = process.argv.slice(2);
const MIB = 1024 * 1024;
const chunk = '[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]],';
const body = Buffer.from(`[${chunk.repeat(Math.floor((MIB - 2) / chunk.length)).slice(0, -1)}]`);
const agent = new http.Agent({ keepAlive: true });

function send(): Promise<number> {
  return new Promise((resolve) => {
    const token = randomBytes(32).toString('base64url');
    const request = http.request(
      `${origin}/api/play/${token}/answers`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // A server that answers before reading the body may close the connection mid-send.
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

const statuses: Record<string, number> = {};
let requests = 0;
const until = performance.now() + Number(durationMs);
await Promise.all(
  Array.from({ length: Number(clients) }, async () => {
    while (performance.now() < until) {
      const status = await send();
      requests += 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }),
);
process.send?.({ requests, statuses });
agent.destroy();
