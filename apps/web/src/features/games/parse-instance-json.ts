import type { z } from 'zod';

export type ParsedInstance<T> = { ok: true; value: T } | { ok: false; reason: string };

/** How many schema problems the 'Invalid JSON format: ...' message lists before '…'. */
const MAX_LISTED_ISSUES = 5;

/**
 * The editor's text must parse as JSON and match the instance schema; the reason
 * completes 'Invalid JSON format: ...' (the parser's message, or `path: problem` per issue).
 */
export function parseInstanceJson<T>(text: string, schema: z.ZodType<T>): ParsedInstance<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues.map((issue) => {
    const path = issue.path.length > 0 ? `/${issue.path.join('/')}` : '/';
    return `${path}: ${issue.message}`;
  });
  const listed = issues.slice(0, MAX_LISTED_ISSUES).join('; ');
  return { ok: false, reason: issues.length > MAX_LISTED_ISSUES ? `${listed}; …` : listed };
}
