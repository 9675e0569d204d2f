// Scratch probe (reviewer): stalled readers, many exports at once, a client that leaves while queued.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index.ts';
import { seedAnsweredSessions } from '../seed-answers.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../modules/assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
let origin: string;
const out: string[] = [];
const log = (...a: unknown[]) => out.push(`[${process.env.TEST_DATABASE_URL ? 'pg' : 'pglite'}] ` + a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' '));

beforeAll(async () => {
  f = await assessmentsFixture();
  const assessmentId = await f.createAssessment();
  await seedAnsweredSessions(f.t.db, { assessmentId, participantIds: [f.participantA], sessions: Number(process.env.PROBE_SESSIONS ?? 20000) });
  await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(async () => {
  console.log('\n===== PROBE DOS OUTPUT =====\n' + out.join('\n') + '\n=====');
  await Promise.race([f.t.close(), new Promise((r) => setTimeout(r, 5000))]);
});

/** Starts a download, reads its first chunk, then stops reading (keeps the socket open). */
function stall(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ req: http.ClientRequest; res: http.IncomingMessage }>((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      res.once('data', () => { res.pause(); resolve({ req, res }); });
    });
    req.on('error', () => {});
    setTimeout(() => reject(new Error('no first chunk')), 10_000);
  });
}

async function timed<T>(p: Promise<T>, ms = 3000): Promise<string> {
  const t0 = Date.now();
  return Promise.race([
    p.then((r: any) => `answered ${r?.statusCode ?? ''} after ${Date.now() - t0}ms`),
    new Promise<string>((r) => setTimeout(() => r(`NO ANSWER within ${ms}ms`), ms)),
  ]);
}
const ticket = async () => (await f.post('/api/exports', { file: 'trials.csv' }, 'researcherA')).json().url as string;
const other = () => f.get(`/api/sessions?participantId=${f.participantA}`, 'researcherA');

describe('availability', () => {
  it('one stalled reader', async () => {
    const s = await stall(`${origin}${await ticket()}`);
    await new Promise((r) => setTimeout(r, 1500));
    log('audited downloads so far (finished streams):', (await Promise.race([f.t.db.select().from(auditLog).where(eq(auditLog.action, 'export.downloaded')), new Promise((r) => setTimeout(() => r('db busy'), 3000))]) as any).length ?? 'db busy');
    log('1 stalled download; other request:', await timed(other()));
    log('1 stalled download; /readyz:', await timed(f.t.app.inject({ url: '/readyz' })));
    await new Promise((r) => setTimeout(r, 5000));
    log('after 5 s more, still stalled; other request:', await timed(other()));
    s.req.destroy();
    log('stalled client hung up; other request:', await timed(other(), 5000));
  }, 60_000);

  it('eleven stalled readers (pool max 10 on PostgreSQL)', async () => {
    const urls = [];
    for (let i = 0; i < 11; i += 1) urls.push(await ticket());
    const stalled = [];
    for (const url of urls) {
      try { stalled.push(await stall(`${origin}${url}`)); } catch (e) { log('stall', stalled.length, 'failed:', String(e)); break; }
    }
    log('stalled downloads holding:', stalled.length, '; other request:', await timed(other()));
    for (const s of stalled) s.req.destroy();
    log('all hung up; other request:', await timed(other(), 5000));
  }, 120_000);

  it('a client that leaves while its download waits for the connection', async () => {
    const first = await stall(`${origin}${await ticket()}`);
    const second = await ticket();
    const req = http.get(`${origin}${second}`, () => {});
    req.on('error', () => {});
    await new Promise((r) => setTimeout(r, 500));
    req.destroy(); // gives up while waiting
    await new Promise((r) => setTimeout(r, 200));
    first.req.destroy();
    await new Promise((r) => setTimeout(r, 1000));
    log('first hung up, second left while queued; other request:', await timed(other(), 5000));
    await new Promise((r) => setTimeout(r, 3000));
    log('3 s later; other request:', await timed(other(), 5000));
  }, 60_000);

  it('a gzip client (as browsers) that hangs up half-way', async () => {
    const s = await stall(`${origin}${await ticket()}`, { 'accept-encoding': 'gzip' });
    log('gzip stalled; encoding', s.res.headers['content-encoding']);
    s.req.destroy();
    await new Promise((r) => setTimeout(r, 1000));
    log('gzip client hung up; other request:', await timed(other(), 5000));
  }, 60_000);

  it('HEAD of a large export runs it all', async () => {
    const url = await ticket();
    const t0 = Date.now();
    const head = await f.t.app.inject({ method: 'HEAD', url });
    log('HEAD', head.statusCode, `${Date.now() - t0}ms`);
  }, 60_000);
});
