// The play API on an app with a real logger (captured) and small rate limits: no play request is
// logged with its token, and requests beyond the limits per token and per address answer 429.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { openDatabase, type Db } from '../../../src/db/client.ts';
import {
  assessmentItems,
  assessments,
  assessmentSessions,
  participants,
  researchInstitutes,
  gameInstances,
  sessionAnswers,
} from '../../../src/db/schema/index.ts';
import { loggedUrl, loggerOptions, withoutPathToken } from '../../../src/logger.ts';
import { streamInto } from '../../log-capture.ts';

let app: FastifyInstance;
let db: Db;
const lines: string[] = [];
const output = () => lines.join('');

const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A session of a one-instance assessment (two target items) reached by `token`; its id. */
async function insertSession(token: string): Promise<number> {
  const [institute] = await db
    .insert(researchInstitutes)
    .values({ name: `Institute ${token.slice(0, 6)}` })
    .returning({ id: researchInstitutes.id });
  const [participant] = await db
    .insert(participants)
    .values({ subjectId: 'S-1', researchInstituteId: institute!.id })
    .returning({ id: participants.id });
  const [instance] = await db
    .insert(gameInstances)
    .values({
      game: 'rule-finding',
      sequenceNumber: Math.floor(Math.random() * 1e8),
      content: {
        rule: { $type: 'property', index: 0, value: 'on' },
        demonstrationItems: [],
        targetItems: [
          { matchesRule: true, ruleFindingElement: { characteristics: ['on'] } },
          { matchesRule: false, ruleFindingElement: { characteristics: ['off'] } },
        ],
      },
      itemCount: 2,
      contentHash: sha256(token),
    })
    .returning({ id: gameInstances.id });
  const [assessment] = await db
    .insert(assessments)
    .values({ name: 'Logged', researchInstituteId: institute!.id })
    .returning({ id: assessments.id });
  await db.insert(assessmentItems).values({
    assessmentId: assessment!.id,
    position: 0,
    game: 'rule-finding',
    instanceId: instance!.id,
  });
  const [session] = await db
    .insert(assessmentSessions)
    .values({
      assessmentId: assessment!.id,
      participantId: participant!.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: assessmentSessions.id });
  return session!.id;
}

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: '/nonexistent-web-build',
    LOG_LEVEL: 'info',
    PLAY_TOKEN_RATE_LIMIT: '3',
    PLAY_ADDRESS_RATE_LIMIT: '6',
  });
  const database = await openDatabase(config.database);
  await database.migrate();
  db = database.db;
  app = createApp({
    config,
    database,
    logger: { ...(loggerOptions(config) as object), stream: streamInto(lines) },
  });
  await app.ready();
  // Migrating a fresh embedded database takes long on a busy machine.
}, 180_000);
afterAll(() => app.close());

const answer = {
  position: 0,
  itemIndex: 0,
  response: 'fits',
  reactionTimeMs: 900,
  inputType: 'key',
  clientShownAt: '2026-05-01T10:00:00Z',
  clientAnsweredAt: '2026-05-01T10:00:00.900Z',
};

describe('play requests in the log', () => {
  it('never carry the token, whatever the request and its answer', async () => {
    const token = newToken();
    await insertSession(token);
    const remoteAddress = '10.0.0.1';
    const requests = [
      { url: `/api/play/${token}` },
      { method: 'POST' as const, url: `/api/play/${token}/start` },
      { method: 'POST' as const, url: `/api/play/${token}/answers`, payload: answer },
      {
        method: 'POST' as const,
        url: `/api/play/${token}/answers?x=${token}`,
        payload: { bad: 1 },
      },
      { url: `/api/%70lay/${token}` },
      { url: `/api/play/${token}/nothing-here` },
      { url: `/play/${token}` },
      { url: `/play/${token}?lang=de` },
    ];
    for (const request of requests) {
      const response = await app.inject({ ...request, remoteAddress });
      expect(response.statusCode, request.url).toBeLessThan(500);
    }
    expect(lines.length).toBeGreaterThan(requests.length);
    expect(output()).toContain('"url":"/api/play/[REDACTED]/answers"');
    expect(output()).toContain('"url":"/play/[REDACTED]?lang"');
    expect(output()).not.toContain(token);
    expect(output()).not.toContain(token.slice(0, 20));
  });

  it.each([
    ['/api/play/abc', '/api/play/[REDACTED]'],
    ['/api/play/abc/answers?x=1', '/api/play/[REDACTED]/answers?x'],
    ['/play/abc', '/play/[REDACTED]'],
    ['//api//play/abc/start', '//api//play/[REDACTED]/start'],
    ['/api/%70lay/abc', '/api/play/[REDACTED]'],
    ['/API/PLAY/abc', '/API/PLAY/[REDACTED]'],
    ['/api/players/abc', '/api/players/abc'],
    ['/api/schools/1?q=x', '/api/schools/1?q'],
  ])('logs %s as %s', (url, expected) => {
    expect(loggedUrl(url)).toBe(expected);
  });

  it('leaves other paths alone', () => {
    expect(withoutPathToken('/playground/x')).toBe('/playground/x');
    // Paths that routing or a proxy resolves to a token's path.
    for (const url of [
      '/api/./exports/TICKET',
      '/api/x/../exports/TICKET',
      '/api\\exports/TICKET',
      'http://host/api/exports/TICKET',
      '/api/./play/TOKEN/answers',
    ]) {
      expect(withoutPathToken(url)).not.toMatch(/TICKET|TOKEN/);
    }
    expect(withoutPathToken('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});

describe('play rate limits', () => {
  it('answers 429 with Retry-After past the limit per token, then per address', async () => {
    const token = newToken();
    await insertSession(token);
    const remoteAddress = '10.0.0.2';
    const get = (t: string) => app.inject({ url: `/api/play/${t}`, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await get(token)).statusCode).toBe(200);
    const limited = await get(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Another link from the same address: counted by the address (4 so far, limit 6).
    const other = newToken();
    expect((await get(other)).statusCode).toBe(404);
    expect((await get(other)).statusCode).toBe(404);
    expect((await get(other)).statusCode).toBe(429);
    // Another address is not limited by this one.
    const elsewhere = await app.inject({
      url: `/api/play/${newToken()}`,
      remoteAddress: '10.0.0.3',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('answers 429 to answers past the limit per token, storing nothing', async () => {
    const token = newToken();
    const sessionId = await insertSession(token);
    const send = (body: object, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: `/api/play/${token}/answers`,
        payload: body,
        remoteAddress,
      });
    // Three requests (the token's limit), from two addresses: the second answer repeats the first.
    expect((await send(answer, '10.0.0.4')).statusCode).toBe(201);
    expect((await send(answer, '10.0.0.4')).statusCode).toBe(200);
    expect((await send({ bad: 1 }, '10.0.0.5')).statusCode).toBe(400);

    const second = { ...answer, itemIndex: 1, response: 'does_not_fit' };
    const limited = await send(second, '10.0.0.5');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Counted before the body is read: a malformed one is refused the same.
    expect((await send({ bad: 1 }, '10.0.0.6')).statusCode).toBe(429);

    const stored = await db
      .select({ itemIndex: sessionAnswers.itemIndex })
      .from(sessionAnswers)
      .where(eq(sessionAnswers.sessionId, sessionId));
    expect(stored).toEqual([{ itemIndex: 0 }]);
    const [session] = await db
      .select({ answeredCount: assessmentSessions.answeredCount })
      .from(assessmentSessions)
      .where(eq(assessmentSessions.id, sessionId));
    expect(session).toEqual({ answeredCount: 1 });
  });
});
