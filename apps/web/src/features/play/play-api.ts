// The play API as the page uses it (`/api/play/{token}/…`, no sign-in: the token is the only
// credential). Plain fetch: the page carries no query library.
import type { PlaySession, SubmitAnswerBody, SubmitAnswerResponse } from '@cogniplay/contract';
import type { SendResult } from './answer-queue';

export type LoadResult =
  | { kind: 'session'; session: PlaySession }
  /** 410: the session is completed. */
  | { kind: 'completed' }
  /** 404 (unknown, expired, revoked) or 400 (not a play link). */
  | { kind: 'notFound' }
  /** No connection, or the server failed: the adult may try again. */
  | { kind: 'unavailable' };

const base = (token: string) => `/api/play/${encodeURIComponent(token)}`;

/** The token of a /play/{token} path; undefined for anything else. */
export function tokenFromPath(pathname: string): string | undefined {
  const match = /^\/play\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

export async function loadPlaySession(token: string): Promise<LoadResult> {
  let response: Response;
  try {
    response = await fetch(base(token), { headers: { accept: 'application/json' } });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status === 410) return { kind: 'completed' };
  if (response.status === 404 || response.status === 400) return { kind: 'notFound' };
  if (!response.ok) return { kind: 'unavailable' };
  try {
    return { kind: 'session', session: (await response.json()) as PlaySession };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Marks the session started (idempotent); a failure is harmless: the first answer starts it too. */
export async function startPlaySession(token: string): Promise<void> {
  try {
    await fetch(`${base(token)}/start`, { method: 'POST' });
  } catch {
    // Offline: the session counts as in progress from its first stored answer.
  }
}

/** One attempt to store an answer; throws on a network error (the queue retries). */
export async function sendAnswer(token: string, body: SubmitAnswerBody): Promise<SendResult> {
  const response = await fetch(`${base(token)}/answers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    // The request outlives the page if the adult closes it right after the last answer.
    keepalive: true,
  });
  const result: SendResult = {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
  };
  if (response.ok) {
    try {
      result.response = (await response.json()) as SubmitAnswerResponse;
    } catch {
      // A stored answer without a readable body is stored all the same.
    }
  }
  return result;
}
