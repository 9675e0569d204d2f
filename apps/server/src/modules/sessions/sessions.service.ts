// Starting, revoking and re-linking sessions. Every session of one start belongs to the
// assessment's institute, and so does each participant; the whole start is one transaction
// (one multi-row insert of sessions and one of audit entries). Tokens are made here and leave
// only in the answer that starts a session or makes a new link.
import { randomInt } from 'node:crypto';
import {
  CONSENT_NEEDED_PROBLEM_TYPE,
  formatPlayCode,
  isRandomOrder,
  ORDER_SEED_LIMIT,
  participantInitials,
  type Session,
  type SessionBatchResponse,
  type SessionWithLink,
} from '@cogniplay/contract';
import { sessionStateOfRow } from '../../db/session-state-of-row.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { httpError, HttpProblem } from '../../lib/http-problem.ts';
import { newPlayCode, newPlayToken, playUrl } from '../../lib/play-token.ts';
import {
  assessmentTotalCount,
  batchHasSchool,
  cardFactsOf,
  findBatch,
  insertBatch,
  lockReprintable,
  replaceTokens,
  sessionsWithNames,
  lockAssessment,
  findSession,
  insertSessionsWithAudit,
  lockSession,
  openSessionsOf,
  participantsInScope,
  replaceToken,
  revokeSession,
  type SessionLockRow,
} from './sessions.repository.ts';

