// DELETE /api/participants/{id}: a participant's data erased for good, in the caller's scope only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/query-rows.ts';
import {
  assessmentSessions,
  auditLog,
  participants,
  sessionAnswers,
} from '../../../src/db/schema/index.ts';
import { hashPlayToken } from '../../../src/lib/play-token.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';
import type { Persona } from '../organisations-fixture.ts';
import { giveConsent } from '../../consent-fixture.ts';

let f: AssessmentsFixture;
let assessment: number;
beforeAll(async () => {
  f = await assessmentsFixture();
  assessment = await f.createAssessment();
}, 180_000);
afterAll(() => f.t.close());

const erase = async (id: number | string, persona: Persona = 'admin') =>
  f.t.app.inject({
    method: 'DELETE',
    url: `/api/participants/${id}`,
    headers: await f.headers(persona),
  });

const answer = (itemIndex: number) => ({
  position: 0,
  itemIndex,
  response: 'fits',
  reactionTimeMs: 900,
  inputType: 'touch',
  clientShownAt: '2026-05-01T10:00:00.000Z',
  clientAnsweredAt: '2026-05-01T10:00:00.900Z',
});

/** A participant of institute A with two sessions, one with two answers; its id and a token. */
async function participantWithAnswers(subjectId: string) {
  const id = await f.insertParticipant(f.instituteA, subjectId);
  const played = await f.startSession(assessment, id);
  await f.startSession(assessment, id);
  for (const itemIndex of [0, 1]) {
    const response = await f.t.app.inject({
      method: 'POST',
      url: `/api/play/${played.token}/answers`,
      payload: answer(itemIndex),
    });
    expect(response.statusCode).toBe(201);
  }
  return { id, token: played.token };
}

async function rowsAbout(id: number) {
  const sessions = await f.t.db
    .select({ id: assessmentSessions.id })
    .from(assessmentSessions)
    .where(eq(assessmentSessions.participantId, id));
  return {
    participants: await f.t.db.select().from(participants).where(eq(participants.id, id)),
    sessions,
  };
}

/** Every table of the database (all schemas but the system's). */
async function everyTable() {
  return queryRows<{ schema: string; table: string }>(
    f.t.db,
    sql`select table_schema as schema, table_name as table from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
  );
}

/** The rows of every table whose text holds one of the texts (case-insensitive), as text. */
async function rowsHolding(texts: readonly string[]) {
  const found: { table: string; row: string }[] = [];
  for (const { schema, table } of await everyTable()) {
    const rows = await queryRows<{ row: string }>(
      f.t.db,
      sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} t
          where ${sql.join(
            texts.map((text) => sql`position(${text.toLowerCase()} in lower(t::text)) > 0`),
            sql` or `,
          )}`,
    );
    found.push(...rows.map(({ row }) => ({ table: `${schema}.${table}`, row })));
  }
  return found;
}

