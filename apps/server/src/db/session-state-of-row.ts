// A session's state from a raw row of assessment_sessions (its columns by their SQL names), by
// the contract's rule: revoked > completed > expired > in progress > not started.
import { sessionState, type SessionState } from '@cogniplay/contract';

export interface SessionStateColumns {
  revoked_at: Date | string | null;
  completed_at: Date | string | null;
  expires_at: Date | string;
  started_at: Date | string | null;
  answered_count: number;
}

export function sessionStateOfRow(row: SessionStateColumns, now: Date): SessionState {
  return sessionState(
    {
      revokedAt: row.revoked_at,
      completedAt: row.completed_at,
      expiresAt: row.expires_at,
      startedAt: row.started_at,
      answeredCount: row.answered_count,
    },
    now,
  );
}
