// Opening a session: from the server when it answers (the copy on the device is refreshed), from
// the device's copy when it cannot be reached (offline, or the server fails). A link the server
// no longer opens (404; 410 completed, revoked or expired) takes its copy with it: nothing of a
// child stays on the tablet for a link that can never play again.
import type { LoadResult } from './play-api';
import { SESSION_COPY_MAX_AGE_MS, type SessionCopies } from './session-copy';

export type OpenedSession = LoadResult & {
  /** The session came from the device's copy: the server was not reached. */
  fromDevice?: boolean;
};

export async function openSession(
  token: string,
  load: (token: string) => Promise<LoadResult>,
  copies: SessionCopies,
  now = Date.now(),
): Promise<OpenedSession> {
  // The device's copy must not fail the page: it only matters without network.
  const quietly = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      console.warn('The copy of the session on this device could not be used.', error);
      return undefined;
    }
  };
  const result = await load(token);
  await quietly(() => copies.removeOlderThan(now - SESSION_COPY_MAX_AGE_MS));
  if (result.kind === 'session') {
    await quietly(() => copies.save(token, result.session));
    return result;
  }
  if (result.kind === 'unavailable') {
    const copy = await quietly(() => copies.load(token));
    return copy ? { kind: 'session', session: copy, fromDevice: true } : result;
  }
  await quietly(() => copies.remove(token));
  return result;
}
