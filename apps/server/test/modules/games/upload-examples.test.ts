// The example files of docs/upload-formats.md upload as documented: without problems or warnings.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { upload } from './support.ts';

const examples = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../docs/examples',
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('docs/examples', () => {
  it.each([
    ['rule-finding-single.json', '/api/games/rule-finding/bulk-upload', 1, ['rule-finding-single']],
    ['rule-finding-array.json', '/api/games/rule-finding/bulk-upload', 2, ['rule-finding-array']],
    [
      'rule-finding-exercises.json',
      '/api/games/rule-finding/bulk-upload',
      3,
      ['Single property', 'Combined rules'],
    ],
    [
      'hand-gesture-single.json',
      '/api/games/hand-gesture/instances/bulk-upload',
      1,
      ['hand-gesture-single'],
    ],
    [
      'hand-gesture-exercises.json',
      '/api/games/hand-gesture/instances/bulk-upload',
      3,
      ['Left hand', 'Hand Game'],
    ],
  ])('%s uploads cleanly', async (file, url, count, exerciseNames) => {
    const content = await readFile(path.join(examples, file));
    const answer = await upload(t, url, file, content);
    expect(answer.json()).toMatchObject({
      count,
      exerciseNames,
      warningCount: 0,
      alreadyPresentCount: 0,
    });
    expect(answer.statusCode).toBe(201);
  });
});
