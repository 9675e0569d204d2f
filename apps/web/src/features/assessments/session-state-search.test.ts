import { describe, expect, it } from 'vitest';
import { SESSION_STATES } from '@cogniplay/contract';
import { parseSessionStateSearch, STATES } from './session-state-search';

describe('parseSessionStateSearch', () => {
  it('knows every state of the contract, in its order', () => {
    expect(STATES).toEqual(SESSION_STATES);
  });

  it('takes a state and drops anything else', () => {
    expect(parseSessionStateSearch({ state: 'stopped' })).toEqual({ state: 'stopped' });
    expect(parseSessionStateSearch({ state: 'paused' })).toEqual({});
  });
});
