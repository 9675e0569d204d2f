import { describe, expect, it } from 'vitest';
import { parseHandGestureItemsSearch } from './items-search';

describe('parseHandGestureItemsSearch', () => {
  it('accepts only the hand-gesture columns', () => {
    expect(parseHandGestureItemsSearch({ sort: 'createdAt', order: 'desc' })).toEqual({
      sort: 'createdAt',
      order: 'desc',
    });
    expect(parseHandGestureItemsSearch({ sort: 'label' })).toEqual({});
  });
});
