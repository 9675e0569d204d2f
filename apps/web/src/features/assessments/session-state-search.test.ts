import { describe, expect, it } from 'vitest';
import { GROUP_LABEL_MAX_LENGTH, SESSION_STATES } from '@cogniplay/contract';
import { GROUP_MAX_LENGTH, parseSessionsSearch, STATES } from './session-state-search';

describe('parseSessionsSearch', () => {
  it("knows every state of the contract, in its order, and the contract's class length", () => {
    expect(STATES).toEqual(SESSION_STATES);
    expect(GROUP_MAX_LENGTH).toBe(GROUP_LABEL_MAX_LENGTH);
  });

  it('takes a state, a school and a class, and drops anything else', () => {
    expect(parseSessionsSearch({ state: 'stopped', school: 4, group: ' 3b ' })).toEqual({
      state: 'stopped',
      school: 4,
      group: '3b',
    });
    expect(parseSessionsSearch({ state: 'paused', school: -1, group: ' ' })).toEqual({});
    expect(parseSessionsSearch({ school: '4', group: 'x'.repeat(33) })).toEqual({});
    expect(parseSessionsSearch({ group: 3 })).toEqual({ group: '3' });
  });
});
