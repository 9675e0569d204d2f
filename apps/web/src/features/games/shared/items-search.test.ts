import { describe, expect, it } from 'vitest';
import { itemsSearchParser } from './items-search';

const parse = itemsSearchParser(['id', 'sequenceNumber', 'label']);

describe('itemsSearchParser', () => {
  it('keeps a valid sort, order and page', () => {
    expect(parse({ sort: 'sequenceNumber', order: 'desc', page: 3 })).toEqual({
      sort: 'sequenceNumber',
      order: 'desc',
      page: 3,
    });
  });

  it('is empty for no parameters (page index 0, unsorted)', () => {
    expect(parse({})).toEqual({});
  });

  it('drops unknown columns, directions and bad pages instead of failing', () => {
    expect(parse({ sort: 'password', order: 'sideways', page: -2 })).toEqual({});
    expect(parse({ page: 1.5 })).toEqual({});
    expect(parse({ page: 'two' })).toEqual({});
  });

  it('defaults the direction of a sorted column to ascending and drops a lone direction', () => {
    expect(parse({ sort: 'label' })).toEqual({ sort: 'label', order: 'asc' });
    expect(parse({ order: 'desc' })).toEqual({});
  });

  it('leaves page 1 out of the URL', () => {
    expect(parse({ page: 1 })).toEqual({});
  });
});
