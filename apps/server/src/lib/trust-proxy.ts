// TRUST_PROXY: which hops in front of the server may say who the client is. A hop count or a
// list of the proxies' addresses, as Fastify's `trustProxy` takes them; never every hop, since
// then a client's own X-Forwarded-For would name its address (and beat the sign-in limits).
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** false: nobody; a number: that many hops; a list: those addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

export const TRUST_EVERY_HOP_MESSAGE =
  'TRUST_PROXY=true would trust every hop, so a client could name its own address. Write the ' +
  'number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses ' +
  '(e.g. TRUST_PROXY=10.0.0.2,192.168.1.0/24).';

/** Parses the setting; a message for a value it refuses. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim();
  if (['', 'false', 'no', '0'].includes(text.toLowerCase())) return false;
  if (['true', 'yes'].includes(text.toLowerCase())) return { error: TRUST_EVERY_HOP_MESSAGE };
  if (/^[0-9]+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: 'TRUST_PROXY: at most 10 proxies' };
  }
  const addresses = text.split(',').map((part) => part.trim());
  try {
    proxyAddr.compile(addresses);
  } catch {
    return { error: `TRUST_PROXY: not a hop count or a list of addresses: ${text}` };
  }
  return addresses;
}

/** The setting as Fastify's `trustProxy` option (a hop count as a function of the hop). */
export function trustOption(trust: TrustProxy): false | string[] | TrustFunction {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

type TrustFunction = (address: string, hop: number) => boolean;

/** The client's address as the trusted proxies report it (the socket's without trust). */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const option = trustOption(trust);
  if (option === false) return req.socket.remoteAddress ?? '';
  return proxyAddr(req, option);
}

/** True when the request's own peer (the nearest hop) is a trusted proxy. */
export function fromTrustedProxy(req: IncomingMessage, trust: TrustProxy): boolean {
  if (trust === false) return false;
  if (typeof trust === 'number') return trust >= 1;
  return proxyAddr.compile(trust)(req.socket.remoteAddress ?? '', 0);
}
