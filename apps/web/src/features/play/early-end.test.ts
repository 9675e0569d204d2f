import * as contract from '@cogniplay/contract';
import { describe, expect, it } from 'vitest';
import { earlyEndState, PLAY_LINK_GONE_REASONS, STOP_REASONS } from './early-end';

describe("the play page's copies of the contract's early-end values", () => {
  it('equal the contract', () => {
    expect(STOP_REASONS).toEqual(contract.STOP_REASONS);
    expect(PLAY_LINK_GONE_REASONS).toEqual(contract.PLAY_LINK_GONE_REASONS);
    for (const reason of contract.EARLY_END_REASONS) {
      expect(earlyEndState(reason)).toBe(contract.earlyEndState(reason));
    }
  });
});
