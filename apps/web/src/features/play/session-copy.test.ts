import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import type { PlaySession } from '@cogniplay/contract';
import { indexedDbAnswerStore } from './answer-store';
import { indexedDbSessionCopies, memorySessionCopies, withAnswered } from './session-copy';

const session: PlaySession = {
  initials: 'AB',
  settings: {
    showDemonstration: true,
    giveFeedback: false,
    pictureSet: 'creatures',
    instanceOrder: 'fixed',
    shuffleItems: false,
  },
  instances: [],
  order: [],
  answered: [{ position: 0, itemIndex: 0 }],
  totalCount: 4,
};

let dbCount = 0;
const dbName = () => `session-copy-test-${++dbCount}`;

describe('withAnswered', () => {
  it('adds an answer the session does not know yet', () => {
    expect(withAnswered(session, { position: 1, itemIndex: 1 }).answered).toEqual([
      { position: 0, itemIndex: 0 },
      { position: 1, itemIndex: 1 },
    ]);
  });

  it('keeps the session as it is for an answer it knows', () => {
    expect(withAnswered(session, { position: 0, itemIndex: 0 })).toBe(session);
  });
});

for (const [name, make] of [
  ['IndexedDB', (now: () => number) => indexedDbSessionCopies(dbName(), now)],
  ['memory', (now: () => number) => memorySessionCopies(now)],
] as const) {
  describe(`session copies in ${name}`, () => {
    it('keeps a copy per token and adds the answers given on the device', async () => {
      const copies = make(() => 1000);
      await copies.save('token-a', session);
      await copies.markAnswered('token-a', { position: 2, itemIndex: 0 });
      await copies.markAnswered('token-a', { position: 2, itemIndex: 0 });
      await copies.markAnswered('token-b', { position: 2, itemIndex: 1 });
      expect((await copies.load('token-a'))?.answered).toEqual([
        { position: 0, itemIndex: 0 },
        { position: 2, itemIndex: 0 },
      ]);
      expect(await copies.load('token-b')).toBeUndefined();
      await copies.remove('token-a');
      expect(await copies.load('token-a')).toBeUndefined();
    });

    it('deletes the copies saved before a moment', async () => {
      let now = 1000;
      const copies = make(() => now);
      await copies.save('old', session);
      now = 5000;
      await copies.save('new', session);
      await copies.removeOlderThan(2000);
      expect(await copies.load('old')).toBeUndefined();
      expect(await copies.load('new')).toEqual(session);
    });
  });
}

it('a queue of the first database version keeps its answers when the copies are added', async () => {
  const name = dbName();
  const old = await openDB(name, 1, {
    upgrade(database) {
      database.createObjectStore('answers', { keyPath: 'key' });
    },
  });
  const body = {
    position: 0,
    itemIndex: 1,
    response: 'fits' as const,
    reactionTimeMs: 900,
    inputType: 'touch' as const,
    clientShownAt: '2026-01-01T10:00:00.000Z',
    clientAnsweredAt: '2026-01-01T10:00:00.900Z',
  };
  await old.add('answers', { key: 'tok|0|1', token: 'tok', body, queuedAt: 1 });
  old.close();

  const copies = indexedDbSessionCopies(name);
  await copies.save('tok', session);
  expect(await copies.load('tok')).toEqual(session);
  expect(await indexedDbAnswerStore(name).list('tok')).toEqual([
    { key: 'tok|0|1', token: 'tok', body, queuedAt: 1 },
  ]);
});

describe('a copy saved before instances named their game', () => {
  it('reads back as rule finding, the one game children could play then', async () => {
    const copies = indexedDbSessionCopies(dbName(), () => 1000);
    const target = { characteristics: ['on', 'off', 'on', 'off'] as const };
    const instance = { position: 0, demonstrationItems: [], targetItems: [target] };
    // As the page saved it then: no `game`.
    await copies.save('token-old', {
      ...session,
      instances: [instance],
    } as unknown as PlaySession);
    expect((await copies.load('token-old'))?.instances).toEqual([
      { ...instance, game: 'rule-finding' },
    ]);
  });
});
