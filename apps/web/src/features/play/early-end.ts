// The contract's early-end values the play page needs, copied (not imported: the page's bundle
// stays free of zod and the rest of the contract); early-end.test.ts keeps them equal.
import type {
  EarlyEndReason,
  PlayLinkGoneReason,
  SessionState,
  StopReason,
} from '@cogniplay/contract';

/** The contract's STOP_REASONS, in the order the stop dialog offers them. */
export const STOP_REASONS: readonly StopReason[] = [
  'tired',
  'upset',
  'unwell',
  'interruption',
  'technical_problem',
  'out_of_time',
  'other',
];

/** The contract's PLAY_LINK_GONE_REASONS. */
export const PLAY_LINK_GONE_REASONS: readonly PlayLinkGoneReason[] = [
  'completed',
  'revoked',
  'expired',
  'declined',
  'stopped',
];

/** The contract's earlyEndState: the session state an early end leaves. */
export const earlyEndState = (
  reason: EarlyEndReason,
): Extract<SessionState, 'declined' | 'stopped'> =>
  reason === 'declined' ? 'declined' : 'stopped';
