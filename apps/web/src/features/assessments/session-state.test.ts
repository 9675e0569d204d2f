import { describe, expect, it } from 'vitest';
import type { SessionState } from '@cogniplay/contract';
import { isPlayable, sessionStateText } from './session-state';

const session = (state: SessionState) => ({ state, answeredCount: 5, totalCount: 12 });

describe('sessionStateText', () => {
  it('counts the answers of a session in progress', () => {
    expect(sessionStateText(session('in_progress'))).toEqual({
      key: 'state.inProgressCount',
      values: { answered: 5, total: 12 },
    });
  });

  it.each(['not_started', 'completed', 'expired', 'revoked'] as const)(
    'names the %s state plainly',
    (state) => {
      expect(sessionStateText(session(state))).toEqual({ key: `state.${state}` });
    },
  );
});

describe('isPlayable', () => {
  it('is true only for sessions not started or in progress', () => {
    expect(isPlayable(session('not_started'))).toBe(true);
    expect(isPlayable(session('in_progress'))).toBe(true);
    expect(isPlayable(session('completed'))).toBe(false);
    expect(isPlayable(session('expired'))).toBe(false);
    expect(isPlayable(session('revoked'))).toBe(false);
  });
});
