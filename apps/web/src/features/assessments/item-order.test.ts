import { describe, expect, it } from 'vitest';
import { moveItem, toggleId } from './item-order';

describe('moveItem', () => {
  it('moves an entry up and down by one place', () => {
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
  });

  it('leaves the list as it is when the move would leave it', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 5, -1)).toEqual([1, 2, 3]);
  });

  it('never changes the list it was given', () => {
    const list = [1, 2, 3];
    moveItem(list, 1, 1);
    expect(list).toEqual([1, 2, 3]);
  });
});

describe('toggleId', () => {
  it('adds a new id at the end and removes a chosen one, keeping the order', () => {
    expect(toggleId([3, 1], 2)).toEqual([3, 1, 2]);
    expect(toggleId([3, 1, 2], 1)).toEqual([3, 2]);
  });
});
