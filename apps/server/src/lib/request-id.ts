// Every request's id, logged with each of its log lines (`reqId`) and answered in `X-Request-Id`:
// the trusted proxy's `X-Request-Id` when it sent one, so one id follows a request from the proxy's
// log to ours; otherwise a new UUID. A client's own header is ignored unless it came through a
// trusted proxy, and only a short token of safe characters is taken (it goes into the logs).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { fromTrustedProxy, type TrustProxy } from './trust-proxy.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(trust: TrustProxy): (req: IncomingMessage) => string {
  return (req) => {
    const header = req.headers['x-request-id'];
    if (typeof header === 'string' && REQUEST_ID.test(header) && fromTrustedProxy(req, trust)) {
      return header;
    }
    return randomUUID();
  };
}
