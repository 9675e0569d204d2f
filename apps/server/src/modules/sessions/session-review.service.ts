// Reviewing a session after it was played: the examiner's notes and irregularity codes, and an
// exclusion from analysis with its reason. Any state: a revoked or unfinished session may be
// the one to exclude. Audited with the fields changed, never the notes' text.
import { IRREGULARITIES, type ReviewSessionBody, type SessionReview } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../db/record-audit.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { httpError } from '../../lib/http-problem.ts';
import {
  findSessionReview,
  updateSessionReview,
  type SessionReviewChanges,
} from './session-review.repository.ts';
import { lockSession } from './sessions.repository.ts';

export async function sessionReview(
  db: Db,
  scope: TenantScope,
  id: number,
): Promise<SessionReview> {
  const review = await findSessionReview(db, scope, id);
  if (!review) throw httpError.notFound('Session');
  return review;
}

export async function reviewSession(
  db: Db,
  scope: TenantScope,
  actorUserId: number,
  id: number,
  body: ReviewSessionBody,
): Promise<SessionReview> {
  await db.transaction(async (tx) => {
    if (!(await lockSession(tx, scope, id))) throw httpError.notFound('Session');
    const before = await findSessionReview(tx, scope, id);
    const values: SessionReviewChanges = {};
    const fields: string[] = [];
    if (body.notes !== undefined && body.notes !== before?.notes) {
      values.examinerNotes = body.notes;
      fields.push('notes');
    }
    if (body.irregularities !== undefined) {
      // Kept in the codes' own order, as the export lists them.
      values.irregularities = IRREGULARITIES.filter((code) => body.irregularities!.includes(code));
      fields.push('irregularities');
    }
    if (body.exclusion !== undefined) {
      const reason = body.exclusion?.reason ?? null;
      if (reason !== (before?.exclusion?.reason ?? null)) {
        values.excludedAt = reason === null ? null : new Date();
        values.exclusionReason = reason;
        values.excludedBy = reason === null ? null : actorUserId;
        fields.push('exclusion');
      }
    }
    if (fields.length === 0) return;
    await updateSessionReview(tx, id, values);
    await recordAudit(tx, {
      actorUserId,
      action: 'session.reviewed',
      entityType: 'session',
      entityId: id,
      details: {
        fields,
        ...(values.irregularities && { irregularities: values.irregularities }),
        ...(values.excludedAt !== undefined && { excluded: values.excludedAt !== null }),
      },
    });
  });
  return sessionReview(db, scope, id);
}
