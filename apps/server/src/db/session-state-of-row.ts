// A session's state and early end from a raw row of assessment_sessions (its columns by their
// SQL names), by the contract's rule: revoked > completed > declined or stopped > expired > in
// progress > not started.
import {
  sessionState,
  type EarlyEnd,
  type EarlyEndReason,
  type SessionState,
  type StopReason,
} from '@cogniplay/contract';

export interface SessionStateColumns {
  revoked_at: Date | string | null;
  completed_at: Date | string | null;
  early_end_reason: EarlyEndReason | null;
  expires_at: Date | string;
  started_at: Date | string | null;
  answered_count: number;
}

export function sessionStateOfRow(row: SessionStateColumns, now: Date): SessionState {
  return sessionState(
    {
      revokedAt: row.revoked_at,
      completedAt: row.completed_at,
      earlyEndReason: row.early_end_reason,
      expiresAt: row.expires_at,
      startedAt: row.started_at,
      answeredCount: row.answered_count,
    },
    now,
  );
}

export interface EarlyEndColumns {
  ended_early_at: Date | string | null;
  early_end_reason: EarlyEndReason | null;
  stop_reason: StopReason | null;
  discarded_answers: number | null;
}

/** The row's early end; null when it has none. */
export function earlyEndOfRow(row: EarlyEndColumns): EarlyEnd | null {
  if (row.ended_early_at === null || row.early_end_reason === null) return null;
  const at = row.ended_early_at instanceof Date ? row.ended_early_at : new Date(row.ended_early_at);
  return {
    reason: row.early_end_reason,
    stopReason: row.stop_reason,
    at: at.toISOString(),
    discardedAnswers: row.discarded_answers ?? 0,
  };
}
