// Shared fixtures of the games tests: instances, multipart bodies and the users who send them.
import type { TestApp, TokenOptions } from '../../helper.ts';

export const admin: TokenOptions = { email: 'admin@example.org', roles: ['admin'] };
export const researcher: TokenOptions = { email: 'rita@example.org', roles: ['researcher'] };
export const nobody: TokenOptions = { email: 'nobody@example.org', roles: [] };

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
