import { beforeEach, describe, expect, it } from 'vitest';
import { claimTabId, TAB_ID_KEY } from './tab-copy';

/** Web Locks of one origin as tabs share them: a lock taken stays held (its tab lives on). */
function fakeLocks(held: string[] = []) {
  const names = new Set(held);
  return {
    names,
    request: (async (
      name: string,
      _options: LockOptions,
      callback: LockGrantedCallback<unknown>,
    ) => {
      if (names.has(name)) return callback(null);
      names.add(name);
      return callback({ name, mode: 'exclusive' });
    }) as unknown as LockManager['request'],
  };
}

const lockOf = (id: string | null) => id ?? '';

describe('claimTabId', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives a new tab an id of its own, and holds its lock', async () => {
    const locks = fakeLocks();
    expect(await claimTabId(sessionStorage, locks)).toBe(false);
    const id = sessionStorage.getItem(TAB_ID_KEY);
    expect(id).toMatch(/^cogniplay\.tab0\.\d+/);
    expect(locks.names).toEqual(new Set([lockOf(id)]));
  });

  it('lets a reloaded tab keep its id: its old page released the lock', async () => {
    sessionStorage.setItem(TAB_ID_KEY, 'abc');
    const locks = fakeLocks();
    expect(await claimTabId(sessionStorage, locks)).toBe(false);
    expect(sessionStorage.getItem(TAB_ID_KEY)).toBe('abc');
    expect(locks.names).toEqual(new Set([lockOf('abc')]));
  });

  it('tells a duplicated tab that its storage is a copy, and gives it a new id', async () => {
    sessionStorage.setItem(TAB_ID_KEY, 'abc');
    const locks = fakeLocks([lockOf('abc')]);
    expect(await claimTabId(sessionStorage, locks)).toBe(true);
    const id = sessionStorage.getItem(TAB_ID_KEY);
    expect(id).not.toBe('abc');
    expect(locks.names).toEqual(new Set([lockOf('abc'), lockOf(id)]));
  });

  it('claims nothing in a browser without Web Locks', async () => {
    sessionStorage.setItem(TAB_ID_KEY, 'abc');
    expect(await claimTabId(sessionStorage, undefined)).toBe(false);
    expect(sessionStorage.getItem(TAB_ID_KEY)).toBe('abc');
  });
});
