import type { Session } from '@cogniplay/contract';

/** A text of the `assessments` namespace's `state` section, with its values. */
export type StateText =
  | {
      key:
        | 'state.not_started'
        | 'state.completed'
        | 'state.declined'
        | 'state.stopped'
        | 'state.expired'
        | 'state.revoked';
    }
  | { key: 'state.in_progress' }
  | { key: 'state.inProgressCount'; values: { answered: number; total: number } };

/**
 * How a session's state reads: 'In progress, n of m answered' while it runs (a count is what
 * the adult at the tablet wants to know), the plain state otherwise.
 */
export function sessionStateText(
  session: Pick<Session, 'state' | 'answeredCount' | 'totalCount'>,
): StateText {
  if (session.state === 'in_progress') {
    return {
      key: 'state.inProgressCount',
      values: { answered: session.answeredCount, total: session.totalCount },
    };
  }
  return { key: `state.${session.state}` };
}

/** Whether the session can still be played, so its link can be replaced or revoked. */
export function isPlayable(session: Pick<Session, 'state'>): boolean {
  return session.state === 'not_started' || session.state === 'in_progress';
}

/**
 * Whether the session can get a new link: while it can be played, and once its link expired
 * (the new link restarts the expiry, answers given so far are kept). Revoked and completed
 * sessions are refused by the server.
 */
export function canGetNewLink(session: Pick<Session, 'state'>): boolean {
  return isPlayable(session) || session.state === 'expired';
}

/** The badge look of each state. */
export const STATE_TONE: Record<Session['state'], string> = {
  not_started: 'border-slate-300 bg-slate-50 text-slate-800',
  in_progress: 'border-blue-300 bg-blue-50 text-blue-900',
  completed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  declined: 'border-violet-300 bg-violet-50 text-violet-900',
  stopped: 'border-orange-300 bg-orange-50 text-orange-900',
  expired: 'border-amber-300 bg-amber-50 text-amber-900',
  revoked: 'border-red-300 bg-red-50 text-red-900',
};
