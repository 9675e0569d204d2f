import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { handGestureInstanceInputSchema } from '@cogniplay/contract';
import { parseInstanceJson } from '../shared/parse-instance-json';
import { handGestureExamples } from './instance-example';

const uploadFormats = fs.readFileSync(
  path.resolve(__dirname, '../../../../../../docs/upload-formats.md'),
  'utf8',
);

/** The JSON blocks of the document's section headed `heading`, in order. */
function jsonBlocksOf(heading: string): unknown[] {
  const section = (uploadFormats.split(`## ${heading}`)[1] ?? '').split('\n## ')[0]!;
  const blocks = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  if (blocks.length === 0) throw new Error(`no JSON block under "${heading}"`);
  return blocks;
}

describe('the New page templates', () => {
  it('start the hand-gesture editor from a valid instance of each playable task', () => {
    for (const example of Object.values(handGestureExamples)) {
      expect(parseInstanceJson(example, handGestureInstanceInputSchema).ok).toBe(true);
    }
  });

  it('are the instances docs/upload-formats.md shows, imitate first', () => {
    expect([
      JSON.parse(handGestureExamples.imitate),
      JSON.parse(handGestureExamples['hand-game']),
    ]).toEqual(jsonBlocksOf('A hand-gesture instance'));
  });
});