export interface LinkSettings {
  publicUrl: string;
  ttlDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const expiryFrom = (now: Date, ttlDays: number) => new Date(now.getTime() + ttlDays * DAY_MS);

/** 409 naming each participant who has an open session of the assessment, and the session. */
function openSessionsConflict(
  open: readonly { id: number; participantId: number }[],
  participantIds: readonly number[],
  found: ReadonlyMap<number, { subjectId: string }>,
): HttpProblem {
  const sessionOf = new Map(open.map((session) => [session.participantId, session.id]));
  const errors = participantIds.flatMap((id, index) => {
    const sessionId = sessionOf.get(id);
    if (sessionId === undefined) return [];
    const subjectId = found.get(id)!.subjectId;
    return [
      {
        path: `/body/participantIds/${index}`,
        message: `${subjectId} has an open session of this assessment (session ${sessionId})`,
      },
    ];
  });
  return new HttpProblem(409, {
    detail:
      `${errors.length} of the participants already have an open session of this assessment. ` +
      'Use their links, or ask for another attempt.',
    errors,
  });
}

/**
 * 409 naming each participant (by subject ID, never by name) whose consent is not given, when
 * the institute's sessions need consent.
 */
function consentConflict(
  participantIds: readonly number[],
  found: ReadonlyMap<number, { subjectId: string; consentStatus: string }>,
): HttpProblem | undefined {
  const errors = participantIds.flatMap((id, index) => {
    const { subjectId, consentStatus } = found.get(id)!;
    if (consentStatus === 'given') return [];
    return [
      {
        path: `/body/participantIds/${index}`,
        message: `${subjectId}: consent is ${CONSENT_STATUS_WORDS[consentStatus] ?? consentStatus}`,
      },
    ];
  });
  if (errors.length === 0) return undefined;
  const names = errors.map((error) => error.message.split(':')[0]).join(', ');
  return new HttpProblem(409, {
    type: CONSENT_NEEDED_PROBLEM_TYPE,
    detail:
      `Sessions of this research institute need parental consent, and ${errors.length} of the ` +
      `participants have none given: ${names}. Record their consent, or start without them.`,
    errors,
  });
}

const CONSENT_STATUS_WORDS: Record<string, string> = {
  not_asked: 'not recorded',
  refused: 'refused',
  withdrawn: 'withdrawn',
};

/**
 * One session per participant, each with its own play link; 201 with the links. A participant
 * with an open session of the assessment gets another only when `anotherAttempt` says so.
 */
export async function startSessions(
  db: Db,
  scope: TenantScope,
  actorUserId: number,
  {
    assessmentId,
    participantIds,
    anotherAttempt = false,
  }: { assessmentId: number; participantIds: readonly number[]; anotherAttempt?: boolean },
  link: LinkSettings,
): Promise<{ batchId: number; sessions: SessionWithLink[] }> {
  const { batchId, sessions, assessmentName, totalCount, tokens, codes, names, facts, now } =
    await db.transaction(async (tx) => {
      // Row lock: a concurrent PUT (which takes it for update) cannot change the items while
      // the first session of the assessment is being made; that session freezes it for good.
      const assessment = await lockAssessment(tx, scope, assessmentId);
      if (!assessment) throw httpError.notFound('Assessment');

      const found = new Map(
        (await participantsInScope(tx, scope, participantIds)).map((row) => [row.id, row]),
      );
      const errors = participantIds.flatMap((id, index) => {
        const participant = found.get(id);
        const path = `/body/participantIds/${index}`;
        if (!participant) return [{ path, message: `Participant ${id} not found` }];
        if (participant.researchInstituteId !== assessment.researchInstituteId) {
          return [
            {
              path,
              message: `Participant ${id} does not belong to the assessment's research institute`,
            },
          ];
        }
        return [];
      });
      if (errors.length > 0) {
        throw httpError.badRequest(
          'Every participant must exist and belong to the research institute of the assessment.',
          errors,
        );
      }
      if (assessment.sessionsNeedConsent) {
        const refused = consentConflict(participantIds, found);
        if (refused) throw refused;
      }

      if (!anotherAttempt) {
        const open = await openSessionsOf(tx, assessmentId, participantIds);
        if (open.length > 0) throw openSessionsConflict(open, participantIds, found);
      }

      const now = new Date();
      const tokens = participantIds.map(() => newPlayToken());
      const codes = participantIds.map(() => newPlayCode());
      const batchId = await insertBatch(tx, assessmentId, actorUserId);
      const rows = await insertSessionsWithAudit(
        tx,
        { assessmentId, batchId, expiresAt: expiryFrom(now, link.ttlDays), actorUserId },
        participantIds.map((participantId, index) => ({
          participantId,
          tokenHash: tokens[index]!.hash,
          codeHash: codes[index]!.hash,
          orderSeed: isRandomOrder(assessment) ? randomInt(ORDER_SEED_LIMIT) : null,
          // A rotated design gives the sessions started together its rows in turn.
          orderRotation: assessment.instanceOrder === 'rotated' ? index : null,
        })),
      );
      return {
        batchId,
        sessions: rows,
        assessmentName: assessment.name,
        totalCount: await assessmentTotalCount(tx, assessmentId),
        tokens,
        codes,
        names: found,
        facts: await cardFactsOf(
          tx,
          rows.map((row) => row.id),
        ),
        now,
      };
    });

  const expiresAt = expiryFrom(now, link.ttlDays).toISOString();
  const withLinks = sessions.map((row, index): SessionWithLink => {
    const participant = names.get(row.participantId)!;
    return {
      id: row.id,
      assessment: { id: assessmentId, name: assessmentName },
      participant: { id: row.participantId, subjectId: participant.subjectId },
      state: 'not_started',
      answeredCount: 0,
      totalCount,
      createdAt: row.createdAt.toISOString(),
      startedAt: null,
      completedAt: null,
      expiresAt,
      revokedAt: null,
      earlyEnd: null,
      playUrl: playUrl(link.publicUrl, tokens[index]!.token),
      playCode: formatPlayCode(codes[index]!.token),
      initials: participantInitials(participant),
      schoolName: facts.get(row.id)?.schoolName ?? null,
      group: facts.get(row.id)?.group ?? null,
    };
  });
  return { batchId, sessions: withLinks };
}

async function lockedOrNotFound(db: Db, scope: TenantScope, id: number): Promise<SessionLockRow> {
  const session = await lockSession(db, scope, id);
  if (!session) throw httpError.notFound('Session');
  return session;
}

async function readBack(db: Db, id: number): Promise<Session> {
  const session = await findSession(db, 'all', id);
  if (!session) throw new Error(`session ${id} not found after writing it`);
  return session;
}

/** 409 for a session that ended early on the tablet: its link plays no more. */
function refuseEndedEarly(session: SessionLockRow): void {
  if (session.endedEarlyAt !== null) {
    throw httpError.conflict(
      'This session ended early on the tablet: start another attempt instead.',
    );
  }
}

/**
 * Revokes the session's link (idempotent: a revoked session answers as it is, without a new
 * audit entry). A completed session, or one that ended early, has nothing left to revoke: 409.
 */
export async function revoke(
  db: Db,
  scope: TenantScope,
  actorUserId: number,
  id: number,
): Promise<Session> {
  return db.transaction(async (tx) => {
    const session = await lockedOrNotFound(tx, scope, id);
    if (session.revokedAt === null) {
      if (session.completedAt !== null) {
        throw httpError.conflict('This session is completed: its link no longer takes answers.');
      }
      refuseEndedEarly(session);
      await revokeSession(tx, id);
      await recordAudit(tx, {
        actorUserId,
        action: 'session.revoked',
        entityType: 'session',
        entityId: id,
      });
    }
    return readBack(tx, id);
  });
}

/**
 * A new play link for the session: a new token (the old link stops working at once) and a new
 * expiry. Refused (409) for revoked and completed sessions; an expired one comes back to life.
 */
export async function renewLink(
  db: Db,
  scope: TenantScope,
  actorUserId: number,
  id: number,
  link: LinkSettings,
): Promise<SessionWithLink> {
  return db.transaction(async (tx) => {
    const session = await lockedOrNotFound(tx, scope, id);
    if (session.revokedAt !== null) {
      throw httpError.conflict('This session is revoked: start a new session instead.');
    }
    if (session.completedAt !== null) {
      throw httpError.conflict('This session is completed: it needs no new link.');
    }
    refuseEndedEarly(session);
    const token = newPlayToken();
    const code = newPlayCode();
    const expiresAt = expiryFrom(new Date(), link.ttlDays);
    await replaceToken(tx, id, token.hash, code.hash, expiresAt);
    await recordAudit(tx, {
      actorUserId,
      action: 'session.link_renewed',
      entityType: 'session',
      entityId: id,
      details: { expiresAt: expiresAt.toISOString() },
    });
    const [renewed] = await withLinks(tx, [{ id, token: token.token, code: code.token }], link);
    return renewed!;
  });
}

/** The sessions read back with their new links and what their printed cards say, by id. */
async function withLinks(
  db: Db,
  links: readonly { id: number; token: string; code: string }[],
  link: LinkSettings,
): Promise<SessionWithLink[]> {
  const ids = links.map((l) => l.id);
  const byId = new Map(links.map((l) => [l.id, l]));
  const facts = await cardFactsOf(db, ids);
  return (await sessionsWithNames(db, ids)).map(({ names, ...session }) => ({
    ...session,
    playUrl: playUrl(link.publicUrl, byId.get(session.id)!.token),
    playCode: formatPlayCode(byId.get(session.id)!.code),
    initials: participantInitials(names),
    schoolName: facts.get(session.id)?.schoolName ?? null,
    group: facts.get(session.id)?.group ?? null,
  }));
}

/** A start's sheet in the scope, its sessions with their states; 404 when not in the scope. */
export async function sessionBatch(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<SessionBatchResponse['batch']> {
  const batch = await findBatch(db, scope, id);
  if (!batch) throw httpError.notFound('Sheet');
  const now = new Date();
  return {
    id: batch.id,
    assessment: batch.assessment,
    createdAt: batch.createdAt.toISOString(),
    sessions: batch.sessions.map((row) => ({
      id: row.id,
      participant: { id: row.participant_id, subjectId: row.subject_id },
      state: sessionStateOfRow(row, now),
      reprintable: row.reprintable,
    })),
  };
}

/**
 * "Print again": new links, with a new expiry, for the sheet's sessions not yet started (the
 * old links stop working at once, as with "New link"), audited per session; 409 when none is left.
 */
export async function reprintBatch(
  db: Db,
  scope: TenantScope,
  actorUserId: number,
  batchId: number,
  link: LinkSettings,
  /** Only the cards of this school's children (its staff print those). */
  schoolId?: number,
): Promise<SessionWithLink[]> {
  return db.transaction(async (tx) => {
    const batch = await findBatch(tx, scope, batchId);
    if (!batch || (schoolId !== undefined && !(await batchHasSchool(tx, batchId, schoolId)))) {
      throw httpError.notFound('Sheet');
    }
    const sessions = await lockReprintable(tx, batchId, schoolId);
    if (sessions.length === 0) {
      throw httpError.conflict(
        'Every session of this sheet has started, ended or been revoked: there is nothing to print again.',
      );
    }
    const fresh = sessions.map(({ id }) => ({ id, token: newPlayToken(), code: newPlayCode() }));
    await replaceTokens(
      tx,
      fresh.map(({ id, token, code }) => ({ id, tokenHash: token.hash, codeHash: code.hash })),
      expiryFrom(new Date(), link.ttlDays),
      { actorUserId, batchId },
    );
    return withLinks(
      tx,
      fresh.map(({ id, token, code }) => ({ id, token: token.token, code: code.token })),
      link,
    );
  });
}
