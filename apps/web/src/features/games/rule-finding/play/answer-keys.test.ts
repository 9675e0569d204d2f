import { describe, expect, it } from 'vitest';
import { responseOfKey } from './answer-keys';

describe('responseOfKey', () => {
  it('answers fits with ← and F, does not fit with → and J', () => {
    expect(['ArrowLeft', 'f', 'F'].map(responseOfKey)).toEqual(['fits', 'fits', 'fits']);
    expect(['ArrowRight', 'j', 'J'].map(responseOfKey)).toEqual([
      'does_not_fit',
      'does_not_fit',
      'does_not_fit',
    ]);
    expect(responseOfKey('Enter')).toBeUndefined();
  });
});
