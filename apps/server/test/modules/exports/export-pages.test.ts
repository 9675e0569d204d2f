// The rows of an export, read a page of sessions at a time as of one moment: every session whole
// and in order across pages, and nothing recorded after that moment.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/query-rows.ts';
import { FIRST_PAGE_SESSIONS, readSessionPages } from '../../../src/db/session-pages.ts';
import {
  databaseNow,
  sessionAnswersPage,
  sessionsWhere,
  trialsPage,
  type SessionAnswerRow,
  type TrialsPageRow,
} from '../../../src/modules/exports/exports.repository.ts';
import { seedAnsweredSessions } from '../../seed-answers.ts';
import { assessmentsFixture, type AssessmentsFixture } from '../assessments/assessments-fixture.ts';

let f: AssessmentsFixture;
beforeAll(async () => {
  f = await assessmentsFixture();
}, 180_000);
afterAll(() => f.t.close());

async function read<T extends { session_id: number }>(
  page: (
    where: ReturnType<typeof sessionsWhere>,
    asOf: string,
  ) => Parameters<typeof readSessionPages<T>>[1],
  assessmentId: number,
  asOf: string,
): Promise<T[]> {
  const rows: T[] = [];
  const where = sessionsWhere('all', { assessmentId });
  for await (const row of readSessionPages<T>(f.t.db, page(where, asOf))) rows.push(row);
  return rows;
}

describe('an export read in pages', () => {
  it('holds every session whole, in play order, across pages', async () => {
    const assessmentId = await f.createAssessment();
    await seedAnsweredSessions(f.t.db, {
      assessmentId,
      participantIds: [f.participantA],
      sessions: FIRST_PAGE_SESSIONS * 2 + 1,
    });
    const unanswered = await f.startSession(assessmentId, f.participantA);
    const rows = await read<TrialsPageRow>(trialsPage, assessmentId, await databaseNow(f.t.db));

    const stored = await queryRows<{ session_id: number; position: number; item_index: number }>(
      f.t.db,
      sql`select ans.session_id, ans.position, ans.item_index from session_answers ans
        join assessment_sessions s on s.id = ans.session_id
        where s.assessment_id = ${assessmentId}
        order by ans.session_id, ans.position, ans.item_index`,
    );
    expect(stored.length).toBe((FIRST_PAGE_SESSIONS * 2 + 1) * 9);
    const answered = rows.filter((row) => row.session === null);
    expect(
      answered.map(({ session_id, position, item_index }) => ({
        session_id,
        position,
        item_index,
      })),
    ).toEqual(stored);
    // Each session's own row comes first, then its answers; a session without answers has only
    // its own row, in its place.
    const sessionIds = [...new Set(rows.map((row) => row.session_id))];
    expect(sessionIds.at(-1)).toBe(unanswered.id);
    for (const id of sessionIds) {
      const ofSession = rows.filter((row) => row.session_id === id);
      expect(ofSession[0]?.session?.session_id).toBe(id);
      expect(ofSession.slice(1).every((row) => row.session === null)).toBe(true);
      expect(ofSession).toHaveLength(id === unanswered.id ? 1 : 10);
    }
  });

  it('leaves out what was recorded after its moment', async () => {
    const assessmentId = await f.createAssessment();
    const session = await f.startSession(assessmentId, f.participantA);
    await f.answer(session.token, { position: 0, itemIndex: 0 }, 'fits');
    const asOf = await databaseNow(f.t.db);
    // The embedded database's clock counts milliseconds: what follows must be recorded later.
    while ((await databaseNow(f.t.db)) === asOf);

    await f.answer(session.token, { position: 0, itemIndex: 1 }, 'fits');
    const revoked = await f.post(`/api/sessions/${session.id}/revoke`, {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    await f.startSession(assessmentId, f.participantA);

    const trials = await read<TrialsPageRow>(trialsPage, assessmentId, asOf);
    expect(trials.map((row) => [row.session_id, row.item_index])).toEqual([
      [session.id, null],
      [session.id, 0],
    ]);
    const sessions = await read<SessionAnswerRow>(sessionAnswersPage, assessmentId, asOf);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.session).toMatchObject({ session_id: session.id, revoked_at: null });
    // Read now, the same session is revoked and has both answers.
    const now = await read<SessionAnswerRow>(
      sessionAnswersPage,
      assessmentId,
      await databaseNow(f.t.db),
    );
    expect(now.filter((row) => row.session_id === session.id && !row.session)).toHaveLength(2);
    expect(now[0]?.session?.revoked_at).not.toBeNull();
  });
});
