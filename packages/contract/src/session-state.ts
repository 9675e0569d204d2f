// Where a session stands, derived from its timestamps when read (never stored, so it cannot go
// stale): revoked > completed > declined or stopped > expired > in progress > not started.
import { earlyEndState, type EarlyEndReason } from './early-end.ts';
import type { SessionState } from './sessions.ts';

export interface SessionStateFacts {
  revokedAt: Date | string | null;
  completedAt: Date | string | null;
  /** Why the session ended early on the tablet; null when it did not. */
  earlyEndReason: EarlyEndReason | null;
  expiresAt: Date | string;
  startedAt: Date | string | null;
  answeredCount: number;
}

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/** The state of a session at `now`: revoked, completed and an early end are final. */
export function sessionState(facts: SessionStateFacts, now: Date = new Date()): SessionState {
  if (facts.revokedAt !== null) return 'revoked';
  if (facts.completedAt !== null) return 'completed';
  if (facts.earlyEndReason !== null) return earlyEndState(facts.earlyEndReason);
  if (time(facts.expiresAt) <= now.getTime()) return 'expired';
  if (facts.startedAt !== null || facts.answeredCount > 0) return 'in_progress';
  return 'not_started';
}

/** Whether the play link of a session in this state still opens it (completed answers 410). */
export function isPlayable(state: SessionState): boolean {
  return state === 'not_started' || state === 'in_progress';
}
