import { describe, expect, it } from 'vitest';
import { parseHandGestureItemsSearch, parseRuleFindingItemsSearch } from './items-search';

describe('parseRuleFindingItemsSearch', () => {
  it('keeps a valid sort, order and page', () => {
    expect(parseRuleFindingItemsSearch({ sort: 'sequenceNumber', order: 'desc', page: 3 })).toEqual(
      {
        sort: 'sequenceNumber',
        order: 'desc',
        page: 3,
      },
    );
  });

  it('is empty for no parameters (page index 0, unsorted)', () => {
    expect(parseRuleFindingItemsSearch({})).toEqual({});
  });

  it('drops unknown columns, directions and bad pages instead of failing', () => {
    expect(parseRuleFindingItemsSearch({ sort: 'password', order: 'sideways', page: -2 })).toEqual(
      {},
    );
    expect(parseRuleFindingItemsSearch({ page: 1.5 })).toEqual({});
    expect(parseRuleFindingItemsSearch({ page: 'two' })).toEqual({});
  });

  it('defaults the direction of a sorted column to ascending and drops a lone direction', () => {
    expect(parseRuleFindingItemsSearch({ sort: 'label' })).toEqual({ sort: 'label', order: 'asc' });
    expect(parseRuleFindingItemsSearch({ order: 'desc' })).toEqual({});
  });

  it('leaves page 1 out of the URL', () => {
    expect(parseRuleFindingItemsSearch({ page: 1 })).toEqual({});
  });
});

describe('parseHandGestureItemsSearch', () => {
  it('accepts only the hand-gesture columns', () => {
    expect(parseHandGestureItemsSearch({ sort: 'createdAt', order: 'desc' })).toEqual({
      sort: 'createdAt',
      order: 'desc',
    });
    expect(parseHandGestureItemsSearch({ sort: 'label' })).toEqual({});
  });
});
