// GET /metrics: Prometheus text for the holder of METRICS_TOKEN only; requests by route pattern
// (never a play link's token), the pool's connections, answers recorded and uploads stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  assessmentsFixture,
  type AssessmentsFixture,
} from '../modules/assessments/assessments-fixture.ts';
import { ruleFindingInstance, upload } from '../modules/games/support.ts';

const TOKEN = 'metrics-token-0123456789';
let f: AssessmentsFixture;
let t: TestApp;
let withoutToken: TestApp;

beforeAll(async () => {
  f = await assessmentsFixture({ env: { METRICS_TOKEN: TOKEN } });
  t = f.t;
  withoutToken = await buildTestApp();
}, 180_000);
afterAll(() => Promise.all([t.close(), withoutToken.close()]));

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('answers 404 when no METRICS_TOKEN is set', async () => {
    expect((await scrape(withoutToken, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('answers 401 without the token or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const response = await scrape(t, authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts requests by route pattern, never by the URL', async () => {
    await t.app.inject({ url: '/api/play/secret-play-token-abcdefghijklmnop' });
    await t.app.inject({ url: '/readyz' });
    const response = await scrape(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/readyz",status_code="200"\} 1/,
    );
    expect(text).toMatch(/route="\/api\/play\/:token"/);
    expect(text).not.toContain('secret-play-token');
    expect(text).toMatch(/db_pool_connections\{state="open"\} \d+/);
    expect(text).toContain('cogniplay_answers_recorded_total 0');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('what the platform did', () => {
  const counter = async (name: string) => {
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    return Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1]);
  };

  it('counts answers stored the first time, not their repeats', async () => {
    const before = await counter('cogniplay_answers_recorded_total');
    const session = await f.startSession(await f.createAssessment(), f.participantA);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/play/${session.token}/answers`,
        payload: {
          position: 0,
          itemIndex: 0,
          response: 'fits',
          reactionTimeMs: 800,
          inputType: 'touch',
          clientShownAt: '2026-05-01T10:00:00.000Z',
          clientAnsweredAt: '2026-05-01T10:00:00.800Z',
        },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(200);
    await f.answer(session.token, { position: 0, itemIndex: 1 }, 'fits');
    expect(await counter('cogniplay_answers_recorded_total')).toBe(before + 2);
  });

  it('counts stored uploads and their instances by game, not dry runs', async () => {
    const url = '/api/games/rule-finding/bulk-upload';
    const file = JSON.stringify([ruleFindingInstance(90_001), ruleFindingInstance(90_002)]);
    expect((await upload(t, `${url}?dryRun=true`, 'a.json', file)).statusCode).toBe(200);
    expect((await upload(t, url, 'a.json', file)).statusCode).toBe(201);
    expect(await counter('cogniplay_uploads_total\\{game="rule-finding"\\}')).toBe(1);
    expect(await counter('cogniplay_uploaded_instances_total\\{game="rule-finding"\\}')).toBe(2);
  });
});
