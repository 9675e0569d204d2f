// A card's short code typed on a tablet without a camera: exchanged, once, for a play link token
// of the tablet's own. Wrong codes are slowed down per client address as sign-ins are per account
// (db/delay-limiter.ts); docs/play.md gives the arithmetic of guessing one.
import { eq, sql } from 'drizzle-orm';
import { normalizePlayCode } from '@cogniplay/contract';
import type { Db } from '../../db/client.ts';
import type { DelayLimiter } from '../../db/delay-limiter.ts';
import { recordAudit } from '../../db/record-audit.ts';
import { assessmentSessions } from '../../db/schema/index.ts';
import { HttpProblem, httpError } from '../../lib/http-problem.ts';
import { hashPlayToken, newPlayToken } from '../../lib/play-token.ts';

const tooMany = (retryAfterSeconds: number) =>
  new HttpProblem(429, {
    detail: 'Too many wrong codes from this network: wait, then type the code again.',
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/**
 * The token for the session whose card shows `typed`: the code is spent and the card's link
 * stops working (the session belongs to this tablet now). 404 for no such code (counted against
 * the address); 409 once the session was opened on a tablet, 410 once it ended or its link
 * expired (both not counted: the code was right).
 */
export async function redeemPlayCode(
  db: Db,
  limiter: DelayLimiter,
  address: string,
  typed: string,
): Promise<string> {
  const key = `play-code:${address}`;
  const attempt = await limiter.attempt(key);
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSeconds);
  const code = normalizePlayCode(typed);
  const notFound = () => httpError.notFound('Session with this code');
  if (!code) throw notFound();

  const found = await db.transaction(async (tx) => {
    const [session] = await tx
      .select({
        id: assessmentSessions.id,
        startedAt: assessmentSessions.startedAt,
        revokedAt: assessmentSessions.revokedAt,
        completedAt: assessmentSessions.completedAt,
        endedEarlyAt: assessmentSessions.endedEarlyAt,
        expired: sql<boolean>`${assessmentSessions.expiresAt} <= now()`,
      })
      .from(assessmentSessions)
      .where(eq(assessmentSessions.codeHash, hashPlayToken(code)))
      .for('update');
    if (!session) return undefined;
    if (session.revokedAt || session.completedAt || session.endedEarlyAt || session.expired) {
      return { kind: 'gone' } as const;
    }
    if (session.startedAt) return { kind: 'opened' } as const;
    const fresh = newPlayToken();
    await tx
      .update(assessmentSessions)
      .set({ tokenHash: fresh.hash, codeHash: null })
      .where(eq(assessmentSessions.id, session.id));
    await recordAudit(tx, {
      actorUserId: null,
      action: 'session.code_used',
      entityType: 'session',
      entityId: session.id,
      details: {},
    });
    return { kind: 'token', token: fresh.token } as const;
  });
  if (!found) throw notFound();
  // The code was right: no guess to count.
  await limiter.refund(key);
  if (found.kind === 'gone') {
    throw new HttpProblem(410, {
      detail: 'This card no longer works: ask the researcher for a new one.',
    });
  }
  if (found.kind === 'opened') {
    throw httpError.conflict(
      'This session was already opened on a tablet: go on there, or ask the researcher.',
    );
  }
  return found.token;
}
