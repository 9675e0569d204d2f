// The rows of one session in an exported CSV table, as the admin downloads it.
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { AssessmentsFixture } from '../assessments/assessments-fixture.ts';

export async function exportedRows(
  f: AssessmentsFixture,
  file: string,
  sessionId: number,
): Promise<Record<string, string>[]> {
  const asked = await f.post('/api/exports', { file }, 'admin');
  expect(asked.statusCode, asked.body).toBe(201);
  const downloaded = await f.t.app.inject({ url: asked.json().url });
  const rows = parse(downloaded.body, { columns: true, record_delimiter: '\r\n' }) as Record<
    string,
    string
  >[];
  return rows.filter((row) => row.session_id === String(sessionId));
}
