// GET /api/audit: the audit log for admins only, filtered, newest first, a page at a time.
import { AUDIT_PAGE_SIZE } from '@cogniplay/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/index.ts';
import { queryRows } from '../../../src/db/query-rows.ts';
import { recordAudit } from '../../../src/db/record-audit.ts';
import { auditPage } from '../../../src/modules/audit/audit.repository.ts';
import {
  buildTestApp,
  insertInstituteWithResearcher,
  insertUser,
  type TestApp,
} from '../../helper.ts';

let t: TestApp;
let admin: { authorization: string };
let adaId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authHeader({ email: 'admin@example.org', roles: ['admin'] });
  await insertInstituteWithResearcher(t.db, 'Institute A', {
    email: 'rita@example.org',
    firstName: 'Rita',
    lastName: 'R',
  });
  adaId = await insertUser(t.db, { email: 'ada@example.org', firstName: 'Ada', lastName: 'L' });
  // The admin's first request links their account (an entry of its own); then a known log:
  // 60 schools created by Ada on 2026-03-01 and one participant erased by nobody, now.
  await t.app.inject({ url: '/api/users/me/context', headers: admin });
  await t.db.delete(auditLog);
  for (let i = 0; i < 60; i++) {
    await recordAudit(t.db, {
      actorUserId: adaId,
      action: 'school.created',
      entityType: 'school',
      entityId: i + 1,
    });
  }
  await t.db.update(auditLog).set({ at: new Date('2026-03-01T12:00:00Z') });
  await recordAudit(t.db, {
    actorUserId: null,
    action: 'participant.erased',
    entityType: 'participant',
    entityId: 7,
    details: { sessions: 1 },
  });
}, 60_000);
afterAll(() => t.close());

const get = async (query: string, headers: Record<string, string> = admin) =>
  t.app.inject({ url: `/api/audit${query}`, headers });

describe('GET /api/audit', () => {
  it('answers the newest entries first, a page of 50, with the total and the actions', async () => {
    const response = await get('');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ page: 1, pageSize: AUDIT_PAGE_SIZE, total: 61 });
    expect(body.actions).toEqual(['participant.erased', 'school.created']);
    expect(body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(body.entries[0]).toMatchObject({
      actor: null,
      action: 'participant.erased',
      entityType: 'participant',
      entityId: '7',
      result: 'succeeded',
      details: { sessions: 1 },
    });
    expect(body.entries[1]).toMatchObject({
      at: '2026-03-01T12:00:00.000Z',
      actor: { id: adaId, email: 'ada@example.org', name: 'Ada L' },
      action: 'school.created',
    });
    const second = (await get('?page=2')).json();
    expect(second.entries).toHaveLength(11);
    expect((await get('?page=3')).json()).toMatchObject({ entries: [], total: 61 });
  });

  it('filters by actor (email or name, any case), action and days', async () => {
    expect((await get('?actor=ADA%20l')).json().total).toBe(60);
    expect((await get('?actor=example.org&action=participant.erased')).json().total).toBe(0);
    expect((await get('?action=participant.erased')).json().total).toBe(1);
    expect((await get('?from=2026-03-01&to=2026-03-01')).json().total).toBe(60);
    expect((await get('?to=2026-02-28')).json().total).toBe(0);
    // Wildcards of SQL's like are plain text in a search.
    expect((await get('?actor=%25')).json().total).toBe(0);
  });

  it("counts days in UTC whatever the database session's time zone", async () => {
    // UTC+14: midnight there is 10:00 UTC the day before, so days of that zone would miss
    // Ada's entries of 2026-03-01 12:00 UTC.
    const page = { page: 1, pageSize: AUDIT_PAGE_SIZE };
    const { zone, inKiritimati } = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local timezone to 'Pacific/Kiritimati'`);
      const [setting] = await queryRows<{ zone: string }>(
        tx,
        sql`select current_setting('TimeZone') as zone`,
      );
      return {
        zone: setting?.zone,
        inKiritimati: [
          (await auditPage(tx, { from: '2026-03-01', to: '2026-03-01' }, page)).total,
          (await auditPage(tx, { from: '2026-03-02' }, page)).total,
          (await auditPage(tx, { to: '2026-02-28' }, page)).total,
        ],
      };
    });
    expect(zone).toBe('Pacific/Kiritimati');
    expect(inKiritimati).toEqual([60, 1, 0]);
  });

  it('refuses reversed days, malformed filters and pages with 400', async () => {
    for (const query of [
      '?from=2026-03-02&to=2026-03-01',
      '?from=yesterday',
      '?action=drop%20table',
      '?page=0',
      '?page=1e2',
      '?unknown=1',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('answers an export download that did not complete as failed, one that did as succeeded', async () => {
    for (const completed of [false, true]) {
      await recordAudit(t.db, {
        actorUserId: adaId,
        action: 'export.downloaded',
        entityType: 'export',
        entityId: null,
        details: { file: 'trials.csv', rows: { trials: 3, sessions: 1 }, completed },
      });
    }
    const body = (await get('?action=export.downloaded')).json();
    expect(
      body.entries.map((e: { result: string; details: { completed: boolean } }) => [
        e.details.completed,
        e.result,
      ]),
    ).toEqual([
      [true, 'succeeded'],
      [false, 'failed'],
    ]);
    const others = (await get('?action=school.created')).json().entries;
    expect(new Set(others.map((e: { result: string }) => e.result))).toEqual(
      new Set(['succeeded']),
    );
    await t.db.delete(auditLog).where(sql`${auditLog.action} = 'export.downloaded'`);
  });

  it('answers 403 to a researcher and to a user without a role, 401 signed out', async () => {
    const researcher = await t.authHeader({ email: 'rita@example.org', roles: ['researcher'] });
    expect((await get('', researcher)).statusCode).toBe(403);
    expect((await get('', await t.authHeader({ email: 'nobody@example.org' }))).statusCode).toBe(
      403,
    );
    expect((await get('', {})).statusCode).toBe(401);
  });
});
