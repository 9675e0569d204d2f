// A stand-in for the play API (`/api/play/{token}/…`) inside the browser context, answering as
// packages/contract/src/play.ts and the team brief describe: 201 for a new answer, 200 for an
// identical repeat, 409 for a different one, 410 once completed (or revoked, or expired: with the
// `reason`), 404 for other tokens. It counts
// every request, so a spec can prove each answer was stored exactly once. Target items carry no
// truth here either: the fake decides correctness from its own table, as the server does.
import type { BrowserContext, Route } from '@playwright/test';

export const PLAY_TOKEN = 'pl4yT0ken_for-the-e2e-suite_0123456789abcde';

type Value = 'on' | 'off';
export interface FakeInstance {
  position: number;
  demonstrationItems: { characteristics: Value[]; matchesRule: boolean }[];
  targetItems: { characteristics: Value[]; matchesRule: boolean }[];
}

export interface StoredAnswer {
  position: number;
  itemIndex: number;
  response: 'fits' | 'does_not_fit';
  reactionTimeMs: number;
  inputType: string;
  clientShownAt: string;
  clientAnsweredAt: string;
  earlyTaps?: number;
  firstEarlyTapMs?: number;
  hiddenMs?: number;
}

export interface FakePlayApi {
  /** Answers stored, by 'position:itemIndex'. */
  stored: Map<string, StoredAnswer>;
  /** Per key: how the fake answered each POST that reached it (201, 200, 409, …). */
  statuses: Map<string, number[]>;
  /** Requests the fake refused as if the network were down. */
  failedWhileOffline: number;
  starts: number;
  /** While true, every request fails as on a dead network. */
  offline: boolean;
  /** While set, POSTs of answers get this status (e.g. 503) and store nothing. */
  answerStatus: number | undefined;
  /** While set, the link is revoked or expired: every request gets 410 with this reason. */
  linkEnded: 'revoked' | 'expired' | undefined;
  totalCount: number;
}

const on = 'on' as const;
const off = 'off' as const;

/** Three instances, two demonstration and two target items each: six answers. */
export const THREE_INSTANCES: FakeInstance[] = [0, 1, 2].map((position) => ({
  position,
  demonstrationItems: [
    { characteristics: [on, off, on, off], matchesRule: true },
    { characteristics: [off, on, off, on], matchesRule: false },
  ],
  targetItems: [
    { characteristics: [on, on, off, off], matchesRule: position !== 1 },
    { characteristics: [off, off, on, on], matchesRule: position === 1 },
  ],
}));

export async function fakePlayApi(
  context: BrowserContext,
  {
    instances = THREE_INSTANCES,
    showDemonstration = true,
    giveFeedback = false,
    pictureSet = 'creatures',
    order = instances.map((i) => ({ position: i.position, items: i.targetItems.map((_, n) => n) })),
  }: {
    instances?: FakeInstance[];
    showDemonstration?: boolean;
    giveFeedback?: boolean;
    pictureSet?: 'creatures' | 'shapes';
    /** The order the session presents its items in (default: as listed). */
    order?: { position: number; items: number[] }[];
  } = {},
): Promise<FakePlayApi> {
  const totalCount = instances.reduce((sum, i) => sum + i.targetItems.length, 0);
  const api: FakePlayApi = {
    stored: new Map(),
    statuses: new Map(),
    failedWhileOffline: 0,
    starts: 0,
    offline: false,
    answerStatus: undefined,
    linkEnded: undefined,
    totalCount,
  };
  const completed = () => api.stored.size === totalCount;
  const problem = (route: Route, status: number, title: string, reason?: string) =>
    route.fulfill({
      status,
      contentType: 'application/problem+json',
      body: JSON.stringify({ type: 'about:blank', title, status, ...(reason && { reason }) }),
    });

  await context.route('**/api/play/**', async (route) => {
    if (api.offline) {
      api.failedWhileOffline += 1;
      return route.abort('internetdisconnected');
    }
    const request = route.request();
    const match = /\/api\/play\/([^/]+)(\/start|\/answers)?$/.exec(new URL(request.url()).pathname);
    if (!match || match[1] !== PLAY_TOKEN) return problem(route, 404, 'Not Found');
    const action = match[2];
    if (api.linkEnded) {
      if (action === '/answers') {
        const { position, itemIndex } = request.postDataJSON() as StoredAnswer;
        const key = `${position}:${itemIndex}`;
        api.statuses.set(key, [...(api.statuses.get(key) ?? []), 410]);
      }
      return problem(route, 410, 'Gone', api.linkEnded);
    }
    if (!action && request.method() === 'GET') {
      if (completed()) return problem(route, 410, 'Gone', 'completed');
      return route.fulfill({
        json: {
          initials: 'AB',
          settings: {
            showDemonstration,
            giveFeedback,
            pictureSet,
            instanceOrder: 'fixed',
            shuffleItems: false,
          },
          instances: instances.map((i) => ({
            position: i.position,
            game: 'rule-finding',
            demonstrationItems: i.demonstrationItems,
            targetItems: i.targetItems.map((t) => ({ characteristics: t.characteristics })),
          })),
          answered: [...api.stored.values()].map(({ position, itemIndex }) => ({
            position,
            itemIndex,
          })),
          order,
          totalCount,
        },
      });
    }
    if (action === '/start' && request.method() === 'POST') {
      api.starts += 1;
      return route.fulfill({ status: 204 });
    }
    if (action === '/answers' && request.method() === 'POST') {
      const body = request.postDataJSON() as StoredAnswer;
      const key = `${body.position}:${body.itemIndex}`;
      const record = (status: number) =>
        api.statuses.set(key, [...(api.statuses.get(key) ?? []), status]);
      if (api.answerStatus !== undefined) {
        record(api.answerStatus);
        return problem(route, api.answerStatus, 'Service Unavailable');
      }
      const target = instances.find((i) => i.position === body.position)?.targetItems[
        body.itemIndex
      ];
      if (!target) {
        record(400);
        return problem(route, 400, 'Bad Request');
      }
      const before = api.stored.get(key);
      if (before && JSON.stringify(before) !== JSON.stringify(body)) {
        record(409);
        return problem(route, 409, 'Conflict');
      }
      if (!before && completed()) {
        record(410);
        return problem(route, 410, 'Gone', 'completed');
      }
      const status = before ? 200 : 201;
      if (!before) api.stored.set(key, body);
      record(status);
      const correct = (body.response === 'fits') === target.matchesRule;
      return route.fulfill({
        status,
        json: {
          answer: {
            position: body.position,
            itemIndex: body.itemIndex,
            ...(giveFeedback ? { correct } : {}),
          },
          answeredCount: api.stored.size,
          totalCount,
          completed: completed(),
        },
      });
    }
    return problem(route, 404, 'Not Found');
  });
  return api;
}
