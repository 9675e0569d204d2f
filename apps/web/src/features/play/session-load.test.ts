import { describe, expect, it, vi } from 'vitest';
import type { PlaySession } from '@cogniplay/contract';
import type { LoadResult } from './play-api';
import { memorySessionCopies, SESSION_COPY_MAX_AGE_MS, type SessionCopies } from './session-copy';
import { openSession } from './session-load';

const session = (initials: string): PlaySession => ({
  initials,
  settings: {
    showDemonstration: false,
    giveFeedback: false,
    pictureSet: 'shapes',
    instanceOrder: 'fixed',
    shuffleItems: false,
  },
  instances: [],
  order: [],
  answered: [],
  totalCount: 2,
});

const answering = (result: LoadResult) => () => Promise.resolve(result);
const unavailable = answering({ kind: 'unavailable' });

describe('openSession', () => {
  it('opens the server’s session and keeps a copy on the device', async () => {
    const copies = memorySessionCopies();
    const opened = await openSession(
      'tok',
      answering({ kind: 'session', session: session('AB') }),
      copies,
    );
    expect(opened).toEqual({ kind: 'session', session: session('AB') });
    expect(await copies.load('tok')).toEqual(session('AB'));
  });

  it('opens the device’s copy when the server cannot be reached', async () => {
    const copies = memorySessionCopies();
    await copies.save('tok', session('AB'));
    await copies.markAnswered('tok', { position: 0, itemIndex: 0 });
    expect(await openSession('tok', unavailable, copies)).toEqual({
      kind: 'session',
      session: { ...session('AB'), answered: [{ position: 0, itemIndex: 0 }] },
      fromDevice: true,
    });
  });

  it('says the server cannot be reached when the device has no copy of this link', async () => {
    const copies = memorySessionCopies();
    await copies.save('other', session('CD'));
    expect(await openSession('tok', unavailable, copies)).toEqual({ kind: 'unavailable' });
  });

  for (const kind of ['notFound', 'completed'] as const) {
    it(`deletes the copy of a link the server answers ${kind}`, async () => {
      const copies = memorySessionCopies();
      await copies.save('tok', session('AB'));
      expect(await openSession('tok', answering({ kind }), copies)).toEqual({ kind });
      expect(await copies.load('tok')).toBeUndefined();
    });
  }

  for (const reason of ['revoked', 'expired'] as const) {
    it(`deletes the copy of a link the server says was ${reason}, and says so`, async () => {
      const copies = memorySessionCopies();
      await copies.save('tok', session('AB'));
      expect(await openSession('tok', answering({ kind: 'ended', reason }), copies)).toEqual({
        kind: 'ended',
        reason,
      });
      expect(await copies.load('tok')).toBeUndefined();
    });
  }

  it('deletes copies not refreshed for the longest time a copy is kept', async () => {
    let now = 0;
    const copies = memorySessionCopies(() => now);
    await copies.save('old', session('AB'));
    now = SESSION_COPY_MAX_AGE_MS + 1;
    expect(await openSession('old', unavailable, copies, now)).toEqual({ kind: 'unavailable' });
  });

  it('opens the server’s session when the device cannot keep a copy', async () => {
    const failing = async () => {
      throw new Error('QuotaExceededError');
    };
    const copies: SessionCopies = {
      save: failing,
      load: failing,
      markAnswered: failing,
      remove: failing,
      removeOlderThan: failing,
    };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const online = answering({ kind: 'session', session: session('AB') });
    expect(await openSession('tok', online, copies)).toEqual({
      kind: 'session',
      session: session('AB'),
    });
    expect(await openSession('tok', unavailable, copies)).toEqual({ kind: 'unavailable' });
  });
});