/** Rows of every table whose column `name` (of any table) holds one of the ids. */
async function rowsReferencing(name: string, ids: readonly number[]) {
  const columns = await queryRows<{ schema: string; table: string }>(
    f.t.db,
    sql`select c.table_schema as schema, c.table_name as table
        from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
        where c.column_name = ${name} and t.table_type = 'BASE TABLE'
          and c.table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(columns.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const { schema, table } of columns) {
    const rows = await queryRows<{ row: string }>(
      f.t.db,
      sql`select t::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} t
          where ${sql.identifier(name)}::bigint in (select jsonb_array_elements(${JSON.stringify(ids)}::jsonb)::bigint)`,
    );
    found.push(...rows.map(({ row }) => `${schema}.${table}: ${row}`));
  }
  return found;
}

describe('DELETE /api/participants/{id}', () => {
  it('erases the participant, its sessions and answers, and audits it without personal data', async () => {
    const { id, token } = await participantWithAnswers('ERASE-1');
    const answersBefore = await f.count(sessionAnswers);

    const response = await erase(id, 'researcherA');
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    expect(await rowsAbout(id)).toEqual({ participants: [], sessions: [] });
    expect(await f.count(sessionAnswers)).toBe(answersBefore - 2);
    expect((await f.get(`/api/participants/${id}`)).statusCode).toBe(404);
    // The play link went with the session.
    expect((await f.t.app.inject({ url: `/api/play/${token}` })).statusCode).toBe(404);
    const sent = await f.t.app.inject({
      method: 'POST',
      url: `/api/play/${token}/answers`,
      payload: answer(2),
    });
    expect(sent.statusCode).toBe(404);

    const [entry] = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'participant.erased'));
    expect(entry).toMatchObject({
      entityType: 'participant',
      entityId: String(id),
      details: { researchInstituteId: f.instituteA, sessions: 2, answers: 2 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/ERASE-1|Mia|Muster/);
  });

  it('leaves nothing of the participant in any table but ids in the audit log', async () => {
    const subjectId = 'ERASE-EVERYWHERE';
    const [row] = await f.t.db
      .insert(participants)
      .values({
        subjectId,
        firstName: 'Quirinella',
        lastName: 'Zwetschgenbaum',
        researchInstituteId: f.instituteA,
        schoolId: f.schoolA,
        groupLabel: '4c',
      })
      .returning({ id: participants.id });
    const id = row!.id;
    // Its consent history goes with it too (participant_id below).
    await giveConsent(f.t.db, [id]);
    const played = await f.startSession(assessment, id);
    const renewed = await f.startSession(assessment, id);
    // A renewed link: the second session's first token hash is replaced; the new one must go
    // with the erasure.
    const link = await f.post(`/api/sessions/${renewed.id}/link`, {});
    expect(link.statusCode, link.body).toBe(201);
    const renewedToken = link.json().session.playUrl.split('/play/')[1] as string;
    const started = await f.t.app.inject({
      method: 'POST',
      url: `/api/play/${played.token}/start`,
    });
    expect(started.statusCode).toBe(204);
    for (const itemIndex of [0, 1]) {
      const sent = await f.t.app.inject({
        method: 'POST',
        url: `/api/play/${played.token}/answers`,
        payload: answer(itemIndex),
      });
      expect(sent.statusCode).toBe(201);
    }
    const sessionIds = [played.id, renewed.id];
    const personal = [subjectId, 'Quirinella', 'Zwetschgenbaum'];
    const secrets = [
      played.token,
      renewedToken,
      hashPlayToken(played.token),
      hashPlayToken(renewedToken),
    ];
    // The search finds them before the erasure.
    expect((await rowsHolding(personal)).map((r) => r.table)).toContain('public.participants');
    expect((await rowsHolding(secrets)).map((r) => r.table)).toContain(
      'public.assessment_sessions',
    );
    expect(await rowsReferencing('session_id', sessionIds)).not.toEqual([]);

    expect((await erase(id)).statusCode).toBe(204);

    expect(await rowsHolding([...personal, ...secrets])).toEqual([]);
    expect(await rowsReferencing('session_id', sessionIds)).toEqual([]);
    expect(await rowsReferencing('participant_id', [id])).toEqual([]);
    // What remains are audit entries naming the internal ids, and nothing personal.
    const audit = await f.t.db.select().from(auditLog);
    const about = audit.filter(
      (entry) =>
        (entry.entityType === 'participant' && entry.entityId === String(id)) ||
        (entry.entityType === 'session' && sessionIds.map(String).includes(entry.entityId ?? '')),
    );
    expect(about.map((entry) => entry.action).sort()).toEqual([
      'participant.erased',
      'session.link_renewed',
      'session.started',
      'session.started',
    ]);
    for (const entry of about) {
      expect(JSON.stringify(entry)).not.toMatch(/ERASE-EVERYWHERE|Quirinella|Zwetschgenbaum/i);
    }
  });

  it('leaves the list without the participant', async () => {
    const { id } = await participantWithAnswers('ERASE-2');
    expect((await erase(id)).statusCode).toBe(204);
    const list = await f.get('/api/participants');
    expect(list.json().participants.map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it("answers 404 to another institute's researcher and changes nothing", async () => {
    const { id } = await participantWithAnswers('ERASE-3');
    const response = await erase(id, 'researcherB');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const rows = await rowsAbout(id);
    expect(rows.participants).toHaveLength(1);
    expect(rows.sessions).toHaveLength(2);
  });

  it('refuses users without the role (403) and anonymous callers (401)', async () => {
    const { id } = await participantWithAnswers('ERASE-4');
    expect((await erase(id, 'noRole')).statusCode).toBe(403);
    expect((await erase(id, 'anonymous')).statusCode).toBe(401);
    expect((await rowsAbout(id)).participants).toHaveLength(1);
  });

  // A malformed id ('0x1' and others): bad-input.test.ts, on every route.
  it('answers 404 for an unknown participant', async () => {
    expect((await erase(999_999)).statusCode).toBe(404);
  });

  it("erases a participant without institute for an admin only (a researcher's scope lacks it)", async () => {
    const id = await f.insertParticipant(null, 'ERASE-5');
    expect((await erase(id, 'researcherA')).statusCode).toBe(404);
    expect((await erase(id, 'admin')).statusCode).toBe(204);
    expect((await rowsAbout(id)).participants).toEqual([]);
  });
});
