// Shared fixtures of the games tests: the app, instances, requests and the users who send them.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { GameSlug } from '@cogniplay/contract';
import { auditLog, gameInstances, ofGame } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp, type TokenOptions } from '../../helper.ts';

export const admin: TokenOptions = { email: 'admin@example.org', roles: ['admin'] };
export const researcher: TokenOptions = { email: 'rita@example.org', roles: ['researcher'] };
export const nobody: TokenOptions = { email: 'nobody@example.org', roles: [] };

/**
 * The hooks of a games test file: one app for all its tests, handed to `use` before they run,
 * emptied of the game's instances and of the audit log before each test.
 */
export function useGamesApp(game: GameSlug, use: (t: TestApp) => void): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    use(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(gameInstances).where(ofGame(game));
    await t.db.delete(auditLog);
  });
}

/** POSTs `payload` as JSON (a string is sent as it is). */
export async function postJson(t: TestApp, url: string, payload: unknown, who = admin) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await t.authHeader(who)), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

export async function getAs(t: TestApp, url: string, who = researcher) {
  return t.app.inject({ method: 'GET', url, headers: await t.authHeader(who) });
}

const item = (matchesRule: boolean, ...characteristics: string[]) => ({
  matchesRule,
  ruleFindingElement: { characteristics },
});

/** A valid rule-finding instance (rule: characteristic `index` is on); `n` varies its content. */
export function ruleFindingInstance(n = 0, extra: Record<string, unknown> = {}) {
  return {
    label: `Instance ${n}`,
    itemData: {
      rule: { $type: 'property', index: n % 4, value: 'on' },
      demonstrationItems: [item(true, 'on', 'on', 'on', 'on')],
      targetItems: [item(false, 'off', 'off', 'off', 'off'), item(true, 'on', 'on', 'on', 'on')],
    },
    ...extra,
  };
}

/** The JSON text of a rule-finding instance whose rule is a `not` chain `levels` deep. */
export function deepRuleInstanceJson(levels: number): string {
  const rule =
    '{"$type":"not","rule":'.repeat(levels - 1) +
    '{"$type":"property","index":0,"value":"on"}' +
    '}'.repeat(levels - 1);
  return `{"itemData":{"rule":${rule},"demonstrationItems":[],"targetItems":[]}}`;
}

/** A multipart/form-data body with one file part. */
export function multipart(
  fileName: string,
  content: string | Buffer,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cogniplay-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/json\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads `content` as `fileName` to a bulk-upload URL. */
export async function upload(
  t: TestApp,
  url: string,
  fileName: string,
  content: string | Buffer,
  who: TokenOptions = admin,
) {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(await t.authHeader(who)) },
  });
}

/** Whether anything ever managed to pollute Object.prototype through a `__proto__` key. */
export function prototypeIsClean(): boolean {
  return ({} as Record<string, unknown>).polluted === undefined;
}
