import { describe, expect, it } from 'vitest';
import { gameTabs, isTabActive } from './game-tabs';

describe('gameTabs', () => {
  it('gives admins Items, New and Upload', () => {
    expect(gameTabs('/games/rule-finding', ['admin'])).toEqual([
      { key: 'items', to: '/games/rule-finding/items' },
      { key: 'new', to: '/games/rule-finding/new' },
      { key: 'upload', to: '/games/rule-finding/upload' },
    ]);
  });

  it('gives researchers and users without roles only Items', () => {
    expect(gameTabs('/games/hand-gesture', ['researcher'])).toEqual([
      { key: 'items', to: '/games/hand-gesture/items' },
    ]);
    expect(gameTabs('/games/hand-gesture', [])).toEqual([
      { key: 'items', to: '/games/hand-gesture/items' },
    ]);
  });

  it('gives a user holding both roles the admin tabs', () => {
    expect(gameTabs('/games/hand-gesture', ['researcher', 'admin'])).toHaveLength(3);
  });
});

describe('isTabActive', () => {
  const items = '/games/rule-finding/items';

  it('is active on its own path, with or without a trailing slash', () => {
    expect(isTabActive(items, items)).toBe(true);
    expect(isTabActive(items, `${items}/`)).toBe(true);
  });

  it('is active on paths below it', () => {
    expect(isTabActive(items, `${items}/42`)).toBe(true);
  });

  it('is not active on other tabs or on paths that only share a prefix of characters', () => {
    expect(isTabActive(items, '/games/rule-finding/new')).toBe(false);
    expect(isTabActive(items, `${items}-archive`)).toBe(false);
    expect(isTabActive(items, '/games/rule-finding')).toBe(false);
  });
});
