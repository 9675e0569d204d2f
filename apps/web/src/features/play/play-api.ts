// The play API as the page uses it (`/api/play/{token}/…`, no sign-in: the token is the only
// credential). Plain fetch: the page carries no query library.
import type {
  EndSessionBody,
  PlayLinkGoneReason,
  PlaySession,
  SubmitAnswerBody,
  SubmitAnswerResponse,
} from '@cogniplay/contract';
import type { SendResult } from './answer-queue';
import { PLAY_LINK_GONE_REASONS } from './early-end';
import { deviceHeader } from './play-device';

/** A real link that takes no answer any more, other than a completed session's. */
export type EndedReason = Exclude<PlayLinkGoneReason, 'completed'>;

export type LoadResult =
  | { kind: 'session'; session: PlaySession }
  /** 410 `completed` (or a 410 without a reason): every answer is stored. */
  | { kind: 'completed' }
  /**
   * 410 `revoked`, `expired`, `declined` or `stopped`: the link no longer plays, and the page
   * says why.
   */
  | { kind: 'ended'; reason: EndedReason }
  /** 404 (an unknown token: mistyped, or replaced by a new link) or 400 (not a play link). */
  | { kind: 'notFound' }
  /** 423: the session is bound to another tablet. */
  | { kind: 'inUse' }
  /** No connection, or the server failed: the adult may try again. */
  | { kind: 'unavailable' };

const base = (token: string) => `/api/play/${encodeURIComponent(token)}`;

/** The token of a /play/{token} path; undefined for anything else. */
export function tokenFromPath(pathname: string): string | undefined {
  const match = /^\/play\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** The `reason` of a 410's problem body; undefined when there is none or it cannot be read. */
export async function goneReason(response: Response): Promise<PlayLinkGoneReason | undefined> {
  try {
    const { reason } = (await response.json()) as { reason?: unknown };
    return PLAY_LINK_GONE_REASONS.find((known) => known === reason);
  } catch {
    return undefined;
  }
}

export async function loadPlaySession(token: string): Promise<LoadResult> {
  let response: Response;
  try {
    response = await fetch(base(token), {
      headers: { accept: 'application/json', ...deviceHeader() },
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status === 410) {
    const reason = await goneReason(response);
    return reason === undefined || reason === 'completed'
      ? { kind: 'completed' }
      : { kind: 'ended', reason };
  }
  if (response.status === 404 || response.status === 400) return { kind: 'notFound' };
  if (response.status === 423) return { kind: 'inUse' };
  if (!response.ok) return { kind: 'unavailable' };
  try {
    return { kind: 'session', session: (await response.json()) as PlaySession };
  } catch {
    return { kind: 'unavailable' };
  }
}

/**
 * Marks the session started and binds it to this tablet (idempotent); 'inUse' when another tablet
 * has it. A failure is harmless: the first stored answer starts and binds it too.
 */
export async function startPlaySession(token: string): Promise<'started' | 'inUse'> {
  try {
    const response = await fetch(`${base(token)}/start`, {
      method: 'POST',
      headers: deviceHeader(),
    });
    return response.status === 423 ? 'inUse' : 'started';
  } catch {
    // Offline: the session counts as in progress from its first stored answer.
    return 'started';
  }
}

/**
 * Moves the session to this tablet (an adult's "continue here"): false when that did not reach
 * the server. A session that ended meanwhile (410) moves nowhere; reading it again shows the end.
 */
export async function moveSessionHere(token: string): Promise<boolean> {
  try {
    const response = await fetch(`${base(token)}/move`, {
      method: 'POST',
      headers: deviceHeader(),
    });
    return response.ok || response.status === 410;
  } catch {
    return false;
  }
}

/** One attempt to store an answer; throws on a network error (the queue retries). */
export function sendAnswer(token: string, body: SubmitAnswerBody): Promise<SendResult> {
  return post(token, 'answers', body);
}

/** One attempt to end the session early; throws on a network error (the queue retries). */
export function sendEnd(token: string, end: EndSessionBody): Promise<SendResult> {
  return post(token, 'end', end);
}

async function post(
  token: string,
  path: 'answers' | 'end',
  body: SubmitAnswerBody | EndSessionBody,
): Promise<SendResult> {
  const response = await fetch(`${base(token)}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...deviceHeader() },
    body: JSON.stringify(body),
    // The request outlives the page if the adult closes it right after the last answer.
    keepalive: true,
  });
  const result: SendResult = {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
  };
  if (response.status === 410) {
    const reason = await goneReason(response);
    if (reason) result.reason = reason;
  }
  if (response.ok && path === 'answers') {
    try {
      result.response = (await response.json()) as SubmitAnswerResponse;
    } catch {
      // A stored answer without a readable body is stored all the same.
    }
  }
  return result;
}
